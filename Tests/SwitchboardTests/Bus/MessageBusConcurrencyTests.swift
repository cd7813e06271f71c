import Dispatch
import Foundation
import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus under concurrency")
struct MessageBusConcurrencyTests {
    @Test("posts from many threads reach every subscriber exactly once each, despite churn elsewhere")
    func exactCountsAcrossThreads() async {
        let bus = MessageBus()
        let threads = 4
        let postsPerThread = 5_000
        let counters = (0..<3).map { _ in Locked(0) }
        let tokens = counters.map { counter in bus.subscribe(to: Ping.self) { _ in counter.withLock { $0 += 1 } } }
        let churned = Locked(0)
        await onConcurrentThreads(threads + 1) { worker in
            if worker == threads {
                // Subscribers of this type and of another come and go during the posts.
                for _ in 0..<500 {
                    bus.subscribe(to: Pong.self) { _ in }.cancel()
                    let passing = bus.subscribe(to: Ping.self) { _ in churned.withLock { $0 += 1 } }
                    passing.cancel()
                }
            } else {
                for value in 0..<postsPerThread { bus.post(Ping(value: value)) }
            }
        }
        for counter in counters {
            #expect(counter.withLock { $0 } == threads * postsPerThread)
        }
        #expect(bus.subscriberCount(for: Ping.self) == tokens.count)
    }

    @Test("a one-shot raced by several threads fires exactly once")
    func oneShotRace() async {
        let bus = MessageBus()
        let fired = Locked(0)
        let token = bus.subscribeOnce(to: Ping.self) { _ in fired.withLock { $0 += 1 } }
        await onConcurrentThreads(4) { _ in
            for value in 0..<1_000 { bus.post(Ping(value: value)) }
        }
        #expect(fired.withLock { $0 } == 1)
        #expect(token.isCancelled)
    }

    @Test("after cancel() returns on one thread, a post that starts later on another delivers nothing")
    func noDeliveryAfterCancelReturns() {
        #expect(deliveriesAfterSignal(cancelling: true) == 0)
    }

    @Test("negative control: without cancel the same detector sees deliveries after the signal")
    func detectorCatchesLateDelivery() {
        #expect(deliveriesAfterSignal(cancelling: false) > 0)
    }

    /// One thread posts continuously; another cancels (or not) and then raises a flag. The poster
    /// reads the flag before each post, so any delivery inside a post that began after the flag is a
    /// delivery that began after `cancel()` returned.
    private func deliveriesAfterSignal(cancelling: Bool) -> Int {
        let bus = MessageBus()
        let signalled = Locked(false)
        let postStartedAfterSignal = Locked(false)
        let lateDeliveries = Locked(0)
        let delivered = Locked(0)
        let token = bus.subscribe(to: Ping.self) { _ in
            delivered.withLock { $0 += 1 }
            if postStartedAfterSignal.withLock({ $0 }) { lateDeliveries.withLock { $0 += 1 } }
        }
        let posterDone = DispatchSemaphore(value: 0)
        // A dedicated thread, so the poster and the canceller surely run at the same time.
        let poster = Thread {
            var postsAfterSignal = 0
            while postsAfterSignal < 200 {
                let late = signalled.withLock { $0 }
                postStartedAfterSignal.withLock { $0 = late }
                bus.post(Ping(value: 0))
                if late { postsAfterSignal += 1 }
            }
            posterDone.signal()
        }
        poster.start()
        while delivered.withLock({ $0 }) < 100 {}
        if cancelling { token.cancel() }
        signalled.withLock { $0 = true }
        posterDone.wait()
        token.cancel()
        return lateDeliveries.withLock { $0 }
    }
}
