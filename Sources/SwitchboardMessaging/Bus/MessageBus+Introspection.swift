internal import Foundation

extension MessageBus {
    /// Every live registration on this bus, in registration order, from any thread; ended entries are
    /// purged first (see "Finding leaks" in <doc:MessagingWithTheBus>).
    public var registrations: [Registration] {
        purgeFinishedEntries(of: nil).map(\.registration)
    }

    /// How many live registrations of every kind listen for `type`, purged as ``registrations`` is.
    public func subscriberCount<M: Message>(for type: M.Type) -> Int {
        purgeFinishedEntries(of: ObjectIdentifier(type)).count
    }

    /// A post the bus dropped because it nested deeper than ``MessageBus/maximumDispatchDepth`` on one
    /// thread (a handler re-posting in a loop), reported instead of crashing.
    ///
    /// ```swift
    /// bus.onDiagnostic = { diagnostic in logger.error("\(diagnostic)") }
    /// ```
    public struct Diagnostic: Sendable, CustomStringConvertible {
        /// The type of the message whose post was dropped.
        public let messageType: any Message.Type
        /// The nesting depth the dropped post would have had.
        public let depth: Int
        /// The ``MessageBus/label`` of the bus that dropped it.
        public let busLabel: String

        /// A one-line explanation, suitable for logs.
        public var description: String {
            "MessageBus '\(busLabel)': dropped a post of \(String(reflecting: messageType)) at nesting depth "
                + "\(depth) (limit \(MessageBus.maximumDispatchDepth)); a handler is probably re-posting in a loop"
        }
    }

    /// Receives every ``Diagnostic`` of this bus, on the thread where it happened, outside the bus
    /// lock; when `nil` (the default), diagnostics are printed to standard error.
    public var onDiagnostic: (@Sendable (Diagnostic) -> Void)? {
        get { diagnosticHook.withLock { $0 } }
        set { _ = diagnosticHook.exchange(newValue) }
    }

    func report(_ diagnostic: Diagnostic) {
        guard let hook = onDiagnostic else { return FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        hook(diagnostic)
    }
}

extension MessageBus: LeakPathReflecting {
    /// `MessageBus "label"`.
    package var leakPathName: String? { "MessageBus \"\(label)\"" }

    /// Every entry the bus holds (ended ones not yet purged still hold their handlers), then the hook.
    package var leakPathReferences: [LeakPathReference] {
        var references = state.withLock { $0.entries(for: nil) }.map { LeakPathReference(target: .value($0)) }
        if onDiagnostic != nil {
            references.append(LeakPathReference(label: "onDiagnostic", target: .closure("closure")))
        }
        return references
    }
}

extension BusEntry: LeakPathReflecting {
    /// The registration as ``MessageBus/registrations`` lists it.
    package var leakPathName: String? {
        let state = isActive ? "" : " (ended, not yet removed)"
        return "bus registration \(registration)\(state)"
    }

    /// The handler closure, unless it holds nothing of the app's (see ``Registration/handlerReferences``).
    package var leakPathReferences: [LeakPathReference] { registration.handlerReferences }
}
