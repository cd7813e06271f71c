public import SwitchboardContainment

/// The decision logic of a main child that slides aside to reveal a menu (left) or a profile
/// (right) panel, as a pure value.
///
/// Geometry follows the seed, with every view as large as the container: closed, the main child
/// is at `x = 0`, the menu at `-menuRevealWidth` and the profile at `+profileRevealWidth`; with
/// the menu open, the main child is at `+menuRevealWidth` and the menu at `0`; the profile
/// mirrors it. Both widths are ``revealWidth`` unless set; a width is points or a fraction of the
/// container's width (``RevealWidth``), a fraction laid out with
/// `LayoutRule.offsetInWidths(_:)` so it follows the container's size.
///
/// - `toggleMenu` opens the menu, or closes it when open; `toggleProfile` likewise.
/// - Toggling one panel while the other is open closes the open one, then opens the other, as
///   one plan (the seed left both half-applied).
/// - `closePanels` closes whichever is open; nothing when both are closed.
/// - A panel that was not configured is rejected with
///   ``ContainerRejection/panelNotConfigured(_:)``; swaps and pages are unsupported.
///
/// Panels receive balanced appearance transitions: begin when their slide starts, end when it
/// completes.
///
/// Closed panels stay embedded, off to the side, with ``AlternateRetention/keepAlive`` (the
/// default). With ``AlternateRetention/releaseWhenHidden`` only the main child and the open panel
/// are embedded: an opening embeds its panel at its closed place, behind the main child, before
/// it slides in; a closing unembeds the panel once it has slid out and discards it, so a panel
/// built by a factory is let go and built fresh when it opens again (one given as an instance is
/// kept). A cancelled interactive opening unembeds its panel again.
///
/// ```swift
/// var slide = SlideMenuContainer(main: "main", menu: "menu", profile: "profile")
/// let plan = slide.plan(.toggleMenu, from: "main")
/// print(slide.openPanel == .menu)  // true
/// ```
public struct SlideMenuContainer: ContainerStateMachine, BuiltInContainerMachine, Hashable {
    /// How a panel comes into view (see the Containers article, "Drawer styles").
    public enum Style: Hashable, Sendable, CaseIterable {
        /// The main child slides aside and the panel slides in beside it (the default; SideMenu's
        /// `viewSlideOutMenuIn`).
        case slideOut
        /// The panel slides in over the main child, which stays where it is (SideMenu's
        /// `menuSlideIn`); the UIKit drawer dims the main child and shades the panel's edge.
        case overlay
        /// The main child slides aside and uncovers the panel, which lies still beneath it
        /// (SideMenu's `viewSlideOut`).
        case reveal
    }

    /// The main child, always shown.
    public let main: ChildID
    /// The left panel's child, if configured.
    public let menu: ChildID?
    /// The right panel's child, if configured.
    public let profile: ChildID?
    /// How far the main child slides to reveal a panel; 260 points by default, as in the seed.
    /// Each panel can have its own (``menuRevealWidth``, ``profileRevealWidth``).
    public let revealWidth: RevealWidth
    /// How far the main child slides to reveal the menu; ``revealWidth`` unless set.
    public let menuRevealWidth: RevealWidth
    /// How far the main child slides to reveal the profile; ``revealWidth`` unless set.
    public let profileRevealWidth: RevealWidth
    /// How panel slides are animated.
    public var animation: ContainerAnimation
    /// Whether closed panels stay embedded (``AlternateRetention/keepAlive``, the default) or are
    /// unembedded and let go (``AlternateRetention/releaseWhenHidden``).
    public let retention: AlternateRetention
    /// The panel revealed (after the plans produced so far), or `nil` while both are closed and the
    /// main child covers the container.
    public private(set) var openPanel: ContainerPanel?
    /// How a panel comes into view; changed with ``setStyle(_:)`` while both panels are closed.
    public private(set) var style: Style

    /// Creates a slide container with both panels closed, from children the program spells out.
    ///
    /// Two roles sharing an identifier is a mistake in the program: it stops with a message naming
    /// the container and the identifier
    /// (``init(validatingMain:menu:profile:revealWidth:menuRevealWidth:profileRevealWidth:animation:retention:style:)``
    /// throws instead). Widths are stored ``RevealWidth/clamped``: negative points count as 0, a
    /// fraction is clamped into `0...1`.
    ///
    /// - Parameters:
    ///   - main: The main child.
    ///   - menu: The left panel's child; `nil` for none.
    ///   - profile: The right panel's child; `nil` for none.
    ///   - revealWidth: How far the main child slides; 260 points by default.
    ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
    ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
    ///   - animation: How the slides are animated; a 0.3 s slide by default, as in the seed.
    ///   - retention: Whether closed panels stay embedded; kept by default.
    ///   - style: How a panel comes into view; the main child slides aside by default.
    public init(
        main: ChildID, menu: ChildID? = nil, profile: ChildID? = nil, revealWidth: RevealWidth = 260,
        menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
        animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
        style: Style = .slideOut
    ) {
        do {
            try self.init(
                validatingMain: main, menu: menu, profile: profile, revealWidth: revealWidth,
                menuRevealWidth: menuRevealWidth, profileRevealWidth: profileRevealWidth, animation: animation,
                retention: retention, style: style)
        } catch {
            error.stopProgram(in: "SlideMenuContainer")
        }
    }

