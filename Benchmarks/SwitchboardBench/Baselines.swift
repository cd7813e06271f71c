import Foundation
import Switchboard

// The rows every Switchboard strategy is compared against: plain Swift calls and Foundation's
// notification centre, measured in the same process and run as the library's own rows.

protocol BaselineSwapDelegate: AnyObject {
    func swapRequested(_ value: Int)
}

final class BaselineContainer: BaselineSwapDelegate {
    var total = 0
    @inline(never)
    func swapRequested(_ value: Int) { total &+= value }
}

final class StrongChild {
    let delegate: any BaselineSwapDelegate
    init(delegate: any BaselineSwapDelegate) { self.delegate = delegate }
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

struct FoundationPing: NotificationCenter.AsyncMessage {
    typealias Subject = AnyObject
}

enum Baselines {
    static let legacyName = Notification.Name("SwitchboardBench.menuTapped")

    static func all() -> [Benchmark] {
        [directCall(), weakDelegateCall()] + notificationCenterRows() + [foundationAsyncMessage()]
    }

    static func directCall() -> Benchmark {
        let container = BaselineContainer()
        let child = StrongChild(delegate: container)
        return Benchmark("baseline.direct-call", "strong protocol call (the floor)") { iterations in
            for index in 0..<iterations { child.delegate.swapRequested(index) }
            blackHole(container.total)
        }
    }

    static func weakDelegateCall() -> Benchmark {
        let container = BaselineContainer()
        let child = WeakChild(delegate: container)
        return Benchmark(
            "baseline.weak-delegate", "weak var delegate, then call (the baseline for ratios)",
            allocationProbe: { child.delegate?.swapRequested(1) }
        ) { iterations in
            for index in 0..<iterations { child.delegate?.swapRequested(index) }
            blackHole(container.total)
        }
    }

    static func notificationCenterRows() -> [Benchmark] {
        [(1, 0, "1 block observer"), (10, 0, "10 block observers"), (1, 10_000, "1 observer + 10,000 of other names")]
            .map { observers, others, label in
                let center = NotificationCenter()
                let counter = Locked(0)
                var tokens: [any NSObjectProtocol] = []
                for _ in 0..<observers {
                    tokens.append(
                        center.addObserver(forName: legacyName, object: nil, queue: nil) { _ in
                            counter.withLock { $0 += 1 }
                        })
                }
                for index in 0..<others {
                    tokens.append(
                        center.addObserver(forName: Notification.Name("other.\(index)"), object: nil, queue: nil) { _ in
                        }
                    )
                }
                let name = "foundation.post.\(observers)-observers" + (others > 0 ? "+\(others)-others" : "")
                return Benchmark(
                    name, "NotificationCenter.post(name:object:), \(label)",
                    allocationProbe: { center.post(name: legacyName, object: nil) }
                ) { iterations in
                    for _ in 0..<iterations { center.post(name: legacyName, object: nil) }
                    blackHole(tokens.count)
                }
            }
    }

    static func foundationAsyncMessage() -> Benchmark {
        let center = NotificationCenter()
        let counter = DeliveryCounter()
        let token = center.addObserver(of: nil as AnyObject?, for: FoundationPing.self) { _ in
            counter.deliver()
        }
        return Benchmark(
            "foundation.async-message", "NotificationCenter typed AsyncMessage post, until delivered"
        ) { iterations in
            counter.expect(iterations)
            for _ in 0..<iterations { center.post(FoundationPing()) }
            counter.waitForTarget()
            blackHole(token)
        }
    }
}
