/// A typed, in-process message bus: the type of a ``Message`` is its name.
///
/// ```swift
/// struct CartChanged: Message {}
///
/// let bus = MessageBus(label: "demo")
/// let token = bus.subscribe(to: CartChanged.self) { message in print("cart changed") }
/// bus.post(CartChanged())          // prints "cart changed" before `post` returns
/// token.cancel()
/// ```
///
/// The rule that matters: **the token owns the subscription**. Keep the ``SubscriptionToken``
/// for as long as the handler should run; release or cancel it and no new delivery begins.
/// ``observe(_:subject:by:label:file:line:handler:)`` ties an observation to an owner object instead,
/// and ends when the owner deallocates. The bus never retains a subject, an owner, or anything the
/// handler does not capture itself.
///
/// Subscribers are called in registration order; `post` is safe from any thread and holds no lock
/// while a handler runs. Lifetimes, threads, reentrancy, subjects and cost are specified in
/// <doc:MessagingWithTheBus>.
public final class MessageBus: Sendable {
    /// The shared bus, for apps that want a single one.
    public static let `default` = MessageBus(label: "default")

    /// The deepest a chain of posts from inside handlers may nest on one thread.
    public static let maximumDispatchDepth = 64

    /// A name for logs and introspection.
    public let label: String

    let state = Locked(BusState())
    let diagnosticHook = Locked<(@Sendable (Diagnostic) -> Void)?>(nil)

    #if DEBUG
        /// Test seam: runs on the posting thread for each entry a post matched, right before the bus
        /// reads the entry's activity flag for the call. Lets a test land a `cancel()` in that gap.
        let beforeActivityCheck = Locked<(@Sendable (BusEntry) -> Void)?>(nil)
    #endif

    /// Creates an empty bus.
    ///
    /// - Parameter label: A name shown in diagnostics and ``registrations``.
    public init(label: String = "MessageBus") {
        self.label = label
    }

    deinit {
        let entries = state.withLock { state in
            defer { state = BusState() }
            return state.entries(for: nil)
        }
        for entry in entries {
            entry.end()
        }
    }

    // MARK: Subscribing

