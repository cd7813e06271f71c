public import Testing

extension SourceSite {
    /// The site as a Swift Testing location.
    ///
    /// Swift Testing traps on a malformed location, and a ``SourceSite`` can be built by hand,
    /// so a file ID without a module gets an `unknown/` prefix and line and column are at least 1.
    public var sourceLocation: SourceLocation {
        let wellFormedFileID = fileID.contains("/") ? fileID : "unknown/\(fileID.isEmpty ? "unknown" : fileID)"
        return SourceLocation(
            fileID: wellFormedFileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    }
}

extension LifetimeIssue {
    /// Records this issue as a Swift Testing failure at ``site``, with ``message`` as its comment.
    ///
    /// Outside a running Swift Testing test this does nothing.
    public func record() {
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    }
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
