#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// The two slide menus the retention option is tested on.
    enum DrawerHost: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case headless, uikit
        var testDescription: String { rawValue }
    }

    /// How the scene gives its panels to the container.
    enum PanelSource: String, CustomTestStringConvertible, Sendable {
        case factory, instance
        var testDescription: String { rawValue }
    }

    /// What the panels of a scene did: how often each was built, every instance tracked for leaks
    /// under the name `"menu 1"`, `"menu 2"`…, and the life-cycle calls the UIKit panels received
    /// (headless panels record theirs on the scene's trace).
    @MainActor
    final class PanelLog {
        private(set) var builds: [String: Int] = [:]
        var events: [ContainmentEvent] = []
        let tracker = LeakTracker(searchesPaths: false)

        /// Counts a build of `id` and returns the new instance's name.
        func built(_ id: String) -> String {
            builds[id, default: 0] += 1
            return "\(id) \(builds[id, default: 0])"
        }

        /// The instances alive now, by name, sorted.
        var live: [String] {
            tracker.report().survivors.compactMap(\.name).sorted()
        }
    }

    /// A UIKit panel that records the containment and life-cycle calls it receives, as a headless
    /// controller records its own.
    final class LoggedPanel: UIViewController {
        private let log: PanelLog

        init(_ name: String, log: PanelLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.events.append(.viewDidLoad(traceName))
        }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.events.append(.willMove(traceName, toParent: parent?.traceName))
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.events.append(.didMove(traceName, toParent: parent?.traceName))
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append(.viewWillAppear(traceName, animated: animated))
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.events.append(.viewDidAppear(traceName, animated: animated))
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.events.append(.viewWillDisappear(traceName, animated: animated))
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.events.append(.viewDidDisappear(traceName, animated: animated))
        }
    }

    /// A slide menu with a menu and a profile on one host, on screen, panels logged.
    @MainActor
    final class RetentionScene {
        let host: DrawerHost
        let direction: ContainerLayoutDirection
        let log = PanelLog()
        private(set) var slide: SlideMenuContainerViewController?
        private(set) var headless: HeadlessSlideMenuContainerViewController?
        private var window: UIWindow?
        private var headlessWindow: HeadlessWindow?
        private let trace = ContainmentTrace()

        init(
            _ host: DrawerHost, retention: AlternateRetention, panels: PanelSource = .factory,
            direction: ContainerLayoutDirection = .leftToRight
        ) {
            StandIn.reset()
            StandIn.userInterfaceLayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            self.host = host
            self.direction = direction
            let log = log
            let trace = trace
            switch host {
            case .uikit:
                func panel(_ id: ChildID) -> ContainerChild<UIViewController> {
                    let make = {
                        let name = log.built(id.rawValue)
                        return log.tracker.track(LoggedPanel(name, log: log), named: name)
                    }
                    guard panels == .instance else { return .factory(id) { make() } }
                    return .instance(id, make())
                }
                let slide = SlideMenuContainerViewController(
                    main: .instance("main", UIViewController()), menu: panel("menu"), profile: panel("profile"),
                    retention: retention, title: "slide", trace: nil)
                self.slide = slide
                window = onScreen(slide)
                StandIn.runUntilIdle()
            case .headless:
                func panel(_ id: ChildID) -> ContainerChild<HeadlessViewController> {
                    let make = {
                        let name = log.built(id.rawValue)
                        return log.tracker.track(HeadlessViewController(title: name, trace: trace), named: name)
                    }
                    guard panels == .instance else { return .factory(id) { make() } }
                    return .instance(id, make())
                }
                let headless = HeadlessSlideMenuContainerViewController(
                    main: .instance("main", HeadlessViewController(title: "main", trace: nil)), menu: panel("menu"),
                    profile: panel("profile"), retention: retention, layoutDirection: direction, trace: nil)
                self.headless = headless
                let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), trace: nil)
                window.rootViewController = headless
                headlessWindow = window
            }
        }

        /// The containment and life-cycle calls the panel instance `name` received, in order:
        /// `"viewDidLoad"`, `"willMove"`, `"didMove(nil)"`, `"viewWillAppear"`…
        func calls(of name: String) -> [String] {
            (host == .uikit ? log.events : trace.events).compactMap { event in
                guard event.subject == name else { return nil }
                switch event {
                case .viewDidLoad: return "viewDidLoad"
                case .willMove(_, let parent): return parent == nil ? "willMove(nil)" : "willMove"
                case .didMove(_, let parent): return parent == nil ? "didMove(nil)" : "didMove"
                case .viewWillAppear: return "viewWillAppear"
                case .viewDidAppear: return "viewDidAppear"
                case .viewWillDisappear: return "viewWillDisappear"
                case .viewDidDisappear: return "viewDidDisappear"
                default: return nil
                }
            }
        }

        var openPanel: ContainerPanel? { slide?.openPanel ?? headless?.openPanel }

        var lastAbandonment: (sent: SentRequest<ContainerRequest>, violation: ContainmentViolation)? {
            slide?.lastAbandonment ?? headless?.lastAbandonment
        }

        /// Sends `request` and lets its animation finish.
        func handle(_ request: ContainerRequest) {
            slide?.handle(request, from: nil)
            headless?.handle(request, from: nil)
            StandIn.runUntilIdle()
        }

        /// Starts opening the menu as the user would, moves it part way, then lets go so that it
        /// cancels: a slow short pan from the left edge on UIKit, the interactive change headless.
        func cancelledMenuOpening() throws {
            if let window {
                let finger = StandIn.beginPan(at: CGPoint(x: 4, y: 400), in: window)
                finger.move(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 50, y: 0))
                #expect(slide?.isChangingInteractively == true)
                finger.end(velocity: CGPoint(x: 50, y: 0))
                StandIn.runUntilIdle()
            } else if let headless {
                #expect(try headless.beginInteractiveChange(.toggleMenu))
                headless.updateInteractiveChange(0.4)
                headless.cancelInteractiveChange()
            }
        }

        /// Starts opening the menu as the user would and holds it `points` of the way: a finger from
        /// the leading edge on UIKit, the interactive change headless.
        ///
        /// - Returns: What lets go slowly, so the opening cancels.
        func holdMenuOpening(at points: Double) throws -> () -> Void {
            let sign: CGFloat = direction == .rightToLeft ? -1 : 1
            if let window {
                let edge = CGPoint(x: direction == .rightToLeft ? 386 : 4, y: 400)
                let finger = StandIn.beginPan(at: edge, in: window)
                finger.move(by: CGPoint(x: sign * CGFloat(points), y: 0), velocity: CGPoint(x: sign * 50, y: 0))
                #expect(finger.recognizer === slide?.menuEdgePanGesture)
                return {
                    finger.end(velocity: CGPoint(x: sign * 50, y: 0))
                    StandIn.runUntilIdle()
                }
            }
            let headless = try #require(self.headless)
            #expect(try headless.beginInteractiveChange(.toggleMenu))
            headless.updateInteractiveChange(points / 260)
            return { headless.cancelInteractiveChange() }
        }

        /// Whether `id`'s controller is a child of the container, its view in the container's.
        func isEmbedded(_ id: ChildID) -> Bool {
            if let slide, let child = slide.controller(for: id) {
                return child.parent === slide && child.viewIfLoaded?.superview === slide.view
            }
            if let headless, let child = headless.controller(for: id) {
                return child.parent === headless && child.viewIfLoaded?.superview === headless.view
            }
            return false
        }

        /// The container's subviews, back to front: each child's identifier, `"cover"` for any
        /// other view (the UIKit dimming view).
        var backToFront: [String] {
            let ids: [ChildID] = ["main", "menu", "profile"]
            if let slide {
                return slide.view.subviews.map { view in
                    ids.first { slide.controller(for: $0)?.viewIfLoaded === view }?.rawValue ?? "cover"
                }
            }
            guard let headless else { return [] }
            return headless.view.subviews.map { view in
                ids.first { headless.controller(for: $0)?.viewIfLoaded === view }?.rawValue ?? "cover"
            }
        }

        /// Where the menu's and the main child's views are.
        var menuAndMainX: [Double] { x(of: ["menu", "main"]) }

        /// Where the views of `ids` are (their frames' left edges; `nan` for one not loaded).
        func x(of ids: [ChildID]) -> [Double] {
            if let slide { return ids.map { Double(slide.controller(for: $0)?.viewIfLoaded?.frame.minX ?? .nan) } }
            return ids.map { headless?.controller(for: $0)?.viewIfLoaded?.frame.minX ?? .nan }
        }

        /// Turns the layout direction of the container to `direction`, and lets it lay out.
        func turn(to direction: ContainerLayoutDirection) {
            if let slide {
                slide.view.semanticContentAttribute =
                    direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
                slide.view.setNeedsLayout()
                StandIn.tick()
            }
            headless?.layoutDirection = direction
        }

        /// The controller of `id` now, as an object.
        func controller(for id: ChildID) -> AnyObject? {
            slide?.controller(for: id) ?? headless?.controller(for: id)
        }
    }

    @Suite("A slide menu's retention option keeps closed panels or unloads them, the same on both hosts")
    @MainActor
    struct SlideMenuRetentionTests {
        private static let opening = ["willMove", "viewDidLoad", "didMove", "viewWillAppear", "viewDidAppear"]
        private static let closing = ["viewWillDisappear", "viewDidDisappear", "willMove(nil)", "didMove(nil)"]

        @Test(
            "Released when hidden, a closed factory panel is unembedded and gone; kept alive, it stays embedded",
            arguments: DrawerHost.allCases, [AlternateRetention.releaseWhenHidden, .keepAlive])
        func closedPanelReleased(host: DrawerHost, retention: AlternateRetention) throws {
            let scene = RetentionScene(host, retention: retention)
            let releases = retention == .releaseWhenHidden
            #expect(scene.log.builds["menu"] == (releases ? nil : 1), "unloading, nothing is built until it opens")
            #expect(scene.isEmbedded("menu") == !releases && scene.isEmbedded("profile") == !releases)
            scene.handle(.toggleMenu)
            #expect(scene.openPanel == .menu && scene.isEmbedded("menu"))
            scene.handle(.closePanels)
            #expect(scene.openPanel == nil)
            #expect(scene.isEmbedded("menu") == !releases)
            if releases {
                #expect(scene.controller(for: "menu") == nil)
                #expect(scene.log.live == [], "the closed menu was let go")
                #expect(scene.calls(of: "menu 1") == Self.opening + Self.closing)
            } else {
                #expect(scene.log.live == ["menu 1", "profile 1"], "negative control: kept, the menu is alive")
            }
            #expect(scene.lastAbandonment == nil)
        }

        @Test(
            "Released when hidden, a panel that opens again is a fresh instance with the full appearance sequence",
            arguments: DrawerHost.allCases)
        func reopenedPanelIsFresh(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .releaseWhenHidden)
            scene.handle(.toggleMenu)
            scene.handle(.closePanels)
            scene.handle(.toggleMenu)
            #expect(scene.log.builds["menu"] == 2)
            #expect(scene.calls(of: "menu 2") == Self.opening)
            #expect(scene.log.live == ["menu 2"])
            #expect(scene.menuAndMainX == [0, 260], "laid out as a kept panel would be")
            scene.handle(.toggleProfile)
            #expect(scene.openPanel == .profile)
            #expect(scene.log.live == ["profile 1"], "switching panels lets the menu go")
            #expect(scene.calls(of: "menu 2") == Self.opening + Self.closing)
        }

        @Test(
            "Released when hidden, an embedded panel goes behind the main child and the cover",
            arguments: DrawerHost.allCases)
        func reembeddedPanelBehindMain(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .releaseWhenHidden)
            let closed = host == .uikit ? ["main", "cover"] : ["main"]
            #expect(scene.backToFront == closed)
            scene.handle(.toggleMenu)
            #expect(scene.backToFront == ["menu"] + closed)
            scene.handle(.toggleProfile)
            #expect(scene.backToFront == ["profile"] + closed)
            scene.handle(.closePanels)
            #expect(scene.backToFront == closed)
        }

        @Test(
            "Kept alive (negative control of the z-order), the panels stay behind the main child from the start",
            arguments: DrawerHost.allCases)
        func keptPanelsBehindMain(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .keepAlive)
            let closed = ["menu", "profile", "main"] + (host == .uikit ? ["cover"] : [])
            #expect(scene.backToFront == closed)
            scene.handle(.toggleMenu)
            #expect(scene.backToFront == closed)
        }

        @Test(
            "Released when hidden, a cancelled interactive opening leaves no panel embedded; the next opening works",
            arguments: DrawerHost.allCases)
        func cancelledOpeningThenReopening(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .releaseWhenHidden)
            try scene.cancelledMenuOpening()
            #expect(scene.openPanel == nil)
            #expect(!scene.isEmbedded("menu") && scene.controller(for: "menu") == nil)
            #expect(scene.log.live == [])
            #expect(
                scene.calls(of: "menu 1") == [
                    "willMove", "viewDidLoad", "didMove", "viewWillAppear", "viewWillDisappear", "viewDidDisappear",
                    "willMove(nil)", "didMove(nil)",
                ])
            scene.handle(.toggleMenu)
            #expect(scene.openPanel == .menu)
            #expect(scene.lastAbandonment == nil, "the embed was not refused")
            #expect(scene.calls(of: "menu 2") == Self.opening)
            #expect(scene.menuAndMainX == [0, 260])
            #expect(scene.backToFront.first == "menu")
        }

        @Test(
            "Kept alive, a cancelled interactive opening leaves the panel embedded and the same instance opens",
            arguments: DrawerHost.allCases)
        func cancelledOpeningKept(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .keepAlive)
            try scene.cancelledMenuOpening()
            #expect(scene.openPanel == nil && scene.isEmbedded("menu"))
            scene.handle(.toggleMenu)
            #expect(scene.openPanel == .menu && scene.lastAbandonment == nil)
            #expect(scene.log.builds["menu"] == 1)
        }

        @Test(
            "Released when hidden, a panel given as an instance is unembedded when closed but kept, and opens again",
            arguments: DrawerHost.allCases)
        func instancePanelsKept(host: DrawerHost) throws {
            let scene = RetentionScene(host, retention: .releaseWhenHidden, panels: .instance)
            #expect(!scene.isEmbedded("menu"))
            scene.handle(.toggleMenu)
            let menu = try #require(scene.controller(for: "menu"))
            scene.handle(.closePanels)
            #expect(!scene.isEmbedded("menu"))
            #expect(scene.controller(for: "menu") === menu, "an instance is never let go")
            try scene.cancelledMenuOpening()
            #expect(!scene.isEmbedded("menu") && scene.controller(for: "menu") === menu)
            scene.handle(.toggleMenu)
            #expect(scene.isEmbedded("menu") && scene.lastAbandonment == nil)
            #expect(scene.log.builds["menu"] == 1)
            let again = ["willMove", "didMove", "viewWillAppear", "viewDidAppear"]
            #expect(Array(scene.calls(of: "menu 1").suffix(again.count)) == again)
            #expect(scene.menuAndMainX == [0, 260])
            #expect(scene.backToFront.first == "menu")
        }

        @Test(
            "On UIKit, a change of layout direction leaves an unloaded panel out and places it mirrored when it opens")
        func directionChangeWithUnloadedPanels() throws {
            let scene = RetentionScene(.uikit, retention: .releaseWhenHidden, panels: .instance)
            let slide = try #require(scene.slide)
            scene.handle(.toggleMenu)
            scene.handle(.closePanels)
            #expect(!scene.isEmbedded("menu") && scene.controller(for: "menu") != nil, "kept, unembedded")
            slide.view.semanticContentAttribute = .forceRightToLeft
            slide.view.setNeedsLayout()
            StandIn.tick()
            #expect(!scene.isEmbedded("menu"), "the layout pass places only embedded children")
            scene.handle(.toggleMenu)
            #expect(scene.openPanel == .menu && scene.lastAbandonment == nil)
            #expect(scene.menuAndMainX == [0, -260], "right to left the menu is on the right")
            #expect(scene.backToFront == ["menu", "main", "cover"])
        }
    }
#endif