    /// Calls `handler` for every `type` message posted on this bus, until the returned token ends.
    ///
    /// The handler runs synchronously on the posting thread. Keep the token: it is the only owner of
    /// the subscription, so discarding it ends the subscription at once.
    ///
    /// A handler that updates main-actor state (any object isolated to the main actor) belongs in
    /// ``subscribeOnMainActor(to:subject:label:file:line:handler:)`` instead: this handler is
    /// `@Sendable` and may run on any thread, and wrapping its body in `MainActor.assumeIsolated`
    /// traps as soon as someone posts from another thread.
    ///
    /// ```swift
    /// let token = bus.subscribe(to: CartChanged.self) { _ in log("cart changed") }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The message type to receive.
    ///   - subject: When given, only posts made with this exact object as subject are delivered.
    ///     Held weakly; when it deallocates the subscription ends.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the subscription was made, for ``registrations``.
    ///   - line: Where the subscription was made, for ``registrations``.
    ///   - handler: Receives each message.
    /// - Returns: The token that owns the subscription.
    public func subscribe<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .now(handler), kind: .subscription, origin: RegistrationOrigin(label: label, file: file, line: line),
                sequence: sequence, subject: subject)
        }
        return SubscriptionToken(entry: entry, lock: state)
    }

    /// Calls `handler` for the first matching `type` message only, then ends.
    ///
    /// Even when several threads post at once, the handler runs exactly once. Releasing or cancelling
    /// the token before a message arrives ends the subscription without a call.
    ///
    /// - Parameters:
    ///   - type: The message type to wait for.
    ///   - subject: When given, only a post with this exact object as subject counts. Held weakly.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the subscription was made, for ``registrations``.
    ///   - line: Where the subscription was made, for ``registrations``.
    ///   - handler: Receives the one message.
    /// - Returns: The token that owns the subscription until it fires.
    public func subscribeOnce<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .now(handler), kind: .oneShot, origin: RegistrationOrigin(label: label, file: file, line: line),
                sequence: sequence, subject: subject)
        }
        return SubscriptionToken(entry: entry, lock: state)
    }

    /// Calls a main-actor `handler` for every `type` message for as long as `owner` is alive.
    ///
    /// No token to keep: the observation ends when `owner` deallocates (the bus holds it weakly), or
    /// when ``ObserverHandle/cancel()`` is called on the returned handle, which does not own it.
    /// The handler receives the owner, so it needs no `[weak self]` dance:
    ///
    /// ```swift
    /// bus.observe(CartChanged.self, by: self) { badge, _ in badge.refresh() }
    /// ```
    ///
    /// A post made on the main actor calls the handler synchronously; a post from anywhere else
    /// enqueues the call on the main queue, so calls keep post order. The owner is loaded from its
    /// weak reference on the main actor, right before each call.
    ///
    /// - Parameters:
    ///   - type: The message type to receive.
    ///   - subject: When given, only posts made with this exact object as subject are delivered.
    ///   - owner: The object whose lifetime bounds the observation; handed to `handler`.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the observation was made, for ``registrations``.
    ///   - line: Where the observation was made, for ``registrations``.
    ///   - handler: Receives the owner and each message, on the main actor.
    /// - Returns: A non-owning handle that can end the observation early; ignoring it is fine.
    @discardableResult
    public func observe<M: Message, Owner: AnyObject & Sendable>(
        _ type: M.Type,
        subject: AnyObject? = nil,
        by owner: Owner,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (Owner, M) -> Void
    ) -> ObserverHandle {
        observe(
            type, subject: subject, by: owner,
            origin: RegistrationOrigin(label: label, file: file, line: line), handler: handler)
    }

    /// ``observe(_:subject:by:label:file:line:handler:)`` with the registration's origin, for
    /// the package's own observers (``RegistrationOrigin/handlerIsWeak``).
    package func observe<M: Message, Owner: AnyObject & Sendable>(
        _ type: M.Type, subject: AnyObject?, by owner: Owner, origin: RegistrationOrigin,
        handler: @escaping @MainActor @Sendable (Owner, M) -> Void
    ) -> ObserverHandle {
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .observer { owner, message in
                    // Safety net, not a cast that can fail: the entry's owner is the `owner` given here.
                    guard let owner = owner as? Owner else { return }
                    handler(owner, message)
                },
                kind: .observer, origin: origin, sequence: sequence,
                subject: subject, owner: owner)
        }
        return ObserverHandle(bus: self, entry: entry)
    }

    /// Calls a main-actor `handler` for every `type` message posted on this bus, until the returned
    /// token ends.
    ///
    /// This is the form for main-actor state that has no owner object to tie the subscription to:
    /// the handler is isolated to the main actor, so it may use such state directly.
    ///
    /// ```swift
    /// let model = DownloadsModel()  // a @MainActor class
    /// let token = bus.subscribeOnMainActor(to: DownloadFinished.self) { event in
    ///     model.finished.append(event.name)
    /// }
    /// ```
    ///
    /// A post made on the main actor calls the handler synchronously, before `post` returns; a post
    /// from anywhere else enqueues the call on the main queue, so calls keep post order. Ownership,
    /// order and reentrancy are those of ``subscribe(to:subject:label:file:line:handler:)``; after
    /// ``SubscriptionToken/cancel()`` returns on the main actor no call begins, including calls
    /// already enqueued from other threads (see <doc:MessagingWithTheBus>).
    ///
    /// - Parameters:
    ///   - type: The message type to receive.
    ///   - subject: When given, only posts made with this exact object as subject are delivered.
    ///     Held weakly; when it deallocates the subscription ends.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the subscription was made, for ``registrations``.
    ///   - line: Where the subscription was made, for ``registrations``.
    ///   - handler: Receives each message, on the main actor.
    /// - Returns: The token that owns the subscription.
    public func subscribeOnMainActor<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .mainActor(handler), kind: .mainActorSubscription,
                origin: RegistrationOrigin(label: label, file: file, line: line), sequence: sequence, subject: subject)
        }
        return SubscriptionToken(entry: entry, lock: state)
    }

    /// Files the entry `make` builds from the next registration number, under the bus lock.
    func register(subject: AnyObject?, _ make: (_ sequence: UInt64) -> BusEntry) -> BusEntry {
        state.withLock { state in
            state.lastSequence += 1
            let entry = make(state.lastSequence)
            state.add(entry)
            return entry
        }
    }
}

