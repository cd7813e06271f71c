internal import Dispatch

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
