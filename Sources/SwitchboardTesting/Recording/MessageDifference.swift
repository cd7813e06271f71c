public import Switchboard

/// How a recorded sequence of messages differs from the expected one, as a line-by-line diff.
///
/// Made by ``MessageRecorder/difference(from:)``, which returns `nil` when the two sequences
/// match. Its description reads like a unified diff: a line per message, unchanged ones
/// indented, expected-but-not-recorded ones marked `-`, recorded-but-not-expected ones `+`:
///
/// ```
/// Recorded messages differ from the expected ones (expected 2, recorded 2):
///     [0] MenuToggled(isOpen: true)
///   - [1] SentRequest<ContainerRequest>(request: close, sender: nil)
///   + [1] MenuToggled(isOpen: false)
/// ```
///
/// Messages match when they have the same type and are equal: with `==` when the type is
/// `Equatable`, otherwise when they print the same with `String(reflecting:)`.
public struct MessageDifference: Sendable, Hashable, CustomStringConvertible {
    /// One line of the diff: read by the kit's own tests; a user reads the ``description``.
    package struct Line: Sendable, Hashable, CustomStringConvertible {
        /// Which side of the comparison a line comes from.
        package enum Change: Sendable, Hashable {
            /// Expected and recorded, at this place.
            case unchanged
            /// Expected here, but not recorded.
            case missing
            /// Recorded here, but not expected.
            case unexpected
        }

        /// Whether the message was expected, recorded, or both.
        package let change: Change
        /// The message's position in the expected sequence (for ``Change/missing``) or in the
        /// recorded one (otherwise).
        package let index: Int
        /// The message, as `String(describing:)` prints it.
        package let message: String

        /// `    [i] message`, with `-` or `+` in the margin for a change.
        package var description: String {
            let margin: String
            switch change {
            case .unchanged: margin = "   "
            case .missing: margin = "  -"
            case .unexpected: margin = "  +"
            }
            return "\(margin) [\(index)] \(message)"
        }
    }

    /// How many messages were expected.
    public let expectedCount: Int
    /// How many messages were recorded.
    public let recordedCount: Int
    /// The diff, in order: every expected and every recorded message appears once.
    package let lines: [Line]

    /// A summary line, then the diff.
    public var description: String {
        let header =
            "Recorded messages differ from the expected ones (expected \(expectedCount), recorded \(recordedCount)):"
        guard !lines.isEmpty else { return header }
        return ([header] + lines.map(\.description)).joined(separator: "\n")
    }

    /// Compares two sequences; `nil` when they match.
    ///
    /// - Parameters:
    ///   - expected: What should have been recorded.
    ///   - recorded: What was recorded.
    init?(expected: [any Message], recorded: [any Message]) {
        let common = Self.longestCommonSubsequence(expected, recorded)
        guard common.count != expected.count || common.count != recorded.count else { return nil }
        expectedCount = expected.count
        recordedCount = recorded.count
        var lines: [Line] = []
        var expectedIndex = 0
        var recordedIndex = 0
        // Walk both sequences, emitting the non-matching stretch before each common pair.
        for (matchedExpected, matchedRecorded) in common + [(expected.count, recorded.count)] {
            while expectedIndex < matchedExpected {
                lines.append(Line(change: .missing, index: expectedIndex, message: "\(expected[expectedIndex])"))
                expectedIndex += 1
            }
            while recordedIndex < matchedRecorded {
                lines.append(Line(change: .unexpected, index: recordedIndex, message: "\(recorded[recordedIndex])"))
                recordedIndex += 1
            }
            if matchedRecorded < recorded.count {
                lines.append(Line(change: .unchanged, index: recordedIndex, message: "\(recorded[recordedIndex])"))
                expectedIndex += 1
                recordedIndex += 1
            }
        }
        self.lines = lines
    }

    /// The index pairs of a longest common subsequence, in order. Quadratic, which is fine for
    /// the handful of messages a test records.
    private static func longestCommonSubsequence(
        _ expected: [any Message], _ recorded: [any Message]
    ) -> [(Int, Int)] {
        let rows = expected.count
        let columns = recorded.count
        // lengths[i][j]: length of an LCS of expected[i...] and recorded[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    messagesMatch(expected[i], recorded[j])
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < rows && j < columns {
            if messagesMatch(expected[i], recorded[j]) && lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

/// Whether two messages are the same: same type, and equal with `==` when the type is
/// `Equatable`, else the same `String(reflecting:)` text.
func messagesMatch(_ lhs: any Message, _ rhs: any Message) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = lhs as? any Equatable {
        return equatable.isEqual(to: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
    /// `self == other` when `other` has this type, else `false`; opens an `any Equatable`.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension MessageRecorder {
    /// How the recorded messages differ from `expected`, or `nil` when they are exactly those
    /// messages, in that order, and nothing else.
    ///
    /// The plain form of ``expect(_:fileID:filePath:line:column:)``, usable anywhere:
    ///
    /// ```swift
    /// if let difference = recorder.difference(from: [MenuToggled(isOpen: true)]) {
    ///     print(difference)
    /// }
    /// ```
    ///
    /// - Parameter expected: The messages that should have been recorded, in order.
    /// - Returns: The diff, or `nil` on a match.
    public func difference(from expected: [any Message]) -> MessageDifference? {
        MessageDifference(expected: expected, recorded: messages)
    }
}
