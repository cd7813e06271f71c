public import Switchboard
internal import Testing

extension MessageRecorder {
    /// Expects the recorded messages to be exactly `expected`: these messages, in this order,
    /// and nothing else.
    ///
    /// ```swift
    /// let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, SentRequest<ContainerRequest>.self)
    /// menuButton.tap()
    /// recorder.expect([MenuToggled(isOpen: true)])
    /// ```
    ///
    /// On a mismatch, records one issue at the call whose comment is the
    /// ``MessageDifference`` (a line per message, `-` for expected but not recorded, `+` for
    /// recorded but not expected). Outside a running Swift Testing test it records nothing; use
    /// ``difference(from:)`` there.
    ///
    /// - Parameters:
    ///   - expected: The messages that should have been recorded, in order.
    ///   - fileID: Where the expectation is made; leave the default.
    ///   - filePath: Where the expectation is made; leave the default.
    ///   - line: Where the expectation is made; leave the default.
    ///   - column: Where the expectation is made; leave the default.
    /// - Returns: Whether the messages matched.
    @discardableResult
    public func expect(
        _ expected: [any Message],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        guard let difference = difference(from: expected) else { return true }
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        Issue.record(Comment(rawValue: difference.description), sourceLocation: site.sourceLocation)
        return false
    }
}
