#if canImport(os)
    // Apple platforms use `Locked` for the activity flag: `Atomic` needs iOS 18 / macOS 15 there.
#elseif canImport(Synchronization)
    internal import Synchronization
#endif

/// One registration on a ``MessageBus``: who registered, for what, and whether it is still on.
///
/// Entries live in the bus's per-type channels (``BusChannel``), unscoped or in their subject's
/// bucket. A poster copies the lists it visits (retains, not allocations), drops the lock, and reads ``isActive`` as the last step before each call (after
/// subject matching and the owner load), which is what makes "after `cancel()` returns, no new
/// delivery begins" hold without holding a lock during delivery.
///
/// Safety of `@unchecked Sendable`: every stored property but ``slot`` is a `let` (immutable after
/// `init`), and ``slot`` is only read and written while the bus lock is held; the two
/// `weak let` references are only loaded (an atomic operation in the Swift runtime), and the activity
/// flag is an `Atomic` (Linux) or a `Locked` (Apple platforms). Subclasses add only `let`s of
/// `Sendable` types.
class BusEntry: @unchecked Sendable {
    // Stored properties are laid out in declaration order, so the one-byte flags are declared together
    // (after the 9-byte optional subject identity) instead of each being padded to eight bytes: every
    // live registration pays for this object.

    let label: String?
    let file: String
    let line: Int
    /// Registration order across the whole bus: introspection sorts by it, and a post for a subject
    /// merges the unscoped and the subject's lists by it.
    let sequence: UInt64
    /// The entry's index in its ``EntryList``, or -1 once removed: what makes removal O(1).
    /// Read and written only under the bus lock.
    var slot = -1

    weak let subject: AnyObject?
    let subjectType: (any AnyObject.Type)?
    weak let owner: AnyObject?
    let ownerType: (any AnyObject.Type)?

    /// The subject's identity, or `nil` when the entry takes posts for every subject.
    ///
    /// Compared first (cheap); the weak reference then proves the object is the same one and not a
    /// newcomer allocated at a dead subject's address.
    let subjectID: ObjectIdentifier?
    let kind: MessageBus.Registration.Kind
    /// Whether this entry ends with an owner (``MessageBus/observe(_:subject:by:label:file:line:handler:)``).
    let isOwnerBound: Bool
    /// Delivers at most once, then switches itself off.
    let isOneShot: Bool
    /// A subject-scoped entry with an end hook (a stream). Posts for other subjects check whether its
    /// subject is still alive, since a post is the bus's only chance to notice that it is not.
    let endsWithSubject: Bool
    /// Which ``TypedEntry`` subclass this is, so a post calls its handler without a dynamic cast.
    let route: RouteKind

    #if canImport(os)
        private let activity = Locked(true)
    #else
        private let activity = Atomic<Bool>(true)
    #endif

    /// The message type this entry listens to; its `ObjectIdentifier` is the channel key. Derived
    /// from ``TypedEntry``'s generic parameter, not stored: every live registration pays for a field.
    var messageType: any Message.Type {
        preconditionFailure("every bus entry is a TypedEntry, which knows its message type")
    }

    /// The channel key: the message type's identity (derived, not stored, to keep entries small).
    final var channelKey: ObjectIdentifier { ObjectIdentifier(messageType) }

    init(
        route: RouteKind,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: AnyObject?,
        isOneShot: Bool,
        hasEndHook: Bool
    ) {
        self.route = route
        self.kind = kind
        self.label = origin.label
        self.file = origin.file
        self.line = origin.line
        self.sequence = sequence
        self.subjectID = subject.map(ObjectIdentifier.init)
        self.subject = subject
        self.subjectType = subject.map { type(of: $0) }
        self.isOwnerBound = owner != nil
        self.owner = owner
        self.ownerType = owner.map { type(of: $0) }
        self.isOneShot = isOneShot
        self.endsWithSubject = subject != nil && hasEndHook
    }

    /// Whether deliveries may still begin. Cheap: an acquiring load on Linux.
    @inline(__always)
    final var isActive: Bool {
        #if canImport(os)
            activity.withLock { $0 }
        #else
            activity.load(ordering: .acquiring)
        #endif
    }

    /// Switches the entry off; returns `true` only for the one caller that actually switched it.
    ///
    /// One-shot delivery uses the return value as a claim, so two racing posts deliver once.
    @discardableResult
    final func deactivate() -> Bool {
        #if canImport(os)
            return activity.withLock { active in
                defer { active = false }
                return active
            }
        #else
            return activity.exchange(false, ordering: .sequentiallyConsistent)
        #endif
    }

    /// Runs once when the entry is switched off by ``end()``: its token is cancelled, the bus finds
    /// its subject gone, or the bus deallocates. Streams finish here (``StreamEntry``); other entries
    /// have nothing to do, and no field for a hook. Never called under the bus lock.
    func didEnd() {}

