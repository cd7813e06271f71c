internal import Foundation

extension MessageBus {
    /// Something the bus refused to do, reported instead of crashing.
    ///
    /// ```swift
    /// bus.onDiagnostic = { diagnostic in logger.error("\(diagnostic)") }
    /// ```
    public struct Diagnostic: Sendable, CustomStringConvertible {
        /// What went wrong.
        public enum Kind: Sendable, Hashable {
            /// A post from inside handlers nested deeper than ``MessageBus/maximumDispatchDepth``
            /// on one thread. That post was dropped: no subscriber received it.
            case recursionLimitExceeded
        }

        /// What went wrong.
        public let kind: Kind
        /// The type of the message whose post was refused.
        public let messageType: any Message.Type
        /// The nesting depth the refused post would have had.
        public let depth: Int
        /// The ``MessageBus/label`` of the bus that refused it.
        public let busLabel: String

        /// A one-line explanation, suitable for logs.
        public var description: String {
            switch kind {
            case .recursionLimitExceeded:
                "MessageBus '\(busLabel)': dropped a post of \(String(reflecting: messageType)) at nesting depth "
                    + "\(depth) (limit \(MessageBus.maximumDispatchDepth)); a handler is probably re-posting "
                    + "in a loop"
            }
        }
    }

    /// Receives every ``Diagnostic`` of this bus, on the thread where it happened.
    ///
    /// When `nil` (the default), diagnostics are printed to standard error. The hook is called
    /// outside the bus lock and may use the bus, though posting from it starts at the same depth.
    public var onDiagnostic: (@Sendable (Diagnostic) -> Void)? {
        get { diagnosticHook.withLock { $0 } }
        set {
            // The replaced hook is released after unlocking: its captures' deinits may use the bus.
            let replaced = diagnosticHook.withLock { hook in
                defer { hook = newValue }
                return hook
            }
            withExtendedLifetime(replaced) {}
        }
    }

    func report(_ diagnostic: Diagnostic) {
        if let hook = onDiagnostic {
            hook(diagnostic)
        } else {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
    }
}
