/// A typed, in-process message bus: the type of a ``Message`` is its name.
///
/// The rule that matters: **the token owns the subscription**. Keep the ``SubscriptionToken``
/// for as long as the handler should run; release or cancel it and no new delivery begins.
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
/// Every registration may be scoped to a `subject` (held weakly) and named by `label`, `file` and
/// `line` in ``registrations``. Ownership, threads, reentrancy and cost: <doc:MessagingWithTheBus>.
public final class MessageBus: Sendable {
    /// The shared bus, for apps that want a single one.
    public static let `default` = MessageBus(label: "default")
    /// The deepest a chain of posts from inside handlers may nest on one thread.
    public static let maximumDispatchDepth = 64
    /// A name for logs and introspection.
    public let label: String

    let state = Locked(BusState())
    let diagnosticHook = Locked<(@Sendable (Diagnostic) -> Void)?>(nil)
    /// How many readers of this bus's streams wait in `next()`, for tests that must post only once one does.
    package let waitingReaders = Locked(0)

    /// Creates an empty bus named `label` in diagnostics and leak reports.
    public init(label: String = "MessageBus") {
        self.label = label
    }

    deinit {
        for entry in state.exchange(BusState()).entries(for: nil) { entry.end() }
    }

    // MARK: Subscribing

    /// Calls `handler` on the posting thread for every `type` message, until the returned token ends
    /// (discarding it ends the subscription at once). For main-actor state use
    /// ``subscribeOnMainActor(to:subject:label:file:line:handler:)``.
    public func subscribe<M: Message>(
        to type: M.Type, subject: AnyObject? = nil, label: String? = nil, file: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        register(
            .posting(handler), for: M.self, kind: .subscription, subject: subject, label: label, file: file, line: line)
    }

    /// Calls `handler` for the first matching `type` message only, exactly once even when several
    /// threads post at once; releasing the token first ends it without a call.
    public func subscribeOnce<M: Message>(
        to type: M.Type, subject: AnyObject? = nil, label: String? = nil, file: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        register(.posting(handler), for: M.self, kind: .oneShot, subject: subject, label: label, file: file, line: line)
    }

    /// Calls a main-actor `handler` with `owner` for every `type` message, for as long as `owner` lives
    /// (held weakly): no token to keep; keep the returned one only to ``SubscriptionToken/cancel()`` early.
    @discardableResult
    public func observe<M: Message, Owner: AnyObject & Sendable>(
        _ type: M.Type, subject: AnyObject? = nil, by owner: Owner, label: String? = nil, file: String = #fileID,
        line: Int = #line, handler: @escaping @MainActor @Sendable (Owner, M) -> Void
    ) -> SubscriptionToken {
        observe(type, subject: subject, by: owner, label: label, file: file, line: line, handlerIsWeak: false, handler)
    }

    /// ``observe(_:subject:by:label:file:line:handler:)`` whose handler leak reports never name when
    /// `handlerIsWeak` (a coordinator's, which holds nothing of the app's strongly).
    package func observe<M: Message, Owner: AnyObject & Sendable>(
        _ type: M.Type, subject: AnyObject?, by owner: Owner, label: String?, file: String, line: Int,
        handlerIsWeak: Bool, _ handler: @escaping @MainActor @Sendable (Owner, M) -> Void
    ) -> SubscriptionToken {
        let observer = BusEntry.Handler.mainActor { owner, message in
            // Safety net, not a cast that can fail: the entry's owner is the `owner` given here.
            guard let owner = owner as? Owner else { return }
            handler(owner, BusEntry.typed(message))
        }
        return register(
            observer, for: M.self, kind: .observer, subject: subject, label: label, file: file, line: line,
            handlerIsWeak: handlerIsWeak, owner: owner)
    }

    /// Calls a main-actor `handler` for every `type` message, until the returned token ends: the form
    /// for main-actor state with no owner object (see <doc:ObservationAndSwiftUI>).
    public func subscribeOnMainActor<M: Message>(
        to type: M.Type, subject: AnyObject? = nil, label: String? = nil, file: String = #fileID, line: Int = #line,
        handler: @escaping @MainActor @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let handler = BusEntry.Handler.mainActor { _, message in handler(BusEntry.typed(message)) }
        return register(
            handler, for: M.self, kind: .mainActorSubscription, subject: subject, label: label, file: file, line: line)
    }

