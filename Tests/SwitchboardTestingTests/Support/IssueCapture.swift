import Switchboard
import Testing

/// Runs `body` as a known issue and returns every issue it recorded.
///
/// `withKnownIssue` itself fails the test when `body` records nothing, so every negative
/// control built on this helper also proves that its checker fired. `proof` says what it proves;
/// the known issue's message is it after the prefix every expected failure of the package has
/// (``negativeControlPrefix``), so `swift test` output does not alarm a new user.
func capturedIssues(
    _ proof: String,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> [Issue] {
    let issues = Locked<[Issue]>([])
    await withKnownIssue(
        Comment(rawValue: negativeControlPrefix + proof), isolation: isolation, sourceLocation: sourceLocation
    ) {
        do { try await body() } catch { Issue.record(error) }
    } matching: { issue in
        issues.withLock { $0.append(issue) }
        return true
    }
    return issues.withLock { $0 }
}

/// How the message of each of the package's own expected failures (known issues) starts.
let negativeControlPrefix = "expected: negative control — "

/// Expects `issue` to be a leak report naming `typeName`, recorded at `fileID:line`.
func expectLeak(
    _ issue: Issue, typeName: String, fileID: String, line: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let comment = commentText(of: issue)
    #expect(comment.contains(typeName), "comment: \(comment)", sourceLocation: sourceLocation)
    #expect(comment.contains("\(fileID):\(line)"), "comment: \(comment)", sourceLocation: sourceLocation)
    #expect(comment.contains("still alive"), "comment: \(comment)", sourceLocation: sourceLocation)
    #expect(issue.sourceLocation?.fileID == fileID, sourceLocation: sourceLocation)
    #expect(issue.sourceLocation?.line == line, sourceLocation: sourceLocation)
}
