public import Switchboard
internal import XCTest

extension MessageRecorder {
    /// Asserts that the recorded messages are exactly `expected`: these messages, in this order,
    /// and nothing else. The XCTest form of ``expect(_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
    /// menuButton.tap()
    /// recorder.assertRecorded([MenuToggled(isOpen: true)])
    /// ```
    ///
    /// On a mismatch, fails once at the call with the ``MessageDifference`` as the message.
    ///
    /// - Parameters:
    ///   - expected: The messages that should have been recorded, in order.
    ///   - file: Where the assertion is made; leave the default.
    ///   - line: Where the assertion is made; leave the default.
    /// - Returns: Whether the messages matched.
    @discardableResult
    public func assertRecorded(_ expected: [any Message], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let difference = difference(from: expected) else { return true }
        XCTFail(difference.description, file: file, line: line)
        return false
    }
}
