import Switchboard
import SwitchboardTesting

/// The fuzzers' generator: `SwitchboardTesting`'s seeded SplitMix64, so every fuzz sequence is
/// reproducible from its seed on every platform.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ elements: [T]) -> T {
        elements[below(elements.count)]
    }
}

/// One step of a fuzz sequence.
enum FuzzAction: CustomStringConvertible {
    case request(ContainerRequest, from: ChildID?)
    /// Let time pass: completes the transition in flight (pure core) / advances the animator.
    case tick
    /// Let every animation, and everything queued behind it, finish.
    case settle
    /// Take the container out of its window (`window.rootViewController = nil`), at any point,
    /// animations in flight or not; the pure core has no window and ignores it.
    case leaveWindow
    /// Put the container back in its window (a no-op while it is there).
    case enterWindow
    /// Send a request from inside the container's own appearance transition (a child's
    /// `viewWillAppear` or `viewWillDisappear`) as it enters (`entering`) or leaves its window;
    /// a plain request when the window does not change.
    case requestDuringWindowChange(ContainerRequest, from: ChildID?, entering: Bool)

    var description: String {
        switch self {
        case .request(let request, let sender): "send \(request) from \(sender?.description ?? "nil")"
        case .tick: "tick"
        case .settle: "settle"
        case .leaveWindow: "leave the window"
        case .enterWindow: "enter the window"
        case .requestDuringWindowChange(let request, let sender, let entering):
            "send \(request) from \(sender?.description ?? "nil") while \(entering ? "entering" : "leaving") the window"
        }
    }
}

/// A sequence's configuration, drawn from its seed.
struct FuzzConfig {
    let animation: ContainerAnimation
    let retention: AlternateRetention
    let actions: [FuzzAction]

    static let tickDuration = 0.3

    init<S: FuzzScenario>(seed: UInt64, scenario: S, maximumLength: Int) {
        var random = SplitMix64(seed: seed)
        animation = random.pick([
            .none, .crossDissolve(duration: Self.tickDuration), .slide(duration: Self.tickDuration),
        ])
        retention = random.pick([.keepAlive, .releaseWhenHidden])
        let length = 1 + random.below(maximumLength)
        actions = (0..<length).map { _ in
            switch random.below(14) {
            case 0..<7: .request(random.pick(scenario.requests), from: random.pick(scenario.senders))
            case 7, 8: .tick
            case 9: .settle
            case 10: .leaveWindow
            case 11: .enterWindow
            default:
                .requestDuringWindowChange(
                    random.pick(scenario.requests), from: random.pick(scenario.senders), entering: random.below(2) == 0)
            }
        }
    }
}

/// What a container should do, written as simply as possible: requests apply instantly, in order.
protocol FuzzScenario {
    associatedtype Model
    var requests: [ContainerRequest] { get }
    var senders: [ChildID?] { get }
    /// Whether hidden children are expected to be `disappeared` while still embedded (slide menu).
    var forwardsAppearanceByHand: Bool { get }
    var initialModel: Model { get }
    /// The model a sequence of `config` starts from; ``initialModel`` unless the model depends on
    /// the configuration (a slide menu's retention).
    func initialModel(for config: FuzzConfig) -> Model
    /// Applies `request` to the model; returns the rejection the container must produce, if any.
    func apply(_ request: ContainerRequest, from sender: ChildID?, to model: inout Model) -> ContainerRejection?
    /// The children that must be embedded.
    func embedded(_ model: Model) -> Set<ChildID>
    /// The children that must have appeared (on screen).
    func appeared(_ model: Model) -> Set<ChildID>
    /// Where each embedded child must be.
    func layouts(_ model: Model) -> [ChildID: LayoutRule]
}

extension FuzzScenario {
    func initialModel(for config: FuzzConfig) -> Model { initialModel }
}

/// Collected failures of a fuzz run; keeps the first few descriptions, counts all.
struct FuzzReport {
    var sequences = 0
    var steps = 0
    var failures = 0
    var firstFailures: [String] = []
    /// Sums over all sequences, to show the run exercised queueing, coalescing and rejection.
    var queued = 0
    var coalesced = 0
    var rejected = 0

    mutating func count(_ tally: ContainerRequestTally) {
        queued += tally.everQueued
        coalesced += tally.coalesced
        rejected += tally.rejected
    }

    /// Adds a later run's counts and as many of its first failures as there is room for.
    mutating func merge(_ later: FuzzReport) {
        sequences += later.sequences
        steps += later.steps
        failures += later.failures
        firstFailures += later.firstFailures.prefix(max(0, 5 - firstFailures.count))
        queued += later.queued
        coalesced += later.coalesced
        rejected += later.rejected
    }

    mutating func fail(seed: UInt64, step: Int, action: @autoclosure () -> String, _ problems: [String]) {
        guard !problems.isEmpty else { return }
        failures += 1
        if firstFailures.count < 5 {
            firstFailures.append("seed \(seed), step \(step) (\(action())): \(problems.joined(separator: "; "))")
        }
    }
}

/// An abstract hierarchy that executes plans and checks each effect's preconditions, for
/// fuzzing the pure core without a host.
struct EffectSimulator {
    private(set) var embedded: Set<ChildID> = []
    private(set) var layouts: [ChildID: LayoutRule] = [:]
    private(set) var appearedByHand: Set<ChildID> = []
    private var appearanceInProgress: [ChildID: Bool] = [:]
    private(set) var announcements: [ContainerAnnouncement] = []
    private(set) var issues: [String] = []

