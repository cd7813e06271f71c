import Switchboard

// A container swap request end to end: a child's `ContainerLink.send(.swap(to:))` goes through a
// `Coordinator` on each of the three strategies into the library's `HeadlessSwapContainerViewController`,
// which plans the swap and performs it headlessly (addChild, willMove, a cross-dissolve
// transition with appearance callbacks, didMove, removeFromParent). The container is on screen in a
// `HeadlessWindow` whose `ImmediateAnimator` completes every animation at once, and nothing is
// traced, as in production.

@MainActor
enum EndToEndRows {
    static let first: ChildID = "first"
    static let second: ChildID = "second"
    /// Other containers whose coordinators share the strategy (one bus, one settings instance).
    static let otherContainerCount = 1_000

    static func all() -> [Benchmark] {
        [byHand(), direct()]
            + [0, otherContainerCount].flatMap { others in
                [
                    row("delegate", others: others, strategy: { .delegate }),
                    row("bus", others: others, strategy: { .bus(MessageBus(label: "bench.e2e")) }),
                    row(
                        "shared-settings", others: others,
                        strategy: { .sharedSettings(SharedSettings(PanelSettings())) }),
                ]
            } + [settingsParts(others: otherContainerCount)]
    }

    /// The settings-parts row with ``otherContainerCount`` other containers.
    static let settingsPartsRowName = "e2e.swap.settings-parts+\(otherContainerCount)-other-containers"

    /// `e2e.swap.<strategy>`, or with `others` containers sharing the strategy
    /// `e2e.swap.<strategy>+<others>-other-containers`.
    static func rowName(_ strategy: String, others: Int = 0) -> String {
        "e2e.swap.\(strategy)" + (others == 0 ? "" : "+\(others)-other-containers")
    }

    /// A swap container with two alternates, on screen, showing the first.
    static func makeContainer() -> (HeadlessWindow, HeadlessSwapContainerViewController) {
        let window = HeadlessWindow(trace: nil, animator: ImmediateAnimator.shared)
        let alternates = [first, second].map { ContainerChild.instance($0, HeadlessViewController(title: "\($0)")) }
        do {
            let container = try HeadlessSwapContainerViewController(
                alternates, initial: first, animation: .crossDissolve(duration: 0.3), title: "bench", trace: nil)
            window.rootViewController = container
            return (window, container)
        } catch {
            preconditionFailure("benchmark swap container could not be built: \(error)")
        }
    }

    /// The child to ask for next: always the one not shown, so every request is a real swap.
    static func target(after current: ChildID) -> ChildID {
        current == first ? second : first
    }

    /// Stops the run if requests did not all start a swap: the row would time nothing.
    static func checkSwaps(_ container: HeadlessSwapContainerViewController, since before: Int, expected: Int) {
        let started = container.requestTally.started - before
        precondition(started == expected, "only \(started) of \(expected) swap requests started a swap")
    }

    /// The same swap written by hand on the headless model, the way the tutorials write it:
    /// `addChild(new)`, `old.willMove(toParent: nil)`, `transition(from:to:…)` with a cross-dissolve
    /// whose completion calls `new.didMove(toParent:)` and `old.removeFromParent()`. No state
    /// machine, queue, preflight, announcement or trace: `e2e.swap.direct` over this row is what
    /// the framework costs.
    static func byHand() -> Benchmark {
        Benchmark(
            "e2e.swap.by-hand", "the same swap by hand: addChild, willMove, transition, didMove, removeFromParent"
        ) {
            let window = HeadlessWindow(trace: nil, animator: ImmediateAnimator.shared)
            let container = HeadlessViewController(title: "bench", trace: nil)
            window.rootViewController = container
            let children = [first, second].map { HeadlessViewController(title: "\($0)", trace: nil) }
            container.addChild(children[0])
            children[0].view.layoutRule = .pinnedToEdges()
            container.view.addSubview(children[0].view)
            children[0].didMove(toParent: container)
            var shown = 0
            let swap: @MainActor () -> Void = {
                let (old, new) = (children[shown], children[1 - shown])
                container.addChild(new)
                old.willMove(toParent: nil)
                new.view.layoutRule = .pinnedToEdges()
                container.transition(
                    from: old, to: new, duration: 0.3, options: .transitionCrossDissolve,
                    animations: { new.view.layoutRule = .pinnedToEdges() },
                    completion: { _ in
                        new.didMove(toParent: container)
                        old.removeFromParent()
                    })
                shown = 1 - shown
            }
            return Fixture(allocationProbe: swap) { iterations in
                for _ in 0..<iterations { swap() }
                precondition(
                    container.children.count == 1 && container.children[0] === children[shown]
                        && children[shown].appearanceState == .appeared,
                    "the hand-written swap did not leave the shown child on screen")
                blackHole(window)
            }
        }
    }

