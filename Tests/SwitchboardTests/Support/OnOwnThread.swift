import Foundation

/// Runs `body` on a thread of its own and suspends until it returns, with its result or its error.
///
/// For long synchronous work, such as a fuzz run of thousands of sequences: on the cooperative pool
/// it would hold one of the two threads for a minute under a sanitizer, and every test beside it
/// that waits for a task to run would wait that long too.
func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
