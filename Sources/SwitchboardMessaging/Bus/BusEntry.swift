#if canImport(os)
    // Apple platforms use `Locked` for the activity flag: `Atomic` needs iOS 18 / macOS 15 there.
#elseif canImport(Synchronization)
    internal import Synchronization
#endif

/// One registration on a ``MessageBus``: who registered, for what, and whether it is still on.
///
/// Entries live in the bus's per-type channels (``BusChannel``), unscoped or in their subject's
/// bucket. A poster copies the lists it visits (retains, not allocations), drops the lock, and reads
/// ``isActive`` as the last step before each call (after subject matching and the owner load), which
/// is what makes "after `cancel()` returns, no new delivery begins" hold without holding a lock
/// during delivery.
///
/// Every live registration pays for this object, so it holds only what cannot be derived: the kind,
/// the line and the activity flag share one 32-bit word; the subject's weak reference, identity and
/// type live once per subject in a ``SubjectScope``; an owner only in ``ObserverEntry``; the route
/// follows from the kind.
///
/// Safety of `@unchecked Sendable`: every stored property but ``slot`` is a `let` (immutable after
/// `init`), and ``slot`` is only read and written while the bus lock is held; the activity flag is
/// an `Atomic` (Linux) or a `Locked` (Apple platforms). Subclasses add only `let`s of `Sendable`
/// types or `weak let`s, whose loads are atomic in the Swift runtime.
@usableFromInline
class BusEntry: @unchecked Sendable {
    // Stored properties are laid out in declaration order: the two 32-bit fields come last, together,
    // so that the class's handler field starts at the next 8-byte boundary without padding.

    let label: String?
    let file: String
    /// Registration order across the whole bus: introspection sorts by it, and a post for a subject
    /// merges the unscoped and the subject's lists by it.
    let sequence: UInt64
    /// The subject this entry is scoped to, or `nil` when it takes posts for every subject.
    let scope: SubjectScope?
    /// The entry's index in its ``EntryList``, or -1 once removed: what makes removal O(1).
    /// Read and written only under the bus lock.
    var slot: Int32 = -1

    #if canImport(os)
        // Apple platforms use `Locked` for the activity flag: `Atomic` needs iOS 18 / macOS 15 there.
        private let bits: UInt32
        private let activity = Locked(true)
    #else
        /// ``EntryBits``: the line, the kind and the activity flag.
        private let bits: Atomic<UInt32>
    #endif

    /// The message type this entry listens to; its `ObjectIdentifier` is the channel key. Derived
    /// from ``TypedEntry``'s generic parameter, not stored: every live registration pays for a field.
    var messageType: any Message.Type {
        preconditionFailure("every bus entry is a TypedEntry, which knows its message type")
    }

    /// The channel key: the message type's identity (derived, not stored, to keep entries small).
    final var channelKey: ObjectIdentifier { ObjectIdentifier(messageType) }

    init(kind: MessageBus.Registration.Kind, origin: RegistrationOrigin, sequence: UInt64, scope: SubjectScope?) {
        self.label = origin.label
        self.file = origin.file
        self.sequence = sequence
        self.scope = scope
        let bits = EntryBits(line: origin.line, kind: kind)
        #if canImport(os)
            self.bits = bits.rawValue
        #else
            self.bits = Atomic(bits.rawValue | EntryBits.active)
        #endif
    }

    /// The line and kind, with the activity flag as of this read on Linux. On Apple platforms the
    /// flag lives apart and is never set here: ``isActive`` and ``deliveryBits`` read it.
    @inline(__always)
    private var loadedBits: EntryBits {
        #if canImport(os)
            EntryBits(rawValue: bits)
        #else
            EntryBits(rawValue: bits.load(ordering: .acquiring))
        #endif
    }

    /// How the registration was made.
    final var kind: MessageBus.Registration.Kind { loadedBits.kind }

    /// The line where the registration was made.
    final var line: Int { loadedBits.line }

    /// The subject's identity, or `nil` when the entry takes posts for every subject.
    final var subjectID: ObjectIdentifier? { scope?.id }

    /// Whether this entry ends with an owner (``MessageBus/observe(_:subject:by:label:file:line:handler:)``).
    final var isOwnerBound: Bool { kind == .observer }

    /// A subject-scoped entry with an end hook (a stream). Posts for other subjects check whether its
    /// subject is still alive, since a post is the bus's only chance to notice that it is not.
    final var endsWithSubject: Bool { scope != nil && kind == .stream }

    /// The owner of an owner-bound entry, loaded from its weak reference; `nil` for other entries
    /// and once the owner has deallocated. Loads a strong reference: see ``isLive``.
    var owner: AnyObject? { nil }

