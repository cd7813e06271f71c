import Switchboard
import Testing

/// Where a request arrives in the host's own appearance transition, on a ``RecordingHost`` (the
/// executor on a host that sees only UIKit's calls, as a UIKit container does).
enum HostAppearancePhase: CaseIterable, CustomTestStringConvertible {
    /// Between the host's will appear and did appear.
    case appearing
    /// Between the host's will disappear and did disappear.
    case disappearing
    /// The host starts appearing, the request arrives, and the host leaves before it appeared.
    case appearingThenLeaving
    /// The host starts leaving, the request arrives, and the host comes back before it left.
    case leavingThenReturning

    var testDescription: String {
        switch self {
        case .appearing: "while appearing"
        case .disappearing: "while disappearing"
        case .appearingThenLeaving: "while appearing, then leaving before it appeared"
        case .leavingThenReturning: "while leaving, then returning before it left"
        }
    }

    /// Whether the host starts on screen.
    var startsOnScreen: Bool { self == .disappearing || self == .leavingThenReturning }

    /// Whether the host ends on screen.
    var endsOnScreen: Bool { self == .appearing || self == .leavingThenReturning }

    @MainActor
    func run<M>(_ host: RecordingHost<M>, during body: () -> Void) {
        switch self {
        case .appearing: host.appear(during: body)
        case .disappearing: host.disappear(during: body)
        case .appearingThenLeaving: host.appearThenLeave(during: body)
        case .leavingThenReturning: host.leaveThenReturn(during: body)
        }
    }
}

/// The containers that forward appearance by hand, on a recording host, with one request each.
enum HandForwardingHost: CaseIterable, CustomTestStringConvertible {
    /// A swap container forwarding by hand swaps a for b.
    case swapByHand
    /// A pager scrolls from page 0 to page 1.
    case pager
    /// A slide container opens its menu.
    case slideMenu

    var testDescription: String {
        switch self {
        case .swapByHand: "a swap container forwarding by hand swaps"
        case .pager: "a pager scrolls"
        case .slideMenu: "a slide container opens its menu"
        }
    }

    /// Runs `request` in `phase` with `animation`, then settles and brings the host on screen;
    /// returns what went wrong.
    @MainActor
    func issues(phase: HostAppearancePhase, animation: ContainerAnimation) throws -> [String] {
        let trace = ContainmentTrace()
        let animator = ManualAnimator()
        func child(_ id: ChildID) -> ContainerChild<RecordingController> {
            .factory(id) { RecordingController(name: id.rawValue) }
        }
        switch self {
        case .swapByHand:
            let host = RecordingHost(
                machine: SwapContainer(alternates: ["a", "b"], animation: animation),
                children: [child("a"), child("b")],
                name: "swap", forwardsAppearanceAutomatically: false, trace: trace, animator: animator)
            return check(host, .swap(to: "b"), shownAfter: ["b"], removed: ["a"], phase, trace, animator)
        case .pager:
            let host = RecordingHost(
                machine: PagingContainer(pages: [["red"], ["green"]], pageAnimation: animation),
                children: [child("red"), child("green")], name: "pager", forwardsAppearanceAutomatically: false,
                trace: trace, animator: animator)
            return check(host, .showPage(1), shownAfter: ["green"], removed: [], phase, trace, animator)
        case .slideMenu:
            let host = RecordingHost(
                machine: SlideMenuContainer(main: "main", menu: "menu", animation: animation),
                children: [child("main"), child("menu")], name: "slide", forwardsAppearanceAutomatically: false,
                trace: trace, animator: animator)
            return check(host, .toggleMenu, shownAfter: ["main", "menu"], removed: [], phase, trace, animator)
        }
    }

    @MainActor
    private func check<M: BuiltInVocabularyMachine>(
        _ host: RecordingHost<M>, _ request: ContainerRequest, shownAfter: Set<String>, removed: Set<String>,
        _ phase: HostAppearancePhase, _ trace: ContainmentTrace, _ animator: ManualAnimator
    ) -> [String] {
        var issues: [String] = []
        func settle() {
            var rounds = 0
            while host.isTransitioning || animator.inFlightCount > 0, rounds < 100 {
                animator.finishAll()
                rounds += 1
            }
        }
        func expectAppearance(shown: Set<String>, _ when: String) {
            issues += host.appearanceIssues(shown: shown).map { "\(when): \($0)" }
        }
        if phase.startsOnScreen {
            host.appear()
            settle()
        }
        let mark = trace.events.count
        var thrown: ContainerRejection?
        phase.run(host) {
            do throws(ContainerRejection) { try host.submit(request) } catch { thrown = error }
        }
        settle()
        if let thrown { issues.append("rejected: \(thrown)") }
        for name in removed where host.children.contains(where: { $0.name == name }) {
            issues.append("\(name) is still a child")
        }
        expectAppearance(shown: phase.endsOnScreen ? shownAfter : [], "after the request")
        issues += appearanceTraceIssues(trace, from: mark, recordsIsAppearing: false).map { "after the request: \($0)" }
        let back = trace.events.count
        host.disappear()
        host.appear()
        settle()
        expectAppearance(shown: shownAfter, "back on screen")
        issues += appearanceTraceIssues(trace, from: back, recordsIsAppearing: false).map { "back on screen: \($0)" }
        return issues
    }
}

extension RecordingHost {
    /// Where the children's appearance departs from `shown` having appeared and every other
    /// child having disappeared.
    func appearanceIssues(shown: Set<String>) -> [String] {
        machine.childIDs.compactMap { id in
            guard let child = controller(for: id) else { return nil }
            let expected: AppearanceState = shown.contains(child.name) ? .appeared : .disappeared
            return child.appearance == expected ? nil : "\(child.name) is \(child.appearance)"
        }
    }
}

/// The executor on a host that is not `HeadlessViewController` — what a UIKit container runs —
/// with a request arriving in every phase of the host's own appearance transition, for each
/// container that forwards appearance by hand (the swap container's by-hand swap included).
@MainActor
@Suite("Containers: a request during the host's own appearance transition, on a recording host")
struct HostAppearanceTransitionTests {
    @Test(
        "What the host shows when its transition ends has appeared, everything else disappeared, in UIKit's order",
        arguments: HandForwardingHost.allCases, HostAppearancePhase.allCases)
    func requestDuringTransition(_ host: HandForwardingHost, phase: HostAppearancePhase) throws {
        for animation in [ContainerAnimation.none, .crossDissolve(duration: 0.3)] {
            let issues = try host.issues(phase: phase, animation: animation)
            #expect(issues.isEmpty, "\(animation): \(issues)")
        }
    }

    @Test("The host appearance check reports a child left appeared after the host left (negative control)")
    func appearanceCheckCatchesStaleChild() throws {
        let host = RecordingHost(
            machine: SwapContainer(alternates: ["a", "b"], animation: .none),
            children: [
                .factory("a") { RecordingController(name: "a") }, .factory("b") { RecordingController(name: "b") },
            ],
            name: "swap", forwardsAppearanceAutomatically: false, trace: ContainmentTrace(), animator: ManualAnimator())
        host.appear()
        #expect(host.appearanceIssues(shown: ["a"]).isEmpty, "a is on screen, as expected")
        // Expecting the state after the host left, while a is still on screen, must be reported.
        #expect(host.appearanceIssues(shown: []) == ["a is appeared"])
    }
}
