// Stand-ins for the app-side logging that the `///` examples of Switchboard call, so that those
// examples compile verbatim in the DocExamples tests and their output can be asserted on; and the
// other helpers of this folder. Public API only (`NSLock`, not the package's lock): ClientCheck
// compiles this folder as an app would.
import Foundation
import SwitchboardMessaging

/// A value that `@Sendable` code shares with a test, behind a lock.
// Safety: `value` is read and written only while `lock` is held, and it is `Sendable`, so what
// `withLock` hands out may cross threads.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}

/// Records what an example logs; call it like a function (`log("…")`) or like a logger
/// (`logger.error("…")`).
final class DocExampleLog: Sendable {
    private let recorded = LockedValue<[String]>([])

    /// Everything logged so far, in order.
    var lines: [String] { recorded.withLock { $0 } }

    func callAsFunction(_ item: some Any) {
        let line = String(describing: item)
        recorded.withLock { $0.append(line) }
    }

    func error(_ message: String) {
        callAsFunction(message)
    }
}

/// Polls `condition` until it holds or about two seconds pass, letting the main queue run in between.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<2_000 where !condition() {
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

extension Notification.Name {
    /// The legacy notification of the bus's bridging examples.
    static let cartDidChange = Notification.Name("switchboard.docExamples.cartDidChange")
}
