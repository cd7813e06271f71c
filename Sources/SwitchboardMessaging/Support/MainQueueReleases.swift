internal import Dispatch

/// Strong references loaded from weak ones away from the main actor, released on the main queue:
/// an observer's owner (a view controller) must deinit on the main actor.
package struct MainQueueReleases: ~Copyable {
    /// Whether the caller runs where the main actor runs, so loaded references may be dropped here.
    private let isOnMainActor = MainContext.isMainActor
    private var parked: [AnyObject] = []

    /// An empty batch for the current execution context (see ``MainContext``).
    package init() {}

    /// Whether `object`, just loaded from a weak reference, is alive; off the main actor, keeps it
    /// alive until the batch is released on the main queue.
    package mutating func isAlive(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        if !isOnMainActor { parked.append(object) }
        return true
    }

    deinit {
        guard !parked.isEmpty else { return }
        // The main queue empties the box, so the last references go there even if this thread
        // still holds the (then empty) box when the block runs.
        let batch = Locked(parked)
        DispatchQueue.main.async { _ = batch.exchange([]) }
    }
}
