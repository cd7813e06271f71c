#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Issue 33 on both hosts: a value written to the settings that the container rejects is
    /// written back to what it shows and reported, whether the container is headless or UIKit.
    @Suite("Settings corrections on the headless and the UIKit host")
    @MainActor
    struct SettingsCorrectionHostTests {
        enum Host: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case headless, uikit
            var testDescription: String { rawValue }
        }

        /// A container on screen, bound to `settings`, and how to read what it shows.
        struct Bound {
            let coordinator: Coordinator<ContainerRequest>
            let current: @MainActor () -> ChildID
            let currentPage: @MainActor () -> Int
            let keep: [AnyObject]
        }

        func swap(on host: Host, settings: SharedSettings<PanelSettings>) -> Bound {
            switch host {
            case .headless:
                let container = HeadlessSwapContainerViewController(
                    ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: nil)
                let window = HeadlessWindow(trace: nil)
                window.rootViewController = container
                return Bound(
                    coordinator: Coordinator(strategy: .sharedSettings(settings), handler: container),
                    current: { container.current }, currentPage: { 0 }, keep: [window, container])
            case .uikit:
                StandIn.reset()
                let container = SwapContainerViewController(
                    [.instance("a", titled("a")), .instance("b", titled("b"))], animation: .none, title: "swap",
                    trace: nil)
                let window = onScreen(container)
                return Bound(
                    coordinator: Coordinator(strategy: .sharedSettings(settings), handler: container),
                    current: { container.current }, currentPage: { 0 }, keep: [window, container])
            }
        }

        func pager(on host: Host, settings: SharedSettings<PanelSettings>) -> Bound {
            switch host {
            case .headless:
                let pager = HeadlessPagingContainerViewController(
                    pages: [
                        [.instance("red", HeadlessViewController())], [.instance("green", HeadlessViewController())],
                    ],
                    pageAnimation: .none, trace: nil)
                let window = HeadlessWindow(trace: nil)
                window.rootViewController = pager
                return Bound(
                    coordinator: Coordinator(strategy: .sharedSettings(settings), handler: pager),
                    current: { "red" }, currentPage: { pager.currentPage }, keep: [window, pager])
            case .uikit:
                StandIn.reset()
                let pager = PagingContainerViewController(
                    pages: [[.instance("red", titled("red"))], [.instance("green", titled("green"))]], title: "pager",
                    trace: nil)
                let window = onScreen(pager)
                return Bound(
                    coordinator: Coordinator(strategy: .sharedSettings(settings), handler: pager),
                    current: { "red" }, currentPage: { pager.currentPage }, keep: [window, pager])
            }
        }

        @Test("Swap: a rejected child written elsewhere goes back and is reported", arguments: Host.allCases)
        func swapIsCorrected(host: Host) throws {
            let settings = SharedSettings(PanelSettings())
            let bound = swap(on: host, settings: settings)
            #expect(bound.coordinator.link(for: "a").send(.swap(to: "b")) == .applied)
            StandIn.runUntilIdle()
            settings.update { $0.activeChild = "zzz" }
            #expect(bound.current() == "b")
            #expect(settings.value.activeChild == "b")
            #expect(bound.coordinator.lastRefusal?.sent.request == .swap(to: "zzz"))
            #expect(
                bound.coordinator.lastRefusal?.reason as? ContainerRejection
                    == .unknownChild("zzz", known: ["a", "b"]))
            withExtendedLifetime(bound.keep) {}
        }

        @Test("Pager: a rejected page written elsewhere goes back and is reported", arguments: Host.allCases)
        func pagerIsCorrected(host: Host) throws {
            let settings = SharedSettings(PanelSettings())
            let bound = pager(on: host, settings: settings)
            settings.update { $0.page = 1 }
            StandIn.runUntilIdle()
            #expect(bound.currentPage() == 1)
            settings.update { $0.page = 9 }
            #expect(bound.currentPage() == 1)
            #expect(settings.value.page == 1)
            #expect(
                bound.coordinator.lastRefusal?.reason as? ContainerRejection == .pageOutOfRange(9, pageCount: 2))
            withExtendedLifetime(bound.keep) {}
        }

        @Test(
            "negative control: with the coordinator gone, the rejected page stays in the settings",
            arguments: Host.allCases)
        func withoutCorrectionTheyDisagree(host: Host) throws {
            let settings = SharedSettings(PanelSettings())
            let bound = pager(on: host, settings: settings)
            bound.coordinator.invalidate()
            settings.update { $0.page = 9 }
            withKnownIssue("expected: negative control — an uncorrected write leaves settings and pager apart") {
                #expect(settings.value.page == bound.currentPage())
            }
            withExtendedLifetime(bound.keep) {}
        }
    }
#endif
