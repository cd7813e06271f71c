import Foundation
import Switchboard
import Testing

@MainActor
@Suite("SlideMenuContainer: main, menu and profile panels (seed 003)")
struct SlideMenuContainerTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()
    let main = ProbeViewController(title: "main")
    let menu = ProbeViewController(title: "menu")
    let profile = ProbeViewController(title: "profile")

    private func makeSeed003() -> HeadlessSlideMenuContainerViewController {
        HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
            title: "slide", trace: trace)
    }

    private var frames: [Double?] {
        [menu, profile, main].map { $0.viewIfLoaded.map { Double($0.frame.minX) } }
    }

    @Test("Seed 003 geometry when closed: menu at -260, main at 0, profile at +260; only main appears")
    func closedGeometry() throws {
        let slide = makeSeed003()
        let window = HeadlessWindow(trace: trace, animator: animator)
        let ((), violations) = recordingViolations { window.rootViewController = slide }
        #expect(violations.isEmpty)
        #expect(frames == [-260, 260, 0])
        #expect(main.view.frame.size == window.bounds.size && menu.view.frame.size == window.bounds.size)
        #expect(slide.view.subviews.map(\.debugName) == ["menu", "profile", "main"], "main on top")
        #expect(main.appearanceState == .appeared)
        #expect(menu.appearanceState == .disappeared && profile.appearanceState == .disappeared)
        #expect(
            menu.hooks == ["willMove(slide)", "viewDidLoad", "didMove(slide)"], "in the hierarchy but not revealed")
        #expect(slide.auditContainment().isEmpty)
    }

    @Test("Each panel has its own reveal width; unset, both take revealWidth; a negative one counts as 0")
    func revealWidthPerPanel() {
        let own = SlideMenuContainer(
            main: "main", menu: "menu", profile: "profile", menuRevealWidth: 300, profileRevealWidth: 180)
        #expect(own.layout(of: "main", openPanel: .menu) == .offset(x: 300))
        #expect(own.layout(of: "main", openPanel: .profile) == .offset(x: -180))
        #expect(own.layout(of: "menu", openPanel: nil) == .offset(x: -300))
        #expect(own.layout(of: "profile", openPanel: nil) == .offset(x: 180))
        let shared = SlideMenuContainer(main: "main", menu: "menu", profile: "profile", revealWidth: 200)
        #expect(shared.revealWidth(for: .menu) == 200 && shared.revealWidth(for: .profile) == 200)
        let negative = SlideMenuContainer(main: "main", menu: "menu", menuRevealWidth: -5)
        #expect(negative.revealWidth(for: .menu) == 0 && negative.revealWidth(for: .profile) == 260)
    }

    @Test("RevealWidth's example: a fraction of a 400-point container")
    func revealWidthExample() {
        let slide = SlideMenuContainer(
            main: "main", menu: "menu", profile: "profile", menuRevealWidth: .fraction(0.8), profileRevealWidth: 200)
        let width = slide.revealWidth(for: .menu).points(inWidth: 400)  // 320
        #expect(width == 320)
        #expect(slide.revealWidth(for: .profile) == .points(200))
    }

    @Test("A reveal width as a fraction of the container lays out in container widths, clamped into 0...1")
    func revealWidthAsFraction() {
        let slide = SlideMenuContainer(
            main: "main", menu: "menu", profile: "profile", menuRevealWidth: .fraction(0.8),
            profileRevealWidth: .fraction(1.5))
        #expect(slide.layout(of: "main", openPanel: .menu) == .offsetInWidths(0.8))
        #expect(slide.layout(of: "menu", openPanel: nil) == .offsetInWidths(-0.8))
        #expect(slide.revealWidth(for: .profile) == .fraction(1), "above 1 is clamped to the whole width")
        #expect(slide.layout(of: "main", openPanel: .profile) == .offsetInWidths(-1))
        #expect(slide.revealWidth(for: .menu).points(inWidth: 400) == 320)
        #expect(
            RevealWidth.fraction(-0.5).clamped == .fraction(0) && RevealWidth.fraction(.nan).clamped == .fraction(0))
        #expect(RevealWidth.points(-1).clamped == .points(0) && RevealWidth.points(.infinity).clamped == .points(0))
        let literal: RevealWidth = 260.5
        #expect(literal == .points(260.5) && literal.points(inWidth: 1000) == 260.5, "a number means points")
    }

    @Test("Opening the menu: will-announcement and viewWillAppear at the start, did ones after the slide")
    func openMenu() throws {
        let slide = makeSeed003()
        let window = onScreen(slide, trace: trace, animator: animator)
        let log = AnnouncementLog()
        slide.observers.add(log)
        #expect(try slide.toggleMenu() == .applied)
        #expect(frames == [0, 260, 260], "main slides right by 260, menu to 0")
        #expect(menu.appearanceState == .appearing)
        #expect(log.announcements == [.willOpen(.menu)])
        animator.advance(by: 0.3)
        #expect(menu.appearanceState == .appeared)
        #expect(log.announcements == [.willOpen(.menu), .didOpen(.menu)])
        #expect(
            trace.events == [
                .viewWillAppear("menu", animated: true),
                .viewIsAppearing("menu", animated: true),
                .viewDidAppear("menu", animated: true),
            ])
        #expect(slide.openPanel == .menu)
        try slide.toggleMenu()
        animator.advance(by: 0.3)
        #expect(frames == [-260, 260, 0])
        #expect(
            menu.hooks.suffix(5) == [
                "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
            ])
        #expect(slide.openPanel == nil)
        withExtendedLifetime(window) {}
    }

    @Test("Toggling the profile while the menu is open closes the menu, then opens the profile, in one plan")
    func profileWhileMenuOpen() throws {
        let slide = makeSeed003()
        let window = onScreen(slide, trace: trace, animator: animator)
        let log = AnnouncementLog()
        slide.observers.add(log)
        try slide.toggleMenu()
        animator.advance(by: 0.3)
        log.announcements.removeAll()
        trace.removeAll()
        let ((), violations) = try recordingViolations { () throws in
            #expect(try slide.toggleProfile() == .applied)
            #expect(frames == [-260, 260, 0], "first half: the menu closes")
            #expect(slide.closePanels() == .queued(position: 0))
            animator.advance(by: 0.3)
            #expect(frames == [-260, 0, -260], "second half: the profile opens, main at -260")
            #expect(profile.appearanceState == .appearing)
            animator.advance(by: 0.3)  // profile open; the queued closePanels starts
            animator.advance(by: 0.3)
        }
        #expect(violations.isEmpty)
        #expect(
            log.announcements == [
                .willClose(.menu), .didClose(.menu), .willOpen(.profile), .didOpen(.profile),
                .willClose(.profile), .didClose(.profile),
            ])
        #expect(
            trace.events == [
                .viewWillDisappear("menu", animated: true), .viewDidDisappear("menu", animated: true),
                .viewWillAppear("profile", animated: true), .viewIsAppearing("profile", animated: true),
                .viewDidAppear("profile", animated: true),
                .viewWillDisappear("profile", animated: true), .viewDidDisappear("profile", animated: true),
            ])
        #expect(frames == [-260, 260, 0])
        #expect(slide.openPanel == nil)
        withExtendedLifetime(window) {}
    }

    @Test("Leaving the screen with a panel open forwards disappearance to main and the panel only")
    func containerDisappears() throws {
        let slide = makeSeed003()
        let window = onScreen(slide, trace: trace)
        try slide.toggleProfile()
        trace.removeAll()
        let ((), violations) = recordingViolations { window.rootViewController = nil }
        #expect(violations.isEmpty)
        #expect(main.appearanceState == .disappeared && profile.appearanceState == .disappeared)
        #expect(!trace.events.contains { $0.subject == "menu" })
        let (_, again) = recordingViolations { window.rootViewController = slide }
        #expect(again.isEmpty)
        #expect(main.appearanceState == .appeared && profile.appearanceState == .appeared)
        #expect(menu.appearanceState == .disappeared)
    }

    @Test("A missing panel is a typed rejection; closing closed panels is a no-op")
    func rejections() throws {
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), trace: trace)
        let window = onScreen(slide, trace: trace)
        #expect(throws: ContainerRejection.panelNotConfigured(.profile)) { try slide.toggleProfile() }
        slide.handle(.swap(to: "menu"), from: "main")
        #expect(slide.lastRejection == .unsupportedRequest(.swap(to: "menu"), container: "SlideMenuContainer"))
        #expect(slide.closePanels() == .unchanged)
        #expect(slide.openPanel == nil)
        #expect(trace.events.isEmpty)
        #expect(frames.prefix(1) == [-260])
        withExtendedLifetime(window) {}
    }

    @Test("Reveal width is configurable and the geometry follows it")
    func revealWidth() throws {
        var machine = SlideMenuContainer(main: "m", menu: "l", profile: "r", revealWidth: 100)
        #expect(machine.layout(of: "l", openPanel: nil) == .offset(x: -100))
        _ = machine.plan(.toggleProfile, from: nil)
        #expect(machine.layout(of: "m", openPanel: machine.openPanel) == .offset(x: -100))
        #expect(machine.visibleChildren == ["r", "m"])
        #expect(throws: ContainerRejection.duplicateChild("m")) {
            try SlideMenuContainer(validatingMain: "m", menu: "m")
        }
    }

    @Test("Every child deallocates when the container is released")
    func lifetime() throws {
        let factory = ChildFactory()
        weak var weakSlide: HeadlessSlideMenuContainerViewController?
        do {
            let slide = HeadlessSlideMenuContainerViewController(
                main: factory.child("main"), menu: factory.child("menu"), profile: factory.child("profile"),
                trace: trace)
            weakSlide = slide
            let window = onScreen(slide, trace: trace)
            try slide.toggleMenu()
            window.rootViewController = nil
        }
        #expect(weakSlide == nil)
        #expect(factory.survivors.isEmpty)
    }

    @Test(
        "Released when hidden, the plans embed a panel on opening and unembed and discard it on closing; kept, neither",
        arguments: [AlternateRetention.releaseWhenHidden, .keepAlive])
    func retentionPlans(retention: AlternateRetention) {
        var slide = SlideMenuContainer(main: "main", menu: "menu", profile: "profile", retention: retention)
        let releases = retention == .releaseWhenHidden
        let setUp = slide.setUpEffects().compactMap { effect -> ChildID? in
            if case .embed(let id, _) = effect { id } else { nil }
        }
        #expect(setUp == (releases ? ["main"] : ["menu", "profile", "main"]))
        let opening = slide.plan(.toggleMenu, from: nil)
        #expect(opening.first == .announce(.willOpen(.menu)))
        #expect(
            opening.dropFirst().first
                == (releases
                    ? .embed("menu", layout: .offset(x: -260))
                    : .beginAppearance(
                        "menu", isAppearing: true, animated: true)))
        let closing = slide.plan(.toggleMenu, from: nil)
        #expect(closing.last == .announce(.didClose(.menu)))
        let tail: [ContainmentEffect] = [.endAppearance("menu"), .unembed("menu"), .discard("menu")]
        #expect(Array(closing.dropLast().suffix(3)).elementsEqual(tail) == releases)
        #expect(closing.contains(.unembed("menu")) == releases)
        #expect(slide.embedsAtBack("menu") == releases && slide.embedsAtBack("profile") == releases)
        #expect(!slide.embedsAtBack("main"))
    }

    @Test(
        "Released when hidden, a cancelled opening is undone by unembedding its panel; a cancelled closing, nothing",
        arguments: [AlternateRetention.releaseWhenHidden, .keepAlive])
    func effectsAfterCancelling(retention: AlternateRetention) {
        var slide = SlideMenuContainer(main: "main", menu: "menu", profile: "profile", retention: retention)
        let releases = retention == .releaseWhenHidden
        #expect(slide.effectsAfterCancelling(.toggleMenu) == (releases ? [.unembed("menu"), .discard("menu")] : []))
        #expect(
            slide.effectsAfterCancelling(.toggleProfile)
                == (releases ? [.unembed("profile"), .discard("profile")] : []))
        #expect(slide.effectsAfterCancelling(.closePanels) == [])
        _ = slide.plan(.toggleMenu, from: nil)
        // Open: a cancelled closing or switch stopped at its closing move, before any embed.
        #expect(slide.effectsAfterCancelling(.toggleMenu) == [])
        #expect(slide.effectsAfterCancelling(.toggleProfile) == [])
        let menuOnly = SlideMenuContainer(main: "main", menu: "menu", retention: retention)
        #expect(menuOnly.effectsAfterCancelling(.toggleProfile) == [], "no profile: nothing to undo")
    }
}
