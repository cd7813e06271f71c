internal import Dispatch

/// Strong references loaded from weak ones away from the main actor, released on the main queue:
/// an observer's owner (a view controller) must deinit on the main actor.
package struct MainQueueReleases: ~Copyable {
    /// Whether the caller runs where the main actor runs, so loaded references may be dropped here.
    private let isOnMainActor = MainContext.isMainActor
    /// The loaded references, in a box made at the first: the main queue empties it, so the last
    /// references go there even if this thread still holds the (then empty) box.
    private var parked: Locked<[AnyObject]>?

    /// An empty batch for the current execution context (see ``MainContext``).
    package init() {}

    /// Whether `object`, just loaded from a weak reference, is alive; off the main actor, keeps it
    /// alive until the batch is released on the main queue.
    package mutating func isAlive(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        guard !isOnMainActor else { return true }
        if let parked {
            parked.withLock { $0.append(object) }
        } else {
            parked = Locked([object])
        }
        return true
    }

    deinit {
        guard let batch = parked else { return }
        DispatchQueue.main.async { _ = batch.exchange([]) }
    }
}
