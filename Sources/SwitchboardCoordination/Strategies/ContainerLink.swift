/// What a child holds to talk to its container: the only thing it holds.
///
/// A link keeps its ``Coordinator`` alive, so a link is all a child needs, however the
/// coordinator was made; the coordinator holds the container weakly, so a link never keeps the
/// container alive. Once the container is gone, ``send(_:)`` delivers nothing and says so.
///
/// ```swift
/// final class GreenController: HeadlessViewController {
///     var link = ContainerLink.unlinked
///     func swapTapped() { link.send(.swapNext) }
/// }
/// ```
///
/// ```swift
/// green.link = Coordinator(strategy: .delegate, handler: container).link(for: "green")
/// green.swapTapped()   // the container swaps to the next child
/// ```
///
/// `ContainerLink.unlinked` alone means a link for the built-in ``ContainerRequest``; spell the
/// request type for your own: `var link = ContainerLink<LibraryRequest>.unlinked`.
public struct ContainerLink<Request: Sendable>: Sendable {
    /// Where a linked link sends.
    private enum Target: Sendable {
        /// Straight to this coordinator, which the link keeps alive.
        case coordinator(Coordinator<Request>)
        /// To whatever coordinator the container has when the request is sent.
        case resolving(@MainActor @Sendable () -> LinkResolution<Request>)
        /// Through the link `route` finds for the request when it is sent; `nearest` when it
        /// finds none.
        indirect case routing(nearest: ContainerLink, route: @MainActor @Sendable (Request) -> ContainerLink?)
    }

    private let target: Target?

    /// The child this link speaks for; `nil` for `unlinked`.
    public let child: ChildID?

    /// A link connected to nothing, for a child's initial value. Sending reports
    /// ``RequestResult/unlinked``.
    public static var unlinked: ContainerLink { ContainerLink(target: nil, child: nil) }

    private init(target: Target?, child: ChildID?) {
        self.target = target
        self.child = child
    }

    init(coordinator: Coordinator<Request>, child: ChildID) {
        self.init(target: .coordinator(coordinator), child: child)
    }

    /// A link that finds its coordinator at each send: what a container hands its children
    /// before it has a coordinator.
    ///
    /// - Parameters:
    ///   - child: The child the link speaks for.
    ///   - resolve: Finds the coordinator now; holds the container weakly.
    package init(child: ChildID?, resolving resolve: @escaping @MainActor @Sendable () -> LinkResolution<Request>) {
        self.init(target: .resolving(resolve), child: child)
    }

    /// A link that sends each request through the link `route` finds for it at that moment, or
    /// through `nearest` when it finds none: what `containerLink` hands out.
    ///
    /// - Parameters:
    ///   - nearest: The link found when this one was made; it names the child.
    ///   - route: Finds the link for a request.
    package init(
        nearest: ContainerLink, route: @escaping @MainActor @Sendable (Request) -> ContainerLink?
    ) {
        self.init(target: .routing(nearest: nearest, route: route), child: nearest.child)
    }

    /// Asks the container for something, and reports what it did.
    ///
    /// The answer is the container's own on every strategy: from the main actor the request
    /// has reached the container's handler when this returns (over the bus, through the
    /// coordinator's own observer; see ``CoordinationStrategy/bus(_:)``).
    ///
    /// - Parameter request: What to ask for.
    /// - Returns: What happened; ignoring it is fine.
    @MainActor
    @discardableResult
    public func send(_ request: Request) -> RequestResult {
        switch target {
        case nil:
            return .unlinked
        case .coordinator(let coordinator):
            return coordinator.deliver(request, from: child)
        case .resolving(let resolve):
            switch resolve() {
            case .coordinator(let coordinator): return coordinator.deliver(request, from: child)
            case .noCoordinator: return .unlinked
            case .containerGone: return .containerGone
            }
        case .routing(let nearest, let route):
            return (route(request) ?? nearest).send(request)
        }
    }

    /// Whether a container is there to receive requests through this link now.
    @MainActor
    public var isConnected: Bool {
        switch target {
        case nil:
            return false
        case .coordinator(let coordinator):
            return coordinator.isActive
        case .resolving(let resolve):
            if case .coordinator(let coordinator) = resolve() { return coordinator.isActive }
            return false
        case .routing(let nearest, _):
            return nearest.isConnected
        }
    }
}

extension ContainerLink where Request == ContainerRequest {
    /// A link connected to nothing, for the built-in vocabulary: what
    /// `var link = ContainerLink.unlinked` means without naming a request type.
    public static var unlinked: ContainerLink { ContainerLink(target: nil, child: nil) }
}

/// Where a container's own link finds its coordinator at the moment of a send.
package enum LinkResolution<Request: Sendable> {
    /// The coordinator to deliver through.
    case coordinator(Coordinator<Request>)
    /// The container is alive but has no active coordinator: the link is not connected yet.
    case noCoordinator
    /// The container is gone.
    case containerGone
}
