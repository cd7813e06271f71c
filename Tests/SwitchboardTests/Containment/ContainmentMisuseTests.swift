import Switchboard
import Testing

/// A container on screen with: `red` and `green` embedded (views on screen), `blue` and `yellow`
/// added but not placed, `grand` embedded in `red`, and `stranger` embedded in an unrelated,
/// off-screen container `other`.
@MainActor
final class MisuseScene {
    let trace = ContainmentTrace()
    let container: HeadlessViewController
    let red: HeadlessViewController
    let green: HeadlessViewController
    let blue: HeadlessViewController
    let yellow: HeadlessViewController
    let grand: HeadlessViewController
    let other: HeadlessViewController
    let stranger: HeadlessViewController
    let window: HeadlessWindow

    init() throws {
        container = HeadlessViewController(title: "container", trace: trace)
        red = HeadlessViewController(title: "red")
        green = HeadlessViewController(title: "green")
        blue = HeadlessViewController(title: "blue")
        yellow = HeadlessViewController(title: "yellow")
        grand = HeadlessViewController(title: "grand")
        other = HeadlessViewController(title: "other", trace: trace)
        stranger = HeadlessViewController(title: "stranger")
        window = onScreen(container, trace: trace)
        try container.embed(red)
        try container.embed(green, layout: .page(1))
        try red.embed(grand)
        try other.embed(stranger)
        container.addChild(blue)
        container.addChild(yellow)
        _ = blue.view
        _ = yellow.view
        trace.removeAll()
    }

    var snapshot: HierarchySnapshot {
        HierarchySnapshot([container, red, green, blue, yellow, grand, other, stranger])
    }
}

