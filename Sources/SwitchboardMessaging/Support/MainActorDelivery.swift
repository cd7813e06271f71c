internal import Dispatch
internal import Foundation

/// How main-actor handlers are called once their caller is known to run on the main actor, which is
/// decided from the caller's isolation (`Thread.isMainThread` is false in Linux `@MainActor` tests).
package enum MainActorDelivery {
    /// Calls a main-actor `handler` from code proved to run on the main actor (``isMainActor(_:)``).
    static func callIsolated<M: Sendable>(_ handler: @escaping @MainActor @Sendable (M) -> Void, _ message: M) {
        MainActor.assumeIsolated { handler(message) }
    }

    package static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        isolation === MainActor.shared
    }
}

/// Whether code without a caller isolation (a property getter) runs on the main actor: the main
/// thread, or a main-queue block (on Linux under `swift test` another thread may drain the main
/// queue, so it is recognised by a queue-specific key).
enum MainContext {
    /// Tags the main queue on first use (`setSpecific` is thread-safe), then only identifies it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
