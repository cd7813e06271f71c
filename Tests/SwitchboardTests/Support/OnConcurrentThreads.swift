import Dispatch

/// Runs `body` on `threads` Dispatch threads at once and waits for all of them.
///
/// Unlike `DispatchQueue.concurrentPerform`, the wait suspends the calling task instead of
/// blocking its thread, so a long concurrent test does not take one of the two cooperative
/// threads from the tests running beside it (which then time out waiting for a task to start).
func onConcurrentThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let group = DispatchGroup()
    for thread in 0..<threads {
        DispatchQueue.global().async(group: group) { body(thread) }
    }
    await withCheckedContinuation { continuation in
        group.notify(queue: .global()) { continuation.resume() }
    }
}
