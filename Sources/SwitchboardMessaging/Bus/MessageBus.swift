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
        let entries = state.withLock { $0.channels.removeAll() }
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
    @inlinable
    public func subscribe<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        subscribeSynchronously(
            kind: .subscription, subject: subject, origin: RegistrationOrigin(label: label, file: file, line: line),
            handler: handler)
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
    @inlinable
    public func subscribeOnce<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        subscribeSynchronously(
            kind: .oneShot, subject: subject, origin: RegistrationOrigin(label: label, file: file, line: line),
            handler: handler)
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
        let origin = RegistrationOrigin(label: label, file: file, line: line)
        let entry = register(M.self, subject: subject) { sequence, scope in
            ObserverEntry(handler, origin: origin, sequence: sequence, scope: scope, owner: owner)
        }
        return ObserverHandle(bus: self, entry: entry)
    }

    // MARK: Registration plumbing

    /// Registers a token-owned synchronous subscription (``subscribe(to:subject:label:file:line:handler:)``
    /// or ``subscribeOnce(to:subject:label:file:line:handler:)``) and returns its token.
    ///
    /// Inlinable, like its public callers, so that it runs specialised for `M` in the caller's
    /// module: there the entry class's metadata is a cached load, where unspecialised code would
    /// look it up in the runtime on every registration. It builds the entry directly, handing the
    /// handler over once.
    @inlinable
    func subscribeSynchronously<M: Message>(
        kind: Registration.Kind,
        subject: AnyObject?,
        origin: RegistrationOrigin,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let entry = register(M.self, subject: subject) { sequence, scope in
            SynchronousEntry(handler, kind: kind, origin: origin, sequence: sequence, scope: scope)
        }
        return token(for: entry)
    }

    /// Files the entry `make` creates, with the next registration sequence number and the subject's
    /// scope, under the bus lock. `make` only builds the entry. Not generic over the entry's class: a
    /// generic class as a type argument would cost a metadata lookup on every registration.
    ///
    /// - Parameters:
    ///   - type: The message type, whose channel files the entry.
    ///   - subject: The subject the entry is scoped to, if any; the caller keeps it alive.
    ///   - make: Builds the entry from its sequence number and scope.
    @usableFromInline
    func register(
        _ type: any Message.Type,
        subject: AnyObject?,
        _ make: (_ sequence: UInt64, _ scope: SubjectScope?) -> BusEntry
    ) -> BusEntry {
        state.withLock { state in
            state.lastSequence += 1
            let sequence = state.lastSequence
            return state.channels.append(to: ObjectIdentifier(type), subject: subject) { make(sequence, $0) }
        }
    }

    /// A token that unregisters `entry` and ends it (switching it off, finishing a stream). It holds
    /// the entry itself and shares the bus lock, which guards its reference to the entry, so a
    /// subscription costs no closures, extra objects or lock of its own; it does not keep the bus alive.
    @usableFromInline
    func token(for entry: consuming BusEntry) -> SubscriptionToken {
        SubscriptionToken(entry: entry, lock: state)
    }
}

/// Everything the bus lock protects.
struct BusState {
    /// Subscribers per message type, keyed by the type's `ObjectIdentifier`, then by subject.
    ///
    /// Posters copy the lists they visit (copy-on-write: retains); registering or removing while a
    /// post is in flight copies a list instead of writing into the storage the poster reads.
    var channels = ChannelTable()
    var lastSequence: UInt64 = 0
}
