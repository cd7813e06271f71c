import Switchboard

// MulticastDelegate fan-out and SharedSettings updates.

/// The settings value the settings rows update.
struct CounterSettings: Sendable {
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
                return Fixture(allocationProbe: { multicast.invoke { $0.swapRequested(1) } }) { iterations in
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
        [updateWithSubscriber(), updateWithOwnerObserver()]
    }

    static func updateWithSubscriber() -> Benchmark {
        Benchmark(
            "settings.update.1-subscriber",
            "SharedSettings.update changing a field 1 subscriber watches (handler runs synchronously)"
        ) {
            let settings = SharedSettings(CounterSettings())
            let tally = Tally()
            let token = settings.subscribe(\CounterSettings.counter) { tally.add($0) }
            return Fixture(allocationProbe: { settings.update { $0.counter &+= 1 } }) { iterations in
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
            return Fixture(allocationProbe: { settings.update { $0.counter &+= 1 } }) { iterations in
                for _ in 0..<iterations { settings.update { $0.counter &+= 1 } }
                blackHole(screen.total)
                blackHole(token)
            }
        }
    }
}
