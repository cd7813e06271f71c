import Switchboard
import Testing

/// Model-based fuzzing of the pure cores: 10,000 reproducible request sequences per container
/// (scheduler + effect simulator), checked after every step against a reference model. Not on
/// the main actor, so it runs alongside the host suites, and each run on a thread of its own, so it
/// does not hold a cooperative thread the tests beside it wait for. A tenth of the sequences under a
/// sanitizer (``SanitizedRun``), here and in the host suite.
@Suite("Containers: model-based fuzzing of the pure cores")
struct ContainerPureFuzzTests {
    static let sequences: Range<UInt64> = 0..<UInt64(SanitizedRun.scaled(10_000, by: 10))

    @Test("SwapContainer pure core: 10,000 sequences agree with the model; no effect misused, no request lost")
    func swapPure() async throws {
        let report = try await onOwnThread {
            let scenario = SwapScenario()
            return fuzzPureCore(scenario, seeds: Self.sequences, machine: scenario.machine)
        }
        expectClean(report, expectedSequences: Self.sequences.count)
    }

    @Test(
        "PagingContainer pure core: 10,000 sequences agree with the model",
        arguments: [PagingContainer.AppearanceMode.visiblePage, .allPages])
    func pagingPure(mode: PagingContainer.AppearanceMode) async throws {
        let report = try await onOwnThread {
            let scenario = PagingScenario(appearanceMode: mode)
            return fuzzPureCore(scenario, seeds: Self.sequences, machine: scenario.machine)
        }
        expectClean(report, expectedSequences: Self.sequences.count)
    }

    @Test(
        "SlideMenuContainer pure core: 10,000 sequences agree with the model, in each drawer style",
        arguments: SlideMenuContainer.Style.allCases)
    func slidePure(style: SlideMenuContainer.Style) async throws {
        let report = try await onOwnThread {
            let scenario = SlideScenario(style: style)
            return fuzzPureCore(scenario, seeds: Self.sequences, machine: scenario.machine)
        }
        expectClean(report, expectedSequences: Self.sequences.count)
    }

    @Test("A machine that forgets a request disagrees with the model (negative control)")
    func forgetfulMachine() throws {
        let scenario = SwapScenario()
        let report = fuzzPureCore(scenario, seeds: 0..<200) { config in
            ForgetfulSwap(inner: scenario.machine(config))
        }
        #expect(report.failures > 0)
        #expect(report.firstFailures.allSatisfy { $0.contains("model") })
    }
}

/// The same fuzzing through the full headless host (real containment calls, a window the
/// container leaves and re-enters, a manual animator, the trace checked against UIKit's contract,
/// a leak check per sequence), under each ``AppearanceOrdering`` (the orders UIKit leaves
/// unspecified): the same 10,000 seeds as the pure runs under the standard ordering, the first
/// 1,500 under each other variant (and for the paging host with every page appearing).
@MainActor
@Suite("Containers: model-based fuzzing of the headless hosts")
struct ContainerHostFuzzTests {
    static func sequences(_ ordering: AppearanceOrdering) -> Range<UInt64> {
        0..<UInt64(SanitizedRun.scaled(ordering == .standard ? 10_000 : 1_500, by: 10))
    }

    @Test(
        "SwapContainer headless host: contract, appearance, one visible child, no loss, no leak",
        arguments: AppearanceOrdering.allVariants)
    func swapHost(ordering: AppearanceOrdering) async throws {
        let scenario = SwapScenario()
        try await fuzzCleanly(scenario, under: ordering, host: scenario.host)
    }

    @Test(
        "PagingContainer headless host: contract, appearance, one visible page, no loss, no leak",
        arguments: AppearanceOrdering.allVariants)
    func pagingHost(ordering: AppearanceOrdering) async throws {
        let scenario = PagingScenario()
        try await fuzzCleanly(scenario, under: ordering, host: scenario.host)
    }

    @Test("PagingContainer headless host with every page appearing: contract, appearance, no loss, no leak")
    func pagingHostAllPages() async throws {
        let scenario = PagingScenario(appearanceMode: .allPages)
        let seeds = 0..<UInt64(SanitizedRun.scaled(1_500, by: 10))
        let report = try await fuzzHostYielding(scenario, seeds: seeds, host: scenario.host)
        expectClean(report, expectedSequences: seeds.count)
    }

    @Test(
        "SlideMenuContainer headless host: contract, balanced panel appearance, no loss, no leak",
        arguments: AppearanceOrdering.allVariants)
    func slideHost(ordering: AppearanceOrdering) async throws {
        let scenario = SlideScenario()
        try await fuzzCleanly(scenario, under: ordering, host: scenario.host)
    }

