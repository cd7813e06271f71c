/// One registered observation of a ``SharedSettings``: what it watches, where it was made, and how it
/// is told the value. Its token ends it through ``cancel()``; it holds its settings weakly.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type or a weak
/// reference to a `Sendable` object, except ``lastNumber``, ``isQueued``, ``isHopScheduled`` and
/// ``deliver``, only read and written under the settings' lock.
final class SettingsObserver<Value: Sendable>: ObservationLink, @unchecked Sendable {
    /// Tells the observer the settings' value as of change `number`; runs outside the lock, one call
    /// at a time, and compares the watched field with the one it was told last. A baseline call (at
    /// registration, and for its writer's own commits) runs under the lock: it only reads the field
    /// and records it as told, calling no handler.
    typealias Delivery = @Sendable (_ value: Value, _ number: UInt64, _ isBaseline: Bool) -> Void

    /// What ``SharedSettings/registrations`` lists for it.
    let registration: Registration
    /// The watched key path and the type of the field it reaches, for part-scoped updates.
    let scope: SettingsScope
    /// Who writes through ``SharedSettings/update(numberedAt:writer:isolation:_:)`` as this
    /// observation's owner: a commit of that writer only sets what it was last told, calling no handler.
    let writer: ObjectIdentifier?
    /// Loads an owner-bound observation's owner; off the main actor, what it loads goes to ``MainQueueReleases``.
    let loadOwner: (@Sendable () -> AnyObject?)?
    /// Called, outside the lock, when the settings go away: a stream finishes there.
    let settingsDidEnd: (@Sendable () -> Void)?
    weak let settings: SharedSettings<Value>?
    /// Under the settings' lock: the newest change number this observer was told (or registered at).
    var lastNumber: UInt64 = 0
    /// Under the settings' lock: whether it waits in the settings' queue of observers to tell.
    var isQueued = false
    /// Under the settings' lock: a hop to the main queue waits to tell it the newest value.
    var isHopScheduled = false
    /// Under the settings' lock (set before registration); cleared when the observation ends:
    /// deliveries under way skip it, captures go.
    var deliver: Delivery?

    init<Field>(
        _ registration: Registration, watching keyPath: KeyPath<Value, Field>, of settings: SharedSettings<Value>,
        loadOwner: (@Sendable () -> AnyObject?)?, writer: ObjectIdentifier?,
        settingsDidEnd: (@Sendable () -> Void)?
    ) {
        self.registration = registration
        self.writer = writer
        scope = SettingsScope(keyPath)
        self.loadOwner = loadOwner
        self.settingsDidEnd = settingsDidEnd
        self.settings = settings
    }

    /// Whether its handler runs on the main actor: told from another thread, it gets one hop.
    var callsOnMainActor: Bool {
        registration.kind == .observer || registration.kind == .mainActorSubscription
    }

    /// Ends the observation; calling it again does nothing.
    func cancel() {
        settings?.removeObservers { $0 === self }
    }

    /// The settings' record of the observation while it is registered, which leak reports name: its
    /// delivery is set before registration and cleared by the removal, both under the lock.
    var registryRecord: AnyObject? {
        settings?.state.withLock { _ in deliver != nil } == true ? self : nil
    }

    /// Registered, and its owner (if it has one) alive.
    var isLive: Bool {
        var releases = MainQueueReleases()
        return registryRecord != nil && isOwnerAlive(parkingIn: &releases)
    }

    /// Whether the owner, if there is one, is alive; one loaded off the main actor is parked in `releases`.
    func isOwnerAlive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard let loadOwner else { return true }
        return releases.isAlive(loadOwner())
    }
}

extension SettingsObserver: LeakPathReflecting {
    /// The registration as ``SharedSettings/registrations`` lists it.
    package var leakPathName: String? {
        "settings registration \(registration)"
    }

    /// The handler closure, unless it holds nothing of the app's (see ``Registration/handlerReferences``).
    package var leakPathReferences: [LeakPathReference] { registration.handlerReferences }
}
