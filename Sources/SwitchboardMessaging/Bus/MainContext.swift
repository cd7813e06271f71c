internal import Dispatch
internal import Foundation

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
