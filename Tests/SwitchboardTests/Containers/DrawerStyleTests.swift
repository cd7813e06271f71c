import Foundation
import Switchboard
import Testing

/// Issue 47: the drawer's three styles on the headless host, over every strategy — the main child
/// sliding aside with the panel (`slideOut`), the panel sliding over the main child (`overlay`),
/// and the main child uncovering the panel beneath (`reveal`) — chosen per drawer and changed
/// while closed.
@Suite("Drawer styles: slide out, over the content, reveal")
@MainActor
struct DrawerStyleTests {
    typealias Style = SlideMenuContainer.Style

    /// A drawer in a 390 × 844 window, on `kind`, its main child's link at hand.
    @MainActor
    struct Scene {
        let drawer: HeadlessSlideMenuContainerViewController
        let main = HeadlessViewController(title: "main")
        let menu = HeadlessViewController(title: "menu")
        let profile = HeadlessViewController(title: "profile")
        let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let link: ContainerLink<ContainerRequest>
        let environment: StrategyEnvironment<PanelSettings>

        init(
            _ style: Style, _ kind: StrategyKind = .delegate, retention: AlternateRetention = .keepAlive,
            layoutDirection: ContainerLayoutDirection = .leftToRight
        ) {
            drawer = HeadlessSlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
                animation: .none, retention: retention, style: style, layoutDirection: layoutDirection)
            window.rootViewController = drawer
            environment = kind.makeEnvironment()
            link = drawer.connect(environment.strategy).link(for: "main")
        }

