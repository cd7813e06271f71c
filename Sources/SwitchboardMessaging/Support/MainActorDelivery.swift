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

    /// Calls a main-actor `handler` from code its caller proved to run on the main actor (a poster
    /// whose `#isolation` is the main actor: ``isMainActor(_:)``).
    ///
    /// What `MainActor.assumeIsolated` does, minus its executor check, which costs more than the
    /// rest of a bus post on Linux (`bus.observe.main-actor`, `e2e.swap.bus`): a global-actor
    /// annotation does not change a synchronous function's calling convention, so only the
    /// annotation is dropped. In debug builds the isolation is still checked.
    static func callIsolated<M: Sendable>(_ handler: @escaping @MainActor @Sendable (M) -> Void, _ message: M) {
        #if DEBUG
            MainActor.preconditionIsolated("a main-actor poster's delivery must run on the main actor")
        #endif
        unsafeBitCast(handler, to: (@Sendable (M) -> Void).self)(message)
    }

    /// ``callIsolated(_:_:)`` for an observer's handler, which also receives its owner.
    static func callIsolated<M: Sendable>(
        _ handler: @escaping @MainActor @Sendable (AnyObject, M) -> Void, _ owner: AnyObject, _ message: M
    ) {
        #if DEBUG
            MainActor.preconditionIsolated("a main-actor poster's delivery must run on the main actor")
        #endif
        unsafeBitCast(handler, to: (@Sendable (AnyObject, M) -> Void).self)(owner, message)
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
