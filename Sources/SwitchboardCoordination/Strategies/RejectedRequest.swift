/// A request a coordinator carried that its container refused: rejected (at once, or when its
/// queued turn came), or accepted and then abandoned because the hierarchy refused its plan
/// (``RequestResult/rejected(_:)`` either way); or that the shared-settings strategy refused
/// before any container heard it (``UnrecordableRequest``).
///
/// A container of your own request type also announces each request it refuses as one, in
/// ``ContainerAnnouncement/event(_:)`` (``ContainerEvent/payload(as:)`` reads it back). That
/// announcement is made when the container refuses, before any coordinator acts on it, so its
/// ``correctedSettings`` is always `false`; the coordinator's record
/// (``Coordinator/lastRejection``, ``Coordinator/onRejection``) is the one that says whether the
/// settings were corrected.
///
/// With the shared-settings strategy, a refused request derived from a change written elsewhere
/// is also undone in the settings (``correctedSettings`` is `true` in the coordinator's record):
/// the part the container is bound to is set back to what the container shows.
///
/// <!-- illustrative -->
/// ```swift
/// coordinator.onRejection = { rejected in log("\(rejected.request) refused: \(rejected.reason)") }
/// settings.update { $0.page = 9 }          // a pager of three pages rejects .showPage(9)
/// coordinator.lastRejection?.reason        // ContainerRejection.pageOutOfRange(9, pageCount: 3)
/// settings.value.page                      // back to the page the pager shows
/// ```
public struct RejectedRequest<Request: Sendable>: Sendable, CustomStringConvertible {
    /// What was asked.
    public let request: Request
    /// The child that asked; `nil` for a request derived from the settings.
    public let sender: ChildID?
    /// Why it was refused: the container's rejection, the `ContainmentViolation` for which its
    /// plan was abandoned, or the strategy's ``UnrecordableRequest``.
    public let reason: any Error
    /// Whether the settings were written back to what the container shows.
    ///
    /// Meaningful in a coordinator's record (``Coordinator/lastRejection``,
    /// ``Coordinator/onRejection``): `true` when the shared-settings strategy set its part back
    /// for this refusal. A container's own announcement (``ContainerAnnouncement/event(_:)``)
    /// always says `false`: the container announces when it refuses, before the coordinator that
    /// delivered the request corrects anything, and it cannot know whether one will. To learn
    /// whether the settings were corrected, read the coordinator's record, not the announcement.
    /// `false` too for a link's request or an event: nothing was written, so nothing is undone.
    public let correctedSettings: Bool

    /// Creates a record of a refused request.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - sender: Who asked, if a child did.
    ///   - reason: Why it was refused.
    ///   - correctedSettings: Whether the settings were set back.
    public init(_ request: Request, from sender: ChildID?, reason: any Error, correctedSettings: Bool) {
        self.request = request
        self.sender = sender
        self.reason = reason
        self.correctedSettings = correctedSettings
    }

    /// `request rejected: reason`, with the sender when a child sent it.
    public var description: String {
        let asked = sender.map { "\(request) from \($0)" } ?? "\(request)"
        return "\(asked) rejected: \(reason)" + (correctedSettings ? " (settings corrected)" : "")
    }
}

extension RejectedRequest: Equatable, Hashable where Request: Hashable {
    /// Equal when request, sender and correction are equal, and the reasons are equal values of
    /// one `Equatable` error type.
    ///
    /// - Parameters:
    ///   - lhs: A refused request.
    ///   - rhs: Another.
    public static func == (lhs: RejectedRequest, rhs: RejectedRequest) -> Bool {
        lhs.request == rhs.request && lhs.sender == rhs.sender && lhs.correctedSettings == rhs.correctedSettings
            && RejectionEquality.areEqual(lhs.reason, rhs.reason)
    }

    /// Hashes the request, the sender and the correction (not the reason).
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(request)
        hasher.combine(sender)
        hasher.combine(correctedSettings)
    }
}