    /// The owner's type as registered, for introspection; `nil` for entries without an owner.
    var ownerType: (any AnyObject.Type)? { nil }

    /// The activity flag and the kind in one read, for a post: the read that decides a call.
    @inline(__always)
    final var deliveryBits: EntryBits {
        #if canImport(os)
            EntryBits(rawValue: activity.withLock { $0 } ? bits | EntryBits.active : bits)
        #else
            loadedBits
        #endif
    }

    /// Whether deliveries may still begin. Cheap: an acquiring load on Linux.
    @inline(__always)
    final var isActive: Bool {
        #if canImport(os)
            activity.withLock { $0 }
        #else
            loadedBits.isActive
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
            let before = bits.bitwiseAnd(~EntryBits.active, ordering: .sequentiallyConsistent).oldValue
            return EntryBits(rawValue: before).isActive
        #endif
    }

    /// Runs once, after the call that switched the entry off (``end()``, or a token's cancel, which
    /// switches it off under the bus lock): its token is cancelled, the bus finds its subject gone,
    /// or the bus deallocates. Streams finish here (``StreamEntry``); other entries have nothing to
    /// do, and no field for a hook. Never called under the bus lock.
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
        if let scope, scope.subject == nil { return false }
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
        if let scope, scope.subject == nil { return false }
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

/// A ``BusEntry``'s line, kind and activity flag, packed into 32 bits: the line in the low 24 (a
/// source line past 16,777,215 is recorded as that), the kind above it, the flag in the top bit.
struct EntryBits {
    static let active: UInt32 = 1 << 31
    static let lineMask: UInt32 = (1 << 24) - 1
    static let kindShift: UInt32 = 24

    let rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(line: Int, kind: MessageBus.Registration.Kind) {
        let clampedLine = UInt32(clamping: min(max(line, 0), Int(Self.lineMask)))
        rawValue = clampedLine | UInt32(kind.code) << Self.kindShift
    }

    var line: Int { Int(rawValue & Self.lineMask) }

    var kind: MessageBus.Registration.Kind { MessageBus.Registration.Kind(code: kindCode) }

    var isActive: Bool { rawValue & Self.active != 0 }

    var isOneShot: Bool { kindCode == MessageBus.Registration.Kind.oneShot.code }

    /// Which subclass holds the handler, from the kind's code alone: the codes are ordered so that
    /// this is two comparisons on a post's path, with no enum to decode.
    @inline(__always)
    var route: RouteKind {
        let code = kindCode
        if code <= MessageBus.Registration.Kind.oneShot.code { return .synchronous }
        if code == MessageBus.Registration.Kind.notificationForwarder.code { return .synchronousWithSubject }
        return .mainActor
    }

    private var kindCode: UInt8 { UInt8(truncatingIfNeeded: (rawValue >> Self.kindShift) & 0b111) }
}

/// How a post calls an entry: which ``TypedEntry`` subclass holds its handler.
enum RouteKind {
    /// ``SynchronousEntry`` (subscriptions, one-shots, streams).
    case synchronous
    /// ``SubjectAwareEntry`` (the notification forwarder).
    case synchronousWithSubject
    /// ``MainActorEntry`` (observers and main-actor subscriptions).
    case mainActor
}

extension MessageBus.Registration.Kind {
    /// A three-bit code for ``EntryBits``. The kinds whose entries are ``SynchronousEntry``s come
    /// first, up to `oneShot`, which ``EntryBits/route`` relies on.
    var code: UInt8 {
        switch self {
        case .subscription: 0
        case .stream: 1
        case .oneShot: 2
        case .notificationForwarder: 3
        case .observer: 4
        case .mainActorSubscription: 5
        }
    }

    init(code: UInt8) {
        switch code {
        case 0: self = .subscription
        case 1: self = .stream
        case 2: self = .oneShot
        case 3: self = .notificationForwarder
        case 4: self = .observer
        default: self = .mainActorSubscription
        }
    }
}

/// The subject a group of entries is scoped to: held weakly, with its identity (the bucket key,
/// kept after it deallocates) and type (for introspection). One per subject and channel, shared by
/// that subject's entries, so an entry pays one reference for all three.
///
/// Safety of `@unchecked Sendable`: only `let`s; the weak reference is only loaded, which the Swift
/// runtime does atomically.
@usableFromInline
final class SubjectScope: @unchecked Sendable {
    weak let subject: AnyObject?
    let id: ObjectIdentifier
    let subjectType: any AnyObject.Type

