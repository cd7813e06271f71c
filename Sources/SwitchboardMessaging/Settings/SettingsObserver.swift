/// One registered observation of a ``SharedSettings``: what it watches, where it was made, and its delivery
/// closure. Its token ends it through ``cancel()``; it holds its settings weakly. Safety of `@unchecked Sendable`:
/// every stored property is a `let` of a `Sendable` type or a weak reference to a `Sendable` object, except
/// ``deliver``, only read and written under the settings' lock (or before the observer is registered).
final class SettingsObserver<Value: Sendable>: ObservationLink, @unchecked Sendable {
    /// Delivers the watched field if it changed between the old and new value; runs outside the lock.
    /// After a write through a part, `old` is the new value and the part knows the old one.
    typealias Delivery =
        @Sendable (_ old: Value, _ new: Value, _ part: SettingsPartScope<Value>?, _ context: SettingsDelivery<Value>)
        -> Void

    let kind: SettingsRegistration.Kind
    /// Whether the handler holds nothing of the app's strongly (a coordinator's): leak reports skip it.
    let handlerIsWeak: Bool
    /// Narrowed to share a word with ``kind`` and ``handlerIsWeak`` (`settings.bytes-per-subscription`).
    let line: Int32
    /// The watched key path and the type of the field it reaches, for part-scoped updates.
    let keyPath: AnyKeyPath
    let fieldType: ObjectIdentifier
    let fileID: String
    /// Under the settings' lock; cleared when the observation ends: deliveries under way skip it, captures go.
    var deliver: Delivery?
    /// What only owner-bound observations and streams have, boxed (`settings.bytes-per-subscription`).
    let extras: Extras?
    weak let settings: SharedSettings<Value>?

    /// The parts of an owner-bound observation or a stream.
    final class Extras: @unchecked Sendable {
        // Safety of `@unchecked Sendable`: `retainedToken` is never read, written before registration and by the
        // one thread that removed the observer (under the lock, so after); the rest are `let`s of `Sendable` types.
        let ownerType: String?
        /// Loads the owner; off the main actor, what it loads goes to ``MainQueueReleases``.
        let loadOwner: (@Sendable () -> AnyObject?)?
        /// Called, outside the lock, when the settings go away: a stream finishes there.
        let settingsDidEnd: (@Sendable () -> Void)?
        /// An owner-bound observation's token, so dropping its handle ends nothing: a cycle until removal.
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

    /// Read under the settings' lock.
    var isEnded: Bool { deliver == nil }
    /// ``deliver`` in a struct, read under the lock: specialized code re-abstracts a bare closure taken
    /// out of generic storage, an allocation per delivery (`e2e.swap.shared-settings`).
    var read: DeliveryRead { DeliveryRead(deliver: deliver) }
    struct DeliveryRead { let deliver: Delivery? }

    /// Ends the observation; calling it again does nothing.
    func cancel() {
        settings?.remove(self)
    }

    /// The settings' record of the observation while it is registered, which leak reports name.
    var registration: AnyObject? {
        settings?.state.withLock { state in state.observers.contains { $0 === self } ? self : nil }
    }

    var registrationRecord: SettingsRegistration {
        SettingsRegistration(
            kind: kind, keyPath: "\(keyPath)", ownerType: extras?.ownerType, fileID: fileID, line: Int(line))
    }

    /// Whether the owner, if there is one, is alive; one loaded off the main actor is parked in `releases`.
    func isOwnerAlive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard let loadOwner = extras?.loadOwner else { return true }
        return releases.isAlive(loadOwner())
    }
}

/// What a delivery closure is handed besides the values (the observer holds it), for that call only.
struct SettingsDelivery<Value: Sendable> {
    let settings: SharedSettings<Value>
    let observer: SettingsObserver<Value>
    let onMainActor: Bool
    /// On the main actor with no main-actor call enqueued when the delivery began.
    let callsNow: Bool

    init(settings: SharedSettings<Value>, observer: SettingsObserver<Value>, onMainActor: Bool, callsNow: Bool) {
        (self.settings, self.observer, self.onMainActor, self.callsNow) = (settings, observer, onMainActor, callsNow)
    }

    /// Runs `call` on the main actor in commit order (now when ``callsNow``), skipped if the observation ends first.
    func onMain(_ call: @escaping @MainActor @Sendable () -> Void) {
        if callsNow { return MainActorDelivery.callIsolated(call) }
        let settings = settings
        settings.state.withLock { $0.mainCallsWaiting += 1 }
        // Settings held weakly: once they are gone, every observation has ended.
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

    /// The handler closure, unless it holds nothing of the app's (a stream's, a coordinator's).
    package var leakPathReferences: [LeakPathReference] {
        kind == .values || handlerIsWeak ? [] : [LeakPathReference(target: .closure("handler closure"))]
    }
}
