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
}
