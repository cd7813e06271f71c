internal import Dispatch

/// Strong references loaded from weak ones away from the main actor, kept until the main queue
/// releases them.
///
/// Loading a weak reference yields a strong one. If the object's last other reference goes away
/// meanwhile, whoever drops the loaded one runs the object's `deinit`; for an observer's owner,
/// typically a view controller, that must be the main actor. So code that has to learn whether an
/// owner is alive from another thread parks each owner it loaded here, and the batch is released
/// on the main queue when this value goes away.
///
/// Each parked object gets a retain of its own before the caller's reference is dropped, and only
/// the main queue balances it, so the caller's release can never be the last one, however the
/// optimiser orders the caller's own releases.
///
/// <!-- illustrative -->
/// ```swift
/// var releases = MainQueueReleases()
/// let alive = releases.isAlive(weakOwner.object)   // loads; parks the owner unless on the main actor
/// ```
package struct MainQueueReleases: ~Copyable {
    /// Whether the caller runs where the main actor runs, so loaded references may be dropped here.
    package let isOnMainActor: Bool
    private var parked: [Unmanaged<AnyObject>] = []

    /// Starts an empty batch for code running in the current execution context.
    ///
    /// The main actor is recognised from the execution context (see ``MainContext``), since
    /// property getters have no caller isolation to go by.
    package init() {
        isOnMainActor = MainContext.isMainActor
    }

    /// Keeps `object` alive until the batch is released on the main queue.
    ///
    /// - Parameter object: A reference loaded off the main actor.
    package mutating func park(_ object: AnyObject) {
        parked.append(.passRetained(object))
    }

    /// Whether `object`, just loaded from a weak reference, is alive; parks it when off the main
    /// actor, so its `deinit` cannot run here.
    ///
    /// - Parameter object: The result of loading the weak reference.
    /// - Returns: `object != nil`.
    package mutating func isAlive(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        if !isOnMainActor {
            park(object)
        }
        return true
    }

    deinit {
        guard !parked.isEmpty else { return }
        let batch = ParkedReferences(parked)
        DispatchQueue.main.async { batch.release() }
    }
}

/// Retains taken off the main actor, carried to the main queue to be balanced there.
///
/// Safety of `@unchecked Sendable`: the array is a `let`; the only thing ever done with the objects
/// is the one `release()` of each retain, on the main queue.
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