    /// Switches the entry off and, if this call is the one that did, runs ``didEnd()``.
    ///
    /// Call it outside the bus lock: the hook finishes a stream, which may run its termination handler.
    final func end() {
        if deactivate() {
            didEnd()
        }
    }

    /// Active, and neither its subject nor its owner has gone away.
    ///
    /// Loads weak references, so call it outside the bus lock: a load can briefly hold the last
    /// strong reference, and releasing it may run a `deinit` that calls back into the bus. It loads
    /// the owner on the calling thread; the bus's own purge and introspection paths use
    /// ``isLive(owners:loadedOwners:)`` instead, which never does that off the main actor.
    final var isLive: Bool {
        guard isActive else { return false }
        if subjectID != nil, subject == nil { return false }
        if isOwnerBound, owner == nil { return false }
        return true
    }

    /// Like ``isLive``, with the owner consulted only as `owners` allows.
    ///
    /// - Parameters:
    ///   - owners: Whether and how the owner may be loaded on this thread.
    ///   - loadedOwners: With ``OwnerAccess/loadReleasingOnMainQueue``, receives the owner loaded here,
    ///     which the caller must release on the main queue.
    final func isLive(owners: OwnerAccess, loadedOwners: inout [AnyObject]) -> Bool {
        guard isActive else { return false }
        if subjectID != nil, subject == nil { return false }
        guard isOwnerBound else { return true }
        switch owners {
        case .skip:
            return true
        case .load:
            return owner != nil
        case .loadReleasingOnMainQueue:
            guard let owner else { return false }
            loadedOwners.append(owner)
            return true
        }
    }
}

/// How purge and introspection may learn whether an observer's owner is still alive.
///
/// Loading a weak reference yields a strong one; if the owner's last other reference goes away on the
/// main actor meanwhile, whoever releases the loaded one runs the owner's `deinit`. For a view
/// controller that must be the main actor, so off it the bus either does not load owners or hands
/// what it loaded to the main queue to release.
enum OwnerAccess {
    /// On the main actor: load owners.
    case load
    /// Off the main actor, on the posting path: an owner-bound entry counts as live until it is
    /// cancelled; its main-actor delivery purges it once its owner is gone.
    case skip
    /// Off the main actor, for introspection: load owners, and release every loaded reference on the
    /// main queue, which keeps a live owner alive until the main queue next runs.
    case loadReleasingOnMainQueue
}

/// Where and under which name a registration was made, for introspection.
struct RegistrationOrigin: Sendable {
    let label: String?
    let file: String
    let line: Int
}

/// An entry for messages of type `M`. Its subclasses hold the handler, one per ``RouteKind``: a
/// single closure field per entry, called through a borrowed reference (no retain per post).
///
/// Safety of `@unchecked Sendable`: adds no stored properties.
class TypedEntry<M: Message>: BusEntry, @unchecked Sendable {
    override final var messageType: any Message.Type { M.self }
}

extension BusEntry {
    /// Creates the entry subclass that `route` needs. A static method of this non-generic class, so a
    /// registration looks up one generic type's metadata (the subclass's), not two.
    static func make<M: Message>(
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: AnyObject?,
        isOneShot: Bool,
        onEnd: (@Sendable () -> Void)?,
        route: Route<M>
    ) -> TypedEntry<M> {
        precondition(onEnd == nil || route.isSynchronous, "only synchronous entries (streams) have an end hook")
        switch route {
        case .synchronous(let handler):
            guard let onEnd else {
                return SynchronousEntry(
                    handler, kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner,
                    isOneShot: isOneShot, hasEndHook: false)
            }
            return StreamEntry(
                handler, onEnd: onEnd, kind: kind, origin: origin, sequence: sequence, subject: subject,
                owner: owner, isOneShot: isOneShot)
        case .synchronousWithSubject(let handler):
            return SubjectAwareEntry(
                handler, kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner,
                isOneShot: isOneShot)
        }
    }
}

/// An entry whose handler runs synchronously on the posting thread.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
class SynchronousEntry<M: Message>: TypedEntry<M>, @unchecked Sendable {
    let handler: @Sendable (M) -> Void

    init(
        _ handler: @escaping @Sendable (M) -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: AnyObject?,
        isOneShot: Bool,
        hasEndHook: Bool
    ) {
        self.handler = handler
        super.init(
            route: .synchronous, kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner,
            isOneShot: isOneShot, hasEndHook: hasEndHook)
    }
}

/// A stream's entry: synchronous, plus the hook that finishes the stream when the entry ends.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
final class StreamEntry<M: Message>: SynchronousEntry<M>, @unchecked Sendable {
    private let onEnd: @Sendable () -> Void

