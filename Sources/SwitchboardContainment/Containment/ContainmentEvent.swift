/// One step of view-controller containment or appearance, as recorded by ``ContainmentTrace``.
///
/// Controllers appear by their ``HeadlessViewController/debugName``, so events compare with `==`
/// and keep nothing alive:
///
/// ```swift
/// #expect(
///     trace.events == [
///         .addChild("red", parent: "container"),
///         .willMove("red", toParent: "container"),
///         .viewDidLoad("red"),
///         .viewAdded("red", to: "container"),
///         .didMove("red", toParent: "container"),
///     ])
/// ```
public enum ContainmentEvent: Hashable, Sendable, CustomStringConvertible {
    /// `parent.addChild(child)` was called (before the child's `willMove(toParent:)`).
    case addChild(String, parent: String)
    /// `child.removeFromParent()` detached the child from `parent` (before `didMove(toParent: nil)`).
    case removeFromParent(String, parent: String)
    /// `willMove(toParent:)` reached the base implementation.
    case willMove(String, toParent: String?)
    /// `didMove(toParent:)` reached the base implementation with a consistent parent.
    case didMove(String, toParent: String?)
    /// The controller's view was loaded; `viewDidLoad()` follows.
    case viewDidLoad(String)
    /// The controller's root view was added to a view owned by (or named) `to`.
    case viewAdded(String, to: String)
    /// The controller's root view was removed from a view owned by (or named) `from`.
    case viewRemoved(String, from: String)
    /// `viewWillAppear(_:)` was dispatched.
    case viewWillAppear(String, animated: Bool)
    /// `viewIsAppearing(_:)` was dispatched.
    case viewIsAppearing(String, animated: Bool)
    /// `viewDidAppear(_:)` was dispatched.
    case viewDidAppear(String, animated: Bool)
    /// `viewWillDisappear(_:)` was dispatched.
    case viewWillDisappear(String, animated: Bool)
    /// `viewDidDisappear(_:)` was dispatched.
    case viewDidDisappear(String, animated: Bool)
    /// A layout pass over the controller's view (`viewWillLayoutSubviews()` …
    /// `viewDidLayoutSubviews()`): an automatic one on screen, or an explicit `layoutIfNeeded()`.
    case layout(String)
    /// `container.transition(from:to:…)` started.
    case transitionBegan(from: String, to: String, container: String)
    /// The transition's animation completed; the completion handler runs next.
    case transitionEnded(from: String, to: String, container: String, finished: Bool)
    /// A call was refused.
    case violation(ContainmentViolation)

    /// Who the event happened to.
    public var subject: String {
        switch self {
        case .addChild(let name, _), .removeFromParent(let name, _), .willMove(let name, _),
            .didMove(let name, _), .viewDidLoad(let name), .viewAdded(let name, _), .viewRemoved(let name, _),
            .viewWillAppear(let name, _), .viewIsAppearing(let name, _), .viewDidAppear(let name, _),
            .viewWillDisappear(let name, _),
            .viewDidDisappear(let name, _), .layout(let name):
            return name
        case .transitionBegan(_, _, let container), .transitionEnded(_, _, let container, _):
            return container
        case .violation(let violation):
            return violation.subject
        }
    }

    /// Who else took part, if anyone.
    public var counterpart: String? {
        switch self {
        case .addChild(_, let other), .removeFromParent(_, let other), .viewAdded(_, let other),
            .viewRemoved(_, let other):
            return other
        case .willMove(_, let other), .didMove(_, let other):
            return other
        case .transitionBegan(_, let to, _), .transitionEnded(_, let to, _, _):
            return to
        case .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
            .layout,
            .violation:
            return nil
        }
    }

    /// What happened, without the subject: `willMove(toParent: container)`.
    public var action: String {
        switch self {
        case .addChild(_, let parent): return "addChild (into \(parent))"
        case .removeFromParent(_, let parent): return "removeFromParent (from \(parent))"
        case .willMove(_, let parent): return "willMove(toParent: \(parent ?? "nil"))"
        case .didMove(_, let parent): return "didMove(toParent: \(parent ?? "nil"))"
        case .viewDidLoad: return "viewDidLoad"
        case .viewAdded(_, let container): return "view added to \(container)"
        case .viewRemoved(_, let container): return "view removed from \(container)"
        case .viewWillAppear(_, let animated): return "viewWillAppear(\(animated))"
        case .viewIsAppearing(_, let animated): return "viewIsAppearing(\(animated))"
        case .viewDidAppear(_, let animated): return "viewDidAppear(\(animated))"
        case .viewWillDisappear(_, let animated): return "viewWillDisappear(\(animated))"
        case .viewDidDisappear(_, let animated): return "viewDidDisappear(\(animated))"
        case .layout: return "layout"
        case .transitionBegan(let from, let to, _): return "transition began \(from) → \(to)"
        case .transitionEnded(let from, let to, _, let finished):
            return "transition ended \(from) → \(to) (finished: \(finished))"
        case .violation(let violation): return "VIOLATION: \(violation)"
        }
    }

    /// `subject: action`, one line.
    public var description: String {
        "\(subject): \(action)"
    }
}
