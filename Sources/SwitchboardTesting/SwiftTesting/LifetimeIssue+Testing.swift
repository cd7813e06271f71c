package import Testing

extension SourceSite {
    /// The site as a Swift Testing location.
    ///
    /// Swift Testing traps on a malformed location, and a ``LifetimeIssue`` or a ``Survivor`` can be
    /// built by hand, so a file ID without a module gets an `unknown/` prefix and line and column
    /// are at least 1.
    package var sourceLocation: SourceLocation {
        let wellFormedFileID = fileID.contains("/") ? fileID : "unknown/\(fileID.isEmpty ? "unknown" : fileID)"
        return SourceLocation(
            fileID: wellFormedFileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    }
}

extension LifetimeIssue {
    /// Records this issue as a Swift Testing failure at its ``fileID``, ``line`` and ``column``.
    ///
    /// The first line of ``message`` is the failure's headline, the line Swift Testing prints for
    /// it (such as `… is still alive, held by a cycle: …`); further lines, such as a survivor's
    /// other reference paths, are its comment. Outside a running Swift Testing test this does
    /// nothing.
    public func record() {
        let lines = message.split(separator: "\n", maxSplits: 1)
        let details = lines.count > 1 ? Comment(rawValue: String(lines[1])) : nil
        Issue.record(
            RecordedLifetimeIssue(headline: lines.first.map(String.init) ?? message), details,
            sourceLocation: site.sourceLocation)
    }
}

/// A ``LifetimeIssue`` as the error of a Swift Testing issue.
///
/// Swift Testing heads a failure recorded with a comment alone "Issue recorded", and shows the
/// comment below; a failure recorded with an error is headed by the error's description, so the
/// first line of the report says what leaked and what holds it.
struct RecordedLifetimeIssue: Error, CustomStringConvertible {
    let headline: String

    var description: String { headline }
}

extension LeakReport {
    /// Records one Swift Testing failure per element of ``issues``, each at its own site.
    ///
    /// ```swift
    /// let report = await tracker.check(within: .milliseconds(100))
    /// report.recordIssues()
    /// ```
    public func recordIssues() {
        for issue in issues { issue.record() }
    }
}