    var hasAppearanceInProgress: Bool { !appearanceInProgress.isEmpty }

    mutating func run(_ effects: [ContainmentEffect]) {
        for effect in effects { apply(effect) }
    }

    private mutating func apply(_ effect: ContainmentEffect) {
        switch effect {
        case .embed(let child, let layout):
            if !embedded.insert(child).inserted { issues.append("embed of embedded \(child)") }
            layouts[child] = layout
        case .unembed(let child):
            if embedded.remove(child) == nil { issues.append("unembed of absent \(child)") }
            layouts[child] = nil
        case .transition(let from, let to, let layout, _):
            if embedded.remove(from) == nil { issues.append("transition from absent \(from)") }
            if !embedded.insert(to).inserted { issues.append("transition to embedded \(to)") }
            layouts[from] = nil
            layouts[to] = layout
            // A swap hands the outgoing child's appearance to the incoming one.
            if appearedByHand.remove(from) != nil { appearedByHand.insert(to) }
        case .move(let placements, _):
            for placement in placements {
                if !embedded.contains(placement.child) { issues.append("move of absent \(placement.child)") }
                layouts[placement.child] = placement.layout
            }
        case .beginAppearance(let child, let isAppearing, _):
            if !embedded.contains(child) { issues.append("appearance of absent \(child)") }
            if appearanceInProgress[child] != nil { issues.append("begin appearance twice on \(child)") }
            if appearedByHand.contains(child) == isAppearing { issues.append("unbalanced begin on \(child)") }
            appearanceInProgress[child] = isAppearing
        case .endAppearance(let child):
            guard let isAppearing = appearanceInProgress.removeValue(forKey: child) else {
                issues.append("end appearance without begin on \(child)")
                return
            }
            if isAppearing { appearedByHand.insert(child) } else { appearedByHand.remove(child) }
        case .discard(let child):
            if embedded.contains(child) { issues.append("discard of embedded \(child)") }
        case .announce(let announcement):
            announcements.append(announcement)
        }
    }
}

/// Fuzzes a pure state machine through ``ContainerScheduler`` and ``EffectSimulator`` against
/// the scenario's model.
func fuzzPureCore<S: FuzzScenario, M: BuiltInVocabularyMachine>(
    _ scenario: S, seeds: Range<UInt64>, maximumLength: Int = 16,
    machine makeMachine: (FuzzConfig) throws -> M
) rethrows -> FuzzReport {
    var report = FuzzReport()
    for seed in seeds {
        let config = FuzzConfig(seed: seed, scenario: scenario, maximumLength: maximumLength)
        var scheduler = ContainerScheduler(try makeMachine(config))
        var simulator = EffectSimulator()
        simulator.run(scheduler.machine.setUpEffects())
        var model = scenario.initialModel(for: config)
        report.sequences += 1
        for (index, action) in (config.actions + [.settle]).enumerated() {
            report.steps += 1
            var problems: [String] = []
            switch action {
            case .request(let request, let sender), .requestDuringWindowChange(let request, let sender, _):
                let expected = scenario.apply(request, from: sender, to: &model)
                let step = scheduler.receive(request, from: sender)
                simulator.run(step.effects)
                if case .rejected(let rejection) = step {
                    if rejection != expected {
                        problems.append("rejected with \(rejection), model expects \(String(describing: expected))")
                    }
                } else if let expected {
                    problems.append("accepted, model expects rejection \(expected)")
                }
            case .tick:
                for dequeued in scheduler.endTransition() { simulator.run(dequeued.step.effects) }
            case .settle:
                while scheduler.isTransitioning {
                    for dequeued in scheduler.endTransition() { simulator.run(dequeued.step.effects) }
                }
            case .leaveWindow, .enterWindow:
                break
            }
            problems += simulator.issues
            let tally = scheduler.tally
            if tally.received != tally.settled + scheduler.pending.count {
                problems.append("request lost: \(tally) with \(scheduler.pending.count) pending")
            }
            if !scheduler.isTransitioning {
                problems += pureRestIssues(scenario, model: model, machine: scheduler.machine, simulator: simulator)
            }
            report.fail(seed: seed, step: index, action: action.description, problems)
            if !problems.isEmpty { break }
        }
        report.count(scheduler.tally)
    }
    return report
}

private func pureRestIssues<S: FuzzScenario, M: ContainerStateMachine>(
    _ scenario: S, model: S.Model, machine: M, simulator: EffectSimulator
) -> [String] {
    var problems: [String] = []
    if Set(machine.visibleChildren) != scenario.appeared(model) {
        problems.append(
            "machine shows \(machine.visibleChildren), model \(scenario.appeared(model).sorted(by: \.rawValue))")
    }
    if simulator.embedded != scenario.embedded(model) {
        problems.append(
            "embedded \(simulator.embedded.sorted(by: \.rawValue)), model \(scenario.embedded(model).sorted(by: \.rawValue))"
        )
    }
    if simulator.layouts != scenario.layouts(model) {
        problems.append("layouts \(simulator.layouts), model \(scenario.layouts(model))")
    }
    if scenario.forwardsAppearanceByHand, simulator.appearedByHand != scenario.appeared(model) {
        problems.append(
            "appeared \(simulator.appearedByHand.sorted(by: \.rawValue)), model \(scenario.appeared(model).sorted(by: \.rawValue))"
        )
    }
    if simulator.hasAppearanceInProgress { problems.append("appearance transition left open at rest") }
    return problems
}

extension Sequence {
    func sorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        sorted { key($0) < key($1) }
    }
}
