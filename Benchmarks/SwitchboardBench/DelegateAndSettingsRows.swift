import Foundation
import Switchboard

// MulticastDelegate fan-out and SharedSettings updates.

/// The settings value the settings rows update.
struct CounterSettings: Sendable {
    var counter = 0
}

/// The settings value the saving probes save.
struct StoredCounter: Codable, Sendable {
    var counter = 0
}

@MainActor
enum DelegateRows {
    static func all() -> [Benchmark] {
        [1, 10].map { count in
            Benchmark(
                "multicast.\(count)-delegate" + (count == 1 ? "" : "s"),
                "MulticastDelegate.invoke over \(count) weakly held delegate\(count == 1 ? "" : "s")"
            ) {
                let delegates = (0..<count).map { _ in BaselineContainer() }
                let multicast = MulticastDelegate<any BaselineSwapDelegate>()
                for delegate in delegates { multicast.add(delegate) }
                return Fixture { iterations in
                    for index in 0..<iterations { multicast.invoke { $0.swapRequested(index) } }
                    blackHole(delegates)
                }
            }
        }
    }
}

@MainActor
enum SettingsRows {
    static func all() -> [Benchmark] {
        [updateWithSubscriber(), updateWithOwnerObserver(), settingsValue()]
    }

    static func updateWithSubscriber() -> Benchmark {
        Benchmark(
            "settings.update.1-subscriber",
            "SharedSettings.update changing a field 1 subscriber watches (handler runs synchronously)"
        ) {
            let settings = SharedSettings(CounterSettings())
            let tally = Tally()
            let token = settings.subscribe(\CounterSettings.counter) { tally.add($0) }
            return Fixture { iterations in
                for _ in 0..<iterations { settings.update { $0.counter &+= 1 } }
                blackHole(tally.total)
                blackHole(token)
            }
        }
    }

    static func updateWithOwnerObserver() -> Benchmark {
        Benchmark(
            "settings.update.1-observer",
            "SharedSettings.update on the main actor, 1 observe(by: owner) observer (delivered synchronously)"
        ) {
            let settings = SharedSettings(CounterSettings())
            let screen = Screen()
            let token = settings.observe(\CounterSettings.counter, by: screen) { screen, value in
                screen.receive(value)
            }
            return Fixture { iterations in
                for _ in 0..<iterations { settings.update { $0.counter &+= 1 } }
                blackHole(screen.total)
                blackHole(token)
            }
        }
    }

    static func settingsValue() -> Benchmark {
        Benchmark("settings.value", "SharedSettings.value: lock, copy, unlock") {
            let settings = SharedSettings(CounterSettings())
            return Fixture { iterations in
                var total = 0
                for _ in 0..<iterations { total &+= settings.value.counter }
                blackHole(total)
            }
        }
    }
}
