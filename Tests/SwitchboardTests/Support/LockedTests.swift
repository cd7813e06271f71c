import Foundation
import Testing

@testable import SwitchboardMessaging

@Suite("Locked")
struct LockedTests {
    private struct Boom: Error, Equatable {}

    @Test("withLock returns the body's value")
    func returnsBodyValue() {
        let locked = Locked(41)
        let result = locked.withLock { value -> Int in
            value += 1
            return value * 2
        }
        #expect(result == 84)
        #expect(locked.withLock { $0 } == 42)
    }

    @Test("withLock rethrows and keeps mutations made before the throw")
    func rethrowsBodyError() {
        let locked = Locked([Int]())
        #expect(throws: Boom.self) {
            try locked.withLock { value in
                value.append(1)
                throw Boom()
            }
        }
        #expect(locked.withLock { $0 } == [1])
    }

    @Test("two threads incrementing never lose an update")
    func mutualExclusion() async {
        let locked = Locked(0)
        let iterations = 100_000
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<iterations {
                    locked.withLock { $0 += 1 }
                }
            }
        }
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }
        #expect(locked.withLock { $0 } == 2 * iterations)
    }

    @Test("a thread taking a lock it already holds is stopped with an explanation, not left hanging")
    func reentrantLockingStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let locked = Locked(0)
            let returned = returnsInTime {
                locked.withLock { _ in locked.withLock { $0 += 1 } }
            }
            exit(returned ? EXIT_SUCCESS : 42)
        }
        guard let result else { return }
        #expect(result.exitStatus != .exitCode(42), "the child deadlocked instead of stopping")
        let diagnostic = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(diagnostic.contains("Locked<Int> was locked again by the thread that already holds it"))
    }

    @Test("nesting two different locks, and waiting for another thread's lock, are fine (negative control)")
    func nestedDistinctLocksAreFine() async {
        let outer = Locked(0)
        let inner = Locked(0)
        outer.withLock { value in
            value = inner.withLock { inner in
                inner += 1
                return inner
            }
        }
        #expect(outer.withLock { $0 } == 1)
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread {
            outer.withLock { _ in
                held.signal()
                release.wait()
            }
        }
        .start()
        held.wait()
        let waiter = startThread(named: "waiter") { outer.withLock { $0 += 1 } }
        release.signal()
        #expect(waiter.wait(timeout: .now() + 60) == .success)
        #expect(outer.withLock { $0 } == 2)
    }
}
