/// A condition that must hold when a scope ends, checked together with the tracked objects.
///
/// Add one to a ``LeakTracker`` with ``LeakTracker/addCheck(_:)``; the tracker asks it for
/// its issues every time it polls, until there are none or the grace period runs out, and puts
/// what remains in the ``LeakReport``. The kit's own are ``noLiveSubscriptions(on:messageTypes:)``
/// and ``noLiveSubscriptions(on:)``; write your own from the closure that lists the problems:
///
/// ```swift
/// func noOpenConnections(in pool: ConnectionPool) -> LifetimeCheck {
///     LifetimeCheck {
///         pool.openConnections.map { connection in
///             LifetimeIssue(
///                 kind: .init(rawValue: "open connection"), subject: connection.name,
///                 message: "\(connection.name) opened at \(connection.fileID):\(connection.line) is still open",
///                 fileID: connection.fileID, filePath: connection.filePath, line: connection.line)
///         }
///     }
/// }
/// ```
public struct LifetimeCheck: Sendable {
    private let issues: @Sendable () -> [LifetimeIssue]

    /// Creates a check that lists its problems with `currentIssues`.
    ///
    /// - Parameter currentIssues: The problems as of now; an empty array when everything that
    ///   should be gone is gone. Called repeatedly while a tracker waits out its grace period,
    ///   from any thread: keep it cheap and free of side effects.
    public init(_ currentIssues: @escaping @Sendable () -> [LifetimeIssue]) {
        issues = currentIssues
    }

    /// The problems as of now; an empty array when everything that should be gone is gone.
    ///
    /// - Returns: One issue per problem.
    public func currentIssues() -> [LifetimeIssue] {
        issues()
    }
}
