/// One registered observation of a ``SharedSettings``, of any kind: what it watches, where it was
/// made, and its delivery, a closure built at registration for its kind (see
/// `SharedSettings+Observation.swift`) that compares the field and calls the handler.
///
/// A token ends it through ``cancel()`` (it is the token's ``ObservationLink``); it reaches its
/// settings through a weak reference, so neither it nor its token keeps them alive.
///
/// Safety of `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type or a
/// weak reference to a `Sendable` object, except ``deliver``, only read and written under the
/// settings' lock (or before the observer is registered).
@usableFromInline
final class SettingsObserver<Value: Sendable>: ObservationLink, @unchecked Sendable {
    /// Compares the watched field of the old and new value and, if it changed, delivers it.
    /// Called outside the lock by the thread delivering the change.
    @usableFromInline typealias Delivery =
        @Sendable (_ old: Value, _ new: Value, _ context: SettingsDelivery<Value>) -> Void

    let kind: SettingsRegistration.Kind
    /// Whether the handler captures nothing strongly but package objects that hold their target
    /// weakly (a coordinator's), so a leak report does not name it as a closure that may hold the
    /// survivor.
    let handlerIsWeak: Bool
    /// Narrowed so that it shares a word with ``kind`` and ``handlerIsWeak``
    /// (`settings.bytes-per-subscription`).
    let line: Int32
    /// The watched key path, and the type of the field it reaches: a part-scoped update compares
    /// both with its part (see ``SettingsState/observers(scopedTo:)``).
    let keyPath: AnyKeyPath
    let fieldType: ObjectIdentifier
    let fileID: String
    /// Guarded by the settings' lock, and taken out when the observation ends: a delivery in
    /// progress then skips it, and the handler's captures are released with it, although the
    /// token (which needs no lock of its own) still holds this observer.
    @usableFromInline var deliver: Delivery?
    /// What only owner-bound observations and streams have, boxed so that a plain subscription,
    /// the common case, does not carry it (the `settings.bytes-per-subscription` row).
    let extras: Extras?
    weak let settings: SharedSettings<Value>?

    /// The parts of an owner-bound observation or a stream.
    final class Extras: @unchecked Sendable {
        // Safety of `@unchecked Sendable`: `retainedToken` is written once, before the observer is
        // registered (so before any other thread can reach it); the rest are `let`s of `Sendable` types.
        let ownerType: String?
        /// Loads the owner (`nil` once it has deallocated). Off the main actor, what it loads goes
        /// to ``MainQueueReleases``.
        let loadOwner: (@Sendable () -> AnyObject?)?
        /// Called, outside the lock, when the settings go away: a stream finishes there.
        let settingsDidEnd: (@Sendable () -> Void)?
        /// The token of an owner-bound observation: kept here, so that only ``cancel()`` or the
        /// owner's death ends the observation, not dropping its handle.
        var retainedToken: SubscriptionToken?

        init(
            ownerType: String?, loadOwner: (@Sendable () -> AnyObject?)?, settingsDidEnd: (@Sendable () -> Void)?
        ) {
            self.ownerType = ownerType
            self.loadOwner = loadOwner
            self.settingsDidEnd = settingsDidEnd
        }
    }

    init<Field>(
        _ kind: SettingsRegistration.Kind, watching keyPath: KeyPath<Value, Field>, of settings: SharedSettings<Value>,
        fileID: String, line: Int, ownerType: String? = nil, loadOwner: (@Sendable () -> AnyObject?)? = nil,
        handlerIsWeak: Bool = false, settingsDidEnd: (@Sendable () -> Void)? = nil, deliver: @escaping Delivery
    ) {
        self.kind = kind
        self.keyPath = keyPath
        fieldType = ObjectIdentifier(Field.self)
        self.fileID = fileID
        self.line = Int32(clamping: line)
        self.handlerIsWeak = handlerIsWeak
        self.deliver = deliver
        let hasExtras = ownerType != nil || loadOwner != nil || settingsDidEnd != nil
        extras = hasExtras ? Extras(ownerType: ownerType, loadOwner: loadOwner, settingsDidEnd: settingsDidEnd) : nil
        self.settings = settings
    }

    /// Whether the observation has ended. Read under the settings' lock.
    @usableFromInline var isEnded: Bool { deliver == nil }

    /// Ends the observation (a token's cancellation, a stream's termination); calling it again
    /// does nothing.
    func cancel() {
        settings?.remove(self)
    }

    /// The settings' record of the observation while it is registered, which leak reports name.
    var registration: AnyObject? {
        settings?.state.withLock { state in state.observers.contains { $0 === self } ? self : nil }
    }

    /// How ``SharedSettings/registrations`` lists it.
    var registrationRecord: SettingsRegistration {
        SettingsRegistration(
            kind: kind, keyPath: "\(keyPath)", ownerType: extras?.ownerType, fileID: fileID, line: Int(line))
    }

    /// Whether the owner, if the observation has one, is still alive; an owner loaded off the main
    /// actor is parked in `releases`, so that its `deinit` cannot run on this thread.
    func isOwnerAlive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard let loadOwner = extras?.loadOwner else { return true }
        return releases.isAlive(loadOwner())
    }
}

/// What a delivery closure is handed besides the values: the settings and observer it delivers for
/// (not captured by the closure, which the observer holds), and whether it runs on the main actor.
@usableFromInline
struct SettingsDelivery<Value: Sendable> {
    let settings: SharedSettings<Value>
    let observer: SettingsObserver<Value>
    let onMainActor: Bool

    @usableFromInline
    init(settings: SharedSettings<Value>, observer: SettingsObserver<Value>, onMainActor: Bool) {
        self.settings = settings
        self.observer = observer
        self.onMainActor = onMainActor
    }

    /// Runs `call` on the main actor, keeping commit order: synchronously if this delivery runs on
    /// the main actor and no earlier main-actor call of these settings is still enqueued, otherwise
    /// enqueued on the main queue (FIFO). An enqueued call is skipped if the observation ended
    /// before it ran.
    func onMain(_ call: @escaping @MainActor @Sendable () -> Void) {
        let settings = settings
        if onMainActor, settings.state.withLock({ $0.mainCallsWaiting == 0 }) {
            MainActor.assumeIsolated(call)
            return
        }
        settings.state.withLock { $0.mainCallsWaiting += 1 }
        // `nil` isolation always enqueues on the main queue. The settings are held weakly: once
        // they are gone, every observation has ended.
        MainActorDelivery.run(from: nil) { [weak settings, observer] in
            guard let settings else { return }
            if !settings.state.withLock({ _ in observer.isEnded }) { call() }
            // Decremented after the call, so an update the handler makes enqueues behind it.
            settings.state.withLock { $0.mainCallsWaiting -= 1 }
        }
    }
}

extension SettingsObserver: LeakPathReflecting {
    /// The registration as ``SharedSettings/registrations`` lists it.
    package var leakPathName: String? {
        "settings registration \(registrationRecord)"
    }

    /// The handler closure. An owner is held weakly; a stream only feeds its continuation, and a
    /// coordinator's handler holds its container weakly: neither is named.
    package var leakPathReferences: [LeakPathReference] {
        kind == .values || handlerIsWeak ? [] : [LeakPathReference(target: .closure("handler closure"))]
    }
}
