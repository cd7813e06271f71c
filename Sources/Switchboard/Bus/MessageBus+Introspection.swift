extension MessageBus {
    /// A description of one live registration, for debugging and leak hunting.
    ///
    /// ```swift
    /// for registration in bus.registrations { print(registration) }
    /// // MenuToggled ← subscription "menu" at App/MenuController.swift:42
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
            /// ``MessageBus/messages(of:subject:bufferingPolicy:file:line:)``.
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
        /// The fully qualified type of its owner, for observers; otherwise `nil`.
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
            subjectType = entry.subjectType.map { String(reflecting: $0) }
            ownerType = entry.ownerType.map { String(reflecting: $0) }
            label = entry.label
            file = entry.file
            line = entry.line
        }
    }

    /// Every live registration on this bus, in registration order.
    ///
    /// Purges entries whose owner or subject has deallocated first, so what is listed is what can
    /// still receive a message.
    public var registrations: [Registration] {
        purgeFinishedEntries(of: nil)
        let entries = state.withLock { $0.channels.allEntries }
        return entries.filter { $0.isLive }.sorted { $0.sequence < $1.sequence }.map(Registration.init)
    }

    /// How many live registrations of every kind (subscriptions, observers, streams, forwarders)
    /// listen for `type`, subject-scoped ones included while their subject is alive.
    ///
    /// Cancelled ones, fired one-shots, and those whose owner or subject deallocated are not counted
    /// (and are purged).
    ///
    /// - Parameter type: The message type.
    /// - Returns: The number of live subscriptions for `type`.
    public func subscriberCount<M: Message>(for type: M.Type) -> Int {
        let channelKey = ObjectIdentifier(type)
        purgeFinishedEntries(of: channelKey)
        let entries = state.withLock { $0.channels.entries(for: channelKey) }
        return entries.count { $0.isLive }
    }
}
