/// A condition that must hold when a scope ends, checked together with the tracked objects.
///
/// Add one to a ``LeakTracker`` with ``LeakTracker/addCheck(_:)``; the tracker asks it for
/// its issues every time it polls, until there are none or the grace period runs out, and puts
/// what remains in the ``LeakReport``.
///
/// ```swift
/// struct NoOpenConnections: LifetimeCheck {
///     let pool: ConnectionPool
///     func currentIssues() -> [LifetimeIssue] {
///         pool.openConnections.map { connection in
///             LifetimeIssue(
///                 kind: .init(rawValue: "open connection"), subject: connection.name,
///                 message: "\(connection.name) opened at \(connection.fileID):\(connection.line) is still open",
///                 fileID: connection.fileID, filePath: connection.filePath, line: connection.line)
///         }
///     }
/// }
/// ```
public protocol LifetimeCheck: Sendable {
    /// The problems as of now; an empty array when everything that should be gone is gone.
    ///
    /// Called repeatedly while a tracker waits out its grace period, from any thread: keep it
    /// cheap and free of side effects.
    func currentIssues() -> [LifetimeIssue]
}
