/// One registration on a ``MessageBus``. A post reads ``isActive`` last before each call, which is what makes
/// "no new delivery after `cancel()` returns" hold without a lock around delivery.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type, a `weak let` (its
/// loads are atomic in the Swift runtime), or the activity flag, a ``Locked``.
final class BusEntry: ObservationLink, @unchecked Sendable {
    /// What ``MessageBus/registrations`` lists for it.
    let registration: Registration
    /// The identity of its message type, which files it.
    let channel: ObjectIdentifier
    let handler: Handler
    /// Registration order across the bus: the key of its list, and the order a post calls entries in.
    let sequence: UInt64
    /// The subject's identity, the filing key; `nil` for an entry that hears every subject.
    let subjectID: ObjectIdentifier?
    /// The subject, held weakly. A post compares the live object, so a dead subject is never confused
    /// with a new object at the same address.
    weak let subject: AnyObject?
    /// The owner of an owner-bound observer.
    weak let owner: (any AnyObject & Sendable)?
    /// The bus that files it, held weakly: a token keeps its entry, never the bus.
    weak let bus: MessageBus?
    /// Runs once when the entry ends (a stream finishes).
    private let onEnd: (@Sendable () -> Void)?
    private let activity = Locked(true)

    /// How a post calls the entry. The message arrives as posted, an existential: the post path is
    /// not generic, so it never looks up generic metadata per entry; ``typed(_:)`` restores its type.
    enum Handler: Sendable {
        /// On the posting thread, with the post's subject (which only the notification forwarder reads).
        case now(@Sendable (any Message, AnyObject?) -> Void)
        /// On the main actor, with an owner-bound observer's owner loaded there (`nil` for other kinds).
        case mainActor(@MainActor @Sendable ((any AnyObject & Sendable)?, any Message) -> Void)

        /// `.now`, for a handler of `M` messages that does not read the subject.
        static func posting<M: Message>(_ handler: @escaping @Sendable (M) -> Void) -> Self {
            .now { message, _ in handler(typed(message)) }
        }
    }

    init(
        _ handler: Handler, for type: any Message.Type, registration: Registration, sequence: UInt64,
        subject: AnyObject?, owner: (any AnyObject & Sendable)?, bus: MessageBus,
        onEnd: (@Sendable () -> Void)?
    ) {
        self.handler = handler
        channel = ObjectIdentifier(type)
        self.registration = registration
        self.sequence = sequence
        subjectID = subject.map(ObjectIdentifier.init)
        self.subject = subject
        self.owner = owner
        self.bus = bus
        self.onEnd = onEnd
    }

    var kind: Registration.Kind { registration.kind }

    /// `message` as the type its handler takes. Entries are filed under their message type, so a post
    /// of another type never reaches them and the cast cannot fail; forced, because an optional `M`
    /// would cost a generic metadata lookup per call.
    static func typed<M: Message>(_ message: any Message) -> M {
        // swift-format-ignore: NeverForceUnwrap
        message as! M
    }

    /// Whether deliveries may still begin.
    var isActive: Bool {
        activity.withLock { $0 }
    }

    /// Switches the entry off; `true` only for the one caller that did, so racing posts fire a one-shot once.
    func deactivate() -> Bool {
        activity.exchange(false)
    }

    /// Switches the entry off and, if this call did, runs its end hook (once, never under the bus lock).
    func end() { if deactivate() { onEnd?() } }

    /// Active, subject and owner (if any) alive; call it outside the bus lock. An owner loaded off the
    /// main actor is parked in `releases`, so that its `deinit` never runs there.
    func isLive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard isActive else { return false }
        if subjectID != nil, subject == nil { return false }
        return kind != .observer || releases.isAlive(owner)
    }

    var isLive: Bool {
        var releases = MainQueueReleases()
        return isLive(parkingIn: &releases)
    }

    /// Unregisters and ends the entry. Each caller switches it off before returning, so a racing
    /// `cancel()` that finds it unregistered also returns only once no delivery can begin; a bus
    /// that is gone ended it already.
    func cancel() {
        if let bus { bus.retire([self]) } else { end() }
    }

    var registryRecord: AnyObject? { self }
}
