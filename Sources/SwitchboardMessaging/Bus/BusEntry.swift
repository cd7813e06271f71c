/// One registration on a ``MessageBus``. A post reads ``isActive`` last before each call, which is what makes
/// "no new delivery after `cancel()` returns" hold without a lock around delivery.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type, a `weak let` (its
/// loads are atomic in the Swift runtime), or the activity flag, a ``Locked``. ``TypedEntry`` adds one `let` of a `Sendable` enum.
class BusEntry: @unchecked Sendable {
    let kind: MessageBus.Registration.Kind
    let messageType: any Message.Type
    let origin: RegistrationOrigin
    /// Registration order across the bus: the key of its table, and the order a post calls entries in.
    let sequence: UInt64
    let subject: SubjectReference?
    /// The owner of an owner-bound observer.
    weak let owner: (any AnyObject & Sendable)?
    let ownerType: (any AnyObject.Type)?
    /// Runs once when the entry ends (a stream finishes).
    private let onEnd: (@Sendable () -> Void)?
    private let activity = Locked(true)

    init(
        kind: MessageBus.Registration.Kind, messageType: any Message.Type, origin: RegistrationOrigin,
        sequence: UInt64, subject: AnyObject?, owner: (any AnyObject & Sendable)?, onEnd: (@Sendable () -> Void)?
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

    /// Whether deliveries may still begin.
    var isActive: Bool {
        activity.withLock { $0 }
    }

    /// Switches the entry off; `true` only for the one caller that did, so racing posts fire a one-shot once.
    @discardableResult
    func deactivate() -> Bool {
        activity.exchange(false)
    }

    /// Runs the end hook once, after the ``deactivate()`` that returned `true`, never under the bus lock.
    func didEnd() { onEnd?() }

    /// Switches the entry off and, if this call did, runs its end hook.
    func end() { if deactivate() { didEnd() } }

    /// Active, subject and owner (if any) alive; call it outside the bus lock. An owner loaded off the
    /// main actor is parked in `releases`, so that its `deinit` never runs there.
    func isLive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard isActive else { return false }
        if let subject, subject.object == nil { return false }
        return kind != .observer || releases.isAlive(owner)
    }
}

/// An entry for messages of type `M`, with the handler in the form its kind calls. Safety of `@unchecked
/// Sendable`: adds one `let` of a `Sendable` enum of `@Sendable` closures.
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
        case observer(@MainActor @Sendable (any AnyObject & Sendable, M) -> Void)
    }

    init(
        _ handler: Handler, kind: MessageBus.Registration.Kind, origin: RegistrationOrigin, sequence: UInt64,
        subject: AnyObject?, owner: (any AnyObject & Sendable)?, onEnd: (@Sendable () -> Void)?
    ) {
        self.handler = handler
        super.init(
            kind: kind, messageType: M.self, origin: origin, sequence: sequence, subject: subject, owner: owner,
            onEnd: onEnd)
    }
}

/// A subject held weakly, with its identity (the filing key) and type. A post compares the live
/// object, so a dead subject is never confused with a new object at the same address.
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

/// Where and under which name a registration was made, for introspection.
package struct RegistrationOrigin: Sendable {
    let label: String?
    let file: String
    let line: Int
    /// Whether the handler holds nothing of the app's strongly (a coordinator's): leak reports skip it.
    let handlerIsWeak: Bool

    package init(label: String?, file: String, line: Int, handlerIsWeak: Bool = false) {
        self.label = label
        self.file = file
        self.line = line
        self.handlerIsWeak = handlerIsWeak
    }
}