/// One misuse: the UIKit-spelled call, its checked twin, and the violation both must produce.
struct Misuse: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: ContainmentViolation
    let uikit: @MainActor @Sendable (MisuseScene) -> Void
    let checked: @MainActor @Sendable (MisuseScene) throws(ContainmentViolation) -> Void

    var testDescription: String { name }

    static let all: [Misuse] = [
        Misuse(
            name: "transition between controllers without a common parent",
            expected: .transitionWithoutCommonParent(from: "red", to: "stranger"),
            uikit: {
                $0.container.transition(from: $0.red, to: $0.stranger, duration: 0, animations: nil, completion: nil)
            },
            checked: { s throws(ContainmentViolation) in
                try s.container.checkedTransition(
                    from: s.red, to: s.stranger, duration: 0, animations: nil, completion: nil)
            }),
        Misuse(
            name: "transition asked of a container the controllers are not children of",
            expected: .transitionParticipantNotChild(controller: "red", container: "other"),
            uikit: { $0.other.transition(from: $0.red, to: $0.blue, duration: 0, animations: nil, completion: nil) },
            checked: { s throws(ContainmentViolation) in
                try s.other.checkedTransition(from: s.red, to: s.blue, duration: 0, animations: nil, completion: nil)
            }),
        Misuse(
            name: "transition from a controller to itself",
            expected: .transitionToSelf(controller: "red"),
            uikit: { $0.container.transition(from: $0.red, to: $0.red, duration: 0, animations: nil, completion: nil) },
            checked: { s throws(ContainmentViolation) in
                try s.container.checkedTransition(from: s.red, to: s.red, duration: 0, animations: nil, completion: nil)
            }),
        Misuse(
            name: "transition to a controller whose view is already on screen",
            expected: .transitionToViewAlreadyInHierarchy(controller: "green"),
            uikit: {
                $0.container.transition(from: $0.red, to: $0.green, duration: 0, animations: nil, completion: nil)
            },
            checked: { s throws(ContainmentViolation) in
                try s.container.checkedTransition(
                    from: s.red, to: s.green, duration: 0, animations: nil, completion: nil)
            }),
        Misuse(
            name: "transition from a child whose view is not in a hierarchy",
            expected: .transitionFromViewNotInHierarchy(controller: "blue"),
            uikit: {
                $0.container.transition(from: $0.blue, to: $0.yellow, duration: 0, animations: nil, completion: nil)
            },
            checked: { s throws(ContainmentViolation) in
                try s.container.checkedTransition(
                    from: s.blue, to: s.yellow, duration: 0, animations: nil, completion: nil)
            }),
        Misuse(
            name: "adding a view whose controller has a different parent",
            expected: .viewControllerHasDifferentParent(child: "stranger", parent: "other", container: "container"),
            uikit: { $0.container.view.addSubview($0.stranger.view) },
            checked: { s throws(ContainmentViolation) in
                try s.container.view.checkedInsertSubview(s.stranger.view, at: 0)
            }
        ),
        Misuse(
            name: "adding a view into its own subtree",
            expected: .viewHierarchyCycle(view: "container", superview: "red"),
            uikit: { $0.red.view.addSubview($0.container.view) },
            checked: { s throws(ContainmentViolation) in try s.red.view.checkedInsertSubview(s.container.view, at: 0) }),
        Misuse(
            name: "beginning to appear while already appeared",
            expected: .appearingWhileAppeared(controller: "red"),
            uikit: { $0.red.beginAppearanceTransition(true, animated: false) },
            checked: { s throws(ContainmentViolation) in
                try s.red.checkedBeginAppearanceTransition(true, animated: false)
            }
        ),
        Misuse(
            name: "beginning to disappear while already disappeared",
            expected: .disappearingWhileDisappeared(controller: "blue"),
            uikit: { $0.blue.beginAppearanceTransition(false, animated: true) },
            checked: { s throws(ContainmentViolation) in
                try s.blue.checkedBeginAppearanceTransition(false, animated: true)
            }
        ),
        Misuse(
            name: "ending an appearance transition that never began",
            expected: .appearanceEndedWithoutBegin(controller: "red"),
            uikit: { $0.red.endAppearanceTransition() },
            checked: { s throws(ContainmentViolation) in try s.red.checkedEndAppearanceTransition() }),
        Misuse(
            name: "didMove(toParent:) naming a parent the child does not have",
            expected: .didMoveToWrongParent(child: "blue", named: "other", actualParent: "container"),
            uikit: { $0.blue.didMove(toParent: $0.other) },
            checked: { s throws(ContainmentViolation) in try s.blue.checkedDidMove(toParent: s.other) }),
        Misuse(
            name: "didMove(toParent:) without a prior addChild",
            expected: .didMoveToWrongParent(child: "stranger", named: "container", actualParent: "other"),
            uikit: { $0.stranger.didMove(toParent: $0.container) },
            checked: { s throws(ContainmentViolation) in try s.stranger.checkedDidMove(toParent: s.container) }),
        Misuse(
            name: "adding a controller as its own child",
            expected: .childIsSelfOrAncestor(child: "container", container: "container"),
            uikit: { $0.container.addChild($0.container) },
            checked: { s throws(ContainmentViolation) in try s.container.checkedAddChild(s.container) }),
        Misuse(
            name: "adding a controller to its own descendant",
            expected: .childIsSelfOrAncestor(child: "container", container: "grand"),
            uikit: { $0.grand.addChild($0.container) },
            checked: { s throws(ContainmentViolation) in try s.grand.checkedAddChild(s.container) }),
        Misuse(
            name: "adding a child twice",
            expected: .childAlreadyAdded(child: "red", container: "container"),
            uikit: { $0.container.addChild($0.red) },
            checked: { s throws(ContainmentViolation) in try s.container.checkedAddChild(s.red) }),
    ]
}

@MainActor
@Suite("Containment misuse is refused with the hierarchy unchanged")
struct ContainmentMisuseTests {
    @Test("UIKit-spelled calls refuse, record on the trace and report", arguments: Misuse.all)
    func uikitSpelled(misuse: Misuse) throws {
        let scene = try MisuseScene()
        let before = scene.snapshot
        let reported = collectingReports { misuse.uikit(scene) }
        #expect(reported == [misuse.expected])
        #expect(scene.trace.events == [.violation(misuse.expected)])
        #expect(scene.snapshot == before)
    }