    /// The swap alone, handed straight to the container: the floor for the strategy rows.
    static func direct() -> Benchmark {
        Benchmark("e2e.swap.direct", "SwapContainer swap, request handed straight to the container (no strategy)") {
            let (window, container) = makeContainer()
            let probe: @MainActor () -> Void = {
                _ = container.handle(.swap(to: target(after: container.current)), from: nil)
            }
            return Fixture(allocationProbe: probe) { iterations in
                let before = container.requestTally.started
                // The row keeps its own target, as the hand-written swap does: reading `current` is not the swap.
                var next = target(after: container.current)
                for _ in 0..<iterations {
                    _ = container.handle(.swap(to: next), from: nil)
                    next = target(after: next)
                }
                checkSwaps(container, since: before, expected: iterations)
                blackHole(window)
            }
        }
    }

    static func row(
        _ name: String, others: Int = 0, strategy: @escaping @MainActor () -> CoordinationStrategy<ContainerRequest>
    ) -> Benchmark {
        Benchmark(
            rowName(name, others: others),
            "SwapContainer swap, ContainerLink.send(.swap) through a Coordinator on the \(name) strategy"
                + (others == 0 ? "" : ", with \(others) other containers' coordinators sharing it")
        ) {
            let (window, container) = makeContainer()
            let shared = strategy()
            let coordinator = Coordinator(strategy: shared, handler: container)
            // Built before the measured container's link, so the crowd registered first.
            let crowd = (0..<others).map { _ -> (HeadlessWindow, HeadlessSwapContainerViewController, AnyObject) in
                let (otherWindow, other) = makeContainer()
                return (otherWindow, other, Coordinator(strategy: shared, handler: other))
            }
            let link = coordinator.link(for: first)
            return Fixture(allocationProbe: { link.send(.swap(to: target(after: container.current))) }) { iterations in
                let before = container.requestTally.started
                var next = target(after: container.current)
                for _ in 0..<iterations {
                    link.send(.swap(to: next))
                    next = target(after: next)
                }
                checkSwaps(container, since: before, expected: iterations)
                blackHole(window)
                blackHole(coordinator)
                blackHole(crowd)
            }
        }
    }

    /// `e2e.swap.settings-parts+<others>-other-containers`: one settings value holding a part per
    /// container, each container bound to its own part. Shared whole, every container follows
    /// every change (the tutorials' singleton: the shared-settings crowd row swaps all of them);
    /// bound to parts, only the measured one changes, and the others' observers only compare.
    static func settingsParts(others: Int) -> Benchmark {
        Benchmark(
            "e2e.swap.settings-parts+\(others)-other-containers",
            "SwapContainer swap, ContainerLink.send(.swap) on the shared-settings strategy bound to the "
                + "container's own part of one value shared with \(others) other containers, each on its part"
        ) {
            let settings = SharedSettings([PanelSettings](repeating: PanelSettings(), count: others + 1))
            let (window, container) = makeContainer()
            let coordinator = Coordinator(strategy: .sharedSettings(settings, at: \.[0]), handler: container)
            let crowd = (1...others).map { index -> (HeadlessWindow, HeadlessSwapContainerViewController, AnyObject) in
                let (otherWindow, other) = makeContainer()
                return (
                    otherWindow, other, Coordinator(strategy: .sharedSettings(settings, at: \.[index]), handler: other)
                )
            }
            let link = coordinator.link(for: first)
            return Fixture(allocationProbe: { link.send(.swap(to: target(after: container.current))) }) { iterations in
                let before = container.requestTally.started
                var next = target(after: container.current)
                for _ in 0..<iterations {
                    link.send(.swap(to: next))
                    next = target(after: next)
                }
                checkSwaps(container, since: before, expected: iterations)
                precondition(
                    crowd.allSatisfy { $0.1.current == first }, "a container bound to another part followed the change")
                blackHole(window)
                blackHole(coordinator)
                blackHole(crowd)
            }
        }
    }
}