    /// Creates a slide container with both panels closed, from children known only at run time.
    ///
    /// - Parameters:
    ///   - main: The main child.
    ///   - menu: The left panel's child; `nil` for none.
    ///   - profile: The right panel's child; `nil` for none.
    ///   - revealWidth: How far the main child slides; 260 points by default.
    ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
    ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
    ///   - animation: How the slides are animated; a 0.3 s slide by default.
    ///   - retention: Whether closed panels stay embedded; kept by default.
    ///   - style: How a panel comes into view; the main child slides aside by default.
    /// - Throws: ``ContainerRejection/duplicateChild(_:)`` when two roles share an identifier.
    public init(
        validatingMain main: ChildID, menu: ChildID? = nil, profile: ChildID? = nil, revealWidth: RevealWidth = 260,
        menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
        animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
        style: Style = .slideOut
    ) throws(ContainerRejection) {
        if let duplicate = [main, menu, profile].compactMap({ $0 }).firstDuplicate { throw .duplicateChild(duplicate) }
        self.main = main
        self.menu = menu
        self.profile = profile
        self.revealWidth = revealWidth.clamped
        self.menuRevealWidth = (menuRevealWidth ?? revealWidth).clamped
        self.profileRevealWidth = (profileRevealWidth ?? revealWidth).clamped
        self.animation = animation
        self.retention = retention
        self.style = style
    }

    /// Changes how panels come into view; the children take their places for the new style at
    /// once (both panels are closed, so only the closed panels move, out of sight).
    ///
    /// - Parameter style: The new style.
    /// - Throws: ``ContainerRejection/drawerNotClosed`` while a panel is open; nothing changes then.
    public mutating func setStyle(_ style: Style) throws(ContainerRejection) {
        guard openPanel == nil else { throw .drawerNotClosed }
        self.style = style
    }

    /// `"SlideMenuContainer"`.
    public var containerName: String { "SlideMenuContainer" }

    /// The children back to front: the menu, the profile and the main child, or with
    /// ``Style/overlay`` the main child, then the panels over it.
    public var childIDs: [ChildID] {
        (style == .overlay ? [main, menu, profile] : [menu, profile, main]).compactMap { $0 }
    }

    /// The main child and the open panel, if any.
    public var visibleChildren: [ChildID] {
        guard let panel = openPanel, let child = child(for: panel) else { return [main] }
        return [child, main]
    }

    /// The child of `panel`, if configured.
    ///
    /// - Parameter panel: A panel.
    /// - Returns: Its child.
    public func child(for panel: ContainerPanel) -> ChildID? {
        switch panel {
        case .menu: menu
        case .profile: profile
        }
    }

    /// How far the main child slides to reveal `panel`.
    ///
    /// - Parameter panel: A panel.
    /// - Returns: ``menuRevealWidth`` or ``profileRevealWidth``.
    public func revealWidth(for panel: ContainerPanel) -> RevealWidth {
        panel == .menu ? menuRevealWidth : profileRevealWidth
    }

    /// Where `child` sits while `openPanel` is revealed: the main child's and each panel's layout.
    ///
    /// - Parameters:
    ///   - child: One of the container's children.
    ///   - openPanel: The panel revealed, or `nil` for both closed.
    /// - Returns: An `LayoutRule.offset(x:y:)` rule, or `LayoutRule.offsetInWidths(_:)` for a
    ///   fraction.
    public func layout(of child: ChildID, openPanel: ContainerPanel?) -> LayoutRule {
        if child == main {
            // Over the content, a panel leaves the main child where it is.
            guard let openPanel, style != .overlay else { return .offset(x: 0) }
            return openPanel == .menu ? menuRevealWidth.offset(sign: 1) : profileRevealWidth.offset(sign: -1)
        }
        let panel: ContainerPanel = child == menu ? .menu : .profile
        // The side a panel waits on: the menu's is the left.
        let side: Double = panel == .menu ? -1 : 1
        let width = revealWidth(for: panel)
        switch style {
        case .slideOut: return openPanel == panel ? .offset(x: 0) : width.offset(sign: side)
        case .reveal: return .offset(x: 0)
        case .overlay: return openPanel == panel ? width.overhang(sign: side) : .offsetInWidths(side)
        }
    }

    /// Whether applying `request` twice in a row equals applying it once: `swap(to:)`,
    /// `showPage` and `closePanels`; toggles and `swapNext` are not.
    ///
    /// - Parameter request: A request.
    /// - Returns: `true` for an idempotent request.
    public func isIdempotent(_ request: ContainerRequest) -> Bool {
        request.isIdempotent
    }