        /// The children's horizontal places: main, menu, profile.
        var places: [Double] { [main, menu, profile].map { Double($0.view.frame.minX) } }
        /// The children in the container's drawing order, back to front.
        var drawingOrder: [String] {
            drawer.view.subviews.compactMap { view in [main, menu, profile].first { $0.view === view }?.title }
        }
    }

    /// Where main, menu and profile sit closed, with the menu open and with the profile open.
    static func expectedPlaces(_ style: Style) -> [[Double]] {
        switch style {
        case .slideOut: [[0, -260, 260], [260, 0, 260], [-260, -260, 0]]
        case .reveal: [[0, 0, 0], [260, 0, 0], [-260, 0, 0]]
        case .overlay: [[0, -390, 390], [0, -130, 390], [0, -390, 130]]
        }
    }

    @Test(
        "Each style places the main child and the panels as they open and close, on every strategy",
        arguments: Style.allCases, StrategyKind.allCases)
    func placesPerStyle(style: Style, kind: StrategyKind) throws {
        let scene = Scene(style, kind)
        let expected = Self.expectedPlaces(style)
        #expect(scene.drawer.style == style)
        #expect(scene.places == expected[0], "closed")
        #expect(scene.link.send(.toggleMenu) == .applied)
        #expect(scene.places == expected[1], "menu open")
        #expect(scene.menu.appearanceState == .appeared && scene.main.appearanceState == .appeared)
        #expect(scene.link.send(.toggleProfile) == .applied)
        #expect(scene.places == expected[2], "profile open")
        #expect(scene.menu.appearanceState == .disappeared && scene.profile.appearanceState == .appeared)
        #expect(scene.link.send(.closePanels) == .applied)
        #expect(scene.places == expected[0], "closed again")
        if let settings = scene.environment.settings {
            #expect(!settings.value.menuOpen && !settings.value.profileOpen, "the strategy recorded it")
        }
    }

    @Test(
        "Over the content the panels are drawn in front of the main child; otherwise behind it",
        arguments: Style.allCases)
    func drawingOrder(style: Style) {
        let scene = Scene(style)
        #expect(scene.drawingOrder == (style == .overlay ? ["main", "menu", "profile"] : ["menu", "profile", "main"]))
    }

    @Test(
        "Over the content, a panel built on opening goes in front of the main child; otherwise behind it",
        arguments: Style.allCases)
    func builtPanelOrder(style: Style) {
        let scene = Scene(style, retention: .releaseWhenHidden)
        #expect(scene.drawingOrder == ["main"])
        #expect(scene.link.send(.toggleMenu) == .applied)
        #expect(scene.drawingOrder == (style == .overlay ? ["main", "menu"] : ["menu", "main"]))
    }

    @Test("Right to left, each style mirrors: the menu is on the right", arguments: Style.allCases)
    func rightToLeft(style: Style) {
        let scene = Scene(style, layoutDirection: .rightToLeft)
        #expect(scene.link.send(.toggleMenu) == .applied)
        #expect(scene.places == Self.expectedPlaces(style)[1].map { -$0 }, "menu open, mirrored")
    }

    @Test("The style changes while both panels are closed: the closed panels move and the drawing order follows")
    func changeWhileClosed() throws {
        let scene = Scene(.slideOut)
        try scene.drawer.setStyle(.overlay)
        #expect(scene.drawer.style == .overlay)
        #expect(scene.places == Self.expectedPlaces(.overlay)[0])
        #expect(scene.drawingOrder == ["main", "menu", "profile"])
        #expect(scene.link.send(.toggleMenu) == .applied)
        #expect(scene.places == Self.expectedPlaces(.overlay)[1])
        #expect(scene.link.send(.closePanels) == .applied)
        try scene.drawer.setStyle(.reveal)
        #expect(scene.places == Self.expectedPlaces(.reveal)[0])
        #expect(scene.drawingOrder == ["menu", "profile", "main"])
    }

    @Test("While a panel is open, or a slide runs, the style stays and setStyle says why")
    func refusedWhileOpenOrMoving() throws {
        let scene = Scene(.slideOut)
        #expect(scene.link.send(.toggleMenu) == .applied)
        #expect(throws: ContainerRejection.drawerNotClosed) { try scene.drawer.setStyle(.overlay) }
        #expect(scene.drawer.style == .slideOut && scene.places == Self.expectedPlaces(.slideOut)[1])

        let animator = ManualAnimator()
        let moving = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), animator: animator)
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("main", HeadlessViewController(title: "main")),
            menu: .instance("menu", HeadlessViewController(title: "menu")))
        moving.rootViewController = drawer
        try drawer.toggleMenu()
        try drawer.toggleMenu()  // closing: the state is closed, but the first slide still runs
        #expect(drawer.isTransitioning)
        #expect(throws: ContainerRejection.drawerNotClosed) { try drawer.setStyle(.reveal) }
        #expect(drawer.style == .slideOut)
        animator.finishAll()
        try drawer.setStyle(.reveal)
        #expect(drawer.style == .reveal)
    }

    @Test(
        "A panel closed by a request sent while the drawer leaves the window ends disappeared before it goes",
        arguments: Style.allCases)
    func closedWhileLeavingTheWindow(style: Style) throws {
        let hook = AppearanceHook()
        let main = AppearanceHookViewController(title: "main", hook: hook)
        let profile = HeadlessViewController(title: "profile")
        let trace = ContainmentTrace()
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), profile: .factory("profile") { profile }, animation: .none,
            retention: .releaseWhenHidden, style: style, trace: trace)
        let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), trace: trace)
        window.rootViewController = drawer
        try drawer.toggleProfile()
        #expect(profile.appearanceState == .appeared)
        // Over the content the main child is told first that the drawer leaves, and closes the
        // profile before the drawer reaches it.
        hook.arm { drawer.closePanels() }
        window.rootViewController = nil
        #expect(hook.fired == 1)
        #expect(drawer.openPanel == nil && profile.parent == nil)
        #expect(profile.appearanceState == .disappeared, "a panel never leaves the drawer appeared")
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty)
    }

    @Test("The machine refuses a style change while a panel is open and names it in a sentence")
    func machineRefusal() throws {
        var machine = SlideMenuContainer(main: "main", menu: "menu")
        _ = machine.plan(.toggleMenu, from: nil)
        #expect(throws: ContainerRejection.drawerNotClosed) { try machine.setStyle(.overlay) }
        #expect(machine.style == .slideOut)
        #expect(ContainerRejection.drawerNotClosed.description.contains("closed"))
    }
}
