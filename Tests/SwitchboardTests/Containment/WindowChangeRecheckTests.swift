import Switchboard
import Testing

/// Runs a one-shot action from its next `viewWillAppear` or `viewWillDisappear`, so a test can
/// change the hierarchy while an insertion or a removal is sending appearance callbacks.
@MainActor
private final class HookedViewController: HeadlessViewController {
    var onWillAppear: (@MainActor () -> Void)?
    var onWillDisappear: (@MainActor () -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let action = onWillAppear
        onWillAppear = nil
        action?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let action = onWillDisappear
        onWillDisappear = nil
        action?()
    }
}

/// Embeds `child` in `container` with its view in `superview` (a plain view of the container's,
/// on screen or not), the way a container with a wrapper view does.
@MainActor
private func embed(_ child: HeadlessViewController, in container: HeadlessViewController, into superview: HeadlessView)
{
    container.addChild(child)
    superview.addSubview(child.view)
    child.didMove(toParent: container)
}

/// Swaps `old` for `new` in `container` with a zero-duration `transition(from:to:)`.
@MainActor
private func swap(_ old: HeadlessViewController, for new: HeadlessViewController, in container: HeadlessViewController)
{
    container.addChild(new)
    old.willMove(toParent: nil)
    container.transition(from: old, to: new, duration: 0, animations: nil) { _ in
        new.didMove(toParent: container)
        old.removeFromParent()
    }
}

/// Embeds a recording child ("left") and, after it, a child that acts from its callbacks
/// ("right"), both with their views in `superview`.
@MainActor
private func embedProbeAndHook(
    in container: HeadlessViewController, into superview: HeadlessView
) -> (left: ProbeViewController, right: HookedViewController) {
    let left = ProbeViewController(title: "left")
    let right = HookedViewController(title: "right")
    embed(left, in: container, into: superview)
    embed(right, in: container, into: superview)
    return (left, right)
}

/// An insertion or a removal checks each controller again when its turn comes and picks up the
/// controllers that entered the moving views meanwhile: a callback may change the tree.
@MainActor
@Suite("Window changes re-check the controllers they drive after every callback")
struct WindowChangeRecheckTests {
    let trace = ContainmentTrace()

    private func expectCleanTrace(sourceLocation: SourceLocation = #_sourceLocation) {
        SwitchboardTests.expectCleanTrace(trace, sourceLocation: sourceLocation)
    }

    private func count(_ hook: String, in controller: ProbeViewController) -> Int {
        controller.hooks.filter { $0 == hook }.count
    }

    // MARK: - Leaving the window

    @Test("A parentless controller inside the outgoing view of a transition started on leaving disappears once")
    func parentlessInOutgoingViewDisappearsOnce() {
        let container = HookedViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let first = HeadlessViewController(title: "first")
        let second = HeadlessViewController(title: "second")
        let badge = ProbeViewController(title: "badge", trace: trace)
        first.view.addSubview(badge.view)
        embed(first, in: container, into: container.view)
        #expect(badge.appearanceState == .appeared)
        container.onWillDisappear = { swap(first, for: second, in: container) }

        window.rootViewController = nil
        #expect(second.parent === container, "the swap ran")
        #expect(badge.appearanceState == .disappeared)
        #expect(count("viewWillDisappear", in: badge) == 1 && count("viewDidDisappear", in: badge) == 1)
        expectCleanTrace()
    }

    @Test("A parentless controller inside the incoming view of a transition started on leaving ends disappeared")
    func parentlessInIncomingViewEndsDisappeared() {
        let container = HookedViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let first = HeadlessViewController(title: "first")
        let second = HeadlessViewController(title: "second")
        let banner = ProbeViewController(title: "banner", trace: trace)
        second.view.addSubview(banner.view)
        embed(first, in: container, into: container.view)
        container.onWillDisappear = { swap(first, for: second, in: container) }

        window.rootViewController = nil
        #expect(second.parent === container, "the swap ran")
        #expect(banner.view.window == nil)
        #expect(banner.appearanceState == .disappeared, "off screen")
        expectCleanTrace()

        window.rootViewController = container
        #expect(banner.appearanceState == .appeared, "it comes back with the container")
        expectCleanTrace()
    }

