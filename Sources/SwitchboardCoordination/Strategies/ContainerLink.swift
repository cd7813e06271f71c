/// What a child holds to talk to its container: the only thing it holds.
///
/// A link never keeps the container (or its coordinator) alive. Once they are gone, ``send(_:)``
/// delivers nothing and says so.
///
/// ```swift
/// final class GreenController: HeadlessViewController {
///     var link = ContainerLink.unlinked
///     func swapTapped() { link.send(.swapNext) }
/// }
/// ```
///
/// ```swift
/// green.link = coordinator.link(for: "green")
/// green.swapTapped()   // the container swaps to the next child
/// ```
public struct ContainerLink: Sendable {
    /// Holds the coordinator weakly so the link can be `Sendable` and copied freely.
    private final class CoordinatorReference: Sendable {
        weak let coordinator: Coordinator?
        init(_ coordinator: Coordinator) { self.coordinator = coordinator }
    }

    private let reference: CoordinatorReference?

    /// The child this link speaks for; `nil` for ``unlinked``.
    public let child: ChildID?

    /// A link connected to nothing, for a child's initial value. Sending reports ``LinkDelivery/unlinked``.
    public static let unlinked = ContainerLink(reference: nil, child: nil)

    private init(reference: CoordinatorReference?, child: ChildID?) {
        self.reference = reference
        self.child = child
    }

    @MainActor
    init(coordinator: Coordinator, child: ChildID) {
        self.init(reference: CoordinatorReference(coordinator), child: child)
    }

    /// Asks the container for something.
    ///
    /// From the main actor, the request has reached the container's handler (or been recorded
    /// as already satisfied) when this returns.
    ///
    /// - Parameter request: What to ask for.
    /// - Returns: Whether the request reached the container; ignoring it is fine.
    @MainActor
    @discardableResult
    public func send(_ request: ContainerRequest) -> LinkDelivery {
        guard let reference else { return .unlinked }
        guard let coordinator = reference.coordinator else { return .containerGone }
        return coordinator.deliver(request, from: child)
    }

    /// Whether the container is still there to receive requests.
    @MainActor
    public var isConnected: Bool {
        reference?.coordinator?.isActive ?? false
    }
}
