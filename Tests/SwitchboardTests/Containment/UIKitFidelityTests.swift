import Switchboard
import Testing

/// Records, per appearance callback, whether the view was in a window at that moment.
@MainActor
final class WindowProbeViewController: HeadlessViewController {
    var inWindow: [String: Bool] = [:]

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        inWindow["viewWillAppear"] = view.window != nil
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        inWindow["viewIsAppearing"] = view.window != nil
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        inWindow["viewDidAppear"] = view.window != nil
    }
}

/// Each test pins one documented UIKit behaviour the headless model used to get wrong.
@MainActor
@Suite("UIKit fidelity: behaviours pinned to Apple's headers and documentation")
struct UIKitFidelityTests {
    let trace = ContainmentTrace()

    @Test("viewWillAppear runs before the view is in the window; viewIsAppearing and viewDidAppear after")
    func viewWillAppearBeforeWindow() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let child = WindowProbeViewController(title: "child")
        try container.embed(child)
        #expect(child.inWindow == ["viewWillAppear": false, "viewIsAppearing": true, "viewDidAppear": true])
        let root = WindowProbeViewController(title: "root")
        window.rootViewController = root
        #expect(root.inWindow == ["viewWillAppear": false, "viewIsAppearing": true, "viewDidAppear": true])
    }

    @Test(
        "A child added on screen: the unspecified orders follow the window's AppearanceOrdering",
        arguments: AppearanceOrdering.allVariants)
    func orderingVariants(ordering: AppearanceOrdering) {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace, appearanceOrdering: ordering)
        window.rootViewController = container
        trace.removeAll()
        let red = HeadlessViewController(title: "red")
        container.addChild(red)
        container.view.addSubview(red.view)
        red.didMove(toParent: container)

        let head: [ContainmentEvent] = [
            .addChild("red", parent: "container"), .willMove("red", toParent: "container"), .viewDidLoad("red"),
            .viewWillAppear("red", animated: false), .viewAdded("red", to: "container"),
        ]
        let completion: [ContainmentEvent] =
            ordering.layoutBeforeViewDidAppear
            ? [.viewIsAppearing("red", animated: false), .layout("red"), .viewDidAppear("red", animated: false)]
            : [.viewIsAppearing("red", animated: false), .viewDidAppear("red", animated: false), .layout("red")]
        let didMove: [ContainmentEvent] = [.didMove("red", toParent: "container")]
        let expected =
            ordering.childDidAppearBeforeDidMove ? head + completion + didMove : head + didMove + completion
        #expect(trace.events == expected)
        #expect(red.appearanceState == .appeared)
        #expect(AppearanceOrdering.allVariants.count == 4)
    }

    @Test("Under the deferred ordering a child that never gets didMove finishes appearing at the next layout pass")
    func deferredAppearanceFinishesAtLayout() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let ordering = AppearanceOrdering(layoutBeforeViewDidAppear: true, childDidAppearBeforeDidMove: false)
        let window = HeadlessWindow(trace: trace, appearanceOrdering: ordering)
        window.rootViewController = container
        let red = HeadlessViewController(title: "red")
        container.addChild(red)
        container.view.addSubview(red.view)
        #expect(red.appearanceState == .appearing, "its viewDidAppear waits for the end of the move")
        window.layoutIfNeeded()
        #expect(red.appearanceState == .appeared)
        #expect(container.auditContainment() == [.missingDidMove(child: "red", container: "container")])
    }

    @Test(
        "isMovingToParent is true in the move's appearance callbacks only, whichever the ordering",
        arguments: AppearanceOrdering.allVariants)
    func isMovingToParentInCallbacksOnly(ordering: AppearanceOrdering) throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace, appearanceOrdering: ordering)
        window.rootViewController = container
        let child = ProbeViewController(title: "child")
        container.addChild(child)
        #expect(!child.isMovingToParent, "not between addChild and the appearance")
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(child.sawMovingToParentInAppearance == [true, true, true])
        #expect(!child.isMovingToParent)
        // A later appearance is not part of the move.
        window.rootViewController = nil
        window.rootViewController = container
        #expect(child.sawMovingToParentInAppearance.suffix(3) == [false, false, false])
    }

    @Test("transition(from:to:) on a container that forwards appearance by hand is refused (UIKit raises)")
    func transitionRefusedWhenForwardingByHand() throws {
        let container = ManualForwardingContainer(title: "manual", trace: trace)
        let window = onScreen(container, trace: trace)
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        try container.embed(red)
        container.addChild(blue)
        let before = HierarchySnapshot([container, red, blue])
        let reported = collectingReports {
            container.transition(from: red, to: blue, duration: 0, animations: nil, completion: nil)
        }
        let expected = ContainmentViolation.transitionWithManualAppearanceForwarding(container: "manual")
        #expect(reported == [expected])
        #expect(expected.uikitBehavior == .raises)
        #expect(HierarchySnapshot([container, red, blue]) == before)
        #expect(throws: expected) { try container.replace(red, with: HeadlessViewController(title: "green")) }
        #expect(container.replacementViolation(red, with: HeadlessViewController(title: "green")) == expected)
        withExtendedLifetime(window) {}
    }

    @Test("addChild of a controller whose view is inside another controller's view is refused (UIKit raises)")
    func addChildChecksHierarchyConsistency() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let other = HeadlessViewController(title: "other", trace: trace)
        let loose = HeadlessViewController(title: "loose")
        other.view.addSubview(loose.view)  // allowed by UIKit: loose has no parent
        let expected = ContainmentViolation.childViewInsideOtherController(
            child: "loose", viewOwner: "other", container: "container")
        let reported = collectingReports { container.addChild(loose) }
        #expect(reported == [expected])
        #expect(expected.uikitBehavior == .raises)
        #expect(loose.parent == nil && container.children.isEmpty)
        #expect(container.embeddingViolation(loose) == expected)
        // A view in no controller's view, or in the new parent's own view, is consistent.
        let detached = HeadlessView(name: "detached")
        detached.addSubview(loose.view)
        #expect(collectingReports { container.addChild(loose) }.isEmpty)
        #expect(loose.parent === container)
    }

    @Test("AnimationOptions have UIKit's raw values (UIView.h)")
    func animationOptionValues() {
        typealias Options = HeadlessView.AnimationOptions
        #expect(Options.curveEaseInOut.rawValue == 0)
        #expect(Options.curveEaseIn.rawValue == 1 << 16)
        #expect(Options.curveEaseOut.rawValue == 2 << 16)
        #expect(Options.curveLinear.rawValue == 3 << 16)
        #expect(Options.curveLinear != Options.curveEaseIn)
        #expect(Options.layoutSubviews.rawValue == 1 << 0)
        #expect(Options.allowUserInteraction.rawValue == 1 << 1)
        #expect(Options.beginFromCurrentState.rawValue == 1 << 2)
        #expect(Options.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(Options.transitionFlipFromRight.rawValue == 2 << 20)
        #expect(Options.transitionCurlUp.rawValue == 3 << 20)
        #expect(Options.transitionCurlDown.rawValue == 4 << 20)
        #expect(Options.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(Options.transitionFlipFromTop.rawValue == 6 << 20)
        #expect(Options.transitionFlipFromBottom.rawValue == 7 << 20)
    }

    @Test("A transition's incoming child follows the container off screen and back, in flight or after")
    func transitionFollowsTheWindow() throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace, animator: animator)
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        try container.embed(red)
        try container.replace(red, with: blue, duration: 0.3)
        #expect(blue.appearanceState == .appearing)

        window.rootViewController = nil
        #expect(blue.appearanceState == .disappearing, "its appearance is reversed with the container's")
        animator.finishAll()
        #expect(blue.appearanceState == .disappeared && red.appearanceState == .disappeared)

        window.rootViewController = container
        #expect(blue.appearanceState == .appeared, "it appears again with the container")
        #expect(trace.violations.isEmpty)
    }

    @Test("A transition's incoming child appears when the container comes back before the animation ends")
    func transitionFollowsTheWindowBackInFlight() throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace, animator: animator)
        window.rootViewController = container  // the whole trace is kept for the contract check
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        try container.embed(red)
        try container.replace(red, with: blue, duration: 0.3)
        window.rootViewController = nil
        window.rootViewController = container
        #expect(blue.appearanceState == .appearing)
        animator.finishAll()
        #expect(blue.appearanceState == .appeared && red.appearanceState == .disappeared)
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
    }

    @Test("The audit names a view added without addChild apart from a former child's view left behind")
    func auditNamesNeverAddedViews() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let stranger = HeadlessViewController(title: "stranger")
        container.view.addSubview(stranger.view)
        let former = HeadlessViewController(title: "former")
        try container.embed(former)
        former.willMove(toParent: nil)
        former.removeFromParent()
        #expect(
            container.auditContainment() == [
                .viewAddedWithoutAddChild(child: "stranger", container: "container"),
                .childViewLeftInHierarchy(child: "former", container: "container"),
            ])
    }

    @Test("Every violation carries UIKit's response; the documented crashes are classified raises")
    func classification() {
        let raises: [ContainmentViolation] = [
            .viewControllerHasDifferentParent(child: "c", parent: "p", container: "x"),
            .childViewInsideOtherController(child: "c", viewOwner: "o", container: "x"),
            .transitionWithoutCommonParent(from: "a", to: "b"),
            .transitionParticipantNotChild(controller: "a", container: "x"),
            .transitionWithManualAppearanceForwarding(container: "x"),
            .viewHierarchyCycle(view: "a", superview: "b"),
        ]
        #expect(raises.allSatisfy { $0.uikitBehavior == .raises })
        #expect(
            ContainmentViolation.appearanceEndedWithoutBegin(controller: "c")
                .uikitBehavior == .logs)
        let allowed: [ContainmentViolation] = [
            .didMoveToWrongParent(child: "c", named: "x", actualParent: nil),
            .appearanceCallbackCalledDirectly(controller: "c", callback: .viewWillAppear),
            .childViewLeftInHierarchy(child: "c", container: "x"),
            .viewAddedWithoutAddChild(child: "c", container: "x"),
            .missingDidMove(child: "c", container: "x"),
        ]
        #expect(allowed.allSatisfy { $0.uikitBehavior == .allowed })
    }
}
