import Switchboard
import Testing

/// An executor hosted by `host`, to ask its preflight directly.
@MainActor
private func executor(
    on host: ExecutorTestHost
) -> ContainerExecutor<SwapContainer, ExecutorTestHost> {
    let executor = ContainerExecutor<SwapContainer, ExecutorTestHost>(
        machine: SwapContainer(alternates: ["only"]), children: [.instance("only", HeadlessViewController())])
    executor.host = host
    return executor
}

/// The executor's preflight reads only what UIKit exposes (`parent`, `viewIfLoaded?.superview`, the
/// controller owning a view) and its own record, yet predicts the same refusals as the headless
/// host's own checks, which read its internals.
@MainActor
@Suite("Containers: the executor's preflight, on public facts, predicts the headless host's refusals")
struct ExecutorPreflightTests {
    @Test("A swap: the same prediction as the headless check", arguments: ReplacementCase.allCases)
    func replacement(_ scenario: ReplacementCase) throws {
        let stage = try ReplacementStage(scenario)
        let (host, old, new) = (stage.host, stage.old, stage.new)
        let preflight = executor(on: host)
        let predicted = preflight.replacementViolation(old, with: new, byHand: false)
        if scenario == .oldInFlight {
            // UIKit does not say which children a transition moves; the executor knows only its own
            // swaps. The headless call refuses this one itself, and the executor abandons the plan.
            #expect(predicted == nil)
            #expect(host.replacementViolation(old, with: new) == .transitionAlreadyInFlight(controller: "shown"))
        } else {
            #expect(predicted == host.replacementViolation(old, with: new))
            #expect(
                preflight.replacementViolation(old, with: new, byHand: true)
                    == host.replacementViolation(old, with: new, byHand: true))
        }
        #expect((predicted == nil) == [.valid, .oldInFlight].contains(scenario))
        stage.finish()
    }

    @Test("Embedding and removal: the same prediction as the headless checks", arguments: [false, true])
    func embedAndUnembed(sabotaged: Bool) throws {
        let host = ExecutorTestHost(title: "host")
        let window = HeadlessWindow()
        window.rootViewController = host
        defer { withExtendedLifetime(window) {} }
        let child = HeadlessViewController(title: "child")
        let stranger = HeadlessViewController(title: "stranger")
        let elsewhere = HeadlessViewController(title: "elsewhere")
        let loose = HeadlessViewController(title: "loose")
        elsewhere.view.addSubview(loose.view)
        if sabotaged { host.addChild(child) }
        let preflight = executor(on: host)
        for candidate in [child, loose, host] {
            #expect(preflight.embeddingViolation(candidate) == host.embeddingViolation(candidate))
        }
        #expect(preflight.embeddingViolation(loose) != nil, "a view inside another controller's view")
        for candidate in [child, stranger] {
            #expect(preflight.removalViolation(candidate) == host.removalViolation(candidate))
        }
        #expect(preflight.removalViolation(stranger) == .removalOfNonChild(child: "stranger", container: "host"))
    }
}
