import Switchboard

/// ``fuzzHost(_:seeds:maximumLength:configure:host:)`` in chunks of `chunk` seeds, giving up the
/// main actor between chunks.
///
/// A whole run holds the main actor for minutes under a sanitizer; in chunks, main-queue work the
/// tests beside it wait for (deliveries, leak reports) runs between them. The seeds, and so the
/// sequences, are the same as in one call.
@MainActor
func fuzzHostYielding<S: FuzzScenario, M: BuiltInVocabularyMachine>(
    _ scenario: S, seeds: Range<UInt64>, chunk: UInt64 = 250,
    host makeHost: (FuzzConfig, ChildFactory, ContainmentTrace) throws -> HeadlessContainerViewController<M>
) async throws -> FuzzReport {
    var report = FuzzReport()
    var start = seeds.lowerBound
    while start < seeds.upperBound {
        let end = min(start + chunk, seeds.upperBound)
        report.merge(try fuzzHost(scenario, seeds: start..<end, host: makeHost))
        start = end
        await Task.yield()
    }
    return report
}

/// Fuzzes a full headless host: real containment calls, a window the container leaves and
/// re-enters at any point, a ``ManualAnimator``, the trace checked against UIKit's contract after
/// every step, appearance checked against the window, and a leak check per sequence.
@MainActor
func fuzzHost<S: FuzzScenario, M: BuiltInVocabularyMachine>(
    _ scenario: S, seeds: Range<UInt64>, maximumLength: Int = 16,
    configure: (ChildFactory) -> Void = { _ in },
    host makeHost: (FuzzConfig, ChildFactory, ContainmentTrace) throws -> HeadlessContainerViewController<M>
) throws -> FuzzReport {
    var report = FuzzReport()
    for seed in seeds {
        let config = FuzzConfig(seed: seed, scenario: scenario, maximumLength: maximumLength)
        let factory = ChildFactory()
        // Children that can send a request from inside the container's appearance transition.
        let hook = AppearanceHook()
        factory.makeController = { AppearanceHookViewController(title: $0, hook: hook) }
        configure(factory)
        let sink = ContainmentViolationCollector()
        weak var weakHost: HeadlessContainerViewController<M>?
        try sink.collect {
            let trace = ContainmentTrace()
            let animator = ManualAnimator()
            let host = try makeHost(config, factory, trace)
            weakHost = host
            let window = HeadlessWindow(trace: trace, animator: animator)
            window.rootViewController = host
            var checker = TraceContractChecker()
            var model = scenario.initialModel(for: config)
            report.sequences += 1
            let actions = config.actions + [.settle]
            for (index, action) in actions.enumerated() {
                report.steps += 1
                var problems: [String] = []
                @MainActor func send(
                    _ request: ContainerRequest, from sender: ChildID?, expecting expected: ContainerRejection?
                ) {
                    do throws(ContainerRejection) {
                        try host.submit(request, from: sender)
                        if let expected { problems.append("accepted, model expects rejection \(expected)") }
                    } catch {
                        if error != expected {
                            problems.append("rejected with \(error), model expects \(String(describing: expected))")
                        }
                    }
                }
                switch action {
                case .request(let request, let sender):
                    send(request, from: sender, expecting: scenario.apply(request, from: sender, to: &model))
                case .requestDuringWindowChange(let request, let sender, let entering):
                    let expected = scenario.apply(request, from: sender, to: &model)
                    // Sent from the first child's will-callback inside the container's appearance
                    // change, whoever forwards it: the executor (by hand) or the headless model.
                    hook.arm { send(request, from: sender, expecting: expected) }
                    window.rootViewController = entering ? host : nil
                    // Not sent yet when the window did not change or no child was there to send it.
                    if hook.disarm() { send(request, from: sender, expecting: expected) }
                case .tick:
                    animator.advance(by: FuzzConfig.tickDuration)
                case .settle:
                    var rounds = 0
                    while host.isTransitioning, rounds < 1_000 {
                        animator.finishAll()
                        rounds += 1
                    }
                case .leaveWindow:
                    window.rootViewController = nil
                case .enterWindow:
                    window.rootViewController = host
                }
                checker.consume(trace)
                problems += checker.issues
                problems += sink.violations.map { "violation reported: \($0)" }
                let tally = host.requestTally
                if tally.received != tally.settled + host.pendingRequests.count {
                    problems.append("request lost: \(tally) with \(host.pendingRequests.count) pending")
                }
                if !host.isTransitioning {
                    problems += hostRestIssues(
                        scenario, model: model, host: host, onScreen: window.rootViewController === host,
                        checker: checker, factory: factory, config: config)
                }
                report.fail(seed: seed, step: index, action: action.description, problems)
                if !problems.isEmpty { break }
            }
            report.count(host.requestTally)
            let earlierIssues = checker.issues.count
            window.rootViewController = nil
            checker.consume(trace)
            var problems = checker.issues.dropFirst(earlierIssues).map { "after leaving the window: \($0)" }
            problems += host.children.filter { $0.appearanceState != .disappeared }.map {
                "\($0.debugName) is \($0.appearanceState) off screen"
            }
            report.fail(seed: seed, step: config.actions.count + 1, action: "leave the window", problems)
        }
        var problems: [String] = []
        if weakHost != nil { problems.append("container leaked") }
        if !factory.survivors.isEmpty { problems.append("children leaked: \(factory.survivors)") }
        report.fail(seed: seed, step: config.actions.count + 1, action: "release", problems)
    }
    return report
}

