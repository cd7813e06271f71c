import AllocationCounter
import Switchboard

// Heap cost of a live registration: bytes in use (glibc mallinfo2) after registering 10,000,
// minus before, divided by 10,000. Counts everything the registration keeps alive (token, entry,
// closure context, lock, its share of the channel array), including malloc's chunk overhead.

@MainActor
enum Metrics {
    static let registrations = 10_000

    static func all() -> [Probe] {
        [
            bytes("bus.bytes-per-subscription", busSubscription),
            bytes("bus.bytes-per-observation", busObservation),
            bytes("settings.bytes-per-subscription", settingsSubscription),
            Probe("pager.source.live-pages") {
                PagerMetrics.livePages().map {
                    ProbeResult(
                        name: "pager.source.live-pages", value: $0, unit: "pages",
                        detail: "a pager over 10,000 pages after opening at 5,000 and 100 swipes", holds: true)
                }
            },
            bytes("pager.source.bytes", PagerMetrics.bytes),
        ]
    }

    /// A probe reporting bytes (nil where the counter is unavailable): information, no budget.
    static func bytes(_ name: String, _ measure: @escaping @MainActor () -> Double?) -> Probe {
        Probe(name) {
            measure().map {
                ProbeResult(name: name, value: $0, unit: "bytes", detail: "heap in use (mallinfo2)", holds: true)
            }
        }
    }

    /// Heap bytes per registration made by `register`, or nil where the counter is unavailable.
    ///
    /// The array that keeps the tokens is reserved before measuring: it is the caller's storage,
    /// not the library's.
    static func bytesPerRegistration<Token>(_ register: () -> Token) -> Double? {
        guard sb_allocation_counting_available() != 0 else { return nil }
        var tokens: [Token] = []
        tokens.reserveCapacity(registrations + 1)
        tokens.append(register())  // creates the channel, key-path caches and the like
        let before = sb_heap_bytes_in_use()
        for _ in 1...registrations { tokens.append(register()) }
        let after = sb_heap_bytes_in_use()
        return withExtendedLifetime(tokens) {
            (Double(after) - Double(before)) / Double(registrations)
        }
    }

    static func busSubscription() -> Double? {
        let bus = MessageBus(label: "bench.bytes")
        let tally = Tally()
        return bytesPerRegistration { bus.subscribe(to: Ping.self) { tally.add($0.value) } }
    }

    static func busObservation() -> Double? {
        let bus = MessageBus(label: "bench.bytes.observe")
        let screen = Screen()
        return withExtendedLifetime(screen) {
            bytesPerRegistration {
                bus.observe(Ping.self, by: screen) { screen, ping in screen.receive(ping.value) }
            }
        }
    }

    static func settingsSubscription() -> Double? {
        let settings = SharedSettings(CounterSettings())
        let tally = Tally()
        return bytesPerRegistration { settings.subscribe(\CounterSettings.counter) { tally.add($0) } }
    }
}
