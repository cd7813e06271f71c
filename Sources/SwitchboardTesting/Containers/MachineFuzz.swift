import Foundation
import Switchboard

/// The sequences ``checkContainerMachine(_:requests:senders:sequences:length:seed:sourceLocation:)``
/// runs: drawing them from a seed, running one on a fresh host, and shrinking a failing one.
@MainActor
struct MachineFuzz<Machine: ContainerStateMachine & Equatable> {
    /// One step of a sequence.
    enum Step: CustomStringConvertible {
        case send(Machine.Request, from: ChildID?)
        /// Half an animation's worth of time: transitions stay in flight, requests queue.
        case tick
        /// Every animation, and everything queued behind it, finishes.
        case settle
        case leaveWindow
        case enterWindow

        var description: String {
            switch self {
            case .send(let request, let sender): "send \(request)" + (sender.map { " from \($0)" } ?? "")
            case .tick: "tick"
            case .settle: "settle"
            case .leaveWindow: "leave the window"
            case .enterWindow: "enter the window"
            }
        }
    }

    /// 200 sequences in a plain build; a fifth under the sanitizers, which slow tests 10 to 40 times.
    static var defaultSequences: Int {
        let environment = ProcessInfo.processInfo.environment
        return environment["TSAN_OPTIONS"] != nil || environment["ASAN_OPTIONS"] != nil ? 40 : 200
    }

    let machine: Machine
    let requests: [Machine.Request]
    let senders: [ChildID?]

    /// The steps of the sequence `seed` draws: mostly requests, some ticks and settles, a few
    /// trips out of the window.
    func steps(seed: UInt64, length: Int) -> [Step] {
        guard !requests.isEmpty else { return [.settle] }
        var random = SeededGenerator(seed: seed)
        let count = 1 + Int.random(in: 0..<length, using: &random)
        let senders = self.senders.isEmpty ? [nil] : self.senders
        return (0..<count).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                .send(
                    requests[Int.random(in: 0..<requests.count, using: &random)],
                    from: senders[Int.random(in: 0..<senders.count, using: &random)])
            case 6, 7: .tick
            case 8: .settle
            default: Bool.random(using: &random) ? .leaveWindow : .enterWindow
            }
        }
    }

    /// Runs `steps` on a fresh host and returns the rules they broke; empty when none.
    func problems(running steps: [Step]) -> [String] {
        let collector = ContainmentViolationCollector()
        return collector.collect {
            var run = MachineFuzzRun(machine: machine, requests: requests)
            guard run.problems.isEmpty else { return run.problems }
            for step in steps {
                run.take(step)
                run.note(collector.violations)
                collector.removeAll()
                if !run.problems.isEmpty { return run.problems }
            }
            run.take(.settle)
            run.note(collector.violations)
            run.checkTally()
            return run.problems
        }
    }
}

/// One sequence on one host: the container in a window on a manual clock, the controllers it was
/// handed (weakly), and the problems met so far.
@MainActor
struct MachineFuzzRun<Machine: ContainerStateMachine & Equatable> {
    /// What a request could change, read through the machine so state kept behind a reference
    /// counts too.
    struct Snapshot: Equatable {
        let machine: Machine
        let visible: [ChildID]
        let refused: [Bool]
        let shown: [ChildID]
        /// Whether asking the machine which requests it refuses changed what it shows.
        let askingChangedIt: Bool
    }

    /// The controllers the host was handed, weakly, to see that a discarded one is let go.
    @MainActor
    final class Built {
        var controllers: [(id: ChildID, controller: Weak)] = []
        final class Weak {
            weak var object: HeadlessViewController?
            init(_ object: HeadlessViewController) { self.object = object }
        }

        func make(_ id: ChildID) -> HeadlessViewController {
            let controller = HeadlessViewController(title: id.rawValue, trace: nil)
            controllers.append((id, Weak(controller)))
            return controller
        }
    }

    let requests: [Machine.Request]
    let animator = ManualAnimator()
    let window: HeadlessWindow
    let built = Built()
    let container: HeadlessContainerViewController<Machine>?
    private(set) var problems: [String] = []
    private var sent = 0
    private var answered = 0

