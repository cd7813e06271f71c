#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// The members both ready hosts forward to their executor, read through `StateMachineContainer`
    /// alone: code generic over the hosts sees the same state, queue, tally and announcements.
    @Suite("StateMachineContainer: the forwarded members mean the same on both hosts")
    @MainActor
    struct StateMachineContainerRequirementTests {
        typealias Host = SettingsCorrectionHostTests.Host

        /// What a generic driver saw of a swap container during one animated swap.
        struct Observed: Equatable {
            var transitioningAfterSwap = false
            var pendingAfterSecondSwap = 0
            var rejectedUnknown = false
            var transitioningAfterClock = true
            var current: ChildID = ""
            var tally = ContainerRequestTally()
            var announcementsHeard = 0
            var postedOnBus = 0
        }

        /// Swaps `container` twice while its first swap animates, asks for an unknown child, and
        /// lets the clock run out, reading everything through the protocol.
        func drive<Swap: StateMachineContainer>(
            _ container: Swap, advance: @MainActor (Double) -> Void
        ) throws -> Observed where Swap.Machine == SwapContainer {
            var observed = Observed()
            let log = AnnouncementLog()
            container.observers.add(log)
            let bus = MessageBus()
            container.bus = bus
            let posted = AnnouncementLog()
            let token = bus.subscribeOnMainActor(to: ContainerAnnouncement.self, subject: container) {
                posted.announcements.append($0)
            }
            try container.swap(to: "blue")
            observed.transitioningAfterSwap = container.isTransitioning
            try container.swap(to: "green")
            observed.pendingAfterSecondSwap = container.pendingRequests.count
            do {
                try container.swap(to: "nowhere")
            } catch {
                observed.rejectedUnknown = container.lastRejection == error
            }
            advance(1)
            advance(1)
            observed.transitioningAfterClock = container.isTransitioning
            observed.current = container.current
            observed.tally = container.requestTally
            observed.announcementsHeard = log.announcements.count
            observed.postedOnBus = posted.announcements.count
            withExtendedLifetime(token) {}
            return observed
        }

        @Test("A generic driver sees the same through the protocol on both hosts", arguments: Host.allCases)
        func sameThroughTheProtocol(host: Host) throws {
            let observed: Observed
            switch host {
            case .headless:
                let container = HeadlessSwapContainerViewController(
                    [.instance("green", HeadlessViewController()), .instance("blue", HeadlessViewController())],
                    animation: .crossDissolve(duration: 1), trace: nil)
                let animator = ManualAnimator()
                let window = HeadlessWindow(trace: nil, animator: animator)
                window.rootViewController = container
                observed = try drive(container) { animator.advance(by: $0) }
                #expect(container.lastAbandonment == nil)
                withExtendedLifetime(window) {}
            case .uikit:
                StandIn.reset()
                let container = SwapContainerViewController(
                    [.instance("green", titled("green")), .instance("blue", titled("blue"))],
                    animation: .crossDissolve(duration: 1), trace: nil)
                let window = onScreen(container)
                observed = try drive(container) { StandIn.advance(by: $0) }
                #expect(container.lastAbandonment == nil)
                withExtendedLifetime(window) {}
            }
            #expect(observed.transitioningAfterSwap)
            #expect(observed.pendingAfterSecondSwap == 1)
            #expect(observed.rejectedUnknown)
            #expect(!observed.transitioningAfterClock)
            #expect(observed.current == "green")
            #expect(observed.tally.received == 3 && observed.tally.rejected == 1 && observed.tally.everQueued == 1)
            #expect(observed.announcementsHeard > 0)
            #expect(observed.postedOnBus == observed.announcementsHeard)
        }
    }
#endif
