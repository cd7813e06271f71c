import Switchboard

// A headless swap end to end, from `send` to settled: a child's `ContainerLink.send(.swap(to:))`
// goes through a `Coordinator` on each strategy into the library's
// `HeadlessSwapContainerViewController`, which plans the swap and performs it (addChild, willMove,
// the views exchanged with their appearance callbacks, didMove, removeFromParent) before `send`
// returns. No animation; the container is on screen in a `HeadlessWindow`, and nothing is traced,
// as in production. The hand-written swap makes the same calls on a plain headless host.

@MainActor
enum EndToEndRows {
    static let first: ChildID = "first"
    static let second: ChildID = "second"
    /// Other containers whose coordinators share the strategy (one bus, one settings instance).
    static let otherContainerCount = 1_000
    /// The strategies every swap budget line covers, by row name.
    static let strategies = ["delegate", "bus", "shared-settings"]
    static let byHandRowName = "e2e.swap.by-hand"

    static func all() -> [Benchmark] {
        [byHand()]
            + [0, otherContainerCount].flatMap { others in
                [
                    row("delegate", others: others) { { _ in .delegate } },
                    row("bus", others: others) {
                        let bus = MessageBus(label: "bench.e2e")
                        return { _ in .bus(bus) }
                    },
                    row("shared-settings", others: others) {
                        let settings = SharedSettings(PanelSettings())
                        return { _ in .sharedSettings(settings) }
                    },
                    // One value holding a part per container, each container bound to its own part.
                    row("settings-parts", others: others) {
                        let settings = SharedSettings([PanelSettings](repeating: PanelSettings(), count: others + 1))
                        return { index in .sharedSettings(settings, at: \.[index]) }
                    },
                ]
            }
    }

    /// `e2e.swap.<strategy>`, or with `others` containers sharing the strategy
    /// `e2e.swap.<strategy>+<others>-other-containers`.
    static func rowName(_ strategy: String, others: Int = 0) -> String {
        "e2e.swap.\(strategy)" + (others == 0 ? "" : "+\(others)-other-containers")
    }

    /// A swap container with two alternates, on screen, showing the first, swapping without animation.
    static func makeContainer() -> (HeadlessWindow, HeadlessSwapContainerViewController) {
        let window = HeadlessWindow(trace: nil)
        let alternates = [first, second].map { ContainerChild.instance($0, HeadlessViewController(title: "\($0)")) }
        let container = HeadlessSwapContainerViewController(
            alternates, initial: first, animation: .none, title: "bench", trace: nil)
        window.rootViewController = container
        return (window, container)
    }

    /// The child to ask for next: always the one not shown, so every request is a real swap.
    static func target(after current: ChildID) -> ChildID {
        current == first ? second : first
    }

    /// The swap written by hand on a headless host, without animation: `addChild(new)`,
    /// `old.willMove(toParent: nil)`, the new view added and the old one removed (each with its
    /// appearance callbacks), `new.didMove(toParent:)`, `old.removeFromParent()`.
    static func byHand() -> Benchmark {
        Benchmark(
            byHandRowName,
            "the same swap by hand on a headless host: addChild, willMove, views moved, didMove, removeFromParent"
        ) {
            let window = HeadlessWindow(trace: nil)
            let container = HeadlessViewController(title: "bench", trace: nil)
            window.rootViewController = container
            let children = [first, second].map { HeadlessViewController(title: "\($0)", trace: nil) }
            container.addChild(children[0])
            children[0].view.layoutRule = .pinnedToEdges()
            container.view.addSubview(children[0].view)
            children[0].didMove(toParent: container)
            var shown = 0
            return Fixture { iterations in
                for _ in 0..<iterations {
                    let (old, new) = (children[shown], children[1 - shown])
                    container.addChild(new)
                    old.willMove(toParent: nil)
                    new.view.layoutRule = .pinnedToEdges()
                    container.view.addSubview(new.view)
                    old.view.removeFromSuperview()
                    new.didMove(toParent: container)
                    old.removeFromParent()
                    shown = 1 - shown
                    // Settled: the same check the strategy rows make after each send.
                    precondition(new.appearanceState == .appeared, "the hand-written swap did not settle")
                }
                precondition(
                    container.children.count == 1 && container.children[0] === children[shown]
                        && children[1 - shown].appearanceState == .disappeared,
                    "the hand-written swap did not leave the shown child alone on screen")
                blackHole(window)
            }
        }
    }

    /// `e2e.swap.<name>`: `send(.swap)` through a coordinator on the strategy `makeStrategy` builds,
    /// with `others` containers on the same strategy. `makeStrategy` makes the shared part (a bus,
    /// settings) once and returns the strategy of container `index` (0 is the measured one).
    static func row(
        _ name: String, others: Int,
        makeStrategy: @escaping @MainActor () -> @MainActor (_ index: Int) -> CoordinationStrategy<ContainerRequest>
    ) -> Benchmark {
        Benchmark(
            rowName(name, others: others),
            "SwapContainer swap, ContainerLink.send(.swap) to settled, \(name) strategy"
                + (others == 0 ? "" : ", \(others) other containers on it")
        ) {
            let strategy = makeStrategy()
            let (window, container) = makeContainer()
            let coordinator = Coordinator(strategy: strategy(0), handler: container)
            // Built before the measured container's link, so the crowd registered first.
            let crowd = (0..<others).map { offset -> (HeadlessWindow, HeadlessSwapContainerViewController, AnyObject) in
                let (otherWindow, other) = makeContainer()
                return (otherWindow, other, Coordinator(strategy: strategy(offset + 1), handler: other))
            }
            let link = coordinator.link(for: first)
            return Fixture { iterations in
                let before = container.requestTally.started
                var next = target(after: container.current)
                for _ in 0..<iterations {
                    link.send(.swap(to: next))
                    // Settled when `send` returns: nothing in flight, the asked child shown.
                    precondition(!container.isTransitioning, "a swap had not settled when send returned")
                    next = target(after: next)
                }
                let started = container.requestTally.started - before
                precondition(started == iterations, "only \(started) of \(iterations) swap requests started a swap")
                precondition(container.current == target(after: next), "the container does not show the asked child")
                blackHole(window)
                blackHole(coordinator)
                blackHole(crowd)
            }
        }
    }
}