    @Test("Checked variants refuse, record on the trace and throw without reporting", arguments: Misuse.all)
    func checked(misuse: Misuse) throws {
        let scene = try MisuseScene()
        let before = scene.snapshot
        var thrown: ContainmentViolation?
        let reported = collectingReports {
            do throws(ContainmentViolation) {
                try misuse.checked(scene)
            } catch {
                thrown = error
            }
        }
        #expect(thrown == misuse.expected)
        #expect(reported.isEmpty)
        #expect(scene.trace.violations == [misuse.expected])
        #expect(scene.snapshot == before)
    }

    @Test("Every violation explains itself in words that name the controllers")
    func descriptions() {
        for misuse in Misuse.all {
            let text = misuse.expected.description
            #expect(text.contains(misuse.expected.subject), "\(text)")
            #expect(text.hasSuffix("."), "\(text)")
        }
    }

    @Test("A second begin in the same direction before the first ends is unbalanced and changes nothing")
    func nestedBegin() throws {
        let scene = try MisuseScene()
        scene.red.beginAppearanceTransition(false, animated: true)
        scene.trace.removeAll()
        let reported = collectingReports { scene.red.beginAppearanceTransition(false, animated: true) }
        #expect(reported == [.appearanceBeganTwice(controller: "red")])
        #expect(reported.map(\.uikitBehavior) == [.logs])
        #expect(scene.red.appearanceState == .disappearing)
        scene.red.endAppearanceTransition()
        #expect(scene.red.appearanceState == .disappeared)
        #expect(
            scene.trace.events.suffix(2) == [
                .viewDidDisappear("red", animated: true), .viewDidDisappear("grand", animated: true),
            ])
    }

    @Test("A begin in the opposite direction cancels the transition in progress: the child ends appeared")
    func cancelledDisappearance() throws {
        let scene = try MisuseScene()
        let reported = collectingReports {
            scene.red.beginAppearanceTransition(false, animated: true)
            scene.red.beginAppearanceTransition(true, animated: true)
            scene.red.endAppearanceTransition()
        }
        #expect(reported.isEmpty)
        #expect(scene.red.appearanceState == .appeared && scene.grand.appearanceState == .appeared)
        #expect(
            scene.trace.events == [
                .viewWillDisappear("red", animated: true), .viewWillDisappear("grand", animated: true),
                .viewWillAppear("red", animated: true), .viewWillAppear("grand", animated: true),
                .viewIsAppearing("red", animated: true), .viewIsAppearing("grand", animated: true),
                .viewDidAppear("red", animated: true), .viewDidAppear("grand", animated: true),
            ])
    }

    @Test("A begin in the opposite direction cancels an appearance in progress: the child ends disappeared")
    func cancelledAppearance() throws {
        let scene = try MisuseScene()
        let reported = collectingReports {
            scene.blue.beginAppearanceTransition(true, animated: true)
            scene.blue.beginAppearanceTransition(false, animated: true)
            scene.blue.endAppearanceTransition()
        }
        #expect(reported.isEmpty)
        #expect(scene.blue.appearanceState == .disappeared)
        #expect(
            scene.trace.events == [
                .viewWillAppear("blue", animated: true), .viewWillDisappear("blue", animated: true),
                .viewDidDisappear("blue", animated: true),
            ])
    }

    @Test("Removing a controller without a parent is a documented no-op")
    func removeOrphan() {
        let trace = ContainmentTrace()
        let orphan = HeadlessViewController(title: "orphan", trace: trace)
        let reported = collectingReports { orphan.removeFromParent() }
        #expect(reported.isEmpty && trace.events.isEmpty && orphan.parent == nil)
    }

    @Test("Adding a child that has another parent moves it, as UIKit does")
    func reparent() throws {
        let scene = try MisuseScene()
        scene.other.addChild(scene.blue)
        #expect(scene.blue.parent === scene.other)
        #expect(!scene.container.children.contains { $0 === scene.blue })
        #expect(
            scene.trace.events == [
                .removeFromParent("blue", parent: "container"),
                .didMove("blue", toParent: nil),
                .addChild("blue", parent: "other"),
                .willMove("blue", toParent: "other"),
            ])
    }
}
