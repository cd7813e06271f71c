/// One registered observation of a ``SharedSettings``. Each kind of observation is a subclass
/// that holds its key path and handler itself, so a registration is one object and a delivery
/// allocates nothing.
///
/// A subscription's token ends it through this object (it is the token's ``ObservationLink``),
/// which reaches the settings' lock through a weakly held ``SettingsLockAnchor``, so a token
/// never keeps the settings alive.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type, or a
/// weak reference to a `Sendable` object, except ``isEnded``, which is only read and written while
/// the settings' lock is held.
@usableFromInline
class SettingsObserver<Value: Sendable>: ObservationLink, @unchecked Sendable {
    /// Set, under the settings' lock, when the observation ends, so a delivery in progress skips
    /// it. Read only under that lock.
    @usableFromInline var isEnded = false
    let kind: SettingsRegistration.Kind
    /// Where the watched field is stored inline in `Value`, or -1 (see ``SettingsField``).
    /// Narrowed, like the line, so that both pack beside the flags in one word.
    let fieldOffset: Int16
    /// The registering line.
    private let narrowLine: Int32
    let fileID: String
    /// The watched key path and the type of the field it reaches, which a part-scoped update
    /// compares with its part (see ``SettingsState/observers(scopedTo:)``).
    let watched: AnyKeyPath
    let watchedType: ObjectIdentifier
    /// Reaches the lock of the settings the observation belongs to, while they live.
    private weak let anchor: SettingsLockAnchor<Value>?

    init(
        kind: SettingsRegistration.Kind, fieldOffset: Int16, watching keyPath: AnyKeyPath, of fieldType: Any.Type,
        fileID: String, line: Int, anchor: SettingsLockAnchor<Value>
    ) {
        self.kind = kind
        watched = keyPath
        watchedType = ObjectIdentifier(fieldType)
        self.fieldOffset = fieldOffset
        self.fileID = fileID
        narrowLine = Int32(clamping: line)
        self.anchor = anchor
    }

    /// Delivers one committed change: compares the watched part of `old` and `new` and, if it
    /// changed, calls the handler now or hands it to the main actor. Called outside the lock, by
    /// the thread that holds the delivery role, after checking ``isEnded``.
    ///
    /// - Parameters:
    ///   - old: The value before the change; valid during the call only.
    ///   - new: The value the change committed; valid during the call only.
    ///   - lock: The settings' lock, for main-actor deliveries to take their turn.
    ///   - onMainActor: Whether the delivering thread is on the main actor.
    @usableFromInline
    func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {}

    /// The id that ends the observation from outside (an owner-bound observation's token, a
    /// stream's termination), for kinds that have one; the others are ended through this object.
    var id: UInt64? { nil }

    /// The registering line.
    var line: Int { Int(narrowLine) }

    /// The watched key path, as Swift prints it.
    var keyPathDescription: String { "" }

    /// The owner's type name, for owner-bound observations.
    var ownerType: String? { nil }

    /// Whether the observation has an owner whose life bounds it.
    var hasOwner: Bool { false }

    /// Loads the owner from its weak reference: `nil` once it has deallocated, or when there is
    /// no owner. The strong reference it returns may be the owner's last, so off the main actor it
    /// goes to ``MainQueueReleases``.
    func loadOwner() -> AnyObject? { nil }

    /// Called, outside the lock, when the settings themselves go away: a stream ends here.
    func settingsDidEnd() {}

    /// How ``SharedSettings/registrations`` lists it.
    var registrationRecord: SettingsRegistration {
        SettingsRegistration(kind: kind, keyPath: keyPathDescription, ownerType: ownerType, fileID: fileID, line: line)
    }

    /// Whether the owner, if the observation has one, is still alive.
    ///
    /// - Parameter releases: Where an owner loaded off the main actor is parked, so that its
    ///   `deinit` cannot run on this thread.
    func isOwnerAlive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard hasOwner else { return true }
        return releases.isAlive(loadOwner())
    }

    /// Ends the observation (the token's cancellation).
    func cancel() {
        SharedSettings<Value>.removeObserver(self, from: anchor?.lock)
    }

    /// The settings' record of the observation while it is registered, which leak reports name.
    var registration: AnyObject? {
        anchor?.lock.withLock { state in state.observers.contains { $0 === self } ? self : nil }
    }
}
