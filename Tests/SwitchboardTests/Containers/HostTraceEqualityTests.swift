import Switchboard
import Testing

/// A recording child, as the factory of every recording host builds it.
@MainActor
private func recordingChild(_ id: ChildID) -> ContainerChild<RecordingController> {
    .factory(id) { RecordingController(name: id.rawValue) }
}

extension SwapScenario {
    @MainActor
    func recordingHost(
        _ config: FuzzConfig, _ trace: ContainmentTrace, _ animator: ManualAnimator
    ) throws -> RecordingHost<SwapContainer> {
        RecordingHost(
            machine: machine(config), children: alternates.map(recordingChild), name: "SwapContainer",
            forwardsAppearanceAutomatically: true, trace: trace, animator: animator)
    }
}

extension PagingScenario {
    @MainActor
    func recordingHost(
        _ config: FuzzConfig, _ trace: ContainmentTrace, _ animator: ManualAnimator
    ) throws -> RecordingHost<PagingContainer> {
        RecordingHost(
            machine: machine(config), children: pages.flatMap { $0 }.map(recordingChild), name: "PagingContainer",
            forwardsAppearanceAutomatically: appearanceMode == .allPages, trace: trace, animator: animator)
    }
}

extension SlideScenario {
    @MainActor
    func recordingHost(
        _ config: FuzzConfig, _ trace: ContainmentTrace, _ animator: ManualAnimator
    ) throws -> RecordingHost<SlideMenuContainer> {
        RecordingHost(
            machine: machine(config), children: ["main", "menu", "profile"].map(recordingChild),
            name: "SlideMenuContainer", forwardsAppearanceAutomatically: false, trace: trace, animator: animator)
    }
}

/// Runs each seed's sequence (the fuzzers' actions: requests, animation ticks, leaving and
/// re-entering the window) on both hosts and collects where they differ.
@MainActor
func compareHosts<S: FuzzScenario, M: BuiltInVocabularyMachine>(
    _ scenario: S, seeds: Range<UInt64>,
    headless: (FuzzConfig, ChildFactory, ContainmentTrace) throws -> HeadlessContainerViewController<M>,
    recording: (FuzzConfig, ContainmentTrace, ManualAnimator) throws -> RecordingHost<M>
) throws -> (report: FuzzReport, comparedEvents: Int) {
    var report = FuzzReport()
    var comparedEvents = 0
    for seed in seeds {
        let config = FuzzConfig(seed: seed, scenario: scenario, maximumLength: 16)
        let factory = ChildFactory()
        let pair = try HostPair(
            headless: { try headless(config, factory, $0) }, recording: { try recording(config, $0, $1) })
        report.sequences += 1
        for action in config.actions + [.settle, .leaveWindow] { pair.perform(action) }
        report.count(pair.headless.requestTally)
        report.fail(seed: seed, step: config.actions.count, action: "compare", pair.differences())
        comparedEvents +=
            HostPair<M>.containmentTrace(
                pair.recordingTrace.events, host: pair.recording.name,
                appearanceByHand: !pair.recording.shouldAutomaticallyForwardAppearanceMethods
            ).count
    }
    return (report, comparedEvents)
}

/// The executor is the same code on every host: a second host that is not
/// `HeadlessViewController` — a recording host implementing only the executor's protocols, which
/// sees the executor's calls the way a UIKit host does — runs the same plans and produces the
/// same containment trace, announcements, request outcomes and children as the headless
/// containers, for every container and its scenarios.
@MainActor
@Suite("Containers: the headless host and a recording host produce the same containment trace")
struct HostTraceEqualityTests {
    static let seeds: Range<UInt64> = 0..<500

    private func expectSame(_ result: (report: FuzzReport, comparedEvents: Int)) {
        #expect(result.report.sequences == Self.seeds.count)
        #expect(result.report.failures == 0, "\(result.report.firstFailures.joined(separator: "\n"))")
        #expect(result.comparedEvents > Self.seeds.count * 4, "the traces compared are not trivial")
        #expect(result.report.queued > 0 && result.report.rejected > 0)
    }

    @Test("SwapContainer: 500 sequences, the same trace on both hosts")
    func swap() throws {
        let scenario = SwapScenario()
        expectSame(
            try compareHosts(scenario, seeds: Self.seeds, headless: scenario.host, recording: scenario.recordingHost))
    }

    @Test(
        "PagingContainer: 500 sequences, the same trace on both hosts",
        arguments: [PagingContainer.AppearanceMode.visiblePage, .allPages])
    func paging(mode: PagingContainer.AppearanceMode) throws {
        let scenario = PagingScenario(appearanceMode: mode)
        expectSame(
            try compareHosts(scenario, seeds: Self.seeds, headless: scenario.host, recording: scenario.recordingHost))
    }

    @Test("SlideMenuContainer: 500 sequences, the same trace on both hosts")
    func slide() throws {
        let scenario = SlideScenario()
        expectSame(
            try compareHosts(scenario, seeds: Self.seeds, headless: scenario.host, recording: scenario.recordingHost))
    }

