#if !canImport(os) && canImport(Synchronization)
    internal import Synchronization
#endif

/// One registration on a ``MessageBus``: what it listens to, who made it and where, and whether it
/// is still on.
///
/// The bus files entries by message type and subject (``BusState``). A post copies the lists it
/// needs under the bus lock, unlocks, and reads ``isActive`` as the last step before each call:
/// that is what makes "after `cancel()` returns, no new delivery begins" hold without a lock held
/// around delivery.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type, a
/// `weak let` (its loads are atomic in the Swift runtime), or the activity flag, an `Atomic` on
/// Linux and a `Locked` on Apple platforms (where `Atomic` needs iOS 18). ``TypedEntry`` adds one
/// `let` of a `Sendable` enum.
class BusEntry: @unchecked Sendable {
    let kind: MessageBus.Registration.Kind
    let messageType: any Message.Type
    let origin: RegistrationOrigin
    /// Registration order across the bus: a post for a subject merges the unscoped list and the
    /// subject's by it, and introspection sorts by it.
    let sequence: UInt64
    /// The subject the entry is scoped to; `nil` when it takes posts for every subject.
    let subject: SubjectReference?
    /// The owner of an owner-bound observer, held weakly; `nil` for other entries.
    weak let owner: AnyObject?
    /// The owner's type as registered, for introspection.
    let ownerType: (any AnyObject.Type)?
    /// Runs once when the entry ends (a stream finishes); `nil` for every other kind.
    private let onEnd: (@Sendable () -> Void)?
    #if canImport(os)
        private let activity = Locked(true)
    #else
        private let activity = Atomic(true)
    #endif

    init(
        kind: MessageBus.Registration.Kind, messageType: any Message.Type, origin: RegistrationOrigin,
        sequence: UInt64, subject: AnyObject?, owner: AnyObject?, onEnd: (@Sendable () -> Void)?
    ) {
        self.kind = kind
        self.messageType = messageType
        self.origin = origin
        self.sequence = sequence
        self.subject = subject.map(SubjectReference.init)
        self.owner = owner
        self.ownerType = owner.map { type(of: $0) }
        self.onEnd = onEnd
    }

    /// Where the bus files the entry.
    var key: ChannelKey { ChannelKey(type: ObjectIdentifier(messageType), subject: subject?.id) }

    /// Whether deliveries may still begin.
    var isActive: Bool {
        #if canImport(os)
            activity.withLock { $0 }
        #else
            activity.load(ordering: .acquiring)
        #endif
    }

    /// Switches the entry off; `true` only for the one caller that switched it, which is how two
    /// racing posts deliver a one-shot once.
    @discardableResult
    func deactivate() -> Bool {
        #if canImport(os)
            activity.withLock { active in
                defer { active = false }
                return active
            }
        #else
            activity.exchange(false, ordering: .sequentiallyConsistent)
        #endif
    }

    /// Runs the end hook; call it once, after the call to ``deactivate()`` that returned `true`, and
    /// never under the bus lock (finishing a stream may run its termination handler).
    func didEnd() {
        onEnd?()
    }

    /// Switches the entry off and, if this call did, runs its end hook. Outside the bus lock.
    func end() {
        if deactivate() { didEnd() }
    }

    /// Active, subject alive, and (as `owners` allows) owner alive.
    ///
    /// Loads weak references, so call it outside the bus lock: a load can briefly hold the last
    /// strong reference, whose release may run a `deinit` that uses the bus.
    ///
    /// - Parameters:
    ///   - owners: Whether and how an owner may be loaded on this thread.
    ///   - loadedOwners: With ``OwnerAccess/loadReleasingOnMainQueue``, receives the owners loaded
    ///     here, which the caller must release on the main queue.
    func isLive(owners: OwnerAccess, loadedOwners: inout [AnyObject]) -> Bool {
        guard isActive else { return false }
        if let subject, subject.object == nil { return false }
        guard kind == .observer else { return true }
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

/// An entry for messages of type `M`, holding the handler in the form its kind calls.
///
/// Safety of `@unchecked Sendable`: adds one `let` of a `Sendable` enum of `@Sendable` closures.
final class TypedEntry<M: Message>: BusEntry, @unchecked Sendable {
    let handler: Handler

    /// How a post calls the entry.
    enum Handler: Sendable {
        /// On the posting thread (subscriptions, one-shots, streams).
        case now(@Sendable (M) -> Void)
        /// On the posting thread, with the post's subject (the notification forwarder).
        case withSubject(@Sendable (M, AnyObject?) -> Void)
        /// On the main actor (token-owned main-actor subscriptions).
        case mainActor(@MainActor @Sendable (M) -> Void)
        /// On the main actor, with the owner loaded there (owner-bound observers).
        case observer(@MainActor @Sendable (AnyObject, M) -> Void)
    }

    init(
        _ handler: Handler, kind: MessageBus.Registration.Kind, origin: RegistrationOrigin, sequence: UInt64,
        subject: AnyObject?, owner: AnyObject? = nil, onEnd: (@Sendable () -> Void)? = nil
    ) {
        self.handler = handler
        super.init(
            kind: kind, messageType: M.self, origin: origin, sequence: sequence, subject: subject, owner: owner,
            onEnd: onEnd)
    }
}

/// A subject held weakly, with its identity (the filing key, kept after it deallocates) and type.
///
/// A post compares the live object, not only the identity, so an entry for a deallocated subject is
/// never confused with a new object at the same address.
struct SubjectReference {
    weak var object: AnyObject?
    let id: ObjectIdentifier
    let type: any AnyObject.Type

    init(_ object: AnyObject) {
        self.object = object
        id = ObjectIdentifier(object)
        type = Swift.type(of: object)
    }
}

/// Where entries are filed: the message type, and the subject's identity for a scoped entry.
struct ChannelKey: Hashable {
    let type: ObjectIdentifier
    let subject: ObjectIdentifier?
}

/// Where and under which name a registration was made, for introspection.
package struct RegistrationOrigin: Sendable {
    let label: String?
    let file: String
    let line: Int
    /// Whether the handler captures nothing strongly but package objects (a coordinator's), so
    /// a leak report does not name it as a closure that may hold the survivor.
    let handlerIsWeak: Bool

    package init(label: String?, file: String, line: Int, handlerIsWeak: Bool = false) {
        self.label = label
        self.file = file
        self.line = line
        self.handlerIsWeak = handlerIsWeak
    }
}

/// How purge and introspection may learn whether an observer's owner is still alive.
///
/// Loading a weak reference yields a strong one; if the owner's last other reference goes away on
/// the main actor meanwhile, whoever releases the loaded one runs the owner's `deinit`. For a view
/// controller that must be the main actor, so off it the bus either does not load owners or hands
/// what it loaded to the main queue to release.
enum OwnerAccess {
    /// On the main actor: load owners.
    case load
    /// Off the main actor, on the posting path: an observer counts as live until its main-actor
    /// delivery finds its owner gone.
    case skip
    /// Off the main actor, for introspection: load owners and release them on the main queue.
    case loadReleasingOnMainQueue
}
