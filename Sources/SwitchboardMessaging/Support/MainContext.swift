internal import Dispatch
internal import Foundation

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