    init(machine: Machine, requests: [Machine.Request]) {
        self.requests = requests
        window = HeadlessWindow(trace: nil, animator: animator)
        let built = built
        do {
            container = try HeadlessContainerViewController(
                validatingMachine: machine, children: machine.childIDs.map { .instance($0, built.make($0)) },
                makeChild: { id, _ in built.make(id) }, title: machine.containerName, trace: nil)
        } catch {
            container = nil
            problems.append("the host refused the machine's children: \(error)")
            return
        }
        window.rootViewController = container
        settle()
    }

    mutating func take(_ step: MachineFuzz<Machine>.Step) {
        guard let container else { return }
        switch step {
        case .send(let request, let sender):
            let before = snapshot(container)
            let result = container.handle(request, from: sender)
            sent += 1
            answered += 1
            let after = snapshot(container)
            if before.askingChangedIt || after.askingChangedIt {
                problems.append(
                    "asking whether it refuses a request changed what it shows: "
                        + "rejection(for:from:) must change nothing")
            }
            switch result {
            case .rejected(let reason) where !(reason is ContainmentViolation):
                if after != before { problems.append("rejected \(request) (\(reason)) but \(change(before, after))") }
            case .unchanged:
                if after != before { problems.append("answered unchanged to \(request) but \(change(before, after))") }
            default: break
            }
        case .tick:
            animator.advance(by: 0.15)
        case .settle:
            settle()
            checkSettled(container)
        case .leaveWindow:
            if window.rootViewController != nil { window.rootViewController = nil }
        case .enterWindow:
            if window.rootViewController == nil { window.rootViewController = container }
        }
    }

    mutating func note(_ violations: [ContainmentViolation]) {
        problems += violations.map { "containment violation: \($0)" }
        if let abandoned = container?.lastAbandonment {
            problems.append("the hierarchy refused the plan of \(abandoned.sent.request): \(abandoned.violation)")
        }
    }

    /// Every request sent was answered once and settled once.
    mutating func checkTally() {
        guard let tally = container?.requestTally else { return }
        if tally.received != sent || tally.settled != tally.received || answered != sent {
            problems.append(
                "\(sent) requests sent, \(tally.received) received, \(tally.settled) settled: a request was lost or "
                    + "answered twice")
        }
    }

    private func settle() {
        var rounds = 0
        while animator.inFlightCount > 0 || container?.isTransitioning == true, rounds < 10_000 {
            animator.finishAll()
            rounds += 1
        }
    }

    private mutating func checkSettled(_ container: HeadlessContainerViewController<Machine>) {
        if container.isTransitioning {
            problems.append("the container never settles: a plan is still running with no animation in flight")
            return
        }
        let shown = container.children.compactMap { container.childID(of: $0) }
        if Set(shown) != Set(container.machine.visibleChildren) || shown.count != container.children.count {
            problems.append(
                "settled, it shows \(container.children.map(\.debugName)) but visibleChildren is "
                    + "\(container.machine.visibleChildren.map(\.rawValue))")
        }
        let onScreen = window.rootViewController === container
        for child in container.children where child.appearanceState != (onScreen ? .appeared : .disappeared) {
            problems.append(
                "settled \(onScreen ? "on" : "off") screen, \(child.debugName) is \(child.appearanceState)")
        }
        for (id, reference) in built.controllers where container.controller(for: id) == nil {
            if let alive = reference.object, alive.parent == nil {
                problems.append("\(alive.debugName) is alive after the container let it go")
            }
        }
    }

    private func snapshot(_ container: HeadlessContainerViewController<Machine>) -> Snapshot {
        let machine = container.machine
        let visible = machine.visibleChildren
        let refused = requests.map { machine.rejection(for: $0, from: nil) != nil }
        return Snapshot(
            machine: machine, visible: visible, refused: refused,
            shown: container.children.compactMap { container.childID(of: $0) },
            askingChangedIt: machine.visibleChildren != visible)
    }

    private func change(_ before: Snapshot, _ after: Snapshot) -> String {
        if after.shown != before.shown { return "the shown children changed from \(before.shown) to \(after.shown)" }
        if after.visible != before.visible {
            return "visibleChildren changed from \(before.visible) to \(after.visible)"
        }
        if after.refused != before.refused { return "which requests it refuses changed" }
        return "its state changed from \(before.machine) to \(after.machine)"
    }
}