    init(
        _ handler: @escaping @Sendable (M) -> Void,
        onEnd: @escaping @Sendable () -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: AnyObject?,
        isOneShot: Bool
    ) {
        self.onEnd = onEnd
        super.init(
            handler, kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner,
            isOneShot: isOneShot, hasEndHook: true)
    }

    override func didEnd() {
        onEnd()
    }
}

/// An entry whose handler runs synchronously and also receives the post's subject.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
final class SubjectAwareEntry<M: Message>: TypedEntry<M>, @unchecked Sendable {
    let handler: @Sendable (M, AnyObject?) -> Void

    init(
        _ handler: @escaping @Sendable (M, AnyObject?) -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: AnyObject?,
        isOneShot: Bool
    ) {
        self.handler = handler
        super.init(
            route: .synchronousWithSubject, kind: kind, origin: origin, sequence: sequence, subject: subject,
            owner: owner, isOneShot: isOneShot, hasEndHook: false)
    }
}

/// An entry whose handler runs on the main actor with the (live) owner, or with the entry itself when
/// the entry is token-owned (``MessageBus/subscribeOnMainActor(to:subject:label:file:line:handler:)``);
/// see ``MessageBus`` for when it is synchronous. Its subclasses hold the caller's handler as given,
/// so registering wraps it in no closure of the bus's own.
///
/// Safety of `@unchecked Sendable`: adds no stored properties.
class MainActorEntry<M: Message>: TypedEntry<M>, @unchecked Sendable {
    init(
        kind: MessageBus.Registration.Kind, origin: RegistrationOrigin, sequence: UInt64, subject: AnyObject?,
        owner: AnyObject?
    ) {
        super.init(
            route: .mainActor, kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner,
            isOneShot: false, hasEndHook: false)
    }

    /// Calls the handler with `receiver` (see ``MessageBus/mainActorReceiver(of:)``) and `message`.
    ///
    /// Call it only on the main actor: the handlers are main-actor isolated, and the overrides call
    /// them without the static annotation, as `MainActor.assumeIsolated` does internally (a global-actor
    /// attribute does not change a synchronous function's calling convention). The bus proves the
    /// isolation first, from the poster's isolation or by running on the main queue.
    func callHandlerOnMainActor(_ receiver: AnyObject, _ message: M) {
        preconditionFailure("every main-actor entry is a subclass that holds its handler")
    }
}

/// A token-owned main-actor subscription's entry; its handler ignores the receiver.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
final class MainActorSubscriptionEntry<M: Message>: MainActorEntry<M>, @unchecked Sendable {
    let handler: @MainActor @Sendable (M) -> Void

    init(
        _ handler: @escaping @MainActor @Sendable (M) -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?
    ) {
        self.handler = handler
        super.init(kind: kind, origin: origin, sequence: sequence, subject: subject, owner: nil)
    }

    override func callHandlerOnMainActor(_ receiver: AnyObject, _ message: M) {
        // Safety: see `callHandlerOnMainActor` in the base class; only the isolation annotation is dropped.
        let call = unsafeBitCast(handler, to: (@Sendable (M) -> Void).self)
        call(message)
    }
}

/// An owner-bound observer's entry: its handler receives the owner, typed as registered.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
final class ObserverEntry<M: Message, Owner: AnyObject & Sendable>: MainActorEntry<M>, @unchecked Sendable {
    let handler: @MainActor @Sendable (Owner, M) -> Void

    init(
        _ handler: @escaping @MainActor @Sendable (Owner, M) -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        subject: AnyObject?,
        owner: Owner
    ) {
        self.handler = handler
        super.init(kind: kind, origin: origin, sequence: sequence, subject: subject, owner: owner)
    }

    override func callHandlerOnMainActor(_ receiver: AnyObject, _ message: M) {
        // Safety: see `callHandlerOnMainActor` in the base class; only the isolation annotation is
        // dropped. The receiver of an owner-bound entry is its owner, loaded from `weak let owner`,
        // which was set from an `Owner`.
        let call = unsafeBitCast(handler, to: (@Sendable (Owner, M) -> Void).self)
        call(unsafeDowncast(receiver, to: Owner.self), message)
    }
}

/// Which kind of handler a ``TypedEntry`` holds, one byte next to the entry's other flags.
enum RouteKind: UInt8 {
    case synchronous
    case synchronousWithSubject
    case mainActor
}

/// How a registration wants its messages; turned into a ``TypedEntry``'s handler at registration.
enum Route<M: Message>: Sendable {
    var isSynchronous: Bool {
        if case .synchronous = self { true } else { false }
    }

    /// A `@Sendable` handler, called synchronously on the posting thread.
    case synchronous(@Sendable (M) -> Void)
    /// Like `synchronous`, but the handler also sees the post's subject (the notification forwarder).
    case synchronousWithSubject(@Sendable (M, AnyObject?) -> Void)
}
