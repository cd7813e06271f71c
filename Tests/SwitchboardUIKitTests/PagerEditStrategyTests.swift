#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A sourced pager of 10 pages at page 5 with a coordinator of one strategy, the settings the
    /// shared-settings strategy is bound to, and the pager's announcements.
    @MainActor
    struct StrategyPagerScene {
        let scene: SourcedPagerScene
        let settings: SharedSettings<PanelSettings>
        let coordinator: Coordinator<ContainerRequest>
        let log = AnnouncementLog()

        init(
            _ host: SourcedPagerHost, _ strategy: StrategyKind, settings value: PanelSettings = PanelSettings()
        ) throws {
            scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            settings = SharedSettings(value)
            let made: CoordinationStrategy<ContainerRequest> =
                strategy == .sharedSettings ? .sharedSettings(settings) : strategy.makeStrategy()
            if let pager = scene.pager {
                coordinator = Coordinator(strategy: made, handler: pager)
            } else {
                coordinator = Coordinator(strategy: made, handler: try #require(scene.headless))
            }
            scene.observers?.add(log)
        }

        /// The link page 5 was built with: it sends through the newest coordinator.
        var shownPageLink: ContainerLink<ContainerRequest> {
            get throws { try #require(scene.record.links[5]) }
        }

        /// The pager's edit announcements so far.
        var editAnnouncements: [ContainerAnnouncement] {
            log.announcements.filter {
                switch $0 {
                case .willEditPages, .didEditPages, .rejected: true
                default: false
                }
            }
        }
    }

    @Suite("Page edits over each strategy: the shared-settings one refuses them, typed, on both hosts")
    @MainActor
    struct PagerEditStrategyTests {
        static let insert = ContainerRequest.editPages(.insert(at: 0, count: 2))

        @Test(
            "A page's link edits its pager over the delegate and bus strategies; over the settings it gets UnrecordableRequest and nothing changes",
            arguments: SourcedPagerHost.allCases, StrategyKind.allCases)
        func linkEdit(host: SourcedPagerHost, strategy: StrategyKind) throws {
            let bound = try StrategyPagerScene(host, strategy)
            let delivery = try bound.shownPageLink.send(Self.insert)
            StandIn.runUntilIdle()
            guard strategy == .sharedSettings else {
                #expect(delivery == .applied)
                #expect(bound.scene.pageCount == 12 && bound.scene.currentPage == 7)
                #expect(bound.coordinator.lastRefusal == nil)
                return
            }
            let refusal = UnrecordableRequest(Self.insert, state: PanelSettings.self)
            #expect(delivery == .rejected(refusal))
            #expect(!delivery.reachedContainer)
            #expect(
                bound.coordinator.lastRefusal.map(Refusal.init)
                    == Refusal(Self.insert, from: "page 5", reason: refusal, correctedSettings: false))
            // Nothing changed: the pager, its builds, its announcements, the settings.
            #expect(bound.scene.pageCount == 10 && bound.scene.currentPage == 5)
            #expect(bound.scene.record.builds == [4, 5, 6])
            #expect(bound.editAnnouncements.isEmpty)
            #expect(bound.settings.value == PanelSettings())
            #expect(
                refusal.description
                    == "editPages(insert(at: 0, count: 2)) cannot travel over the shared-settings strategy: "
                    + "PanelSettings cannot record it, so the container and the settings would disagree; nothing "
                    + "changed. Send it through the delegate or bus strategy.")
        }

        @Test(
            "An edit sent through the settings without a link is refused by each bound coordinator, not dropped",
            arguments: SourcedPagerHost.allCases)
        func settingsSend(host: SourcedPagerHost) throws {
            let bound = try StrategyPagerScene(host, .sharedSettings)
            let reload = ContainerRequest.editPages(.reload(5))
            let refusal = UnrecordableRequest(reload, state: PanelSettings.self)
            #expect(bound.settings.send(reload, to: \PanelSettings.self) == [.rejected(refusal)])
            StandIn.runUntilIdle()
            #expect(
                bound.coordinator.lastRefusal.map(Refusal.init)
                    == Refusal(reload, from: nil, reason: refusal, correctedSettings: false))
            #expect(bound.scene.record.builds == [4, 5, 6])
            #expect(bound.scene.appearance.count == 2)
            #expect(bound.settings.value == PanelSettings())
        }

        @Test(
            "Requests the settings record still travel over them beside the refused edits",
            arguments: SourcedPagerHost.allCases)
        func recordedRequestsStillTravel(host: SourcedPagerHost) throws {
            let bound = try StrategyPagerScene(host, .sharedSettings)
            let refused = try bound.shownPageLink.send(Self.insert)
            #expect(refused.rejection(as: UnrecordableRequest<ContainerRequest>.self) != nil)
            #expect(try bound.shownPageLink.send(.showPage(6)) == .applied)
            StandIn.runUntilIdle()
            #expect(bound.scene.currentPage == 6)
            #expect(bound.settings.value.page == 6)
        }
    }
#endif
