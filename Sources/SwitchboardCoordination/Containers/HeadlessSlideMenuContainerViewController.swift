public import SwitchboardContainment

/// A headless container whose main child slides aside to reveal a menu (leading: the left, the
/// right in right-to-left) or a profile (trailing) panel, driven by a ``SlideMenuContainer``.
///
/// Right to left (``layoutDirection``), every placement is mirrored as the UIKit
/// `SlideMenuContainerViewController` mirrors it: the menu waits off the right edge and slides the
/// main child left, the profile the other way; state, appearance and answers are the same.
///
/// It forwards appearance by hand: the main child appears and disappears with the container,
/// and a panel receives `viewWillAppear` when it starts sliding in, `viewDidAppear` when it is
/// in, and the matching disappearance calls when it slides out — even though its view stays in
/// the hierarchy, off to the side, as in the seed, unless `retention` unloads closed panels.
///
/// ```swift
/// let slide = HeadlessSlideMenuContainerViewController(
///     main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile))
/// window.rootViewController = slide
/// try slide.toggleMenu()      // main at x = 260, menu at x = 0
/// try slide.toggleProfile()   // menu closes, then profile opens: main at x = -260
/// slide.closePanels()
/// ```
public final class HeadlessSlideMenuContainerViewController: HeadlessContainerViewController<SlideMenuContainer> {
    /// The direction the container lays out in; left to right by default. Right to left mirrors
    /// the panels' sides. Changing it places the embedded children again for the new direction at
    /// once, except while a change the user drives is under way: its next update, finish or cancel
    /// places them.
    public var layoutDirection: ContainerLayoutDirection {
        didSet {
            guard layoutDirection != oldValue, isViewLoaded, !isChangingInteractively else { return }
            for id in machine.childIDs {
                guard let child = controller(for: id), child.parent === self else { continue }
                placeView(of: child, by: machine.layout(of: id, openPanel: machine.openPanel))
            }
        }
    }

    /// Creates a slide container with both panels closed, from children the program spells out.
    ///
    /// Two roles sharing an identifier is a mistake in the program: it stops with a message naming
    /// the container and the identifier
    /// (``init(validatingMain:menu:profile:revealWidth:menuRevealWidth:profileRevealWidth:animation:retention:style:layoutDirection:title:trace:)``
    /// throws instead).
    ///
    /// - Parameters:
    ///   - main: The main child.
    ///   - menu: The leading panel (the left, the right in right-to-left); `nil` for none.
    ///   - profile: The trailing panel; `nil` for none.
    ///   - revealWidth: How far the main child slides: points (a number) or `.fraction(_:)` of
    ///     the container's width; 260 points by default.
    ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
    ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
    ///   - animation: How the slides are animated; a 0.3 s slide by default.
    ///   - retention: Whether closed panels stay embedded (``AlternateRetention/keepAlive``, the
    ///     default) or are unembedded and, when built by a factory, let go
    ///     (``AlternateRetention/releaseWhenHidden``).
    ///   - style: How a panel comes into view: the main child slides aside with it (the default),
    ///     the panel slides over the main child, or the main child uncovers it.
    ///   - layoutDirection: The direction it lays out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    public convenience init(
        main: ContainerChild<HeadlessViewController>, menu: ContainerChild<HeadlessViewController>? = nil,
        profile: ContainerChild<HeadlessViewController>? = nil,
        revealWidth: RevealWidth = 260, menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
        animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
        style: SlideMenuContainer.Style = .slideOut,
        layoutDirection: ContainerLayoutDirection = .leftToRight, title: String? = "SlideMenuContainer",
        trace: ContainmentTrace? = ContainmentTrace.current
    ) {
        do {
            try self.init(
                validatingMain: main, menu: menu, profile: profile, revealWidth: revealWidth,
                menuRevealWidth: menuRevealWidth, profileRevealWidth: profileRevealWidth, animation: animation,
                retention: retention, style: style, layoutDirection: layoutDirection, title: title, trace: trace)
        } catch {
            error.stopProgram(in: "SlideMenuContainer")
        }
    }

    /// Creates a slide container with both panels closed, from children known only at run time.
    ///
    /// - Parameters:
    ///   - main: The main child.
    ///   - menu: The leading panel; `nil` for none.
    ///   - profile: The trailing panel; `nil` for none.
    ///   - revealWidth: How far the main child slides; 260 points by default.
    ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
    ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
    ///   - animation: How the slides are animated; a 0.3 s slide by default.
    ///   - retention: Whether closed panels stay embedded; kept by default.
    ///   - style: How a panel comes into view; the main child slides aside with it by default.
    ///   - layoutDirection: The direction it lays out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: ``ContainerRejection/duplicateChild(_:)`` when two roles share an identifier.
    public init(
        validatingMain main: ContainerChild<HeadlessViewController>,
        menu: ContainerChild<HeadlessViewController>? = nil, profile: ContainerChild<HeadlessViewController>? = nil,
        revealWidth: RevealWidth = 260, menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
        animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
        style: SlideMenuContainer.Style = .slideOut,
        layoutDirection: ContainerLayoutDirection = .leftToRight, title: String? = "SlideMenuContainer",
        trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        let machine = try SlideMenuContainer(
            validatingMain: main.id, menu: menu?.id, profile: profile?.id, revealWidth: revealWidth,
            menuRevealWidth: menuRevealWidth, profileRevealWidth: profileRevealWidth, animation: animation,
            retention: retention, style: style)
        self.layoutDirection = layoutDirection
        super.init(machine: machine, children: [menu, profile, main].compactMap { $0 }, title: title, trace: trace)
    }

    /// Changes how panels come into view, while both are closed: the closed panels take their
    /// places for `style` and the drawing order its (over the content, the panels are in front).
    ///
    /// - Parameter style: The new style.
    /// - Throws: ``ContainerRejection/drawerNotClosed`` while a panel is open, a change runs or
    ///   requests wait; nothing changes then.
    public func setStyle(_ style: SlideMenuContainer.Style) throws(ContainerRejection) {
        try changeStyle(to: style)
    }

    /// Panels appear and disappear as they slide, not when their views are added.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Right to left, the panels' sides are mirrored.
    override package var mirrorsPlacements: Bool { layoutDirection == .rightToLeft }

    // The request path specialized for this machine (see `HeadlessContainerViewController.handle(_:from:)`).
    @discardableResult
    override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        executor.answer(request, from: child)
    }
}
