internal import Foundation

extension MessageBus {
    /// A description of one live registration, for debugging and leak hunting.
    ///
    /// ```swift
    /// for registration in bus.registrations { print(registration) }
    /// // MyApp.CartChanged ← subscription "badge" at MyApp/CartBadge.swift:42
    /// ```
    public struct Registration: Sendable, CustomStringConvertible {
        /// How the registration was made.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// ``MessageBus/subscribe(to:subject:label:file:line:handler:)``.
            case subscription
            /// ``MessageBus/subscribeOnce(to:subject:label:file:line:handler:)``, not yet fired.
            case oneShot
            /// ``MessageBus/observe(_:subject:by:label:file:line:handler:)``.
            case observer
            /// ``MessageBus/subscribeOnMainActor(to:subject:label:file:line:handler:)``.
            case mainActorSubscription
            /// ``MessageBus/messages(of:subject:bufferingPolicy:label:file:line:)``.
            case stream
            /// ``MessageBus/forwardMessages(of:subject:toNotificationNamed:on:label:file:line:userInfo:)``.
            case notificationForwarder
        }

        /// How the registration was made.
        public let kind: Kind
        /// The message type it receives.
        public let messageType: any Message.Type
        /// The fully qualified type of its subject, or `nil` when it takes posts for every subject.
        public let subjectType: String?
        /// The fully qualified type of its owner as the observation was registered with it (the
        /// `Owner` of ``MessageBus/observe(_:subject:by:label:file:line:handler:)``), for observers;
        /// otherwise `nil`.
        public let ownerType: String?
        /// The debug label given at registration, if any.
        public let label: String?
        /// The file (`#fileID`) where it was registered.
        public let file: String
        /// The line where it was registered.
        public let line: Int

        /// `MessageType ← kind "label" [subject: T] [owner: T] at file:line`.
        public var description: String {
            var text = "\(String(reflecting: messageType)) ← \(kind.rawValue)"
            if let label { text += " \"\(label)\"" }
            if let subjectType { text += " subject: \(subjectType)" }
            if let ownerType { text += " owner: \(ownerType)" }
            return text + " at \(file):\(line)"
        }

        init(_ entry: BusEntry) {
            kind = entry.kind
            messageType = entry.messageType
            subjectType = entry.subject.map { String(reflecting: $0.type) }
            ownerType = entry.ownerType.map { String(reflecting: $0) }
            label = entry.origin.label
            file = entry.origin.file
            line = entry.origin.line
        }
    }

    /// Every live registration on this bus, in registration order.
    ///
    /// Purges entries that have ended first (cancelled, fired, owner or subject gone), so what is listed
    /// is what can still receive a message; a subject-scoped stream found that way finishes.
    ///
    /// Safe from any thread. An observer's owner is held weakly and loading it yields a strong
    /// reference; off the main actor the bus releases such references on the main queue, so an owner's
    /// `deinit` never runs on the calling thread. The price: a live owner seen from another thread
    /// stays alive until the main queue next runs.
    public var registrations: [Registration] {
        purgeFinishedEntries(of: nil, owners: MainContext.ownerAccessForIntrospection)
            .sorted { $0.sequence < $1.sequence }
            .map(Registration.init)
    }

    /// How many live registrations of every kind (subscriptions, observers, streams, forwarders)
    /// listen for `type`, subject-scoped ones included while their subject is alive.
    ///
    /// Cancelled ones, fired one-shots, and those whose owner or subject deallocated are not counted
    /// (and are purged; a subject-scoped stream found that way finishes). Owners are consulted as
    /// described under ``registrations``.
    ///
    /// - Parameter type: The message type.
    /// - Returns: The number of live subscriptions for `type`.
    public func subscriberCount<M: Message>(for type: M.Type) -> Int {
        purgeFinishedEntries(of: ObjectIdentifier(type), owners: MainContext.ownerAccessForIntrospection).count
    }
}

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

extension MessageBus: LeakPathReflecting {
    /// `MessageBus "label"`.
    package var leakPathName: String? { "MessageBus \"\(label)\"" }

    /// Every entry the bus holds, in registration order, ended ones not yet purged included
    /// (they still hold their handlers), then the diagnostic hook.
    package var leakPathReferences: [LeakPathReference] {
        let entries = state.withLock { $0.entries(for: nil) }.sorted { $0.sequence < $1.sequence }
        var references = entries.map { LeakPathReference(target: .value($0)) }
        if diagnosticHook.withLock({ $0 }) != nil {
            references.append(LeakPathReference(label: "onDiagnostic", target: .closure("closure")))
        }
        return references
    }
}

extension BusEntry: LeakPathReflecting {
    /// The registration as ``MessageBus/registrations`` lists it: kind, message type, label,
    /// subject and owner types, and where it was made.
    package var leakPathName: String? {
        let state = isActive ? "" : " (ended, not yet removed)"
        return "bus registration \(MessageBus.Registration(self))\(state)"
    }

    /// The handler closure; subject and owner are weak and keep nothing alive. A stream's
    /// handler only feeds its continuation, which holds nothing of the app's; a coordinator's
    /// handler holds its container weakly. Neither is named.
    package var leakPathReferences: [LeakPathReference] {
        kind == .stream || origin.handlerIsWeak ? [] : [LeakPathReference(target: .closure("handler closure"))]
    }
}
