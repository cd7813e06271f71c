import Foundation
import Switchboard
import Testing

/// A container that forwards appearance by hand, but only to the children a test hands it, so
/// the test decides when `beginAppearanceTransition` runs relative to the child's view.
@MainActor
private final class HandForwardingContainer: HeadlessViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Replaces its first child with a second one in its own `viewWillDisappear`, as a container that
/// resets itself whenever it leaves the screen would.
@MainActor
private final class ResetOnLeaveContainer: HeadlessViewController {
    var first: HeadlessViewController?
    var second: HeadlessViewController?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let first, let second, first.parent === self else { return }
        addChild(second)
        first.willMove(toParent: nil)
        transition(from: first, to: second, duration: 0, animations: nil) { _ in
            second.didMove(toParent: self)
            first.removeFromParent()
        }
    }
}

/// Runs a one-shot action from its next `viewWillAppear` or `viewWillDisappear`: a child that asks
/// its container for another child while the container's own appearance is being forwarded to it.
@MainActor
private final class ActOnceChild: HeadlessViewController {
    var action: (@MainActor () -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        act()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        act()
    }

    private func act() {
        let pending = action
        action = nil
        pending?()
    }
}

/// Replaces `old` with `new` in `container` the way a swap container does: `addChild`,
/// `willMove(toParent: nil)`, then `transition(from:to:)`, finishing the containment calls in its
/// completion.
@MainActor
private func swapChild(
    in container: HeadlessViewController, from old: HeadlessViewController, to new: HeadlessViewController,
    duration: Double
) {
    container.addChild(new)
    old.willMove(toParent: nil)
    container.transition(from: old, to: new, duration: duration, animations: nil) { _ in
        new.didMove(toParent: container)
        old.removeFromParent()
    }
}

/// Appearance in the model follows the window, as in UIKit (`willMove(toWindow:)`): pinned cases
/// where it used to follow something else.
@MainActor
@Suite("Appearance follows the window: load order, moves, transitions on leaving, parentless controllers")
struct AppearanceFollowsWindowTests {
    let trace = ContainmentTrace()

    // MARK: - Loading before appearing

    @Test("A hand-forwarded appearing begin loads the view first: viewDidLoad comes before viewWillAppear")
    func appearingBeginLoadsTheView() {
        let container = HandForwardingContainer(title: "manual", trace: trace)
        let window = onScreen(container, trace: trace)
        let child = ProbeViewController(title: "child")
        container.addChild(child)
        #expect(!child.isViewLoaded)
        child.beginAppearanceTransition(true, animated: false)
        #expect(child.isViewLoaded)
        container.view.addSubview(child.view)
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        #expect(
            child.hooks == [
                "willMove(manual)", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
                "didMove(manual)",
            ])
        #expect(trace.violations.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("A disappearing begin on a controller whose view never loaded does not load it")
    func disappearingBeginDoesNotLoad() {
        let never = ProbeViewController(title: "never")
        let reported = collectingReports { never.beginAppearanceTransition(false, animated: false) }
        #expect(reported == [.disappearingWhileDisappeared(controller: "never")])
        #expect(!never.isViewLoaded)
        #expect(never.hooks.isEmpty)
    }

    // MARK: - Moves

    @Test("Moving an appeared child's view to another superview in the same window sends no appearance callbacks")
    func moveWithinWindowKeepsAppearance() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let slotA = HeadlessView(name: "A")
        let slotB = HeadlessView(name: "B")
        container.view.addSubview(slotA)
        container.view.addSubview(slotB)
        let child = ProbeViewController(title: "child")
        container.addChild(child)
        slotA.addSubview(child.view)
        child.didMove(toParent: container)
        child.hooks.removeAll()
        trace.removeAll()

