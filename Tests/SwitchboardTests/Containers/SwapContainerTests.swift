import Foundation
import Switchboard
import Testing

@MainActor
@Suite("SwapContainer: one slot, alternate children (seeds 002 and 004)")
struct SwapContainerTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()

    @Test("Seed 002: the first child is embedded when the view loads, with the full add sequence")
    func initialEmbed() {
        let container = HeadlessSwapContainerViewController(
            [
                .factory("first") { HeadlessViewController(title: "first") },
                .factory("second") { HeadlessViewController(title: "second") },
            ],
            title: "container", trace: trace)
        let (window, violations) = recordingViolations { HeadlessWindow(trace: trace) }
        window.rootViewController = container
        #expect(violations.isEmpty)
        #expect(
            trace.events == [
                .viewDidLoad("container"),
                .addChild("first", parent: "container"),
                .willMove("first", toParent: "container"),
                .viewDidLoad("first"),
                .viewAdded("first", to: "container"),
                .didMove("first", toParent: "container"),
                .viewWillAppear("container", animated: false),
                .viewWillAppear("first", animated: false),
                .viewAdded("container", to: "window"),
                .viewIsAppearing("container", animated: false),
                .viewIsAppearing("first", animated: false),
                .layout("container"),
                .layout("first"),
                .viewDidAppear("container", animated: false),
                .viewDidAppear("first", animated: false),
            ])
        #expect(container.children.map(\.debugName) == ["first"])
        #expect(container.controller(for: "second") == nil, "factories build on first use")
        #expect(container.controller(for: "first")?.view.frame == window.bounds)
    }

    @Test("Seed 002: a cross-dissolve swap follows UIKit's transition contract event by event")
    func crossDissolveSwap() throws {
        let scene = SwapScene(trace: trace, animator: animator)
        defer { withExtendedLifetime(scene) {} }
        let (container, log) = (scene.container, scene.log)
        let (outcome, violations) = recordingViolations { container.swapNext() }
        #expect(outcome == .applied)
        #expect(container.isTransitioning)
        #expect(log.announcements == [.willSwap(from: "first", to: "second")])
        animator.advance(by: 1.0)
        #expect(violations.isEmpty)
        #expect(
            trace.events == [
                .addChild("second", parent: "container"),
                .willMove("second", toParent: "container"),
                .willMove("first", toParent: nil),
                .viewDidLoad("second"),
                .transitionBegan(from: "first", to: "second", container: "container"),
                .viewWillDisappear("first", animated: true),
                .viewWillAppear("second", animated: true),
                .viewAdded("second", to: "container"),
                .viewIsAppearing("second", animated: true),
                .layout("second"),
                .viewRemoved("first", from: "container"),
                .viewDidDisappear("first", animated: true),
                .viewDidAppear("second", animated: true),
                .transitionEnded(from: "first", to: "second", container: "container", finished: true),
                .didMove("second", toParent: "container"),
                .removeFromParent("first", parent: "container"),
                .didMove("first", toParent: nil),
            ])
        #expect(log.announcements == [.willSwap(from: "first", to: "second"), .didSwap(from: "first", to: "second")])
        #expect(container.current == "second")
        #expect(container.children.map(\.debugName) == ["second"])
        #expect(!container.isTransitioning)
        #expect(container.auditContainment().isEmpty)
    }

    @Test("Requests during a transition are queued in order and applied after it, never dropped")
    func queuedDuringTransition() throws {
        let scene = SwapScene(trace: trace, animator: animator)
        defer { withExtendedLifetime(scene) {} }
        let (container, log) = (scene.container, scene.log)
        let (outcomes, violations) = try recordingViolations {
            [
                container.swapNext(),
                try container.swap(to: "first"),
                try container.swap(to: "first"),
                container.swapNext(),
                container.swapNext(),
            ]
        }
        #expect(
            outcomes == [
                .applied, .queued(position: 0), .queued(position: 0), .queued(position: 1), .queued(position: 2),
            ])
        #expect(container.pendingRequests.map(\.request) == [.swap(to: "first"), .swapNext, .swapNext])
        animator.advance(by: 1.0)  // first → second done; swap(to: first) starts
        #expect(container.current == "first")
        #expect(container.pendingRequests.map(\.request) == [.swapNext, .swapNext])
        animator.advance(by: 1.0)  // → second
        animator.advance(by: 1.0)  // → first
        #expect(container.pendingRequests.isEmpty)
        animator.finishAll()
        #expect(violations.isEmpty)
        #expect(container.current == "first")
        #expect(
            log.announcements.filter { if case .didSwap = $0 { true } else { false } } == [
                .didSwap(from: "first", to: "second"), .didSwap(from: "second", to: "first"),
                .didSwap(from: "first", to: "second"), .didSwap(from: "second", to: "first"),
            ])
        let tally = container.requestTally
        #expect(tally.received == 5 && tally.coalesced == 1 && tally.started == 4 && tally.settled == tally.received)
    }

    @Test("Swapping to the current child is a no-op: no events, no announcement")
    func swapToCurrent() throws {
        let scene = SwapScene(trace: trace, animator: animator)
        defer { withExtendedLifetime(scene) {} }
        let (container, log) = (scene.container, scene.log)
        #expect(try container.swap(to: "first") == .unchanged)
        #expect(trace.events.isEmpty)
        #expect(log.announcements.isEmpty)
        #expect(!container.isTransitioning)
    }

    @Test("Unknown or unsupported requests are rejected with a typed error; state and hierarchy unchanged")
    func rejections() throws {
        let scene = SwapScene(trace: trace, animator: animator)
        defer { withExtendedLifetime(scene) {} }
        let (container, log) = (scene.container, scene.log)
        let before = HierarchySnapshot([container] + container.children)
        #expect(throws: ContainerRejection.unknownChild("third", known: ["first", "second"])) {
            try container.swap(to: "third")
        }
        container.handle(.showPage(1), from: "first")
        #expect(container.lastRejection == .unsupportedRequest(.showPage(1), container: "SwapContainer"))
        #expect(!container.supports(.toggleMenu) && container.supports(.swapNext))
        #expect(HierarchySnapshot([container] + container.children) == before)
        #expect(container.current == "first")
        #expect(trace.events.isEmpty)
        #expect(
            log.announcements == [
                .rejected(.swap(to: "third"), .unknownChild("third", known: ["first", "second"])),
                .rejected(.showPage(1), .unsupportedRequest(.showPage(1), container: "SwapContainer")),
            ])
    }

    @Test("canApply answers as handle would, without changing anything")
    func canApplyPredictsHandle() throws {
        let scene = SwapScene(trace: trace, animator: animator)
        defer { withExtendedLifetime(scene) {} }
        let container = scene.container
        #expect(container.canApply(.swap(to: "second"), from: "first"))
        #expect(container.canApply(.swapNext, from: nil))
        #expect(!container.canApply(.swap(to: "third"), from: "first"), "unknown child")
        #expect(!container.canApply(.toggleMenu, from: nil), "unsupported")
        #expect(container.current == "first")
        #expect(trace.events.isEmpty)
        container.handle(.swap(to: "third"), from: "first")
        #expect(container.lastRejection == .unknownChild("third", known: ["first", "second"]))
    }

    @Test("Seed 004: release-when-hidden rebuilds from the factory; hidden instances deallocate")
    func seed004ReleaseWhenHidden() throws {
        let factory = ChildFactory()
        let container = HeadlessSwapContainerViewController(
            ["First", "Second", "Third"].map { factory.child(ChildID($0)) }, animation: .slide(duration: 0.5),
            retention: .releaseWhenHidden, trace: trace)
        let parent = HeadlessViewController(title: "root", trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = parent
        let ((), violations) = try recordingViolations {
            try parent.embed(container, layout: .fraction(0.5, of: .bottom))  // seed 004's centre slot
            try container.swap(to: "Second")
            try container.swap(to: "Third")
            try container.swap(to: "Third")
            try container.swap(to: "First")
        }
        #expect(violations.isEmpty)
        let slot = CGRect(x: 0, y: 284, width: 320, height: 284)
        #expect(container.view.frame == slot)
        #expect(container.controller(for: "First")?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 284))
        #expect(factory.buildCount == ["First": 2, "Second": 1, "Third": 1])
        #expect(factory.survivors == ["First"], "hidden alternates were released")
        #expect(container.auditContainment().isEmpty)
        #expect(trace.violations.isEmpty)
    }

    @Test("Keep-alive retains hidden alternates and reuses them")
    func keepAlive() {
        let factory = ChildFactory()
        let container = HeadlessSwapContainerViewController(
            ["a", "b"].map { factory.child(ChildID($0)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        for _ in 0..<4 { container.swapNext() }
        #expect(factory.buildCount == ["a": 1, "b": 1])
        #expect(factory.survivors.sorted() == ["a", "b"])
        #expect(container.controller(for: "a")?.view.frame == window.bounds)
    }

    @Test("A request sent by an observer during an announcement is queued behind the running plan")
    func reentrantRequest() {
        let container = HeadlessSwapContainerViewController(
            ["a", "b", "c"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        let log = AnnouncementLog()
        container.observers.add(log)
        log.onAnnouncement = { announcement in
            if announcement == .willSwap(from: "a", to: "b") {
                #expect(container.swapNext() == .queued(position: 0))
            }
        }
        let (_, violations) = recordingViolations { container.swapNext() }
        #expect(violations.isEmpty)
        #expect(container.current == "c")
        #expect(
            log.announcements == [
                .willSwap(from: "a", to: "b"), .didSwap(from: "a", to: "b"),
                .willSwap(from: "b", to: "c"), .didSwap(from: "b", to: "c"),
            ])
        #expect(window.rootViewController === container)
    }

    @Test("Children deallocate when the container is released, even mid-transition once it completes")
    func lifetime() {
        weak var weakContainer: HeadlessSwapContainerViewController?
        let factory = ChildFactory()
        do {
            let container = HeadlessSwapContainerViewController(
                ["a", "b"].map { factory.child(ChildID($0)) }, animation: .crossDissolve(), trace: trace)
            weakContainer = container
            let window = onScreen(container, trace: trace, animator: animator)
            container.swapNext()
            animator.finishAll()
            window.rootViewController = nil
        }
        #expect(weakContainer == nil)
        #expect(factory.survivors.isEmpty)
    }

    @Test(
        "Configuration errors are typed",
        arguments: [
            ([ChildID](), nil as ChildID?, ContainerRejection.noChildren),
            (["a", "a"], nil, .duplicateChild("a")),
            (["a", "b"], "z", .unknownChild("z", known: ["a", "b"])),
        ])
    func configurationErrors(alternates: [ChildID], initial: ChildID?, expected: ContainerRejection) {
        #expect(throws: expected) { try SwapContainer(validatingAlternates: alternates, initial: initial) }
    }

    @Test("A host must get exactly one source per child")
    func hostSources() {
        #expect(throws: ContainerRejection.childNotProvided("b")) {
            try HeadlessContainerViewController(
                validatingMachine: SwapContainer(alternates: ["a", "b"]),
                children: [.instance("a", HeadlessViewController())])
        }
    }
}
