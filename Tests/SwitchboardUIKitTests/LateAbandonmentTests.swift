#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A request the container answered `.queued`, whose plan the hierarchy refuses only when it
    /// is dequeued, is reported on the coordinator that carried it, and the settings strategy
    /// takes it back out of the settings: on every strategy, on the headless and the UIKit host.
    @Suite("A plan abandoned after its answer is reported and undone in the settings")
    @MainActor
    struct LateAbandonmentTests {
        enum Host: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case headless, uikit
            var testDescription: String { rawValue }
        }

        /// Owns a test's settings observation.
        final class Owner: Sendable {}

        static let children: [ChildID] = ["a", "b", "c", "d"]

        /// A swap container of "a" to "d" with a one-second cross-dissolve, on screen.
        struct Scene {
            /// Makes a coordinator for the container.
            let connect: @MainActor (CoordinationStrategy<ContainerRequest>) -> Coordinator<ContainerRequest>
            let current: @MainActor () -> ChildID
            let lastAbandonment:
                @MainActor () -> (sent: SentRequest<ContainerRequest>, violation: ContainmentViolation)?
            /// Puts "d"'s view into another view's hierarchy, so a transition to it is refused.
            let showElsewhere: @MainActor () throws -> Void
            /// Lets the running animation end.
            let advance: @MainActor (Double) -> Void
            let keep: [AnyObject]
        }

        /// The containment violations reported while `body` runs.
        func violations(_ body: () -> Void) -> [ContainmentViolation] {
            ContainmentViolationReporter.violations(during: body)
        }

        func scene(on host: Host) throws -> Scene {
            switch host {
            case .headless:
                let children = Self.children.map { HeadlessViewController(title: $0.rawValue) }
                let container = HeadlessSwapContainerViewController(
                    zip(Self.children, children).map { .instance($0, $1) },
                    animation: .crossDissolve(duration: 1), trace: nil)
                let animator = ManualAnimator()
                let window = HeadlessWindow(trace: nil, animator: animator)
                window.rootViewController = container
                let elsewhere = HeadlessViewController(title: "elsewhere")
                return Scene(
                    connect: { Coordinator(strategy: $0, handler: container) }, current: { container.current },
                    lastAbandonment: { container.lastAbandonment },
                    showElsewhere: { try elsewhere.embed(children[3]) }, advance: { animator.advance(by: $0) },
                    keep: [window, container, elsewhere])
            case .uikit:
                StandIn.reset()
                let children = Self.children.map { titled($0.rawValue) }
                let container = SwapContainerViewController(
                    zip(Self.children, children).map { .instance($0, $1) },
                    animation: .crossDissolve(duration: 1), title: "swap", trace: nil)
                let window = onScreen(container)
                let elsewhere = titled("elsewhere")
                return Scene(
                    connect: { Coordinator(strategy: $0, handler: container) }, current: { container.current },
                    lastAbandonment: { container.lastAbandonment },
                    showElsewhere: { elsewhere.view.addSubview(children[3].view) },
                    advance: { StandIn.advance(by: $0) }, keep: [window, container, elsewhere])
            }
        }

        @Test(
            "A queued link request refused when dequeued is the coordinator's last rejection",
            arguments: StrategyKind.allCases, Host.allCases)
        func queuedLinkRequest(kind: StrategyKind, host: Host) throws {
            let settings = SharedSettings(PanelSettings())
            let strategy: CoordinationStrategy<ContainerRequest> =
                kind == .sharedSettings ? .sharedSettings(settings) : kind.makeStrategy()
            let scene = try scene(on: host)
            let coordinator = scene.connect(strategy)
            var reported: [Refusal<ContainerRequest>] = []
            coordinator.onRefusal = { reported.append(Refusal($0)) }
            let link = coordinator.link(for: "a")

            #expect(link.send(.swap(to: "b")) == .applied)
            #expect(link.send(.swap(to: "d")) == .queued(position: 0))
            try scene.showElsewhere()
            let violations = violations { scene.advance(1) }

            let abandonment = try #require(scene.lastAbandonment())
            #expect(abandonment.sent.request == .swap(to: "d"))
            #expect(abandonment.sent.sender == "a")
            #expect(violations == [abandonment.violation])
            #expect(scene.current() == "b")
            #expect(reported.count == 1)
            let rejection = try #require(coordinator.lastRefusal.map(Refusal.init))
            #expect(rejection.request == .swap(to: "d"))
            #expect(rejection.sender == "a")
            #expect(rejection.reason as? ContainmentViolation == abandonment.violation)
            // Never written: the container writes only the steps it settles, so nothing is undone.
            #expect(!rejection.correctedSettings)
            if kind == .sharedSettings {
                #expect(settings.value.activeChild == "b", "the settings show what the container shows")
            }
            withExtendedLifetime(scene.keep) {}
        }

        @Test("A change written elsewhere whose queued plan is refused later is set back in one update")
        func writtenElsewhere() throws {
            for host in Host.allCases {
                let settings = SharedSettings(PanelSettings())
                let scene = try scene(on: host)
                let coordinator = scene.connect(.sharedSettings(settings))
                #expect(coordinator.link(for: "a").send(.swap(to: "b")) == .applied)
                var seen: [ChildID?] = []
                let owner = Owner()
                let observation = settings.observe(\.activeChild, by: owner) { _, new in seen.append(new) }

                settings.update { $0.activeChild = "d" }  // queued behind a → b
                try scene.showElsewhere()
                _ = violations { scene.advance(1) }

                #expect(scene.current() == "b", "\(host)")
                #expect(settings.value.activeChild == "b", "\(host)")
                expectCorrectedOnce(seen, written: "d", shown: "b")
                let rejection = try #require(coordinator.lastRefusal.map(Refusal.init))
                #expect(rejection.request == .swap(to: "d"))
                #expect(rejection.sender == nil)
                #expect(rejection.correctedSettings)
                observation.cancel()
                withExtendedLifetime((owner, scene.keep)) {}
            }
        }

        @Test(
            "negative control: with the coordinator gone before the queued plan is refused, the settings keep it",
            arguments: Host.allCases)
        func withoutCorrectionTheyDisagree(host: Host) throws {
            let settings = SharedSettings(PanelSettings())
            let scene = try scene(on: host)
            let coordinator = scene.connect(.sharedSettings(settings))
            #expect(coordinator.link(for: "a").send(.swap(to: "b")) == .applied)
            settings.update { $0.activeChild = "d" }  // queued behind a → b
            coordinator.invalidate()
            try scene.showElsewhere()
            _ = violations { scene.advance(1) }

            #expect(scene.current() == "b")
            #expect(coordinator.lastRefusal == nil)
            withKnownIssue("expected: negative control — a late abandonment nobody corrects leaves the settings apart")
            {
                #expect(settings.value.activeChild == scene.current(), "the settings show what the container shows")
            }
            withExtendedLifetime(scene.keep) {}
        }

        @Test("Requests accepted after the abandoned one stay in the settings; only it is taken out")
        func laterRequestsStay() throws {
            for host in Host.allCases {
                let settings = SharedSettings(PanelSettings())
                let scene = try scene(on: host)
                let coordinator = scene.connect(.sharedSettings(settings))
                let link = coordinator.link(for: "a")
                #expect(link.send(.swap(to: "b")) == .applied)
                settings.update { $0.activeChild = "d" }  // queued, refused when dequeued
                #expect(link.send(.swapNext) == .queued(position: 1))  // then from b on to c
                try scene.showElsewhere()
                _ = violations { scene.advance(1) }
                scene.advance(1)
                #expect(scene.current() == "c", "\(host)")

                // A container that starts from scratch on these settings reaches what the first shows;
                // had "d" stayed in them, it would go to "d" and one on, to "a".
                let fresh = HeadlessSwapContainerViewController(
                    Self.children.map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: nil)
                let window = HeadlessWindow(trace: nil)
                window.rootViewController = fresh
                Coordinator(strategy: .sharedSettings(settings), handler: fresh).replayDesiredState()
                #expect(fresh.current == "c", "\(host)")
                withExtendedLifetime((coordinator, scene.keep, window)) {}
            }
        }
    }
#endif