/// Everything the bus lock protects: the entries by message type, then by subject, as
/// `NotificationCenter` files observers by name, then by object.
///
/// Lists are copy-on-write arrays in registration order: a post copies the ones it visits (a
/// retain) and calls them outside the lock; registering or removing during a post writes a copy.
struct BusState {
    var channels: [ObjectIdentifier: Channel] = [:]
    var lastSequence: UInt64 = 0

    /// One message type's entries.
    struct Channel {
        var unscoped: ContiguousArray<BusEntry> = []
        var scoped: [ObjectIdentifier: ContiguousArray<BusEntry>] = [:]
        /// Subject-scoped streams: every post of the type, for any subject, checks that their
        /// subjects are alive, since a post is the bus's only chance to notice and finish them.
        var subjectStreams: ContiguousArray<BusEntry> = []

        var isEmpty: Bool { unscoped.isEmpty && scoped.isEmpty }
    }

    mutating func add(_ entry: BusEntry) {
        let type = ObjectIdentifier(entry.messageType)
        guard let subject = entry.subject?.id else {
            channels[type, default: Channel()].unscoped.append(entry)
            return
        }
        channels[type, default: Channel()].scoped[subject, default: []].append(entry)
        if entry.kind == .stream {
            channels[type, default: Channel()].subjectStreams.append(entry)
        }
    }

    /// Removes `entry` if it is still filed; a list that empties goes with it.
    mutating func remove(_ entry: BusEntry) {
        let type = ObjectIdentifier(entry.messageType)
        guard var channel = channels.removeValue(forKey: type) else { return }
        if let subject = entry.subject?.id {
            Self.remove(entry, from: &channel.scoped[subject])
            if channel.scoped[subject]?.isEmpty == true { channel.scoped[subject] = nil }
            if entry.kind == .stream { Self.remove(entry, from: &channel.subjectStreams) }
        } else {
            Self.remove(entry, from: &channel.unscoped)
        }
        if !channel.isEmpty { channels[type] = channel }
    }

    /// Searches from the end: the newest registration is the likeliest to go first.
    private static func remove(_ entry: BusEntry, from list: inout ContiguousArray<BusEntry>?) {
        guard let index = list?.lastIndex(where: { $0 === entry }) else { return }
        list?.remove(at: index)
    }

    private static func remove(_ entry: BusEntry, from list: inout ContiguousArray<BusEntry>) {
        guard let index = list.lastIndex(where: { $0 === entry }) else { return }
        list.remove(at: index)
    }

    /// Every entry listening for `type` (every entry for `nil`), in no particular order.
    func entries(for type: ObjectIdentifier?) -> [BusEntry] {
        let selected = type.map { channels[$0].map { [$0] } ?? [] } ?? Array(channels.values)
        return selected.flatMap { channel in Array(channel.unscoped) + channel.scoped.values.joined() }
    }
}

/// A value that can travel on a ``MessageBus``.
///
/// Any `Sendable` type can be a message; the type itself is the "name", so there are no
/// string keys to mistype. Subscribers are matched on the exact type posted: a subscriber to
/// `CartChanged` does not receive a `Ping`, and class messages do not match superclass subscribers.
///
/// ```swift
/// struct CartChanged: Message {}
/// ```
public protocol Message: Sendable {}