        slotB.addSubview(child.view)
        #expect(child.hooks.isEmpty)
        #expect(child.appearanceState == .appeared)
        #expect(child.view.superview === slotB && slotA.subviews.isEmpty)
        #expect(!trace.events.contains { $0.isAppearanceCallback })
        withExtendedLifetime(window) {}
    }

    @Test("Moving a view out of its window, or into another window, still runs the appearance callbacks")
    func moveAcrossWindowsForwardsAppearance() {
        let left = HeadlessViewController(title: "left", trace: trace)
        let right = HeadlessViewController(title: "right", trace: trace)
        let leftWindow = onScreen(left, trace: trace)
        let rightWindow = onScreen(right, trace: trace)
        let loose = ProbeViewController(title: "loose")
        left.view.addSubview(loose.view)
        loose.hooks.removeAll()

        right.view.addSubview(loose.view)
        #expect(
            loose.hooks == [
                "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
            ])
        let detached = HeadlessView(name: "detached")
        detached.addSubview(loose.view)
        #expect(loose.hooks.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(loose.appearanceState == .disappeared)
        withExtendedLifetime((leftWindow, rightWindow)) {}
    }

    @Test("A move within the window into another controller's view is still refused (UIKit raises)")
    func moveWithinWindowStillChecksParent() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let other = HeadlessViewController(title: "other")
        try container.embed(other)
        let child = ProbeViewController(title: "child")
        try container.embed(child)
        let before = HierarchySnapshot([container, other, child])
        let reported = collectingReports { other.view.addSubview(child.view) }
        #expect(
            reported == [.viewControllerHasDifferentParent(child: "child", parent: "container", container: "other")])
        #expect(HierarchySnapshot([container, other, child]) == before)
        withExtendedLifetime(window) {}
    }

    @Test("A child whose view enters the window inside a disappeared parent stays disappeared, then appears with it")
    func childOfDisappearedParentWaitsForIt() {
        let container = HandForwardingContainer(title: "manual", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container  // the whole trace is kept for the contract check
        let page = HeadlessViewController(title: "page")
        container.addChild(page)
        container.view.addSubview(page.view)  // on screen, but the container has not appeared it
        page.didMove(toParent: container)
        #expect(page.appearanceState == .disappeared && page.view.window != nil)

        let item = ProbeViewController(title: "item")
        page.addChild(item)
        page.view.addSubview(item.view)
        item.didMove(toParent: page)
        #expect(item.appearanceState == .disappeared)
        #expect(!item.hooks.contains("viewWillAppear"))

        page.beginAppearanceTransition(true, animated: false)
        page.endAppearanceTransition()
        #expect(item.appearanceState == .appeared, "it appears with its parent")
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
    }

    // MARK: - A transition started while the container leaves

    @Test("A transition started in the container's own viewWillDisappear leaves both sides disappeared")
    func transitionInOwnViewWillDisappear() throws {
        let container = ResetOnLeaveContainer(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let first = ProbeViewController(title: "first")
        let second = ProbeViewController(title: "second")
        container.first = first
        container.second = second
        try container.embed(first)
        #expect(first.appearanceState == .appeared)

        window.rootViewController = nil
        #expect(first.parent == nil && second.parent === container, "the reset ran")
        #expect(first.appearanceState == .disappeared)
        #expect(first.hooks.filter { $0.hasPrefix("view") }.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(second.appearanceState == .disappeared)
        #expect(!second.hooks.contains("viewWillAppear"), "the incoming side never starts appearing off screen")
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")

        window.rootViewController = container
        #expect(second.appearanceState == .appeared, "it appears with the container")
    }

    // MARK: - A transition started by a child while the container enters or leaves the window

    @Test(
        "A transition a child starts in its viewWillAppear while the container enters the window reverses the outgoing side; the incoming one appears with the container",
        arguments: [0, 0.3])
    func transitionInChildWillAppearWhileEntering(duration: Double) throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        let first = ActOnceChild(title: "first")
        let second = HeadlessViewController(title: "second")
        try container.embed(first)
        first.action = { swapChild(in: container, from: first, to: second, duration: duration) }

        // No animator completes a transition at once, inside the container's forwarding.
        let window = HeadlessWindow(trace: trace, animator: duration > 0 ? animator : nil)
        window.rootViewController = container
        #expect(container.appearanceState == .appeared)
        if duration > 0 {
            #expect(first.appearanceState == .disappearing, "reversed: its view is leaving")
            #expect(second.appearanceState == .appearing)
            animator.finishAll()
        }
        #expect(first.parent == nil && first.appearanceState == .disappeared)
        #expect(second.parent === container && second.appearanceState == .appeared)
        #expect(second.view.window === window)
        let events = trace.events
        let containerDid = try #require(events.firstIndex(of: .viewDidAppear("container", animated: false)))
        let secondDid = try #require(
            events.firstIndex { if case .viewDidAppear("second", _) = $0 { true } else { false } })
        #expect(containerDid < secondDid, "a child's did never comes before its container's")
        expectCleanTrace(trace)
    }

    @Test(
        "A transition a child starts in its viewWillDisappear while the container leaves the window leaves both sides disappeared",
        arguments: [0, 0.3])
    func transitionInChildWillDisappearWhileLeaving(duration: Double) throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace, animator: duration > 0 ? animator : nil)
        window.rootViewController = container
        let first = ActOnceChild(title: "first")
        let second = HeadlessViewController(title: "second")
        try container.embed(first)
        #expect(first.appearanceState == .appeared)
        first.action = { swapChild(in: container, from: first, to: second, duration: duration) }

        window.rootViewController = nil
        animator.finishAll()
        #expect(container.appearanceState == .disappeared)
        #expect(first.parent == nil && first.appearanceState == .disappeared)
        #expect(second.parent === container && second.appearanceState == .disappeared)
        #expect(!trace.events.contains { if case .viewWillAppear("second", _) = $0 { true } else { false } })
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
        #expect(checker.controllersMidAppearance.isEmpty)

        window.rootViewController = container
        #expect(second.appearanceState == .appeared, "it appears with the container")
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
        #expect(trace.violations.isEmpty)
    }

    @Test("A container entering the window does not forward to a child a sibling's viewWillAppear took out of its view")
    func enteringSkipsChildRemovedBySibling() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let left = ActOnceChild(title: "left")
        let right = HeadlessViewController(title: "right")
        let spare = HeadlessViewController(title: "spare")
        try container.embed(left)
        try container.embed(right)
        left.action = { swapChild(in: container, from: right, to: spare, duration: 0) }

        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(left.appearanceState == .appeared && spare.appearanceState == .appeared)
        #expect(right.parent == nil && right.appearanceState == .disappeared)
        #expect(!trace.events.contains { if case .viewWillAppear("right", _) = $0 { true } else { false } })
        expectCleanTrace(trace)
    }

    // MARK: - Controllers without a parent

    @Test(
        "A controller without a parent whose view sits in a container disappears when the container leaves the window")
    func parentlessControllerLeavesWithWindow() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container  // the whole trace is kept for the contract check
        let orphan = ProbeViewController(title: "orphan", trace: trace)
        container.view.addSubview(orphan.view)
        #expect(orphan.appearanceState == .appeared)

        window.rootViewController = nil
        #expect(orphan.appearanceState == .disappeared)
        #expect(orphan.hooks.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
    }

    @Test("A controller without a parent whose view sits in a container appears when the container enters the window")
    func parentlessControllerEntersWithWindow() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let orphan = ProbeViewController(title: "orphan")
        container.view.addSubview(orphan.view)
        #expect(orphan.appearanceState == .disappeared, "off screen")

        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(orphan.appearanceState == .appeared)
        #expect(orphan.hooks == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        // Its own children follow it, by forwarding, exactly once.
        let leaf = ProbeViewController(title: "leaf")
        orphan.addChild(leaf)
        orphan.view.addSubview(leaf.view)
        leaf.didMove(toParent: orphan)
        window.rootViewController = nil
        window.rootViewController = container
        #expect(leaf.hooks.filter { $0 == "viewWillAppear" }.count == 2)
        #expect(leaf.appearanceState == .appeared && orphan.appearanceState == .appeared)
    }

    @Test(
        "Controllers without a parent inside the views a transition swaps follow those views in and out of the window")
    func parentlessControllersFollowTransitionViews() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container  // the whole trace is kept for the contract check
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        let badge = ProbeViewController(title: "badge", trace: trace)
        let banner = ProbeViewController(title: "banner", trace: trace)
        red.view.addSubview(badge.view)
        blue.view.addSubview(banner.view)
        try container.embed(red)
        #expect(badge.appearanceState == .appeared && banner.appearanceState == .disappeared)

        try container.replace(red, with: blue)
        #expect(blue.appearanceState == .appeared && red.appearanceState == .disappeared)
        #expect(banner.appearanceState == .appeared, "it entered the window with blue's view")
        #expect(badge.appearanceState == .disappeared, "it left the window with red's view")
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
        withExtendedLifetime(window) {}
    }

    // MARK: - Explicit layout

    @Test("An explicit layoutIfNeeded() runs the layout hooks off screen; automatic passes off screen do not")
    func explicitLayoutOffScreen() {
        let pageTrace = ContainmentTrace()
        ContainmentTrace.$current.withValue(pageTrace) {
            let page = HeadlessViewController(title: "page")
            page.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
            page.view.layoutIfNeeded()  // page: layout, although it is in no window
            #expect(page.view.window == nil)
        }
        #expect(pageTrace.events == [.viewDidLoad("page"), .layout("page")])

        let container = HeadlessViewController(title: "container", trace: trace)
        let child = HeadlessViewController(title: "child")
        container.addChild(child)
        child.view.layoutRule = .pinnedToEdges()
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(!trace.events.contains(.layout("container")), "a frame change off screen is no explicit layout")
        trace.removeAll()
        container.view.layoutIfNeeded()
        #expect(trace.events == [.layout("container"), .layout("child")])
        #expect(child.view.frame == container.view.bounds)
    }
}

extension ContainmentEvent {
    fileprivate var isAppearanceCallback: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }
}