    @Test("Paging swipes the user drives — finished, cancelled, interrupted by the window — agree on both hosts")
    func interactivePaging() throws {
        let scenario = PagingScenario()
        let config = FuzzConfig(seed: 7, scenario: scenario, maximumLength: 1)
        let factory = ChildFactory()
        let pair = try HostPair(
            headless: { scenario.host(config, factory, $0) },
            recording: { try scenario.recordingHost(config, $0, $1) })
        let swipes: [(Double, Bool)] = [(0.5, false), (0.8, true)]
        for (fraction, finishes) in swipes {
            #expect(
                try pair.headless.beginInteractiveChange(.showPage(0))
                    == pair.recording.beginInteractiveChange(.showPage(0)))
            pair.headless.updateInteractiveChange(fraction)
            pair.recording.updateInteractiveChange(fraction)
            pair.submit(.showPage(2))
            if finishes {
                pair.headless.finishInteractiveChange()
                pair.recording.finishInteractiveChange()
            } else {
                pair.headless.cancelInteractiveChange()
                pair.recording.cancelInteractiveChange()
            }
            pair.settle()
        }
        #expect(
            try pair.headless.beginInteractiveChange(.showPage(3))
                == pair.recording.beginInteractiveChange(.showPage(3)))
        pair.leaveWindow()
        pair.headless.cancelInteractiveChange()
        pair.recording.cancelInteractiveChange()
        pair.settle()
        pair.enterWindow()
        #expect(pair.headlessLog.announcements.contains(.cancelled(.showPage(0))))
        #expect(pair.headlessLog.announcements.contains(.cancelled(.showPage(3))))
        #expect(pair.differences().isEmpty, "\(pair.differences())")
    }

    @Test(
        "A swap the hierarchy refuses is refused on public facts alike on both hosts",
        arguments: HierarchySabotage.allCases)
    func abandonedSwap(sabotage: HierarchySabotage) throws {
        let children: [ChildID] = ["first", "second"]
        let headlessChildren = children.map { ProbeViewController(title: $0.rawValue) }
        let recordingChildren = children.map { RecordingController(name: $0.rawValue) }
        let machine = SwapContainer(alternates: children, animation: .crossDissolve(duration: 1.0))
        let pair = try HostPair(
            headless: {
                HeadlessContainerViewController(
                    machine: machine, children: zip(children, headlessChildren).map { .instance($0, $1) },
                    title: "container", trace: $0)
            },
            recording: {
                RecordingHost(
                    machine: machine, children: zip(children, recordingChildren).map { .instance($0, $1) },
                    name: "container", forwardsAppearanceAutomatically: true, trace: $0, animator: $1)
            })
        let accomplice = try sabotage.perform(
            container: pair.headless, shown: headlessChildren[0], incoming: headlessChildren[1])
        let elsewhere = sabotage.perform(
            container: pair.recording, shown: recordingChildren[0], incoming: recordingChildren[1])
        let marks = (pair.headlessTrace.events.count, pair.recordingTrace.events.count)

        let (_, violations) = recordingViolations { pair.submit(.swapNext) }

        #expect(violations.count == 2, "each host reported its refusal")
        #expect(Array(pair.recordingTrace.events[marks.1...]) == [.violation(sabotage.expected)])
        #expect(pair.recording.lastAbandonment?.sent == pair.headless.lastAbandonment?.sent)
        #expect(pair.recording.lastAbandonment?.violation == pair.headless.lastAbandonment?.violation)
        #expect(pair.recordingLog.announcements == [.abandoned(.swapNext, sabotage.expected)])
        #expect(pair.differences(from: marks).isEmpty, "\(pair.differences(from: marks))")
        withExtendedLifetime((accomplice, elsewhere)) {}
    }
}

extension HierarchySabotage {
    /// The same sabotage, done to the recording hierarchy.
    @MainActor
    func perform(
        container: RecordingHost<SwapContainer>, shown: RecordingController, incoming: RecordingController
    ) -> RecordingController? {
        switch self {
        case .shownViewRemoved:
            shown.viewIfLoaded?.removeFromSuperview()
        case .shownChildLeftParent:
            shown.willMove(toParent: nil)
            shown.viewIfLoaded?.removeFromSuperview()
            shown.removeFromParent()
        case .incomingShownElsewhere:
            let elsewhere = RecordingController(name: "elsewhere")
            elsewhere.loadViewIfNeeded()
            elsewhere.addChild(incoming)
            incoming.loadViewIfNeeded()
            if let view = incoming.viewIfLoaded { elsewhere.viewIfLoaded?.insert(view, above: nil) }
            incoming.didMove(toParent: elsewhere)
            return elsewhere
        case .incomingAddedByHand:
            container.addChild(incoming)
        }
        return nil
    }
}

@MainActor
@Suite("Containers: the host comparison catches a host that differs (negative control)")
struct HostTraceEqualityNegativeControlTests {
    @Test("A recording host that leaves willMove(toParent:) out of its trace differs from the headless host")
    func forgetfulHost() throws {
        let scenario = SwapScenario()
        let result = try compareHosts(
            scenario, seeds: 0..<50, headless: scenario.host,
            recording: { config, trace, animator in
                let host = try scenario.recordingHost(config, trace, animator)
                host.dropsWillMove = true
                return host
            })
        #expect(result.report.failures > 0)
        #expect(result.report.firstFailures.allSatisfy { $0.contains("willMove") })
    }

    @Test("A host that swaps by hand, where the headless one calls transition(from:to:), is told apart")
    func differentSequence() throws {
        let scenario = SwapScenario()
        let result = try compareHosts(
            scenario, seeds: 0..<50, headless: scenario.host,
            recording: { config, trace, animator in
                RecordingHost(
                    machine: scenario.machine(config), children: scenario.alternates.map(recordingChild),
                    name: "SwapContainer", forwardsAppearanceAutomatically: false, trace: trace, animator: animator)
            })
        #expect(result.report.failures > 0)
        #expect(result.report.firstFailures.allSatisfy { $0.contains("traces differ") })
    }
}
