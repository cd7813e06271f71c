/// What ``ContainerLink/send(_:)`` did with a request: the container's own answer, or why no
/// container heard it. The same on every strategy.
///
/// ```swift
/// switch link.send(.showDetail(item: 42)) {
/// case .applied, .queued, .unchanged: break
/// case .rejected(let reason): print("refused: \(reason)")
/// case .containerGone, .unlinked: print("nobody is listening")
/// }
/// ```
public enum LinkDelivery: Sendable {
    /// The container accepted the request and started carrying it out.
    case applied
    /// The container accepted the request and will carry it out after what it is doing now.
    case queued
    /// The container was already in the requested state; nothing changed.
    case unchanged
    /// The container refused the request, for the reason given; nothing changed, shared
    /// settings included. The shared-settings strategy also refuses, before any container hears
    /// it, a request its state cannot record (``UnrecordableRequest``).
    case rejected(any Error)
    /// Nothing was delivered: the container is gone, or its coordinator was invalidated.
    case containerGone
    /// Nothing was delivered: this link was never connected (`ContainerLink.unlinked`).
    case unlinked

    /// The delivery of a request the container answered with `result`.
    ///
    /// - Parameter result: The handler's answer.
    public init(_ result: RequestResult) {
        switch result {
        case .applied: self = .applied
        case .queued: self = .queued
        case .unchanged: self = .unchanged
        case .rejected(let reason): self = .rejected(reason)
        }
    }

    /// Whether the request reached the container's handler, whatever it answered: `false` when
    /// the strategy refused it first (``UnrecordableRequest``).
    public var reachedContainer: Bool {
        switch self {
        case .applied, .queued, .unchanged: true
        case .rejected(let reason): !(reason is any StrategyRefusal)
        case .containerGone, .unlinked: false
        }
    }

    /// Why the container refused the request, as `Reason`; `nil` when it did not refuse it or
    /// refused it for a reason of another type.
    ///
    /// - Parameter type: The error type the container rejects with, such as
    ///   ``ContainerRejection``.
    public func rejection<Reason: Error>(as type: Reason.Type) -> Reason? {
        if case .rejected(let reason) = self { return reason as? Reason }
        return nil
    }
}

extension LinkDelivery: Equatable {
    /// Two deliveries are equal when they are the same case; two rejections are equal when
    /// their reasons are equal values of one `Equatable` error type.
    ///
    /// - Parameters:
    ///   - lhs: A delivery.
    ///   - rhs: Another delivery.
    public static func == (lhs: LinkDelivery, rhs: LinkDelivery) -> Bool {
        switch (lhs, rhs) {
        case (.applied, .applied), (.queued, .queued), (.unchanged, .unchanged),
            (.containerGone, .containerGone), (.unlinked, .unlinked):
            true
        case (.rejected(let left), .rejected(let right)): RejectionEquality.areEqual(left, right)
        default: false
        }
    }
}

extension LinkDelivery: CustomStringConvertible {
    /// The case's name, with the reason for a rejection: `rejected: No child named purple…`.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .queued: "queued"
        case .unchanged: "unchanged"
        case .rejected(let reason): "rejected: \(reason)"
        case .containerGone: "containerGone"
        case .unlinked: "unlinked"
        }
    }
}
