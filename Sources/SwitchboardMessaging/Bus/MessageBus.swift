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
/// ## Lifetime
/// The returned ``SubscriptionToken`` is the only owner of a subscription: release every reference to it,
/// or call ``SubscriptionToken/cancel()``, and it ends. ``observe(_:subject:by:label:file:line:handler:)``
/// ends when its owner deallocates. The bus never retains a subject, an owner, or anything the
/// handler does not itself capture.
///
/// After `cancel()` returns, no new delivery to that handler begins, on any thread. Precisely: a post
/// reads the registration's activity flag (an atomic load) as its last step before calling the handler,
/// after subject matching and loading the owner, and a `cancel()` that returned before that read
/// prevents the call. What remains: a delivery whose read came first is already running, or about to,
/// and `cancel()` does not wait for it; a handler may therefore still be running on another thread, or
/// start a few instructions later, when `cancel()` returns. A subject-scoped stream also ends once the
/// bus notices that its subject deallocated (see ``messages(of:subject:bufferingPolicy:label:file:line:)``).
///
/// ## Order
/// Subscribers of a type are called in registration order, on every platform.
///
/// ## Threads and isolation
/// ``post(_:subject:isolation:)`` is safe from any thread, and no lock is held while a handler runs.
/// ``subscribe(to:subject:label:file:line:handler:)`` handlers are `@Sendable` and run synchronously on
/// the posting thread before `post` returns. ``observe(_:subject:by:label:file:line:handler:)`` (owned
/// by an object) and ``subscribeOnMainActor(to:subject:label:file:line:handler:)`` (owned by a token)
/// are the UI forms: their handlers are `@MainActor`, and run synchronously when the post is made on
/// the main actor, otherwise they are enqueued on the main queue in post order. "On the main actor" is
/// decided from the poster's isolation (`#isolation`), never from `Thread.isMainThread`.
///
/// ## Reentrancy
/// Handlers may post, subscribe, cancel (themselves or others) and release owners.
/// - Nested posts are delivered depth-first, like `NotificationCenter`: a post from a handler is fully
///   delivered before the outer dispatch moves to its next subscriber.
/// - A subscription added during a dispatch does not receive the message being dispatched.
/// - A subscription cancelled during a dispatch receives nothing further, including the rest of
///   that dispatch.
/// - Nesting is limited to ``maximumDispatchDepth`` (64) per thread. The post that would go deeper is
///   dropped (delivered to no one) and reported as a ``Diagnostic`` to ``onDiagnostic`` (or, when no
///   hook is set, printed to standard error), so runaway recursion never overflows the stack.
///
/// ## Subjects
/// A post may name a subject: `bus.post(request, subject: container)`. A subscription made with a
/// subject receives only posts for that very object; one made without a subject receives every post
/// of its type, with or without a subject. Subjects are held weakly and matched by identity, so a
/// subscription for an object that died never receives a post for a newer object that happens to
/// reuse its address; such a subscription is simply over.
///
/// ## Introspection
/// ``subscriberCount(for:)`` counts live subscriptions, and ``registrations`` describes each one
/// (message type, subject type, owner type, label, file:line) for leak hunting. Introspection never
/// reports an entry whose owner or subject has gone away, and purges such entries, from any thread.
///
/// An observer's owner never has its `deinit` run off the main actor by the bus. Loading a weak owner
/// yields a strong reference, and whoever releases the last one runs the `deinit`, so:
/// - Posts load owners only on the main actor. A post from elsewhere never loads one, not even to
///   purge: an observer whose owner died is purged during the next post of its type made on the main
///   actor, or when that post's enqueued main-actor delivery runs.
/// - Introspection on the main actor (main thread or main queue) loads owners directly. Elsewhere it
///   loads them too, to stay exact, but releases what it loaded on the main queue; a live owner seen
///   that way stays alive until the main queue next runs.
///
/// Subjects are different: the bus loads them on the posting or inspecting thread. A post for a
/// subject is safe (the poster holds it); a purge or introspection that races the last release of a
/// subject elsewhere may end up running the subject's `deinit` on its own thread.
///
/// ## Cost
/// A post takes the bus lock once to copy the lists it visits (retains, no allocation), then calls
/// each handler outside the lock. Subject-scoped subscriptions are filed by subject, so a post
/// visits the type's unscoped subscribers and its own subject's only: it grows neither with other
/// types nor with other subjects. Cancelling is O(1) amortised, whatever the number of subscribers.
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
    public func subscribe<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (M) -> Void
    ) -> SubscriptionToken {
        let entry = register(
            Route<M>.synchronous(handler),
            kind: .subscription,
            subject: subject,
            origin: RegistrationOrigin(label: label, file: file, line: line)
        )
        return token(for: entry)
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
        let entry = register(
            Route<M>.synchronous(handler),
            kind: .oneShot,
            subject: subject,
            isOneShot: true,
            origin: RegistrationOrigin(label: label, file: file, line: line)
        )
        return token(for: entry)
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
        let route = Route<M>.mainActor { owner, message in
            // Safety: `owner` was loaded from this entry's `weak let owner`, which was set from an `Owner`.
            handler(unsafeDowncast(owner, to: Owner.self), message)
        }
        let entry = register(
            route,
            kind: .observer,
            subject: subject,
            owner: owner,
            origin: RegistrationOrigin(label: label, file: file, line: line)
        )
        return ObserverHandle(bus: self, entry: entry)
    }

    // MARK: Registration plumbing

    func register<M: Message>(
        _ route: Route<M>,
        kind: Registration.Kind,
        subject: AnyObject?,
        owner: AnyObject? = nil,
        isOneShot: Bool = false,
        onEnd: (@Sendable () -> Void)? = nil,
        origin: RegistrationOrigin
    ) -> TypedEntry<M> {
        state.withLock { state in
            state.lastSequence += 1
            let entry = TypedEntry<M>(
                kind: kind,
                origin: origin,
                sequence: state.lastSequence,
                subject: subject,
                owner: owner,
                isOneShot: isOneShot,
                onEnd: onEnd,
                route: route
            )
            state.channels.update(entry.channelKey) { $0.append(entry) }
            return entry
        }
    }

    /// A token that ends `entry` (switching it off, finishing a stream), then unregisters it; the token
    /// does not keep the bus alive. It holds the entry itself: the entry's atomic switch-off already
    /// makes a second cancel a no-op, so no closures or extra objects are needed.
    func token(for entry: BusEntry) -> SubscriptionToken {
        SubscriptionToken(entry: entry, on: self)
    }

    /// Removes `entry` (O(1) amortised: the entry knows its slot). The removed reference is returned out of the lock so that, if it was the last
    /// one, the handler's captures are released after unlocking (their `deinit`s may use the bus).
    func unregister(_ entry: BusEntry) {
        let removed: BusEntry? = state.withLock { state in
            state.channels.update(entry.channelKey) { $0.remove(entry) }
        }
        _ = removed
    }
}

/// Everything the bus lock protects.
struct BusState {
    /// Subscribers per message type, keyed by the type's `ObjectIdentifier`, indexed by subject.
    ///
    /// Posters copy the lists they visit (copy-on-write: retains); registering or removing while a
    /// post is in flight copies a list instead of disturbing the poster's snapshot.
    var channels = ChannelTable()
    var lastSequence: UInt64 = 0
}
