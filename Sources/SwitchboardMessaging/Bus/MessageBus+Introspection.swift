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
        /// The line where it was registered (lines past 16,777,215 are recorded as that).
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
            subjectType = entry.scope.map { String(reflecting: $0.subjectType) }
            ownerType = entry.ownerType.map { String(reflecting: $0) }
            label = entry.label
            file = entry.file
            line = entry.line
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
