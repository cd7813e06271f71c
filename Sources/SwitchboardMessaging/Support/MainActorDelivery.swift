internal import Dispatch
internal import Foundation

/// How `observe(…by:)` handlers reach the main actor, shared by the bus and the settings.
///
/// A caller already isolated to the main actor gets a synchronous call. Anyone else enqueues
/// on the main queue, which is FIFO, so deliveries keep the order in which they were posted.
/// The decision comes from the caller's isolation, never from `Thread.isMainThread`, which is
/// false for `@MainActor` tests under `swift test` on Linux.
@usableFromInline
package enum MainActorDelivery {
    /// Runs `body` on the main actor, now if `isolation` is the main actor, otherwise later in order.
    ///
    /// - Parameters:
    ///   - isolation: The caller's isolation, as passed down from `#isolation`.
    ///   - body: The main-actor work.
    @usableFromInline
    package static func run(
        from isolation: (any Actor)?,
        _ body: @escaping @MainActor @Sendable () -> Void
    ) {
        if let isolation, isolation === MainActor.shared {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated(body)
            }
        }
    }

    /// Whether `isolation` is the main actor.
    @inlinable
    package static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        guard let isolation else { return false }
        return isolation === MainActor.shared
    }
}

/// Whether code without a caller isolation to go by (a property getter) runs on the main actor.
///
/// Posts know from their `#isolation` parameter; a property cannot take one, so introspection asks the
/// execution context instead. On Apple platforms the main actor is the main thread. On Linux under
/// `swift test` the main queue may be drained by a thread that is not the main thread, so the main
/// queue is recognised by a queue-specific key. Either way, a `deinit` started here runs where the
/// main actor runs.
enum MainContext {
    /// Tags the main queue on first use (`setSpecific` is thread-safe), then only identifies it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or inside a main-queue block.
    static var isMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// How introspection may consult observers' owners from here.
    static var ownerAccessForIntrospection: OwnerAccess {
        isMainActor ? .load : .loadReleasingOnMainQueue
    }
}