@MainActor
private func hostRestIssues<S: FuzzScenario, M: BuiltInVocabularyMachine>(
    _ scenario: S, model: S.Model, host: HeadlessContainerViewController<M>, onScreen: Bool,
    checker: TraceContractChecker, factory: ChildFactory, config: FuzzConfig
) -> [String] {
    var problems: [String] = []
    if !host.pendingRequests.isEmpty { problems.append("queue not empty at rest") }
    problems += host.auditContainment().map { "audit: \($0)" }
    if !checker.controllersMidAppearance.isEmpty {
        problems.append("mid-appearance at rest: \(checker.controllersMidAppearance)")
    }
    if !checker.controllersMidContainment.isEmpty {
        problems.append("mid-containment at rest: \(checker.controllersMidContainment)")
    }
    let expected = scenario.embedded(model)
    let names = Set(host.children.map(\.debugName))
    if names != Set(expected.map(\.rawValue)) || host.children.count != expected.count {
        problems.append("children \(host.children.map(\.debugName)), model \(expected.sorted(by: \.rawValue))")
    }
    let bounds = host.view.bounds
    // Off screen nothing has appeared, whatever was sliding or swapping when the container left.
    let appeared = onScreen ? scenario.appeared(model) : []
    for (id, layout) in scenario.layouts(model) {
        guard let child = host.controller(for: id), child.parent === host else {
            problems.append("\(id) is not a child")
            continue
        }
        if child.viewIfLoaded?.superview !== host.view { problems.append("\(id)'s view is not in the container") }
        if child.viewIfLoaded?.frame != layout.frame(in: bounds) {
            problems.append(
                "\(id) at \(String(describing: child.viewIfLoaded?.frame)), model \(layout.frame(in: bounds))")
        }
        let state: AppearanceState = appeared.contains(id) ? .appeared : .disappeared
        if child.appearanceState != state { problems.append("\(id) is \(child.appearanceState), model \(state)") }
    }
    // Exactly one child the model shows covers the container (a drawer's panel lying still
    // beneath the main child covers it too, hidden).
    let shown = scenario.appeared(model)
    let covering = shown.filter { host.controller(for: $0)?.viewIfLoaded?.frame == bounds }
    if covering.count != 1 { problems.append("\(covering.count) shown children cover the container") }
    let survivors = Set(factory.survivors)
    switch config.retention {
    case .releaseWhenHidden where !factory.leaksEveryController:
        if survivors != Set(expected.map(\.rawValue)) {
            problems.append("hidden children alive: \(survivors.sorted())")
        }
    default:
        if !survivors.isSuperset(of: expected.map(\.rawValue)) { problems.append("shown children deallocated") }
    }
    return problems
}
