/// The outcome of a leak check: which tracked objects are still alive, and any other lifetime
/// issue the tracker's checks found.
///
/// Printable as is, so it also serves outside tests:
///
/// ```swift
/// let tracker = LeakTracker()
/// do {
///     let container = tracker.track(
///         HeadlessSwapContainerViewController([.instance("first", HeadlessViewController(title: "first"))]))
///     container.loadViewIfNeeded()
/// }
/// let report = await tracker.check(within: .milliseconds(100))
/// print(report)  // "No leaks: the tracked object was deallocated."
/// ```
public struct LeakReport: Sendable, Hashable, CustomStringConvertible {
    /// How many objects were tracked.
    public let trackedCount: Int
    /// The tracked objects still alive, in the order they were tracked.
    public let survivors: [Survivor]
    /// Issues from the tracker's added ``LifetimeCheck``s, in the order the checks were added.
    public let checkIssues: [LifetimeIssue]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - trackedCount: How many objects were tracked.
    ///   - survivors: The tracked objects still alive.
    ///   - checkIssues: Issues found by other lifetime checks.
    public init(trackedCount: Int, survivors: [Survivor], checkIssues: [LifetimeIssue] = []) {
        self.trackedCount = trackedCount
        self.survivors = survivors
        self.checkIssues = checkIssues
    }

    /// Every problem, survivors first: one entry per failure a test should record.
    public var issues: [LifetimeIssue] { survivors.map(\.issue) + checkIssues }

    /// Whether every tracked object is gone and every check passed.
    public var isClean: Bool { survivors.isEmpty && checkIssues.isEmpty }

    /// A summary line, then one indented entry per issue (a survivor's further paths on lines of
    /// their own, indented under it).
    public var description: String {
        guard !isClean else {
            switch trackedCount {
            case 0: return "No leaks: no objects were tracked."
            case 1: return "No leaks: the tracked object was deallocated."
            default: return "No leaks: all \(trackedCount) tracked objects were deallocated."
            }
        }
        var parts: [String] = []
        if !survivors.isEmpty {
            let verb = survivors.count == 1 ? "is" : "are"
            parts.append("\(survivors.count) of \(trackedCount) tracked objects \(verb) still alive")
        }
        if !checkIssues.isEmpty {
            parts.append("\(checkIssues.count) other lifetime \(checkIssues.count == 1 ? "issue" : "issues")")
        }
        // A message's further lines (a survivor's other paths) are indented under its first.
        let lines = issues.map { "  - " + $0.message.split(separator: "\n").joined(separator: "\n    ") }
        return (["Leak check failed: \(parts.joined(separator: "; "))."] + lines).joined(separator: "\n")
    }
}
