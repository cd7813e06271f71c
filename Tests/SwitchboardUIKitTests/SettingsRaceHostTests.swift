#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @testable import SwitchboardCoordination
    @testable import SwitchboardMessaging

    /// Issue 50: what the settings strategy does never depends on what another thread does with the
    /// same settings. A coordinator recognises its own writes and stale values by the settings'
    /// change numbers, instead of sparing itself a notification only while no other thread delivers.
    // Serialized: each UIKit round resets the stand-in, which would spoil a round of another case.
    @Suite("Settings strategy beside a background writer, on the headless and the UIKit host", .serialized)
    @MainActor
    struct SettingsRaceHostTests {
        typealias Host = SettingsCorrectionHostTests.Host

        /// Where the pager's state sits: the whole value, or one part beside a field the writer changes.
        enum Binding: CaseIterable, Sendable { case whole, part }

        /// An app's settings with the pager's part and a counter another thread keeps writing.
        struct Screen: Codable, Sendable, Equatable {
            var pager = PanelSettings()
            var ticks = 0
        }

        /// A three-page pager on `host`, and the pages it showed, in order.
        @MainActor
        final class Pager {
            /// Binds the pager to a strategy.
            let coordinate: (CoordinationStrategy<ContainerRequest>) -> Coordinator<ContainerRequest>
            let log = AnnouncementLog()
            let keep: [AnyObject]

            init(on host: Host) {
                let ids: [ChildID] = ["red", "green", "blue"]
                switch host {
                case .headless:
                    let pager = HeadlessPagingContainerViewController(
                        pages: ids.map { [.instance($0, HeadlessViewController())] }, pageAnimation: .none, trace: nil)
                    let window = HeadlessWindow(trace: nil)
                    window.rootViewController = pager
                    pager.observers.add(log)
                    coordinate = { Coordinator(strategy: $0, handler: pager) }
                    keep = [window, pager]
                case .uikit:
                    StandIn.reset()
                    let pager = PagingContainerViewController(
                        pages: ids.map { [.instance($0, titled($0.rawValue))] }, title: "pager", trace: nil)
                    let window = onScreen(pager)
                    pager.observers.add(log)
                    coordinate = { Coordinator(strategy: $0, handler: pager) }
                    keep = [window, pager]
                }
            }

            /// Whether no page change is under way (its last announcement is not a *will* one).
            var isSettled: Bool {
                guard case .willShowPage? = log.announcements.last else { return true }
                return false
            }

            /// The pages the pager moved to, in order.
            var path: [Int] {
                log.announcements.compactMap { announcement in
                    guard case .didShowPage(_, let page) = announcement else { return nil }
                    return page
                }
            }
        }

        /// One round: an observer answers the coordinator's write of page 1 with a request for page
        /// 2 through the same link, while `writer` runs on another thread. Returns the page path.
        private func answeredWrite<Root: Sendable>(
            on host: Host, settings: SharedSettings<Root>, strategy: CoordinationStrategy<ContainerRequest>,
            page: any KeyPath<Root, Int> & Sendable, writer: (@Sendable () -> Void)?
        ) async throws -> [Int] {
            let pager = Pager(on: host)
            var link: ContainerLink<ContainerRequest>?
            // Registered before the coordinator, so told of each change first.
            let answer = settings.observe(page, by: pager) { _, page in
                if page == 1 { _ = link?.send(.showPage(2)) }
            }
            let coordinator = pager.coordinate(strategy)
            link = coordinator.link(for: "a")
            let stop = Locked(false)
            let stopped = DispatchSemaphore(value: 0)
            if let writer {
                Thread {
                    while !stop.withLock({ $0 }) { writer() }
                    stopped.signal()
                }
                .start()
            }
            _ = link?.send(.showPage(1))
            StandIn.runUntilIdle()
            stop.withLock { $0 = true }
            if writer != nil { stopped.wait() }
            // The writer may have held the delivery role: the observers are then told by hops to the
            // main queue, after its last round. Everything settles before the path is read. The
            // stand-in's clock is run in the block queued behind the hops, before this test yields
            // the main actor to another test (which may reset the stand-in).
            for _ in 0..<100 {
                await withCheckedContinuation { done in
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { StandIn.runUntilIdle() }
                        done.resume()
                    }
                }
                let quiet = settings.state.withLock { state in
                    !state.isDelivering && !state.observers.contains(where: \.isHopScheduled)
                }
                if quiet && pager.isSettled { break }
            }
            answer.cancel()
            coordinator.invalidate()
            link = nil
            return pager.path
        }

        @Test(
            "the observer answering the coordinator's write gives the one request, whatever another thread writes",
            arguments: Host.allCases, Binding.allCases)
        func answeredWriteNeverDetours(host: Host, binding: Binding) async throws {
            var (round, attempts) = (0, 0)
            while round < Self.rounds {
                attempts += 1
                guard attempts <= 3 * Self.rounds else {
                    Issue.record("other tests reset the stand-in during \(attempts - round) of \(attempts) rounds")
                    return
                }
                let resets = StandIn.resets
                let path: [Int]
                switch binding {
                case .whole:
                    let settings = SharedSettings(PanelSettings())
                    path = try await answeredWrite(
                        on: host, settings: settings, strategy: .sharedSettings(settings), page: \.page,
                        writer: { settings.update { _ in } })
                case .part:
                    let settings = SharedSettings(Screen())
                    path = try await answeredWrite(
                        on: host, settings: settings, strategy: .sharedSettings(settings, at: \.pager),
                        page: \.pager.page, writer: { settings.update(at: \.ticks) { $0 += 1 } })
                }
                // Another test reset the stand-in while this one waited for the main queue (its own
                // reset at the start counts one): the clock lost this round's scroll, so it is run again.
                if host == .uikit, StandIn.resets > resets + 1 { continue }
                guard path == [1, 2] else {
                    Issue.record("round \(round): the pager went \(path), not [1, 2]")
                    return
                }
                round += 1
            }
        }

        /// Rounds per case: the issue's 1,000, unless `SWITCHBOARD_RACE_ROUNDS` says otherwise (CI's
        /// sanitizer runs, 10 to 40 times slower, run fewer).
        static let rounds = ProcessInfo.processInfo.environment["SWITCHBOARD_RACE_ROUNDS"].flatMap { Int($0) } ?? 1_000

        @Test(
            "negative control: a coordinator that acts on every change it is told, as before change numbers, detours",
            arguments: Host.allCases)
        func withoutChangeNumbersTheAnsweredWriteDetours(host: Host) async throws {
            let settings = SharedSettings(PanelSettings())
            SettingsLaneSeams.actsOnEveryChange.insert(ObjectIdentifier(settings))
            defer { SettingsLaneSeams.actsOnEveryChange.remove(ObjectIdentifier(settings)) }
            // No other thread needed: the coordinator's own write of page 1 reaches it after the
            // observer's request for page 2, and taken as what the container is to show it detours.
            let path = try await answeredWrite(
                on: host, settings: settings, strategy: .sharedSettings(settings), page: \.page, writer: nil)
            withKnownIssue("expected: negative control — the stale page 1 is told after page 2") {
                #expect(path == [1, 2])
            }
            // The stale page 1 takes the pager back after page 2 (and the headless host's synchronous
            // steps then take it to page 2 again).
            #expect(path.starts(with: [1, 2, 1]))
        }
    }
#endif