    @Test(
        "SlideMenuContainer headless host over the content and revealing the panel: contract, appearance, no loss, no leak",
        arguments: [SlideMenuContainer.Style.overlay, .reveal])
    func slideHostStyles(style: SlideMenuContainer.Style) async throws {
        let scenario = SlideScenario(style: style)
        try await fuzzCleanly(scenario, under: try #require(AppearanceOrdering.allVariants.first), host: scenario.host)
    }

    /// Fuzzes the host `makeHost` builds under `ordering`, with that ordering's seeds, and expects a
    /// clean report.
    private func fuzzCleanly<S: FuzzScenario, M: BuiltInVocabularyMachine>(
        _ scenario: S, under ordering: AppearanceOrdering,
        host makeHost: (FuzzConfig, ChildFactory, ContainmentTrace) throws -> HeadlessContainerViewController<M>
    ) async throws {
        let seeds = Self.sequences(ordering)
        let report = try await AppearanceOrdering.$current.withValue(ordering) {
            try await fuzzHostYielding(scenario, seeds: seeds, host: makeHost)
        }
        expectClean(report, expectedSequences: seeds.count)
    }

    @Test("The same seed produces the same sequence")
    func reproducible() {
        let scenario = PagingScenario()
        let first = FuzzConfig(seed: 42, scenario: scenario, maximumLength: 20).actions.map(\.description)
        let second = FuzzConfig(seed: 42, scenario: scenario, maximumLength: 20).actions.map(\.description)
        let other = FuzzConfig(seed: 43, scenario: scenario, maximumLength: 20).actions.map(\.description)
        #expect(first == second)
        #expect(first != other)
    }
}

func expectClean(_ report: FuzzReport, expectedSequences: Int) {
    #expect(report.sequences == expectedSequences)
    #expect(report.queued > expectedSequences / 10, "transitions in flight queued requests")
    #expect(report.coalesced > 0 && report.rejected > 0, "coalescing and rejection were exercised")
    #expect(report.failures == 0, "\(report.firstFailures.joined(separator: "\n"))")
}

// MARK: - Negative controls

/// Broken on purpose: silently ignores `swapNext` while showing "c" (a lost request).
struct ForgetfulSwap: SwapContainerWrapper {
    var inner: SwapContainer
    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        if request == .swapNext, inner.current == "c" { return [] }
        return inner.plan(request, from: sender)
    }
}

/// Broken on purpose: embeds the new child instead of transitioning, so the old one stays.
struct PilingSwap: SwapContainerWrapper {
    var inner: SwapContainer
    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        inner.plan(request, from: sender).map { effect in
            if case .transition(_, let to, let layout, _) = effect { return .embed(to, layout: layout) }
            return effect
        }
    }
}

/// Broken on purpose: drops `willMove(toParent: nil)` (never reaches the base implementation).
final class SkipsWillMoveViewController: HeadlessViewController {
    override func willMove(toParent parent: HeadlessViewController?) {
        if parent != nil { super.willMove(toParent: parent) }
    }
}

@MainActor
@Suite("Containers: the fuzzer's invariants catch broken containers (negative controls)")
struct ContainerFuzzNegativeControlTests {
    let scenario = SwapScenario()
    let seeds: Range<UInt64> = 0..<200

    @Test("A machine that piles children up is caught by the simulator and by the host")
    func pilingMachine() throws {
        let pure = fuzzPureCore(scenario, seeds: seeds) { config in PilingSwap(inner: scenario.machine(config))
        }
        #expect(pure.failures > 0)
        let host = try fuzzHost(scenario, seeds: seeds) { config, factory, trace in
            HeadlessContainerViewController(
                machine: PilingSwap(inner: scenario.machine(config)),
                children: scenario.alternates.map(factory.child),
                trace: trace)
        }
        #expect(host.failures > 0)
        #expect(host.firstFailures.contains { $0.contains("children") })
    }

    @Test("A child whose willMove(toParent: nil) never happens is caught by the trace check")
    func skippedWillMove() throws {
        let report = try fuzzHost(
            scenario, seeds: seeds, configure: { $0.makeController = { SkipsWillMoveViewController(title: $0) } },
            host: scenario.host)
        #expect(report.failures > 0)
        // A sequence broken this way can go on to leave a child mid-appearance, reported after
        // it: the first report of every failing seed names the skipped call.
        let firstPerSeed = Dictionary(grouping: report.firstFailures) { $0.prefix { $0 != "," } }.values.compactMap(
            \.first)
        #expect(
            firstPerSeed.allSatisfy { $0.contains("removeFromParent without willMove(toParent: nil) first") },
            "\(report.firstFailures)")
    }

    @Test("Children kept alive after the container is gone are reported as leaks")
    func leakedChildren() throws {
        let report = try fuzzHost(
            scenario, seeds: 0..<20, configure: { $0.leaksEveryController = true }, host: scenario.host)
        #expect(report.failures == 20)
        #expect(report.firstFailures.allSatisfy { $0.contains("children leaked") })
    }
}

/// Broken on purpose: its swaps name a child that was never shown.
struct GhostSwap: SwapContainerWrapper {
    var inner: SwapContainer
    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        inner.plan(request, from: sender).map { effect in
            if case .transition(_, let to, let layout, let animation) = effect {
                return .transition(from: "ghost", to: to, layout: layout, animation: animation)
            }
            return effect
        }
    }
}

@MainActor
@Suite("Containers: hosts refuse and report impossible plans")
struct ContainerHostMisuseTests {
    @Test("A transition from a child that is not shown is refused, reported, and does not stall the queue")
    func transitionFromMissingChild() throws {
        let trace = ContainmentTrace()
        let machine = GhostSwap(inner: SwapContainer(alternates: ["a", "b"]))
        let host = HeadlessContainerViewController(
            machine: machine, children: ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) },
            title: "host", trace: trace)
        let window = onScreen(host, trace: trace)
        let (outcome, violations) = recordingViolations { try? host.submit(.swapNext) }
        #expect(outcome == .applied)
        #expect(violations == [.transitionFromMissingChild(container: "host", to: "b")])
        #expect(!host.isTransitioning, "the refused step still finishes the plan")
        #expect(host.children.map(\.debugName) == ["a"])
        withExtendedLifetime(window) {}
    }
}