    init(_ subject: AnyObject) {
        self.subject = subject
        id = ObjectIdentifier(subject)
        subjectType = type(of: subject)
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
@usableFromInline
struct RegistrationOrigin: Sendable {
    let label: String?
    let file: String
    let line: Int

    @usableFromInline
    init(label: String?, file: String, line: Int) {
        self.label = label
        self.file = file
        self.line = line
    }
}

/// An entry for messages of type `M`. Its subclasses hold the handler, one per kind of delivery: a
/// single closure field per entry, called through a borrowed reference (no retain per post).
///
/// Safety of `@unchecked Sendable`: adds no stored properties.
@usableFromInline
class TypedEntry<M: Message>: BusEntry, @unchecked Sendable {
    override final var messageType: any Message.Type { M.self }
}

/// An entry whose handler runs synchronously on the posting thread.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure.
@usableFromInline
class SynchronousEntry<M: Message>: TypedEntry<M>, @unchecked Sendable {
    let handler: @Sendable (M) -> Void

    @usableFromInline
    init(
        _ handler: @escaping @Sendable (M) -> Void,
        kind: MessageBus.Registration.Kind,
        origin: RegistrationOrigin,
        sequence: UInt64,
        scope: SubjectScope?
    ) {
        self.handler = handler
        super.init(kind: kind, origin: origin, sequence: sequence, scope: scope)
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
        origin: RegistrationOrigin,
        sequence: UInt64,
        scope: SubjectScope?
    ) {
        self.onEnd = onEnd
        super.init(handler, kind: .stream, origin: origin, sequence: sequence, scope: scope)
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
        origin: RegistrationOrigin,
        sequence: UInt64,
        scope: SubjectScope?
    ) {
        self.handler = handler
        super.init(kind: .notificationForwarder, origin: origin, sequence: sequence, scope: scope)
    }
}

/// An entry whose handler runs on the main actor with the (live) owner, or with the entry itself when
/// the entry is token-owned (``MessageBus/subscribeOnMainActor(to:subject:label:file:line:handler:)``);
/// see ``MessageBus`` for when it is synchronous. Its subclasses hold the caller's handler as given,
/// so registering wraps it in no closure of the bus's own.
///
/// Safety of `@unchecked Sendable`: adds no stored properties.
class MainActorEntry<M: Message>: TypedEntry<M>, @unchecked Sendable {
    /// What the handler receives first: the owner (`nil` once it has deallocated), or the entry
    /// itself for a token-owned subscription, which is alive while the delivery holds it.
    func receiver() -> AnyObject? {
        preconditionFailure("every main-actor entry is a subclass that says what its handler receives")
    }

    /// Calls the handler with `receiver` (see ``receiver()``) and `message`.
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
        origin: RegistrationOrigin,
        sequence: UInt64,
        scope: SubjectScope?
    ) {
        self.handler = handler
        super.init(kind: .mainActorSubscription, origin: origin, sequence: sequence, scope: scope)
    }

    override func receiver() -> AnyObject? { self }

    override func callHandlerOnMainActor(_ receiver: AnyObject, _ message: M) {
        // Safety: see `callHandlerOnMainActor` in the base class; only the isolation annotation is dropped.
        let call = unsafeBitCast(handler, to: (@Sendable (M) -> Void).self)
        call(message)
    }
}

/// An owner-bound observer's entry: its handler receives the owner, typed as registered. The only
/// entry with an owner, so only observers pay for the field.
///
/// Safety of `@unchecked Sendable`: adds one `let` holding a `@Sendable` closure and one `weak let`,
/// which is only loaded (atomically, in the Swift runtime).
final class ObserverEntry<M: Message, Owner: AnyObject & Sendable>: MainActorEntry<M>, @unchecked Sendable {
    let handler: @MainActor @Sendable (Owner, M) -> Void
    private weak let typedOwner: Owner?

    init(
        _ handler: @escaping @MainActor @Sendable (Owner, M) -> Void,
        origin: RegistrationOrigin,
        sequence: UInt64,
        scope: SubjectScope?,
        owner: Owner
    ) {
        self.handler = handler
        self.typedOwner = owner
        super.init(kind: .observer, origin: origin, sequence: sequence, scope: scope)
    }

    override var owner: AnyObject? { typedOwner }

    override var ownerType: (any AnyObject.Type)? { Owner.self }

    override func receiver() -> AnyObject? { typedOwner }

    override func callHandlerOnMainActor(_ receiver: AnyObject, _ message: M) {
        // Safety: see `callHandlerOnMainActor` in the base class; only the isolation annotation is
        // dropped. The receiver of an observer entry is its owner, loaded by `receiver()` from
        // `typedOwner`, an `Owner`.
        let call = unsafeBitCast(handler, to: (@Sendable (Owner, M) -> Void).self)
        call(unsafeDowncast(receiver, to: Owner.self), message)
    }
}
