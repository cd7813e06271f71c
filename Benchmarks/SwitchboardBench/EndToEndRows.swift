import Switchboard

// A container swap request end to end: a child's `ContainerLink.send(.swap(to:))` goes through a
// `Coordinator` on each of the three strategies and ends in a real headless containment swap
// (addChild, willMove, transition with appearance callbacks, didMove, removeFromParent) on a
// container that is on screen in a `HeadlessWindow` with an `ImmediateAnimator`.

/// A minimal swap container: two children, swapped with the package's `replace(_:with:)`.
@MainActor
final class BenchSwapHost: HeadlessViewController, ContainerRequestHandler {
    static let first: ChildID = "first"
    static let second: ChildID = "second"

    private let pages: [ChildID: HeadlessViewController]
    private(set) var shown = BenchSwapHost.first
    private(set) var swaps = 0

    init() {
        pages = [
            Self.first: HeadlessViewController(title: "first", trace: nil),
            Self.second: HeadlessViewController(title: "second", trace: nil),
        ]
        super.init(title: "host", trace: nil)
    }

    /// Shows the first child; call once the host is in a window.
    func embedFirstChild() throws(ContainmentViolation) {
        guard let first = pages[Self.first] else { return }
        try embed(first)
    }

    func handle(_ request: ContainerRequest, from child: ChildID?) {
        guard case .swap(let target) = request, target != shown, let old = pages[shown], let new = pages[target]
        else { return }
        do {
            try replace(old, with: new)
        } catch {
            preconditionFailure("benchmark swap host broke a containment rule: \(error)")
        }
        shown = target
        swaps += 1
    }

    func supports(_ request: ContainerRequest) -> Bool {
        if case .swap = request { return true }
        return false
    }
}

@MainActor
enum EndToEndRows {
    static func all() -> [Benchmark] {
        [
            direct(),
            row("delegate", strategy: { .delegate }),
            row("bus", strategy: { .bus(MessageBus(label: "bench.e2e")) }),
            row("shared-settings", strategy: { .sharedSettings(SharedSettings(PanelSettings())) }),
        ]
    }

    /// A host on screen, showing its first child.
    static func makeHost() -> (HeadlessWindow, BenchSwapHost) {
        let window = HeadlessWindow(trace: nil, animator: ImmediateAnimator.shared)
        let host = BenchSwapHost()
        window.rootViewController = host
        do {
            try host.embedFirstChild()
        } catch {
            preconditionFailure("benchmark swap host could not embed its first child: \(error)")
        }
        return (window, host)
    }

    static func target(_ index: Int) -> ChildID {
        index & 1 == 0 ? BenchSwapHost.second : BenchSwapHost.first
    }

    /// Stops the run if requests did not all reach the container: the row would time nothing.
    static func checkSwaps(_ host: BenchSwapHost, since before: Int, expected: Int) {
        let swapped = host.swaps - before
        precondition(swapped == expected, "only \(swapped) of \(expected) swap requests reached the container")
    }

    /// The swap alone, handed straight to the container: the floor for the strategy rows.
    static func direct() -> Benchmark {
        Benchmark("e2e.swap.direct", "container swap, request handed straight to the container (no strategy)") {
            let (window, host) = makeHost()
            return Fixture(allocationProbe: { host.handle(.swap(to: target(host.swaps)), from: nil) }) {
                iterations in
                let before = host.swaps
                for _ in 0..<iterations { host.handle(.swap(to: target(host.swaps)), from: nil) }
                checkSwaps(host, since: before, expected: iterations)
                blackHole(window)
            }
        }
    }

    static func row(_ name: String, strategy: @escaping @MainActor () -> CoordinationStrategy) -> Benchmark {
        Benchmark(
            "e2e.swap.\(name)",
            "container swap, ContainerLink.send(.swap) through a Coordinator on the \(name) strategy"
        ) {
            let (window, host) = makeHost()
            let coordinator = Coordinator(strategy: strategy(), handler: host)
            let link = coordinator.link(for: BenchSwapHost.first)
            return Fixture(allocationProbe: { link.send(.swap(to: target(host.swaps))) }) { iterations in
                let before = host.swaps
                for _ in 0..<iterations { link.send(.swap(to: target(host.swaps))) }
                checkSwaps(host, since: before, expected: iterations)
                blackHole(window)
                blackHole(coordinator)
            }
        }
    }
}
