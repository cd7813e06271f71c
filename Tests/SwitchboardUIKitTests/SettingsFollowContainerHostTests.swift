#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Issue 50: the settings say what the container shows. A change the container makes without the
    /// settings strategy's link — a swipe the user finishes, a direct call, another coordinator's
    /// request — is recorded in the settings once its step completes; a cancelled swipe records
    /// nothing. Before, such a change left the settings behind, and writing the page the container
    /// had left did not bring it back.
    @Suite("Settings follow the changes a container makes without their link, on both hosts")
    @MainActor
    struct SettingsFollowContainerHostTests {
        typealias Host = ContainerHostKind

        /// What a test body gets: the container, its settings, and the coordinator binding them.
        typealias Bound<Container> = (
            container: Container, settings: SharedSettings<PanelSettings>, coordinator: Coordinator<ContainerRequest>
        )

        /// Runs `body` with a three-page pager on screen on `host`, without animation, bound to new settings.
        private func withPager(on host: Host, _ body: (Bound<any PagerUnderTest>) throws -> Void) throws {
            let ids: [ChildID] = ["red", "green", "blue"]
            let pager: any PagerUnderTest
            let window: AnyObject
            switch host {
            case .headless:
                let headless = HeadlessPagingContainerViewController(
                    pages: ids.map { [.instance($0, HeadlessViewController(title: $0.rawValue))] },
                    pageAnimation: .none, trace: nil)
                let headlessWindow = HeadlessWindow(trace: nil)
                headlessWindow.rootViewController = headless
                (pager, window) = (headless, headlessWindow)
            case .uikit:
                resetStandIn()
                let uikit = PagingContainerViewController(
                    pages: ids.map { [.instance($0, titled($0.rawValue))] }, pageAnimation: .none,
                    title: "pager", trace: nil)
                (pager, window) = (uikit, onScreen(uikit))
            }
            let settings = SharedSettings(PanelSettings())
            let coordinator = pager.connect(.sharedSettings(settings))
            try body((pager, settings, coordinator))
            withExtendedLifetime((window, coordinator)) {}
        }

        /// Runs `body` with a swap container of three alternates on screen on `host`, without
        /// animation, bound to new settings.
        private func withSwapContainer(
            on host: Host, _ body: (Bound<any SwapContainerUnderTest>) throws -> Void
        ) throws {
            let ids: [ChildID] = ["a", "b", "c"]
            let container: any SwapContainerUnderTest
            let window: AnyObject
            switch host {
            case .headless:
                let headless = HeadlessSwapContainerViewController(
                    ids.map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: nil)
                let headlessWindow = HeadlessWindow(trace: nil)
                headlessWindow.rootViewController = headless
                (container, window) = (headless, headlessWindow)
            case .uikit:
                resetStandIn()
                let uikit = SwapContainerViewController(
                    ids.map { .instance($0, titled($0.rawValue)) }, animation: .none, title: "swap", trace: nil)
                (container, window) = (uikit, onScreen(uikit))
            }
            let settings = SharedSettings(PanelSettings())
            let coordinator = container.connect(.sharedSettings(settings))
            try body((container, settings, coordinator))
            withExtendedLifetime((window, coordinator)) {}
        }

        @Test(
            "a swipe the user finishes is recorded, and writing the page it left brings the pager back; a cancelled one records nothing",
            arguments: Host.allCases, [true, false])
        func swipe(on host: Host, finishes: Bool) throws {
            try withPager(on: host) { bound in
                let (pager, settings, _) = bound
                let began = try pager.beginInteractiveChange(.showPage(1))
                #expect(began)
                pager.updateInteractiveChange(finishes ? 0.7 : 0.3)
                guard finishes else {
                    pager.cancelInteractiveChange()
                    #expect(pager.machine.currentPage == 0)
                    #expect(settings.value == PanelSettings())
                    return
                }
                pager.finishInteractiveChange()
                #expect(pager.machine.currentPage == 1)
                #expect(settings.value.page == 1)
                settings.update { $0.page = 0 }
                #expect(pager.machine.currentPage == 0)
            }
        }

        @Test("a direct call and another coordinator's request are recorded", arguments: Host.allCases)
        func directCallAndOtherCoordinator(on host: Host) throws {
            try withPager(on: host) { bound in
                let (pager, settings, _) = bound
                try pager.showPage(2)
                #expect(settings.value.page == 2)
                let delegateLink = pager.connect(.delegate).link(for: "red")
                #expect(delegateLink.send(.showPage(1)) == .applied)
                #expect(pager.machine.currentPage == 1)
                #expect(settings.value.page == 1)
            }
        }

        // Linux only: each swap runs to its end when the stand-in's clock settles.
        #if os(Linux)
            @Test(
                "swapNext counts once per applied swap, whether sent through the link or called directly",
                arguments: Host.allCases)
            func swapNextCountsOnce(on host: Host) throws {
                try withSwapContainer(on: host) { bound in
                    let (container, settings, coordinator) = bound
                    // The link's request is recorded when the container accepts it; its completion does
                    // not record it again (this coordinator delivered it).
                    // UIKit's transition completes on the next turn of the run loop, even without animation.
                    #expect(coordinator.link(for: "a").send(.swapNext) == .applied)
                    StandIn.runUntilIdle()
                    #expect(settings.value.swapNextCount == 1)
                    container.swapNext()
                    StandIn.runUntilIdle()
                    #expect(settings.value.swapNextCount == 2)
                    #expect(container.machine.current == "c")
                }
            }

            @Test(
                "a container connected twice to one settings instance records no request the other coordinator told it",
                arguments: Host.allCases)
            func connectedTwiceToOneSettings(on host: Host) throws {
                try withSwapContainer(on: host) { bound in
                    let (container, settings, coordinator) = bound
                    // Each coordinator tells the container the other's write; recording those steps again
                    // would tell them back as new changes, without end (this test then never returns: no
                    // time limit, which a main-actor test waiting behind slow ones under TSan exceeds).
                    let second = container.connect(.sharedSettings(settings))
                    #expect(coordinator.link(for: "a").send(.swapNext) == .applied)
                    StandIn.runUntilIdle()
                    #expect(settings.value.swapNextCount == 1)
                    withExtendedLifetime(second) {}
                }
            }
        #endif

        @Test(
            "negative control: an invalidated coordinator records nothing, and the settings fall behind",
            arguments: Host.allCases)
        func invalidatedCoordinatorRecordsNothing(on host: Host) throws {
            try withPager(on: host) { bound in
                let (pager, settings, coordinator) = bound
                coordinator.invalidate()
                try pager.showPage(2)
                #expect(pager.machine.currentPage == 2)
                #expect(settings.value.page == 0)
            }
        }
    }

    /// A pager on either host, as these tests drive it.
    @MainActor
    protocol PagerUnderTest: StateMachineContainer where Machine == PagingContainer {}
    extension HeadlessPagingContainerViewController: PagerUnderTest {}
    extension PagingContainerViewController: PagerUnderTest {}

    /// A swap container on either host, as these tests drive it.
    @MainActor
    protocol SwapContainerUnderTest: StateMachineContainer where Machine == SwapContainer {}
    extension HeadlessSwapContainerViewController: SwapContainerUnderTest {}
    extension SwapContainerViewController: SwapContainerUnderTest {}
#endif
