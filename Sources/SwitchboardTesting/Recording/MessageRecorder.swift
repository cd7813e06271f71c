public import Switchboard

/// Records the messages of chosen types posted on a `MessageBus`, in post order, for exact
/// assertions: these messages, in this order, and nothing else.
///
/// ```swift
/// let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, SentRequest<ContainerRequest>.self)
/// menuButton.tap()
/// recorder.expect([MenuToggled(isOpen: true)])
/// ```
///
/// A recorder subscribes once per recorded type, synchronously, so it sees every post made
/// after it was created, from any thread, in the order the posts reached the bus. Messages of
/// types it does not record are ignored, which keeps an assertion about the menu untouched by
/// unrelated traffic.
///
/// ## Lifetime
/// The recorder owns its subscriptions: ``stop()`` ends them, and so does releasing the
/// recorder. The bus never keeps a recorder alive, and a subject given to
/// ``init(bus:subject:recording:fileID:line:)`` is held weakly (when it deallocates, recording
/// ends). The registrations show up in `bus.registrations` with the label ``registrationLabel``
/// and the line that created the recorder; ``LifetimeCheck/noLiveSubscriptions(on:messageTypes:)``
/// does not report them.
///
/// A recorder is safe to use from any thread.
public final class MessageRecorder: Sendable {
    /// The label of every registration a recorder makes on its bus.
    public static let registrationLabel = "MessageRecorder"

    private struct State {
        var messages: [any Message] = []
        var recordedTypes: [any Message.Type] = []
        var subscriptions: [SubscriptionToken] = []
        var isStopped = false
        /// Kept in the locked state because `AnyObject` is not `Sendable`; only its identity is used.
        weak var subject: AnyObject?
    }

    // The log is a separate object that the bus handlers capture, so the bus never references
    // the recorder itself and releasing the recorder ends its subscriptions.
    private let log = Locked<[any Message]>([])
    private let state = Locked(State())
    private weak let bus: MessageBus?
    private let isSubjectScoped: Bool

    /// Starts recording messages of `types` posted on `bus`.
    ///
    /// ```swift
    /// let recorder = MessageRecorder(bus: bus, subject: container, recording: SentRequest<ContainerRequest>.self)
    /// ```
    ///
    /// - Parameters:
    ///   - bus: The bus to listen to. Not retained.
    ///   - subject: When given, only posts made with this exact object as subject are recorded.
    ///     Not retained; when it deallocates, recording ends.
    ///   - types: The message types to record. Listing a type twice records it once. With no
    ///     types, nothing is recorded until ``recording(_:fileID:line:)`` adds one.
    ///   - fileID: Where the recorder is created, shown in `bus.registrations`; leave the default.
    ///   - line: Where the recorder is created; leave the default.
    public convenience init(
        bus: MessageBus, subject: AnyObject? = nil, recording types: any Message.Type...,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(bus: bus, subject: subject, recordingTypes: types, fileID: fileID, line: line)
    }

    /// Starts recording messages of `types` posted on `bus`; the array form of
    /// ``init(bus:subject:recording:fileID:line:)``.
    ///
    /// - Parameters:
    ///   - bus: The bus to listen to. Not retained.
    ///   - subject: When given, only posts made with this exact object as subject are recorded.
    ///   - types: The message types to record. Listing a type twice records it once.
    ///   - fileID: Where the recorder is created; leave the default.
    ///   - line: Where the recorder is created; leave the default.
    public init(
        bus: MessageBus, subject: AnyObject? = nil, recordingTypes types: [any Message.Type],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.bus = bus
        state.withLock { $0.subject = subject }
        self.isSubjectScoped = subject != nil
        for type in types {
            add(type, fileID: fileID, line: line)
        }
    }

    /// Also records messages of `type`, from now on, and returns the recorder.
    ///
    /// ```swift
    /// let recorder = MessageRecorder(bus: bus)
    ///     .recording(MenuToggled.self)
    ///     .recording(SentRequest<ContainerRequest>.self)
    /// ```
    ///
    /// Adding a type the recorder already records, or adding one after ``stop()``, does nothing.
    ///
    /// - Parameters:
    ///   - type: The message type to record.
    ///   - fileID: Where the type is added, shown in `bus.registrations`; leave the default.
    ///   - line: Where the type is added; leave the default.
    /// - Returns: This recorder.
    @discardableResult
    public func recording<M: Message>(_ type: M.Type, fileID: String = #fileID, line: Int = #line) -> MessageRecorder {
        add(type, fileID: fileID, line: line)
        return self
    }

    /// Every recorded message, in the order it was posted.
    public var messages: [any Message] {
        log.withLock { $0 }
    }

    /// The recorded messages of one type, in the order they were posted.
    ///
    /// ```swift
    /// let requests = recorder.messages(of: SentRequest<ContainerRequest>.self)
    /// #expect(requests.map(\.request) == [.closePanels])
    /// ```
    ///
    /// - Parameter type: The message type to select.
    /// - Returns: The messages of exactly that type.
    public func messages<M: Message>(of type: M.Type) -> [M] {
        messages.compactMap { $0 as? M }
    }

    /// The types this recorder records, in the order they were added.
    public var recordedTypes: [any Message.Type] {
        state.withLock { $0.recordedTypes }
    }

    /// Whether the recorder still receives messages: not stopped, and its bus (and subject,
    /// when it has one) still alive.
    public var isRecording: Bool {
        let (isStopped, subscriptions, subjectIsGone) = state.withLock {
            ($0.isStopped, $0.subscriptions, isSubjectScoped && $0.subject == nil)
        }
        guard !isStopped, !subjectIsGone, bus != nil else { return false }
        return subscriptions.isEmpty || subscriptions.contains { !$0.isCancelled }
    }

    /// Forgets every message recorded so far; recording goes on.
    public func clear() {
        // Released after unlocking: a message's deinit may post, and recording takes this lock.
        let forgotten = log.withLock { log in
            defer { log.removeAll() }
            return log
        }
        withExtendedLifetime(forgotten) {}
    }

    /// Ends the recorder's subscriptions. The messages recorded so far are kept.
    ///
    /// Idempotent; releasing the recorder has the same effect.
    public func stop() {
        let subscriptions = state.withLock { state in
            state.isStopped = true
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
        // Cancelled outside the lock: cancelling takes the bus lock.
        for subscription in subscriptions { subscription.cancel() }
    }

    private func add<M: Message>(_ type: M.Type, fileID: String, line: Int) {
        guard let bus else { return }
        let (isNew, subject) = state.withLock { state -> (Bool, AnyObject?) in
            guard !state.isStopped, !state.recordedTypes.contains(where: { $0 == type }) else { return (false, nil) }
            state.recordedTypes.append(type)
            return (true, state.subject)
        }
        // A scoped recorder whose subject is gone must not fall back to recording every subject.
        guard isNew, !isSubjectScoped || subject != nil else { return }
        let log = self.log
        let subscription = bus.subscribe(
            to: type, subject: subject, label: Self.registrationLabel, file: fileID, line: line
        ) { message in
            log.withLock { $0.append(message) }
        }
        let kept = state.withLock { state in
            guard !state.isStopped else { return false }
            state.subscriptions.append(subscription)
            return true
        }
        // A concurrent stop() won the race: this subscription must not outlive it.
        if !kept { subscription.cancel() }
    }
}
