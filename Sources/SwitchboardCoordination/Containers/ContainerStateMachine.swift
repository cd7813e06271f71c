/// A container's decision logic as a pure value: given its state and a request, the plan of
/// ``ContainmentEffect``s that carries it out, or a typed rejection.
///
/// ``SwapContainer``, ``PagingContainer`` and ``SlideMenuContainer`` adopt it for
/// ``ContainerRequest``; a container of your own adopts it for its own request and error types,
/// and ``HeadlessContainerViewController`` (or the UIKit `ContainerViewController`) runs it on the
/// same executor: queueing, appearance, preflight, abandonment, interactive changes and the trace.
/// The list–detail example (`Examples/ListDetail/FeedMachine.swift`) is a complete one.
///
/// <!-- illustrative -->
/// ```swift
/// struct FeedMachine: ContainerStateMachine {
///     var detail: Int?
///     var containerName: String { "Feed" }
///     var visibleChildren: [ChildID] { ["list"] + (detail.map { ["detail-\($0)"] } ?? []) }
///     func rejection(for request: FeedRequest, from sender: ChildID?) -> FeedError? { nil }
///     func setUpEffects() -> [ContainmentEffect] { [.embed("list", layout: .pinnedToEdges())] }
///     mutating func plan(_ request: FeedRequest, from sender: ChildID?) -> [ContainmentEffect] { … }
/// }
/// ```
///
/// Contract for adopters (the fuzz check of `SwitchboardTesting` checks it):
/// - ``rejection(for:from:)`` depends only on the configuration, never on the current state, so
///   a request accepted into a queue stays valid. A machine whose configuration requests change
///   (a pager's page edits change its page count) is checked again when a queued request's turn
///   comes, and a request that no longer fits is rejected then.
/// - ``plan(_:from:)`` is only called with valid requests; it updates the state to the one the
///   plan leads to and returns an empty plan for a request that changes nothing.
/// - A plan puts the one step a host may refuse (a transition, embed or unembed) before any other
///   containment change: when the host refuses it, the plan stops and the state goes back to the
///   one before the request.
/// - A child named at run time (`"detail-42"`) is built by the host's `makeChild` closure the
///   first time an effect names it, and let go at ``ContainmentEffect/discard(_:)``.
public protocol ContainerStateMachine: Sendable {
    /// What children ask this container for; ``ContainerRequest`` for the built-in machines.
    associatedtype Request: Hashable & Sendable = ContainerRequest
    /// Why a request is refused; ``ContainerRejection`` for the built-in machines.
    associatedtype Rejection: Error = ContainerRejection

    /// The container's name in rejections and traces, such as `"SwapContainer"`.
    var containerName: String { get }

    /// Every child the container can show, in a stable order, when the set is fixed; empty (the
    /// default) for a machine that names its children at run time.
    var childIDs: [ChildID] { get }

    /// The children shown right now (their views are in the container and should have appeared).
    var visibleChildren: [ChildID] { get }

    /// Why `request` must be refused, or `nil` when it is valid.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    func rejection(for request: Request, from sender: ChildID?) -> Rejection?

    /// Whether this container is the one to handle `request` from `sender`: a request sent on a
    /// link found by walking up (`containerLink`) goes to the nearest container that accepts it,
    /// walking past those that do not. Decided by the configuration alone, as
    /// ``rejection(for:from:)`` is; a request a container accepts may still be rejected there
    /// (a page out of range). `true` (the default) for every request.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child on the path from the sending controller, if known.
    func accepts(_ request: Request, from sender: ChildID?) -> Bool

    /// The effects that build the container's initial state (embedding its first children).
    func setUpEffects() -> [ContainmentEffect]

    /// Moves to the state `request` leads to and returns the plan that gets there; empty when
    /// the request changes nothing.
    ///
    /// - Parameters:
    ///   - request: A request for which ``rejection(for:from:)`` returned `nil`.
    ///   - sender: The child that sent it, if known.
    /// - Returns: The ordered effects.
    mutating func plan(_ request: Request, from sender: ChildID?) -> [ContainmentEffect]

    /// Whether applying `request` twice in a row equals applying it once, so a request equal to
    /// the last queued one from the same sender merges into it; `false` (the default) never merges.
    ///
    /// - Parameter request: A request.
    func isIdempotent(_ request: Request) -> Bool

    /// What to undo after the user cancelled `request`, an interactive change: the effects of its
    /// plan before the parked move ran, and the machine is back in the state before it. Run right
    /// after the cancel, before queued requests; empty (the default) for nothing.
    ///
    /// A slide menu that unloads closed panels unembeds the panel a cancelled opening embedded:
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// func effectsAfterCancelling(_ request: ContainerRequest) -> [ContainmentEffect] {
    ///     [.unembed("menu"), .discard("menu")]
    /// }
    /// ```
    ///
    /// - Parameter request: The cancelled request.
    /// - Returns: Effects that take no time (`embed`, `unembed`, `discard`, `move` unanimated).
    func effectsAfterCancelling(_ request: Request) -> [ContainmentEffect]

    /// Whether `child`, when a plan embeds it, goes behind the children already in the container
    /// (at the back of its view) instead of in front of them; `false` (the default).
    ///
    /// - Parameter child: The child being embedded.
    func embedsAtBack(_ child: ChildID) -> Bool
}

extension ContainerStateMachine {
    /// No fixed set: the children are the ones the plans name.
    public var childIDs: [ChildID] { [] }

    /// Every request: the container handles its whole vocabulary.
    ///
    /// - Parameters:
    ///   - request: A request.
    ///   - sender: The child on the path from the sending controller, if known.
    /// - Returns: `true`.
    public func accepts(_ request: Request, from sender: ChildID?) -> Bool { true }

    /// Never: every request is queued on its own.
    ///
    /// - Parameter request: A request.
    /// - Returns: `false`.
    public func isIdempotent(_ request: Request) -> Bool { false }

    /// Nothing: a cancelled change leaves what its plan did before the move.
    ///
    /// - Parameter request: The cancelled request.
    /// - Returns: No effects.
    public func effectsAfterCancelling(_ request: Request) -> [ContainmentEffect] { [] }

    /// Never: each embedded child goes in front.
    ///
    /// - Parameter child: The child being embedded.
    /// - Returns: `false`.
    public func embedsAtBack(_ child: ChildID) -> Bool { false }
}

/// The built-in machines: which of the shared ``ContainerRequest`` vocabulary each handles.
protocol BuiltInContainerMachine: ContainerStateMachine
where Request == ContainerRequest, Rejection == ContainerRejection {
    /// Whether the container handles this kind of request at all.
    func supports(_ request: ContainerRequest) -> Bool
}

extension ContainerStateMachine where Rejection == ContainerRejection {
    /// Every request whose rejection, if any, does not say it is another container's: not a kind
    /// the container does not handle, a child it does not have, a `swapNext` while none of its
    /// pages has alternates, or a panel it was not given.
    ///
    /// - Parameters:
    ///   - request: A request.
    ///   - sender: The child on the path from the sending controller, if known.
    /// - Returns: Whether this container is the one to handle it.
    public func accepts(_ request: Request, from sender: ChildID?) -> Bool {
        rejection(for: request, from: sender)?.meansAnotherContainer != true
    }
}

extension BuiltInContainerMachine {
    /// A rejection for requests outside ``supports(_:)``.
    func unsupported(_ request: ContainerRequest) -> ContainerRejection? {
        supports(request) ? nil : .unsupportedRequest(request, container: containerName)
    }
}
