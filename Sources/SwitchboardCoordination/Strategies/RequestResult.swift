/// A container's answer to one request: what ``RequestHandler/handle(_:from:)`` returns, and what
/// a ready container's `submit` returns (which throws its typed rejection instead of returning
/// ``rejected(_:)``).
///
/// <!-- illustrative -->
/// ```swift
/// return .rejected(LibraryError.noSuchItem(item))   // refused: nothing changed
/// ```
public enum RequestResult: Sendable {
    /// The container accepted the request and started carrying it out (an animation may still be
    /// running). If the hierarchy refuses a containment call of its plan, the plan is abandoned
    /// (see `lastAbandonment` on the ready containers).
    case applied
    /// The container accepted the request and will carry it out after what it is doing now: it
    /// waits at this (zero-based) position of the queue, or was merged into the identical
    /// idempotent request waiting there (applying both would give the same result).
    case queued(position: Int)
    /// The container was already in the requested state: a documented no-op.
    case unchanged
    /// The container refused the request, for the reason given, and changed nothing.
    case rejected(any Error)

    /// Whether the container accepted the request (applied, queued or unchanged).
    public var isAccepted: Bool {
        if case .rejected = self { return false }
        return true
    }

    /// Why the request was refused, or `nil` when it was accepted.
    public var rejection: (any Error)? {
        if case .rejected(let reason) = self { return reason }
        return nil
    }
}

extension RequestResult: Equatable {
    /// Two results are equal when they are the same case; two rejections are equal when their
    /// reasons are equal values of one `Equatable` error type.
    ///
    /// - Parameters:
    ///   - lhs: A result.
    ///   - rhs: Another result.
    public static func == (lhs: RequestResult, rhs: RequestResult) -> Bool {
        switch (lhs, rhs) {
        case (.applied, .applied), (.unchanged, .unchanged): true
        case (.queued(let left), .queued(let right)): left == right
        case (.rejected(let left), .rejected(let right)): RejectionEquality.areEqual(left, right)
        default: false
        }
    }
}

extension RequestResult: CustomStringConvertible {
    /// `applied`, `queued at <position>`, `unchanged`, or `rejected: <reason>`.
    public var description: String {
        switch self {
        case .applied: "applied"
        case .queued(let position): "queued at \(position)"
        case .unchanged: "unchanged"
        case .rejected(let reason): "rejected: \(reason)"
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
