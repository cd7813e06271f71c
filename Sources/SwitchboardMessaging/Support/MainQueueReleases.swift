internal import Dispatch

/// Strong references loaded from weak ones away from the main actor, released on the main queue:
/// an observer's owner (a view controller) must deinit on the main actor. Each gets a retain of its
/// own that only the main queue balances, so no release of the caller's can be the last.
package struct MainQueueReleases: ~Copyable {
    /// Whether the caller runs where the main actor runs, so loaded references may be dropped here.
    private let isOnMainActor = MainContext.isMainActor
    private var parked: [Unmanaged<AnyObject>] = []

    /// An empty batch for the current execution context (see ``MainContext``).
    package init() {}

    /// Whether `object`, just loaded from a weak reference, is alive; off the main actor, keeps it
    /// alive until the batch is released on the main queue.
    package mutating func isAlive(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        if !isOnMainActor { parked.append(.passRetained(object)) }
        return true
    }

    deinit {
        guard !parked.isEmpty else { return }
        let batch = ParkedReferences(parked)
        DispatchQueue.main.async { batch.release() }
    }
}

/// Retains taken off the main actor, carried to the main queue to be balanced there. Safety of `@unchecked
/// Sendable`: the array is a `let`; all that is done with the objects is one `release()` each, on the main queue.
private struct ParkedReferences: @unchecked Sendable {
    private let references: [Unmanaged<AnyObject>]

    init(_ references: [Unmanaged<AnyObject>]) {
        self.references = references
    }

    func release() {
        for reference in references {
            reference.release()
        }
    }
}
