/// A refused request as a coordinator and its settings lane pass it along before it is recorded
/// in ``Coordinator/lastRefusal``.
struct Refusal<Request: Sendable>: Sendable {
    /// What was asked.
    let request: Request
    /// Who asked, if a child did.
    let sender: ChildID?
    /// Why it was refused.
    let reason: any Error
    /// Whether the settings were written back to what the container shows.
    let correctedSettings: Bool

    init(_ request: Request, from sender: ChildID?, reason: any Error, correctedSettings: Bool) {
        self.request = request
        self.sender = sender
        self.reason = reason
        self.correctedSettings = correctedSettings
    }
}

extension Refusal {
    /// The record as ``Coordinator/lastRefusal`` keeps it.
    init(_ record: (sent: SentRequest<Request>, reason: any Error, correctedSettings: Bool)) {
        self.init(
            record.sent.request, from: record.sent.sender, reason: record.reason,
            correctedSettings: record.correctedSettings)
    }

    /// The public form, as ``Coordinator/lastRefusal`` keeps it.
    var record: (sent: SentRequest<Request>, reason: any Error, correctedSettings: Bool) {
        (SentRequest(request, from: sender), reason, correctedSettings)
    }
}

extension Refusal: Equatable where Request: Equatable {
    /// Equal when request, sender and correction are, and the reasons are equal values of one
    /// `Equatable` error type: how tests compare a coordinator's records.
    static func == (lhs: Refusal, rhs: Refusal) -> Bool {
        lhs.request == rhs.request && lhs.sender == rhs.sender && lhs.correctedSettings == rhs.correctedSettings
            && RejectionEquality.areEqual(lhs.reason, rhs.reason)
    }
}

extension Refusal: CustomStringConvertible {
    /// `request from sender rejected: reason`, and whether the settings were corrected.
    var description: String {
        "\(SentRequest(request, from: sender)) rejected: \(reason)" + (correctedSettings ? " (settings corrected)" : "")
    }
}
