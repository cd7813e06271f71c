// Stand-ins for the app-side logging that the `///` examples of Switchboard call, so that those
// examples compile verbatim in the DocExamples tests and their output can be asserted on.
import Foundation
import SwitchboardMessaging

/// Records what an example logs; call it like a function (`log("…")`) or like a logger
/// (`logger.error("…")`).
final class DocExampleLog: Sendable {
    private let recorded = Locked<[String]>([])

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

extension Notification.Name {
    /// The legacy notification of the bus's bridging examples.
    static let cartDidChange = Notification.Name("switchboard.docExamples.cartDidChange")
}