    /// `true` for `toggleMenu`, `toggleProfile` and `closePanels`.
    ///
    /// - Parameter request: A request.
    public func supports(_ request: ContainerRequest) -> Bool {
        switch request {
        case .toggleMenu, .toggleProfile, .closePanels: true
        case .swap, .swapNext, .showPage, .editPages: false
        }
    }

    /// Rejects unsupported requests and toggles of panels that were not configured.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: Ignored.
    /// - Returns: The rejection, or `nil`.
    public func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? {
        if let rejection = unsupported(request) { return rejection }
        switch request {
        case .toggleMenu where menu == nil: return .panelNotConfigured(.menu)
        case .toggleProfile where profile == nil: return .panelNotConfigured(.profile)
        default: return nil
        }
    }

    /// Embeds the panels at their closed places (none with ``AlternateRetention/releaseWhenHidden``),
    /// then the main child on top, then makes the main child appear (the host skips that while off
    /// screen).
    public func setUpEffects() -> [ContainmentEffect] {
        let embedded = retention == .keepAlive ? childIDs : [main]
        return embedded.map { ContainmentEffect.embed($0, layout: layout(of: $0, openPanel: openPanel)) } + [
            .beginAppearance(main, isAppearing: true, animated: false), .endAppearance(main),
        ]
    }

    /// Closes the open panel and/or opens the requested one, each as a will-announcement,
    /// appearance begin, animated move, appearance end and did-announcement. With
    /// ``AlternateRetention/releaseWhenHidden`` an opening embeds its panel after the
    /// will-announcement and a closing unembeds and discards it before the did-announcement.
    ///
    /// - Parameters:
    ///   - request: `toggleMenu`, `toggleProfile` or `closePanels`.
    ///   - sender: Ignored.
    /// - Returns: The plan.
    public mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        let target: ContainerPanel?
        switch (request, openPanel) {
        case (.toggleMenu, .menu), (.toggleProfile, .profile), (.closePanels, _): target = nil
        case (.toggleMenu, _): target = .menu
        case (.toggleProfile, _): target = .profile
        case (.swap, _), (.swapNext, _), (.showPage, _), (.editPages, _): return []
        }
        var effects: [ContainmentEffect] = []
        if let panel = openPanel, target != openPanel {
            effects += slide(panel, opening: false)
        }
        if let panel = target, target != openPanel {
            effects += slide(panel, opening: true)
        }
        return effects
    }

    private mutating func slide(_ panel: ContainerPanel, opening: Bool) -> [ContainmentEffect] {
        guard let child = child(for: panel) else { return [] }
        openPanel = opening ? panel : nil
        let animated = animation.isAnimated
        let unloads = retention == .releaseWhenHidden
        let embed: [ContainmentEffect] =
            opening && unloads ? [.embed(child, layout: layout(of: child, openPanel: nil))] : []
        let unembed: [ContainmentEffect] = !opening && unloads ? [.unembed(child), .discard(child)] : []
        return [.announce(opening ? .willOpen(panel) : .willClose(panel))] + embed + [
            .beginAppearance(child, isAppearing: opening, animated: animated),
            .move(
                [
                    .init(main, layout(of: main, openPanel: openPanel)),
                    .init(child, layout(of: child, openPanel: openPanel)),
                ],
                animation: animation),
            .endAppearance(child),
        ] + unembed + [.announce(opening ? .didOpen(panel) : .didClose(panel))]
    }

    /// With ``AlternateRetention/releaseWhenHidden``, the panel a cancelled opening embedded is
    /// unembedded and discarded again, so a closed panel is never left in the container. A
    /// cancelled closing (or switch, which stops at its closing move) embedded nothing.
    ///
    /// - Parameter request: The cancelled request; the open panel is the one before it.
    /// - Returns: The effects that undo the opening's embed, or none.
    public func effectsAfterCancelling(_ request: ContainerRequest) -> [ContainmentEffect] {
        guard retention == .releaseWhenHidden, openPanel == nil else { return [] }
        let panel: ContainerPanel
        switch request {
        case .toggleMenu: panel = .menu
        case .toggleProfile: panel = .profile
        case .closePanels, .swap, .swapNext, .showPage, .editPages: return []
        }
        guard let child = child(for: panel) else { return [] }
        return [.unembed(child), .discard(child)]
    }

    /// With ``AlternateRetention/releaseWhenHidden`` a panel embedded on opening goes behind the
    /// main child (and whatever the host draws over it).
    ///
    /// - Parameter child: The child being embedded.
    /// - Returns: `true` for a panel when closed panels are unloaded.
    public func embedsAtBack(_ child: ChildID) -> Bool {
        retention == .releaseWhenHidden && child != main && style != .overlay
    }
}
