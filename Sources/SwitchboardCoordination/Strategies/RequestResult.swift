/// A container's answer to one request, and what ``ContainerLink/send(_:)`` reports: the same
/// answer on every strategy, or why no container heard the request.
///
/// A handler (``RequestHandler/handle(_:from:)``) answers with the first four cases; a ready
/// container's `submit` returns them too (it throws its typed rejection instead of returning
/// ``rejected(_:)``). Only a link reports ``containerGone`` and ``unlinked``.
///
/// ```swift
/// switch link.send(.showDetail(item: 42)) {
/// case .applied, .queued, .unchanged: break
/// case .rejected(let reason): print("refused: \(reason)")
/// case .containerGone, .unlinked: print("nobody is listening")
/// }
/// ```
public enum RequestResult: Sendable {
    /// The container accepted the request and started carrying it out (an animation may still be
    /// running). If the hierarchy refuses a containment call of its plan, the plan is abandoned
    /// (see `lastAbandonment` on the ready containers).
    case applied
    /// The container accepted the request and will carry it out after what it is doing now: it
    /// waits at this (zero-based) position of the queue, or was merged into the identical
    /// idempotent request waiting there (applying both would give the same result).
    ///
    /// The position is `nil` only on the bus strategy, for a post the bus held back (a runaway
    /// chain of nested posts, reported as a `MessageBus.Diagnostic`): it reached the bus, and no
    /// answer came back.
    case queued(position: Int?)
    /// The container was already in the requested state: a documented no-op.
    case unchanged
    /// The container refused the request, for the reason given, and changed nothing, shared
    /// settings included. The shared-settings strategy also refuses, before any container hears
    /// it, a request its state cannot record (``UnrecordableRequest``). Read the reason typed with
    /// ``rejection(as:)``.
    case rejected(any Error)
    /// Nothing was delivered: the container is gone, or its coordinator was invalidated.
    case containerGone
    /// Nothing was delivered: the link was never connected (`ContainerLink.unlinked`).
    case unlinked

    /// Whether the container accepted the request (applied, queued or unchanged).
    public var isAccepted: Bool {
        switch self {
        case .applied, .queued, .unchanged: true
        case .rejected, .containerGone, .unlinked: false
        }
    }

    /// Whether the request reached the container's handler, whatever it answered: `false` when
    /// no container heard it, or the strategy refused it first (``UnrecordableRequest``).
    public var reachedContainer: Bool {
        switch self {
        case .applied, .queued, .unchanged: true
        case .rejected(let reason): !(reason is any StrategyRefusal)
        case .containerGone, .unlinked: false
        }
    }

    /// Why the request was refused, or `nil` when it was not.
    public var rejection: (any Error)? {
        if case .rejected(let reason) = self { return reason }
        return nil
    }

    /// Why the request was refused, as `Reason`; `nil` when it was not refused, or was refused for
    /// a reason of another type.
    ///
    /// - Parameter type: The error type the container rejects with, such as
    ///   ``ContainerRejection``.
    /// - Returns: The typed reason, or `nil`.
    public func rejection<Reason: Error>(as type: Reason.Type) -> Reason? {
        rejection as? Reason
    }
}

extension RequestResult: Equatable {
    /// Two results are equal when they are the same case with the same position; two rejections
    /// are equal when their reasons are equal values of one `Equatable` error type.
    ///
    /// - Parameters:
    ///   - lhs: A result.
    ///   - rhs: Another result.
    public static func == (lhs: RequestResult, rhs: RequestResult) -> Bool {
        switch (lhs, rhs) {
        case (.applied, .applied), (.unchanged, .unchanged), (.containerGone, .containerGone),
            (.unlinked, .unlinked):
            true
        case (.queued(let left), .queued(let right)): left == right
        case (.rejected(let left), .rejected(let right)): RejectionEquality.areEqual(left, right)
        default: false
        }
    }
}

extension RequestResult: CustomStringConvertible {
    /// The case's name, with the position of a queued request and the reason for a rejection:
    /// `queued at 2`, `rejected: No child named purple…`.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .queued(let position?): "queued at \(position)"
        case .queued(nil): "queued"
        case .unchanged: "unchanged"
        case .rejected(let reason): "rejected: \(reason)"
        case .containerGone: "containerGone"
        case .unlinked: "unlinked"
        }
    }
}

/// Compares two type-erased rejection reasons.
enum RejectionEquality {
    /// Whether `left` and `right` are equal values of the same `Equatable` type; reasons that are
    /// not `Equatable` are never equal.
    static func areEqual(_ left: any Error, _ right: any Error) -> Bool {
        guard let left = (left as Any) as? any Equatable else { return false }
        return matches(left, right)
    }

    private static func matches<Reason: Equatable>(_ left: Reason, _ right: any Error) -> Bool {
        (right as? Reason) == left
    }
}
