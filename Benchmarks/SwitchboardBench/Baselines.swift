import Dispatch
import Foundation
import Switchboard

// The rows Switchboard is compared against: a weak-delegate call, Foundation's notification
// centre and a bare main-queue hop, measured in the same process and run as the
// library's own rows.

protocol BaselineSwapDelegate: AnyObject {
    func swapRequested(_ value: Int)
}

final class BaselineContainer: BaselineSwapDelegate {
    var total = 0
    func swapRequested(_ value: Int) { total &+= value }
}

final class WeakChild {
    weak var delegate: (any BaselineSwapDelegate)?
    init(delegate: any BaselineSwapDelegate) { self.delegate = delegate }
}

/// Counts deliveries from any thread and wakes a waiter when a target count is reached.
final class DeliveryCounter: Sendable {
    private let state = Locked((count: 0, target: Int.max))
    private let reached = DispatchSemaphore(value: 0)

    func expect(_ target: Int) {
        state.withLock { $0 = (0, target) }
    }

    func deliver() {
        let done = state.withLock { state -> Bool in
            state.count += 1
            return state.count == state.target
        }
        if done { reached.signal() }
    }

    func waitForTarget() { reached.wait() }
}

/// A main-actor receiver, standing in for a view controller that observes something.
@MainActor
final class Screen {
    private(set) var received = 0
    var total = 0

    func receive(_ value: Int) {
        received += 1
        total &+= value
    }

    func reset() { received = 0 }

    /// Runs the main queue until `count` deliveries have arrived. The benchmark's main thread is
    /// otherwise busy timing, so enqueued main-actor work only runs while this spins the run loop.
    func drainMainQueue(until count: Int) {
        while received < count {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
        }
    }
}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, *)
struct FoundationPing: NotificationCenter.AsyncMessage {
    typealias Subject = AnyObject
}

@MainActor
enum Baselines {
    static let legacyName = Notification.Name("SwitchboardBench.menuTapped")

    static func all() -> [Benchmark] {
        // Foundation's typed messages need the 2025 systems on Apple platforms; there the row is
        // left out below them (its targets then say "not measured").
        let foundationRows: [Benchmark]
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, *) {
            foundationRows = [foundationAsyncMessage()]
        } else {
            foundationRows = []
        }
        return [weakDelegateCall()] + notificationCenterRows() + foundationRows
            + [mainQueueHop()]
    }

    static func weakDelegateCall() -> Benchmark {
        Benchmark("baseline.weak-delegate", "weak var delegate, then call (the baseline for ratios)") {
            let container = BaselineContainer()
            let child = WeakChild(delegate: container)
            return Fixture { iterations in
                for index in 0..<iterations { child.delegate?.swapRequested(index) }
                blackHole(container.total)
            }
        }
    }

    static func notificationCenterRows() -> [Benchmark] {
        [(1, 0, "1 block observer"), (10, 0, "10 block observers"), (1, 10_000, "1 observer + 10,000 of other names")]
            .map { observers, others, label in
                let name = "foundation.post.\(observers)-observers" + (others > 0 ? "+\(others)-others" : "")
                return Benchmark(name, "NotificationCenter.post(name:object:), \(label)") {
                    let center = NotificationCenter()
                    let tally = Tally()
                    var tokens: [any NSObjectProtocol] = []
                    for _ in 0..<observers {
                        tokens.append(
                            center.addObserver(forName: legacyName, object: nil, queue: nil) { _ in tally.add(1) })
                    }
                    for index in 0..<others {
                        let otherName = Notification.Name("other.\(index)")
                        tokens.append(center.addObserver(forName: otherName, object: nil, queue: nil) { _ in })
                    }
                    return Fixture { iterations in
                        for _ in 0..<iterations { center.post(name: legacyName, object: nil) }
                        blackHole(tokens.count)
                        blackHole(tally.total)
                    }
                }
            }
    }

    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, *)
    static func foundationAsyncMessage() -> Benchmark {
        Benchmark(
            "foundation.async-message",
            "NotificationCenter typed AsyncMessage, per message: bursts of 100 posts, each until the observer saw all"
        ) {
            let center = NotificationCenter()
            let counter = DeliveryCounter()
            let token = center.addObserver(of: nil as AnyObject?, for: FoundationPing.self) { _ in
                counter.deliver()
            }
            return Fixture { iterations in
                Burst.forEach(iterations) { burst in
                    counter.expect(burst.count)
                    for _ in burst { center.post(FoundationPing()) }
                    counter.waitForTarget()
                }
                blackHole(token)
            }
        }
    }

    static func mainQueueHop() -> Benchmark {
        Benchmark(
            "baseline.main-queue-hop",
            "DispatchQueue.main.async from a background thread, per hop: bursts of 100 until all ran on the main actor"
        ) {
            let screen = Screen()
            return Fixture { iterations in
                Burst.forEach(iterations) { burst in
                    screen.reset()
                    DispatchQueue.global().async {
                        for index in burst {
                            DispatchQueue.main.async { MainActor.assumeIsolated { screen.receive(index) } }
                        }
                    }
                    screen.drainMainQueue(until: burst.count)
                }
            }
        }
    }
}
