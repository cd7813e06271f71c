// How main-actor observers keep commit order: a handler is called synchronously only while no
// earlier main-actor delivery is still waiting on the main queue. These are instance methods of
// the lock, not statics of `SharedSettings<Value>`: observers call them from code that is not
// specialized for `Value`, where naming `SharedSettings<Value>` would look up its generic metadata
// at every delivery.
extension SettingsLock {
    /// Whether a main-actor handler can be called synchronously: the caller is on the main actor
    /// and no main-actor delivery enqueued earlier is pending (otherwise the call is enqueued
    /// behind those with ``enqueueOnMainActor(_:)``, so main-actor observers also see commit
    /// order).
    ///
    /// - Parameter onMainActor: Whether the delivering thread is on the main actor.
    func canDeliverOnMainActorNow(onMainActor: Bool) -> Bool {
        onMainActor && mainDeliveriesInFlight.withLock { $0 == 0 }
    }

    /// Enqueues a main-actor call on the main queue, behind the ones enqueued before it.
    ///
    /// - Parameter call: The call; it must re-check that the observation is still live.
    func enqueueOnMainActor(_ call: @escaping @MainActor @Sendable () -> Void) {
        mainDeliveriesInFlight.withLock { $0 += 1 }
        // `nil` isolation always enqueues on the main queue, which is FIFO.
        MainActorDelivery.run(from: nil) {
            call()
            // Decremented after the handler, so an update the handler makes also enqueues.
            self.mainDeliveriesInFlight.withLock { $0 -= 1 }
        }
    }
}