    @Test("Removing a wrapper view while one child's viewWillDisappear swaps a sibling: each leaves exactly once")
    func wrapperRemovalWithSwapInCallback() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let wrapper = HeadlessView(name: "wrapper")
        container.view.addSubview(wrapper)
        let left = HookedViewController(title: "left")
        let right = ProbeViewController(title: "right")
        let spare = ProbeViewController(title: "spare")
        embed(left, in: container, into: wrapper)
        embed(right, in: container, into: wrapper)
        left.onWillDisappear = { swap(right, for: spare, in: container) }

        wrapper.removeFromSuperview()
        #expect(spare.parent === container && right.parent == nil, "the swap ran")
        #expect(left.appearanceState == .disappeared)
        #expect(right.appearanceState == .disappeared)
        #expect(count("viewWillDisappear", in: right) == 1 && count("viewDidDisappear", in: right) == 1)
        #expect(spare.view.window == nil)
        #expect(spare.appearanceState == .disappeared, "its view left the window with the wrapper")
        expectCleanTrace()
    }

    // MARK: - Entering the window

    @Test(
        "Adding a wrapper view while one controller's viewWillAppear swaps a sibling view: the new one appears, the old never"
    )
    func wrapperInsertionWithSwapInCallback() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let wrapper = HeadlessView(name: "wrapper")
        let left = HookedViewController(title: "left", trace: trace)
        let right = ProbeViewController(title: "right", trace: trace)
        let spare = ProbeViewController(title: "spare", trace: trace)
        wrapper.addSubview(left.view)
        wrapper.addSubview(right.view)
        left.onWillAppear = {
            right.view.removeFromSuperview()
            wrapper.addSubview(spare.view)
        }

        container.view.addSubview(wrapper)
        #expect(left.appearanceState == .appeared)
        #expect(right.view.window == nil && right.appearanceState == .disappeared)
        #expect(!right.hooks.contains("viewWillAppear"), "its view left before reaching the window")
        #expect(spare.view.window === window)
        #expect(spare.appearanceState == .appeared)
        #expect(
            spare.appearanceHooks
                == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        expectCleanTrace()
    }

    @Test("A controller whose view a later callback takes out before the insertion turns back instead of appearing")
    func begunControllerTakenOutTurnsBack() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let wrapper = HeadlessView(name: "wrapper")
        let left = ProbeViewController(title: "left", trace: trace)
        let right = HookedViewController(title: "right", trace: trace)
        wrapper.addSubview(left.view)
        wrapper.addSubview(right.view)
        right.onWillAppear = { left.view.removeFromSuperview() }

        container.view.addSubview(wrapper)
        #expect(right.appearanceState == .appeared)
        #expect(left.view.window == nil)
        #expect(left.appearanceState == .disappeared, "not appeared off screen")
        #expect(left.hooks.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()
    }

    @Test("A child embedded from a sibling's viewWillAppear while the container enters the window appears with it")
    func childEmbeddedDuringContainerEntranceAppears() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let first = HookedViewController(title: "first")
        let late = ProbeViewController(title: "late")
        embed(first, in: container, into: container.view)
        first.onWillAppear = { embed(late, in: container, into: container.view) }

        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(late.parent === container && late.view.window === window)
        #expect(late.appearanceState == .appeared)
        #expect(count("viewWillAppear", in: late) == 1 && count("viewDidAppear", in: late) == 1)
        expectCleanTrace()
    }

    // MARK: - A container's end reaches the children its begin reached

    @Test("A child whose view a sibling's viewWillAppear takes out while the container enters the window turns back")
    func childTakenOutWhileContainerEntersTurnsBack() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let (left, right) = embedProbeAndHook(in: container, into: container.view)
        right.onWillAppear = { left.view.removeFromSuperview() }

        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(container.appearanceState == .appeared && right.appearanceState == .appeared)
        #expect(left.parent === container && left.view.window == nil)
        #expect(left.appearanceState == .disappeared, "not left appearing, nor appeared off screen")
        #expect(
            left.appearanceHooks
                == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()
    }

    @Test("A child whose view a sibling's viewWillAppear moves onto the window itself appears with its container")
    func childMovedOntoWindowWhileContainerEntersAppears() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let (left, right) = embedProbeAndHook(in: container, into: container.view)
        let window = HeadlessWindow(trace: trace)
        right.onWillAppear = { window.addSubview(left.view) }

        window.rootViewController = container
        #expect(left.view.superview === window)
        #expect(left.appearanceState == .appeared, "its view is on screen")
        #expect(
            left.appearanceHooks
                == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        expectCleanTrace()
    }

    @Test("A child whose view a sibling's viewWillDisappear takes out while the container leaves the window disappears")
    func childTakenOutWhileContainerLeavesDisappears() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let (left, right) = embedProbeAndHook(in: container, into: container.view)
        #expect(left.appearanceState == .appeared)
        right.onWillDisappear = { left.view.removeFromSuperview() }

        window.rootViewController = nil
        #expect(container.appearanceState == .disappeared && right.appearanceState == .disappeared)
        #expect(left.appearanceState == .disappeared, "not left disappearing")
        #expect(count("viewWillDisappear", in: left) == 1 && count("viewDidDisappear", in: left) == 1)
        expectCleanTrace()
    }

    @Test("A child moved out of a leaving wrapper by a sibling's viewWillDisappear, still on screen, turns back")
    func childMovedOutOfLeavingWrapperTurnsBack() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        let wrapper = HeadlessView(name: "wrapper")
        container.view.addSubview(wrapper)
        let (left, right) = embedProbeAndHook(in: container, into: wrapper)
        right.onWillDisappear = { container.view.addSubview(left.view) }

        wrapper.removeFromSuperview()
        #expect(right.appearanceState == .disappeared)
        #expect(left.view.window === window)
        #expect(left.appearanceState == .appeared, "its view is still on screen")
        #expect(
            left.appearanceHooks.suffix(4)
                == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        expectCleanTrace()
    }

    // MARK: - A callback moves the very view being inserted or removed

    /// The appearance callbacks `name` received, in order, as the trace recorded them.
    private func appearanceCallbacks(of name: String) -> [String] {
        trace.events.compactMap { event in
            switch event {
            case .viewWillAppear(name, _): "viewWillAppear"
            case .viewIsAppearing(name, _): "viewIsAppearing"
            case .viewDidAppear(name, _): "viewDidAppear"
            case .viewWillDisappear(name, _): "viewWillDisappear"
            case .viewDidDisappear(name, _): "viewDidDisappear"
            default: nil
            }
        }
    }

    private func occurrences(of view: HeadlessView, in superview: HeadlessView) -> Int {
        superview.subviews.filter { $0 === view }.count
    }

    /// Expects `view` to sit in `superview`, listed there once: a tree that holds it in one place.
    private func expectPlaced(
        _ view: HeadlessView, onceIn superview: HeadlessView, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            view.superview === superview && occurrences(of: view, in: superview) == 1, sourceLocation: sourceLocation)
    }

    /// Expects the removal of `child`'s view to have turned back: still on screen in `window`,
    /// appeared again after its `viewWillDisappear`.
    private func expectTurnedBackToAppeared(
        _ child: HeadlessViewController, in window: HeadlessWindow, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(child.view.window === window && child.appearanceState == .appeared, sourceLocation: sourceLocation)
        #expect(
            appearanceCallbacks(of: child.debugName).suffix(4)
                == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"],
            sourceLocation: sourceLocation)
    }

    /// A container on screen with a child added (`addChild`) whose view is not placed yet.
    private func onScreenContainerAddingChild(
        _ ordering: AppearanceOrdering
    ) -> (HeadlessWindow, HeadlessViewController, HookedViewController) {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = HeadlessWindow(trace: trace, appearanceOrdering: ordering)
        window.rootViewController = container
        let child = HookedViewController(title: "child", trace: trace)
        container.addChild(child)
        return (window, container, child)
    }

    /// ``onScreenContainerAddingChild(_:)`` with the child's view added and the move finished.
    private func onScreenContainerShowingChild(
        _ ordering: AppearanceOrdering
    ) -> (HeadlessWindow, HeadlessViewController, HookedViewController) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        return (window, container, child)
    }

    @Test(
        "A child whose viewWillAppear removes its own view from the insertion is not placed and turns back",
        arguments: AppearanceOrdering.allVariants)
    func childRemovingItsViewDuringInsertionTurnsBack(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        child.onWillAppear = { child.view.removeFromSuperview() }

        container.view.addSubview(child.view)
        #expect(child.view.superview == nil && occurrences(of: child.view, in: container.view) == 0)
        #expect(child.appearanceState == .disappeared, "its view never reached the window")
        #expect(appearanceCallbacks(of: "child") == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()

        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(child.view.window === window && child.appearanceState == .appeared)
        #expect(appearanceCallbacks(of: "child").suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillAppear moves its own view to a view in no window stays there and turns back",
        arguments: AppearanceOrdering.allVariants)
    func childMovingItsViewOffScreenDuringInsertionTurnsBack(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        let offscreen = HeadlessView(name: "offscreen")
        child.onWillAppear = { offscreen.addSubview(child.view) }

        container.view.addSubview(child.view)
        #expect(container.view.window === window)
        expectPlaced(child.view, onceIn: offscreen)
        #expect(occurrences(of: child.view, in: container.view) == 0, "the insertion stopped at the move")
        #expect(child.appearanceState == .disappeared)
        #expect(appearanceCallbacks(of: "child") == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillAppear moves its own view elsewhere on screen appears there once",
        arguments: AppearanceOrdering.allVariants)
    func childMovingItsViewElsewhereOnScreenDuringInsertionAppearsOnce(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        let wrapper = HeadlessView(name: "wrapper")
        container.view.addSubview(wrapper)
        child.onWillAppear = { wrapper.addSubview(child.view) }

        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        expectPlaced(child.view, onceIn: wrapper)
        #expect(occurrences(of: child.view, in: container.view) == 0, "the insertion stopped at the move")
        #expect(child.view.window === window && child.appearanceState == .appeared)
        #expect(appearanceCallbacks(of: "child") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillDisappear puts its view back into the same superview stays and turns back",
        arguments: AppearanceOrdering.allVariants)
    func childPuttingItsViewBackDuringRemovalTurnsBack(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerShowingChild(ordering)
        child.onWillDisappear = { container.view.addSubview(child.view) }

        child.view.removeFromSuperview()
        expectPlaced(child.view, onceIn: container.view)
        expectTurnedBackToAppeared(child, in: window)
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillDisappear moves its view elsewhere on screen stays there and turns back",
        arguments: AppearanceOrdering.allVariants)
    func childMovingItsViewElsewhereOnScreenDuringRemovalTurnsBack(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        let wrapper = HeadlessView(name: "wrapper")
        container.view.addSubview(wrapper)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        child.onWillDisappear = { wrapper.addSubview(child.view) }

        child.view.removeFromSuperview()
        expectPlaced(child.view, onceIn: wrapper)
        #expect(occurrences(of: child.view, in: container.view) == 0)
        expectTurnedBackToAppeared(child, in: window)
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillDisappear moves its view to a view in no window stays there, disappeared once",
        arguments: AppearanceOrdering.allVariants)
    func childMovingItsViewOffScreenDuringRemovalDisappearsOnce(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerShowingChild(ordering)
        let offscreen = HeadlessView(name: "offscreen")
        child.onWillDisappear = { offscreen.addSubview(child.view) }

        child.view.removeFromSuperview()
        #expect(container.view.window === window)
        expectPlaced(child.view, onceIn: offscreen)
        #expect(occurrences(of: child.view, in: container.view) == 0)
        #expect(child.appearanceState == .disappeared)
        #expect(
            appearanceCallbacks(of: "child").suffix(3) == ["viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()
    }

    @Test(
        "A child whose viewWillDisappear removes its view again is removed once, and the trace says so once",
        arguments: AppearanceOrdering.allVariants)
    func childRemovingItsViewAgainDuringRemovalIsRemovedOnce(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerShowingChild(ordering)
        child.onWillDisappear = { child.view.removeFromSuperview() }

        child.view.removeFromSuperview()
        #expect(container.view.window === window)
        #expect(child.view.superview == nil && occurrences(of: child.view, in: container.view) == 0)
        #expect(child.appearanceState == .disappeared)
        #expect(
            appearanceCallbacks(of: "child").suffix(3) == ["viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        let removals = trace.events.filter { if case .viewRemoved("child", _) = $0 { true } else { false } }
        #expect(removals.count == 1)
        expectCleanTrace()
    }

    // MARK: - A callback takes the window away during an insertion

    @Test(
        "A child whose viewWillAppear takes its container out of the window gets no viewIsAppearing and turns back",
        arguments: AppearanceOrdering.allVariants)
    func childTakingTheWindowAwayDuringInsertionTurnsBack(_ ordering: AppearanceOrdering) {
        let (window, container, child) = onScreenContainerAddingChild(ordering)
        child.onWillAppear = { window.rootViewController = nil }

        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(child.view.superview === container.view && container.view.window == nil)
        #expect(container.appearanceState == .disappeared && child.appearanceState == .disappeared)
        #expect(appearanceCallbacks(of: "child") == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        expectCleanTrace()
    }
}
