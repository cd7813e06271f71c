#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Issue 47: a fixed-list pager builds a `.factory` page when the page is first shown or
    /// becomes the neighbour of the page shown, never at set-up, and keeps it; an `.instance` page
    /// is in the container from the start, as given. On the headless and the UIKit host, over every
    /// strategy, with the requests sent on a page's own link.
    @Suite("Pagers over a fixed list build factory pages when they come near")
    @MainActor
    struct LazyPagesHostTests {
        typealias Host = ContainerHostKind

        /// Five pages, "p2" an instance and the others factories, page 0 shown first, no animation.
        struct Scene {
            /// The factory pages built, in build order.
            let builds: BuildLog
            /// Page 0's link, handed to its factory.
            let send: @MainActor (ContainerRequest) -> RequestResult?
            let currentPage: @MainActor () -> Int
            let childTitles: @MainActor () -> Set<String>
            /// Starts a swipe toward `page` (`beginInteractiveScroll(to:)`).
            let beginSwipe: @MainActor (Int) throws -> Bool
            /// Lets the swipe go back (`cancelInteractiveChange()`).
            let cancelSwipe: @MainActor () -> Void
            let keep: [AnyObject]

            /// The scene of `pager`, on screen in `window` and connected on `kind`.
            @MainActor
            init<Pager: StateMachineContainer>(
                _ pager: Pager, builds: BuildLog, window: AnyObject, kind: StrategyKind,
                childTitles: @escaping @MainActor () -> Set<String>
            ) where Pager.Machine == PagingContainer, Pager.Machine.Request == ContainerRequest {
                let coordinator = pager.connect(kind.makeStrategy())
                StandIn.runUntilIdle()
                self.builds = builds
                send = { builds.link?.send($0) }
                currentPage = { pager.currentPage }
                self.childTitles = childTitles
                beginSwipe = { try pager.beginInteractiveScroll(to: $0) }
                cancelSwipe = { pager.cancelInteractiveChange() }
                keep = [window, pager, coordinator]
            }
        }

        final class BuildLog {
            var built: [String] = []
            var link: ContainerLink<ContainerRequest>?

            /// The five pages of controllers `make` builds: "p2" an instance, the others
            /// factories that log each build and keep page 0's link.
            @MainActor
            func pages<Controller: AnyObject>(
                _ make: @escaping @MainActor (String) -> Controller
            ) -> [[ContainerChild<Controller>]] {
                LazyPagesHostTests.titles.map { title in
                    if title == "p2" { return [.instance("p2", make(title))] }
                    return [
                        .factory(ChildID(title)) { [self] link in
                            built.append(title)
                            if title == "p0" { self.link = link }
                            return make(title)
                        }
                    ]
                }
            }
        }

        static let titles = ["p0", "p1", "p2", "p3", "p4"]

        func scene(on host: Host, _ kind: StrategyKind) -> Scene {
            let log = BuildLog()
            switch host {
            case .headless:
                let pager = HeadlessPagingContainerViewController(
                    pages: log.pages { HeadlessViewController(title: $0) }, pageAnimation: .none)
                let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = pager
                return Scene(
                    pager, builds: log, window: window, kind: kind,
                    childTitles: { Set(pager.children.compactMap(\.title)) })
            case .uikit:
                let pager = PagingContainerViewController(pages: log.pages(titled), pageAnimation: .none)
                return Scene(
                    pager, builds: log, window: onScreen(pager), kind: kind,
                    childTitles: { Set(pager.children.compactMap(\.title)) })
            }
        }

        @Test(
            "Set-up builds the page shown and its neighbour; a page change builds the pages it brings near, a rejected one nothing; nothing is built twice",
            arguments: Host.allCases, StrategyKind.allCases)
        func buildsWhenNear(host: Host, kind: StrategyKind) throws {
            StandIn.reset()
            let scene = scene(on: host, kind)
            #expect(scene.builds.built == ["p0", "p1"], "only page 0 and its neighbour at set-up")
            #expect(scene.childTitles() == ["p0", "p1", "p2"], "the instance page is in the container as given")

            let refused = try #require(scene.send(.showPage(9)))
            guard case .rejected(let error) = refused else {
                Issue.record("answered \(refused), not rejected")
                return
            }
            #expect(error as? ContainerRejection == .pageOutOfRange(9, pageCount: 5))
            StandIn.runUntilIdle()
            #expect(scene.builds.built == ["p0", "p1"] && scene.currentPage() == 0, "a refusal builds nothing")

            #expect(scene.send(.showPage(1)) == .applied)
            StandIn.runUntilIdle()
            #expect(scene.currentPage() == 1)
            #expect(scene.builds.built == ["p0", "p1"], "page 2 is an instance: nothing to build")

            #expect(scene.send(.showPage(4)) == .applied)
            StandIn.runUntilIdle()
            #expect(scene.currentPage() == 4)
            #expect(scene.builds.built == ["p0", "p1", "p4", "p3"], "the target first, then its neighbour")

            #expect(scene.send(.showPage(0)) == .applied)
            StandIn.runUntilIdle()
            #expect(scene.builds.built == ["p0", "p1", "p4", "p3"], "built pages are kept, not built again")
            #expect(scene.childTitles() == Set(Self.titles))
        }

        @Test(
            "A cancelled interactive jump to a far page takes it out again but keeps its build; the next visit reuses it",
            arguments: Host.allCases)
        func cancelledJumpKeepsTheBuild(host: Host) throws {
            StandIn.reset()
            let scene = scene(on: host, .delegate)
            #expect(try scene.beginSwipe(4))
            #expect(scene.builds.built == ["p0", "p1", "p4"], "the target enters before the move")
            scene.cancelSwipe()
            StandIn.runUntilIdle()
            #expect(scene.currentPage() == 0)
            #expect(scene.childTitles() == ["p0", "p1", "p2"], "the far page left the container again")
            #expect(scene.send(.showPage(4)) == .applied)
            StandIn.runUntilIdle()
            #expect(scene.builds.built == ["p0", "p1", "p4", "p3"], "page 4 was kept, only its neighbour is new")
            #expect(scene.childTitles() == Set(Self.titles))
        }

        @Test("Negative control: a machine whose pages all enter at set-up builds every factory page at once")
        func eagerMachineBuildsEverything() {
            StandIn.reset()
            let log = BuildLog()
            let children: [ContainerChild<HeadlessViewController>] = Self.titles.map { title in
                .factory(ChildID(title)) {
                    log.built.append(title)
                    return HeadlessViewController(title: title)
                }
            }
            let machine = PagingContainer(pages: Self.titles.map { [ChildID($0)] }, pageAnimation: .none)
            let pager = HeadlessContainerViewController(machine: machine, children: children)
            let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = pager
            #expect(log.built == Self.titles, "the count sees every eager build")
        }
    }
#endif
