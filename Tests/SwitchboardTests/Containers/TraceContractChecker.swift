import Switchboard

/// Replays a ``ContainmentTrace`` incrementally and reports every departure from UIKit's
/// containment contract and appearance rules:
///
/// - add: `addChild` → `willMove(parent)` → view added → `didMove(parent)`;
/// - remove: `willMove(nil)` → view removed → `removeFromParent` → `didMove(nil)`;
/// - appearance: will/did appear and will/did disappear alternate per controller, except that a
///   *will* in the opposite direction reverses a transition in progress (UIKit's cancellation);
///   `viewIsAppearing` comes once per appearance, between `viewWillAppear` and `viewDidAppear`;
/// - no recorded violation.
struct TraceContractChecker {
    private enum Membership: Equatable {
        case detached
        case adding(parent: String, sawWillMove: Bool, sawView: Bool)
        case member(parent: String)
        case removing(parent: String, sawView: Bool)
        case removedAwaitingDidMove
    }

    private var membership: [String: Membership] = [:]
    private var appearance: [String: AppearanceState] = [:]
    private var sawIsAppearing: Set<String> = []
    private var viewParent: [String: String] = [:]
    private var consumed = 0
    private(set) var issues: [String] = []

    /// Checks the events recorded since the last call.
    @MainActor
    mutating func consume(_ trace: ContainmentTrace) {
        consume(trace, upTo: trace.events.count)
    }

    /// Checks the events recorded since the last call, up to (not including) the one at `end`.
    @MainActor
    mutating func consume(_ trace: ContainmentTrace, upTo end: Int) {
        let events = trace.events
        while consumed < min(end, events.count) {
            check(events[consumed], at: consumed + 1)
            consumed += 1
        }
    }

    /// Controllers whose appearance is between a will and a did.
    var controllersMidAppearance: [String] {
        appearance.filter { $0.value == .appearing || $0.value == .disappearing }.map(\.key).sorted()
    }

    /// Controllers that started joining or leaving a parent and did not finish.
    var controllersMidContainment: [String] {
        membership.filter { entry in
            switch entry.value {
            case .detached, .member: false
            case .adding, .removing, .removedAwaitingDidMove: true
            }
        }.map(\.key).sorted()
    }

    private mutating func check(_ event: ContainmentEvent, at index: Int) {
        var found: [String] = []
        defer { issues += found.map { "#\(index) \(event): \($0)" } }
        func fail(_ why: String) { found.append(why) }
        switch event {
        case .addChild(let child, let parent):
            switch membership[child, default: .detached] {
            case .detached: break
            default: fail("addChild while \(child) is \(membership[child, default: .detached])")
            }
            membership[child] = .adding(parent: parent, sawWillMove: false, sawView: false)
        case .willMove(let child, let parent?):
            guard case .adding(let expected, false, let sawView) = membership[child], expected == parent else {
                return fail("willMove(toParent:) not right after addChild")
            }
            membership[child] = .adding(parent: parent, sawWillMove: true, sawView: sawView)
        case .didMove(let child, let parent?):
            guard case .adding(let expected, true, let sawView) = membership[child], expected == parent else {
                return fail("didMove(toParent:) without addChild and willMove")
            }
            if !sawView { fail("didMove(toParent:) before the child's view was placed") }
            membership[child] = .member(parent: parent)
        case .willMove(let child, nil):
            switch membership[child, default: .detached] {
            case .member(let parent): membership[child] = .removing(parent: parent, sawView: false)
            default: fail("willMove(toParent: nil) on a controller that is not a settled child")
            }
        case .removeFromParent(let child, let parent):
            guard case .removing(let expected, _) = membership[child], expected == parent else {
                return fail("removeFromParent without willMove(toParent: nil) first")
            }
            if viewParent[child] == parent { fail("removeFromParent while the view is still in \(parent)") }
            membership[child] = .removedAwaitingDidMove
        case .didMove(let child, nil):
            guard membership[child] == .removedAwaitingDidMove else {
                return fail("didMove(toParent: nil) without removeFromParent")
            }
            membership[child] = .detached
        case .viewAdded(let child, let container):
            viewParent[child] = container
            if case .adding(let parent, let sawWillMove, _) = membership[child], parent == container {
                membership[child] = .adding(parent: parent, sawWillMove: sawWillMove, sawView: true)
            }
        case .viewRemoved(let child, _):
            viewParent[child] = nil
            if case .removing(let parent, _) = membership[child] {
                membership[child] = .removing(parent: parent, sawView: true)
            }
        case .viewWillAppear(let name, _):
            sawIsAppearing.remove(name)
            step(name, from: [.disappeared, .disappearing], to: .appearing, fail)
        case .viewIsAppearing(let name, _):
            if appearance[name] != .appearing { fail("viewIsAppearing outside an appearance") }
            if !sawIsAppearing.insert(name).inserted { fail("viewIsAppearing twice in one appearance") }
        case .viewDidAppear(let name, _):
            if !sawIsAppearing.contains(name) { fail("viewDidAppear without viewIsAppearing") }
            step(name, from: [.appearing], to: .appeared, fail)
        case .viewWillDisappear(let name, _):
            step(name, from: [.appeared, .appearing], to: .disappearing, fail)
        case .viewDidDisappear(let name, _):
            step(name, from: [.disappearing], to: .disappeared, fail)
        case .violation(let violation):
            fail("violation recorded: \(violation)")
        case .viewDidLoad, .layout, .transitionBegan, .transitionEnded:
            break
        }
    }

    private mutating func step(
        _ name: String, from: Set<AppearanceState>, to: AppearanceState, _ fail: (String) -> Void
    ) {
        let current = appearance[name, default: .disappeared]
        if !from.contains(current) { fail("appearance callback while \(current)") }
        appearance[name] = to
    }
}
