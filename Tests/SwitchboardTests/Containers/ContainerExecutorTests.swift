import Switchboard
import Testing

/// Broken on purpose for an automatically forwarding host: its plans also drive the shown child's
/// appearance by hand, as a manual-forwarding container's would.
struct HandAppearanceSwap: SwapContainerWrapper {
    var inner: SwapContainer
    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        let before = inner.current
        let effects = inner.plan(request, from: sender)
        guard !effects.isEmpty else { return [] }
        return [.beginAppearance(before, isAppearing: false, animated: false), .endAppearance(before)] + effects
    }
}

@MainActor
@Suite("ContainerExecutor: what a host relies on")
struct ContainerExecutorTests {
    @Test("A host can look a child up both ways: identifier to controller and back")
    func twoWayLookup() throws {
        let trace = ContainmentTrace()
        let host = RecordingHost(
            machine: SwapContainer(alternates: ["a", "b"]),
            children: [
                .instance("a", RecordingController(name: "a")), .factory("b") { RecordingController(name: "b") },
            ],
            name: "host", forwardsAppearanceAutomatically: true, trace: trace, animator: ManualAnimator())
        host.appear()
        let a = try #require(host.controller(for: "a"))
        #expect(host.childID(of: a) == "a")
        #expect(host.controller(for: "b") == nil, "not built yet")
        try host.submit(.swap(to: "b"))
        host.animator.finishAll()
        let b = try #require(host.controller(for: "b"))
        #expect(host.childID(of: b) == "b")
        #expect(host.childID(of: RecordingController(name: "stranger")) == nil)
    }

    @Test(
        "A host that forwards appearance automatically skips a plan's appearance steps: its children follow their views"
    )
    func automaticHostSkipsHandAppearance() throws {
        let trace = ContainmentTrace()
        let first = ProbeViewController(title: "first")
        let container = HeadlessContainerViewController(
            machine: HandAppearanceSwap(inner: SwapContainer(alternates: ["first", "second"])),
            children: [.instance("first", first), .factory("second") { ProbeViewController(title: "second") }],
            title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        defer { withExtendedLifetime(window) {} }
        let (_, violations) = recordingViolations { container.handle(.swapNext, from: nil) }
        #expect(violations.isEmpty)
        #expect(first.appearanceState == .disappeared && first.parent == nil)
        #expect(container.controller(for: "second")?.appearanceState == .appeared)
        let disappearances = trace.events.indices.filter {
            trace.events[$0].subject == "first" && trace.events[$0].action.hasPrefix("viewWillDisappear")
        }
        let began = try #require(trace.events.firstIndex { $0.action.hasPrefix("transition began") })
        #expect(disappearances.count == 1 && disappearances.allSatisfy { $0 > began }, "only the transition's own")
    }
}