    /// Files an entry for `handler` under the next registration number, under the bus lock, and returns
    /// its token: one that owns it, or for an owner-bound observer (which its owner bounds) one that only ends it.
    func register(
        _ handler: BusEntry.Handler, for type: any Message.Type, kind: Registration.Kind, subject: AnyObject?,
        label: String?, file: String, line: Int, handlerIsWeak: Bool = false,
        owner: (any AnyObject & Sendable)? = nil, onEnd: (@Sendable () -> Void)? = nil
    ) -> SubscriptionToken {
        let registration = Registration(
            kind, listeningTo: type, subject: subject, owner: owner, label: label, file: file, line: line,
            handlerIsWeak: handlerIsWeak)
        let entry = state.withLock { state in
            state.lastSequence += 1
            let entry = BusEntry(
                handler, for: type, registration: registration, sequence: state.lastSequence, subject: subject,
                owner: owner, bus: self, onEnd: onEnd)
            state.add(entry)
            return entry
        }
        return SubscriptionToken(entry, owning: kind != .observer)
    }
}

/// Everything the bus lock protects: the entries by message type, then by subject.
struct BusState {
    var channels: [ObjectIdentifier: Channel] = [:]
    var lastSequence: UInt64 = 0

    /// One message type's entries.
    struct Channel {
        var unscoped = EntryList()
        var scoped: [ObjectIdentifier: EntryList] = [:]
        /// Subject-scoped streams: every post of the type checks their subjects, to finish the dead ones.
        var subjectStreams = EntryList()

        var isEmpty: Bool { unscoped.entries.isEmpty && scoped.isEmpty }

        mutating func add(_ entry: BusEntry) {
            guard let subject = entry.subjectID else { return unscoped.insert(entry) }
            scoped[subject, default: EntryList()].insert(entry)
            if entry.kind == .stream { subjectStreams.insert(entry) }
        }

        mutating func remove(_ entry: BusEntry) {
            guard let subject = entry.subjectID else { return unscoped.remove(entry) }
            scoped[subject]?.remove(entry)
            if scoped[subject]?.entries.isEmpty == true { scoped[subject] = nil }
            subjectStreams.remove(entry)
        }

        /// What a post about `subject` visits: the unscoped entries and the subject's, each in
        /// registration order, and the subject-scoped streams.
        mutating func deliveries(
            about subject: ObjectIdentifier?
        ) -> (unscoped: [BusEntry], scoped: [BusEntry], streams: [BusEntry]) {
            let subjectEntries = subject.flatMap { scoped[$0]?.ordered() } ?? []
            return (unscoped.ordered(), subjectEntries, subjectStreams.ordered())
        }
    }

    mutating func add(_ entry: BusEntry) {
        channels[entry.channel, default: Channel()].add(entry)
    }

    /// Removes `entry` if it is still filed; a list or channel that empties goes with it.
    mutating func remove(_ entry: BusEntry) {
        let type = entry.channel
        // In place, through the tables' subscripts: a copy of the channel would copy its tables.
        channels[type]?.remove(entry)
        if channels[type]?.isEmpty == true { channels[type] = nil }
    }

    /// Every entry listening for `type` (every entry for `nil`), in registration order.
    func entries(for type: ObjectIdentifier?) -> [BusEntry] {
        let selected = type.map { channels[$0].map { [$0] } ?? [] } ?? Array(channels.values)
        return selected.flatMap { channel in
            Array(channel.unscoped.entries.values) + channel.scoped.values.flatMap(\.entries.values)
        }
        .sorted { $0.sequence < $1.sequence }
    }
}

/// One list of a channel: its entries by registration number, so that adding and removing one is
/// O(1), and the snapshot a post delivers to.
///
/// The snapshot is an immutable array in registration order: a post takes it out of the lock with a
/// retain, so it neither allocates nor sorts, and a change made during a delivery never reaches the
/// post in flight. A change drops the snapshot (O(1): cancelling n entries stays linear); the next
/// post rebuilds it once.
struct EntryList {
    private(set) var entries: [UInt64: BusEntry] = [:]
    private var snapshot: [BusEntry]? = []

    mutating func insert(_ entry: BusEntry) {
        entries[entry.sequence] = entry
        snapshot = nil
    }

    mutating func remove(_ entry: BusEntry) {
        if entries.removeValue(forKey: entry.sequence) != nil { snapshot = nil }
    }

    /// The entries in registration order, rebuilt if a change dropped the snapshot.
    mutating func ordered() -> [BusEntry] {
        if let snapshot { return snapshot }
        let ordered = entries.values.sorted { $0.sequence < $1.sequence }
        snapshot = ordered
        return ordered
    }
}

/// A value that can travel on a ``MessageBus``: its type is its name, matched exactly (not by superclass).
///
/// ```swift
/// struct CartChanged: Message {}
/// ```
public protocol Message: Sendable {}
