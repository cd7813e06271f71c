#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// One container, built on both hosts with the same children, driven by the same requests.
    enum ComparedContainer: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case swap, visiblePager, allPagesPager, slideMenu

        var testDescription: String { rawValue }

        static let pages: [[ChildID]] = [["red"], ["green", "blue"], ["yellow"]]

        var requests: [ContainerRequest] {
            switch self {
            case .swap: [.swapNext, .swap(to: "c"), .swap(to: "c"), .swapNext, .showPage(1), .swap(to: "b")]
            case .visiblePager, .allPagesPager:
                [.showPage(2), .swap(to: "blue"), .showPage(0), .swapNext, .showPage(7), .showPage(1)]
            case .slideMenu: [.toggleMenu, .toggleProfile, .closePanels, .toggleMenu, .toggleMenu, .showPage(0)]
            }
        }

        var appearanceByHand: Bool { self == .visiblePager || self == .slideMenu }

        private var mode: PagingContainer.AppearanceMode { self == .allPagesPager ? .allPages : .visiblePage }

        @MainActor
        func headless(_ trace: ContainmentTrace) -> HeadlessViewController {
            func child(_ id: ChildID) -> ContainerChild<HeadlessViewController> {
                .instance(id, HeadlessViewController(title: id.rawValue))
            }
            switch self {
            case .swap:
                return HeadlessSwapContainerViewController(
                    ["a", "b", "c"].map(child), animation: .crossDissolve(duration: 0.3), title: "host", trace: trace)
            case .visiblePager, .allPagesPager:
                return HeadlessPagingContainerViewController(
                    pages: Self.pages.map { $0.map(child) }, initialPage: 1, swapAnimation: .slide(),
                    appearanceMode: mode, title: "host", trace: trace)
            case .slideMenu:
                return HeadlessSlideMenuContainerViewController(
                    main: child("main"), menu: child("menu"), profile: child("profile"), title: "host", trace: trace)
            }
        }

        @MainActor
        func uikit(_ trace: ContainmentTrace) -> UIViewController {
            func child(_ id: ChildID) -> ContainerChild<UIViewController> { .instance(id, titled(id.rawValue)) }
            switch self {
            case .swap:
                return SwapContainerViewController(
                    ["a", "b", "c"].map(child), animation: .crossDissolve(duration: 0.3), title: "host", trace: trace)
            case .visiblePager, .allPagesPager:
                return PagingContainerViewController(
                    pages: Self.pages.map { $0.map(child) }, initialPage: 1, swapAnimation: .slide(),
                    appearanceMode: mode, title: "host", trace: trace)
            case .slideMenu:
                return SlideMenuContainerViewController(
                    main: child("main"), menu: child("menu"), profile: child("profile"), title: "host", trace: trace)
            }
        }
    }

    /// Sends `requests` to a container of either host, through its `RequestHandler` entry, letting
    /// the stand-in's clock run after each (a user waiting for the screen to settle), so that each
    /// request starts on a container at rest, as on the headless host.
    @MainActor
    private func send(_ requests: [ContainerRequest], to container: AnyObject) -> [RequestResult] {
        requests.map { request in
            defer { StandIn.runUntilIdle() }
            return switch container {
            case let headless as HeadlessContainerViewController<SwapContainer>: headless.handle(request, from: nil)
            case let headless as HeadlessContainerViewController<PagingContainer>: headless.handle(request, from: nil)
            case let headless as HeadlessContainerViewController<SlideMenuContainer>:
                headless.handle(request, from: nil)
            case let uikit as ContainerViewController<SwapContainer>: uikit.handle(request, from: nil)
            case let uikit as ContainerViewController<PagingContainer>: uikit.handle(request, from: nil)
            case let uikit as ContainerViewController<SlideMenuContainer>: uikit.handle(request, from: nil)
            default: .unchanged
            }
        }
    }

    /// Both hosts' projected traces and answers for the same requests.
    @MainActor
    private func run(
        _ container: ComparedContainer, headlessRequests: [ContainerRequest]? = nil
    ) throws -> (headless: [ContainmentEvent], uikit: [ContainmentEvent], answers: ([RequestResult], [RequestResult])) {
        let headlessTrace = ContainmentTrace()
        let headless = container.headless(headlessTrace)
        let headlessWindow = HeadlessWindow(trace: headlessTrace)
        headlessWindow.rootViewController = headless
        let headlessAnswers = send(headlessRequests ?? container.requests, to: headless)

        let uikitTrace = ContainmentTrace()
        let uikit = container.uikit(uikitTrace)
        let window = onScreen(uikit)
        let uikitAnswers = send(container.requests, to: uikit)
        withExtendedLifetime((headlessWindow, window)) {}
        return (
            executorEvents(headlessTrace.events, host: "host", appearanceByHand: container.appearanceByHand),
            executorEvents(uikitTrace.events, host: "host", appearanceByHand: container.appearanceByHand),
            (headlessAnswers, uikitAnswers)
        )
    }

    @Suite("UIKit hosts record the headless containers' trace: same executor, same events")
    @MainActor
    struct UIKitTraceEqualityTests {
        @Test(
            "The same requests give the same containment trace and answers on both hosts",
            arguments: ComparedContainer.allCases)
        func sameTrace(container: ComparedContainer) throws {
            StandIn.reset()
            let result = try run(container)
            #expect(result.uikit.count > 10, "the traces compared are not trivial")
            #expect(firstDifference(result.headless, result.uikit) == nil)
            #expect(result.answers.0 == result.answers.1)
            #expect(result.answers.1.contains { if case .rejected = $0 { true } else { false } })
        }

        @Test("The comparison catches a trace missing one event (negative control)")
        func catchesAMissingEvent() throws {
            StandIn.reset()
            let result = try run(.swap)
            var broken = result.uikit
            let index = try #require(broken.firstIndex { if case .willMove = $0 { true } else { false } })
            broken.remove(at: index)
            let difference = try #require(firstDifference(result.headless, broken))
            #expect(difference.contains("willMove"))
        }

        @Test("The comparison catches a host that made a different change (negative control)")
        func catchesADifferentSequence() throws {
            StandIn.reset()
            let result = try run(.slideMenu, headlessRequests: [.toggleProfile, .closePanels])
            #expect(firstDifference(result.headless, result.uikit) != nil)
        }
    }
#endif
