import Switchboard

// `MenuToggled`, the menu opened or closed, is in DocExamples/DocExampleFixtures.swift.

/// A page was shown: another `Equatable` message type.
struct PageShown: Message, Equatable {
    var index: Int
}

/// A message that is not `Equatable`: recorders compare it by its printed form.
struct Ping: Message {
    var note: String
}

/// A screen that subscribes to the bus the wrong way: its handler captures `self` strongly and
/// it keeps its own token, so the bus keeps the screen alive and the subscription never ends.
final class SelfCapturingListener: Sendable {
    private let tokens = Locked<[SubscriptionToken]>([])
    private let toggles = Locked(0)

    /// Subscribes with a strong capture of `self`, registered at the caller's site.
    func listen(on bus: MessageBus, fileID: String = #fileID, line: Int = #line) {
        let token = bus.subscribe(to: MenuToggled.self, label: "listener", file: fileID, line: line) { _ in
            self.toggles.withLock { $0 += 1 }
        }
        tokens.withLock { $0.append(token) }
    }
}

/// A screen that subscribes the right way: the token is its own, the handler captures nothing
/// of it, so releasing the screen ends the subscription.
final class WellBehavedListener: Sendable {
    private let token = Locked<SubscriptionToken?>(nil)
    let toggles = Locked(0)

    func listen(on bus: MessageBus) {
        let toggles = self.toggles
        let subscription = bus.subscribe(to: MenuToggled.self) { _ in toggles.withLock { $0 += 1 } }
        token.withLock { $0 = subscription }
    }
}

/// An object that owns main-actor observations.
final class ObservingOwner: Sendable {}
