import Switchboard
import XCTest

/// A test case for the XCTest negative controls: while capturing, the failures it records are
/// kept for the test to check instead of failing it.
///
/// Linux XCTest has no `XCTExpectFailure`, hence the `recordFailure` override. Capturing is off
/// outside ``startCapturing()`` … ``capturedFailures()``, so a failure the test did not expect
/// still fails it.
class FailureCapturingTestCase: XCTestCase {
    struct Failure {
        let description: String
        let filePath: String
        let line: Int
    }

    /// The failures captured so far; `nil` while failures pass through.
    private let captured = Locked<[Failure]?>(nil)

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        let failure = Failure(description: description, filePath: filePath, line: lineNumber)
        let wasCaptured = captured.withLock { failures -> Bool in
            guard failures != nil else { return false }
            failures?.append(failure)
            return true
        }
        if !wasCaptured {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Starts keeping the failures recorded from now on.
    func startCapturing() {
        captured.withLock { $0 = [] }
    }

    /// The failures kept since ``startCapturing()``; failures pass through again afterwards.
    func capturedFailures() -> [Failure] {
        captured.withLock { failures in
            defer { failures = nil }
            return failures ?? []
        }
    }

    /// The failures `body` records.
    func failures(of body: () async -> Void) async -> [Failure] {
        startCapturing()
        await body()
        return capturedFailures()
    }
}
