public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A `UIViewController` whose main child slides aside to reveal a menu (left) or a profile
    /// (right) panel, driven by a `SlideMenuContainer` on the executor of
    /// `HeadlessSlideMenuContainerViewController`. The slides are constraint changes animated with
    /// ``ContainerViewController/animator``; it forwards appearance by hand, so a panel appears
    /// when it slides in and disappears when it slides out.
    ///
    /// ```swift
    /// let slide = SlideMenuContainerViewController(
    ///     main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
    ///     title: "slide")
    /// slide.loadViewIfNeeded()
    /// try slide.toggleMenu()      // main slides 260 points right
    /// try slide.toggleProfile()   // menu closes, then profile opens
    /// slide.closePanels()
    /// ```
    public final class SlideMenuContainerViewController: ContainerViewController<SlideMenuContainer> {
        /// The pan from the leading edge (the left, the right in right-to-left) that opens the menu,
        /// following the finger; set `isEnabled = false` to turn it off. It waits for the pop
        /// gestures of navigation controllers inside the main child to fail.
        public let menuEdgePanGesture = UIScreenEdgePanGestureRecognizer()
        /// The pan from the trailing edge that opens the profile; set `isEnabled = false` to turn it off.
        public let profileEdgePanGesture = UIScreenEdgePanGestureRecognizer()
        /// The horizontal pan on the open panel or the covered main child that closes the panel,
        /// following the finger; set `isEnabled = false` to turn it off.
        public let closingPanGesture = UIPanGestureRecognizer()
        /// The tap on the covered main child (its dimming view) that closes the open panel; set
        /// `isEnabled = false` to turn it off.
        public let closingTapGesture = UITapGestureRecognizer()
        /// The colour that dims the main child while a panel is open, its alpha the opacity at full
        /// reveal (black at 30 % by default); `nil` for no dimming. Either way the main child is
        /// covered and takes no touches while a panel is open.
        public var dimmingColor: UIColor? = UIColor.black.withAlphaComponent(0.3) {
            didSet { dimmingView.backgroundColor = dimmingColor ?? .clear }
        }
        /// How dark the shadow is that a panel casts on the main child with
        /// `SlideMenuContainer.Style.overlay` (`CALayer.shadowOpacity`; 0.5 by default, 0 for
        /// none). The other styles cast none: the panel lies beside or beneath the main child.
        public var panelShadowOpacity: Float = 0.5 {
            didSet { shadePanels() }
        }
        /// Whether a size change (rotation, split view) closes the open panel, as SideMenu does;
        /// `false` by default: the panel stays open, laid out for the new size.
        public var closesPanelsOnSizeChange = false
        /// The view over the main child while a panel is open: it takes the touches meant for the
        /// main child and dims it.
        let dimmingView = UIView()
        /// The constraints placing ``dimmingView`` where the main child is.
        var dimmingPlacement: [NSLayoutConstraint] = []
        /// The pan driving the interactive change under way, and the direction (+1 right, -1 left)
        /// in which the finger completes it.
        var drivingPan: (recognizer: UIPanGestureRecognizer, direction: CGFloat, width: Double)?
        lazy var gestureRelay = SlideMenuGestureRelay(container: self)
        /// The panel VoiceOver was told is on screen, until it leaves.
        weak var openPanelShown: UIViewController?
        /// The layout direction the views were last placed for.
        var placedRightToLeft = false

        /// Creates a slide container with both panels closed, from children the program spells
        /// out; two roles sharing an identifier stop the program with a message naming the
        /// container and the identifier
        /// (``init(validatingMain:menu:profile:revealWidth:menuRevealWidth:profileRevealWidth:animation:retention:style:title:trace:)``
        /// throws instead).
        ///
        /// - Parameters:
        ///   - main: The main child.
        ///   - menu: The left panel; `nil` for none.
        ///   - profile: The right panel; `nil` for none.
        ///   - revealWidth: How far the main child slides: points (a number) or `.fraction(_:)` of
        ///     the container's width; 260 points by default.
        ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
        ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
        ///   - animation: How the slides are animated; a 0.3 s slide by default.
        ///   - retention: Whether closed panels stay embedded (hidden; `.keepAlive`, the default) or
        ///     are unembedded and, when built by a factory, let go (`.releaseWhenHidden`).
        ///   - style: How a panel comes into view: beside the main child as it slides aside (the
        ///     default), over the main child with a shadow and dimming, or uncovered beneath it.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        public convenience init(
            main: ContainerChild<UIViewController>, menu: ContainerChild<UIViewController>? = nil,
            profile: ContainerChild<UIViewController>? = nil, revealWidth: RevealWidth = 260,
            menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
            animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
            style: SlideMenuContainer.Style = .slideOut, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) {
            do {
                try self.init(
                    validatingMain: main, menu: menu, profile: profile, revealWidth: revealWidth,
                    menuRevealWidth: menuRevealWidth, profileRevealWidth: profileRevealWidth, animation: animation,
                    retention: retention, style: style, title: title, trace: trace)
            } catch {
                error.stopProgram(in: "SlideMenuContainer")
            }
        }

        /// Creates a slide container with both panels closed, from children known only at run time.
        ///
        /// - Parameters:
        ///   - main: The main child.
        ///   - menu: The left panel; `nil` for none.
        ///   - profile: The right panel; `nil` for none.
        ///   - revealWidth: How far the main child slides; 260 points by default.
        ///   - menuRevealWidth: How far it slides for the menu; `revealWidth` when `nil`.
        ///   - profileRevealWidth: How far it slides for the profile; `revealWidth` when `nil`.
        ///   - animation: How the slides are animated; a 0.3 s slide by default.
        ///   - retention: Whether closed panels stay embedded; kept by default.
        ///   - style: How a panel comes into view; beside the sliding main child by default.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        /// - Throws: `ContainerRejection/duplicateChild(_:)` when two roles share an identifier.
        public init(
            validatingMain main: ContainerChild<UIViewController>, menu: ContainerChild<UIViewController>? = nil,
            profile: ContainerChild<UIViewController>? = nil, revealWidth: RevealWidth = 260,
            menuRevealWidth: RevealWidth? = nil, profileRevealWidth: RevealWidth? = nil,
            animation: ContainerAnimation = .slide(), retention: AlternateRetention = .keepAlive,
            style: SlideMenuContainer.Style = .slideOut, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) throws(ContainerRejection) {
            let machine = try SlideMenuContainer(
                validatingMain: main.id, menu: menu?.id, profile: profile?.id, revealWidth: revealWidth,
                menuRevealWidth: menuRevealWidth, profileRevealWidth: profileRevealWidth, animation: animation,
                retention: retention, style: style)
            super.init(
                machine: machine, children: [menu, profile, main].compactMap { $0 }, title: title, trace: trace)
        }

        /// Not supported: a container is built in code, with its children.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the container in code with its children")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Changes how panels come into view, while both are closed: the closed panels take their
        /// places for `style`, the drawing order and the dimming view follow it, and the panels'
        /// safe areas and shadows are set for it.
        ///
        /// - Parameter style: The new style.
        /// - Throws: `ContainerRejection.drawerNotClosed` while a panel is open, a slide runs, a
        ///   finger drives one or requests wait; nothing changes then.
        public func setStyle(_ style: SlideMenuContainer.Style) throws(ContainerRejection) {
            try changeStyle(to: style)
            guard isViewLoaded else { return }
            stackDimmingView()
            shadePanels()
            insetPanelsToTheirReveal()
        }

        /// Panels appear and disappear as they slide, not when their views are added.
        public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        /// Embeds the children, then puts the dimming view over the main child and attaches the
        /// gestures.
        public override func viewDidLoad() {
            super.viewDidLoad()
            prepareGestures()
        }

        /// Places the children again when the layout direction changed since they were placed (once
        /// nothing moves them), so the menu stays on the leading side.
        public override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            guard isRightToLeft != placedRightToLeft, !isTransitioning, !isChangingInteractively else { return }
            placedRightToLeft = isRightToLeft
            updateEdges()
            for id in machine.childIDs {
                // A panel unloaded while closed (or an instance kept unembedded) is not placed.
                guard let child = controller(for: id), child.parent === self else { continue }
                install(machine.layout(of: id, openPanel: machine.openPanel), for: child, in: view)
            }
        }

        /// Keeps each panel's safe area to the part of it the user sees when it is open: the
        /// panels' left and right `additionalSafeAreaInsets` leave out the side the main child
        /// still covers (the menu's trailing side, the profile's leading side).
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            insetPanelsToTheirReveal()
        }

        /// A panel is as wide as the container, and the user sees only its reveal width of it
        /// when it is open. Sliding out or revealed, the main child covers the rest (the trailing
        /// side of the menu, the leading side of the profile; mirrored right to left), so a
        /// panel's `additionalSafeAreaInsets` keep the covered side out of its safe area: content
        /// laid out on the panel's safe area fits its reveal, whatever the width, the reveal or the
        /// direction. Over the content (`SlideMenuContainer.Style.overlay`) the rest lies beyond
        /// the container's edge, outside its safe area already, so no inset is added. The drawer
        /// owns the panels' left and right additional insets; their top and bottom are the app's.
        func insetPanelsToTheirReveal() {
            let width = Double(view.bounds.width)
            for (panel, id) in [(ContainerPanel.menu, machine.menu), (.profile, machine.profile)] {
                guard let id, let child = controller(for: id), child.parent === self else { continue }
                let reveal = machine.revealWidth(for: panel).points(inWidth: width)
                let covered = machine.style == .overlay ? 0 : CGFloat(max(width - reveal, 0))
                let coversRight = (panel == .menu) != isRightToLeft
                var insets = child.additionalSafeAreaInsets
                (insets.left, insets.right) = coversRight ? (0, covered) : (covered, 0)
                if insets != child.additionalSafeAreaInsets { child.additionalSafeAreaInsets = insets }
            }
        }

        /// Cancels a pan under way: a container leaving the window ends its gestures.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        public override func viewWillDisappear(_ animated: Bool) {
            cancelDrivingPan()
            super.viewWillDisappear(animated)
        }

        /// Closes the open panel first when ``closesPanelsOnSizeChange`` is set; a pan under way
        /// is cancelled either way.
        ///
        /// - Parameters:
        ///   - size: The new size.
        ///   - coordinator: The size change's coordinator.
        public override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            cancelDrivingPan()
            if closesPanelsOnSizeChange, openPanel != nil { handle(.closePanels, from: nil) }
            super.viewWillTransition(to: size, with: coordinator)
        }

        /// Places views mirrored in right-to-left, the dimming view with the main child, and dims
        /// as far as the panel is revealed.
        override func install(_ rule: LayoutRule, for child: UIViewController, in stage: UIView) {
            let placed = mirrored(rule, in: stage)
            super.install(placed, for: child, in: stage)
            guard let id = executor.childID(of: child) else { return }
            if id == machine.main { placeDimmingView(by: placed, in: stage) }
            dim(following: id, placedBy: rule, in: stage)
        }

        /// Shows a panel as it starts to appear (ending editing first: the keyboard goes down) and
        /// hides it once it has disappeared, so a closed panel is neither drawn, nor hit, nor
        /// reached by VoiceOver; the shown panel is the accessibility modal view. Once a panel is in
        /// or out, VoiceOver hears a screen change, and UIKit is asked to read the status bar and
        /// home indicator again from the focused child.
        override func executorWillMake(_ call: ContainmentCall<UIViewController>) {
            guard let main = controller(for: machine.main) else { return }
            switch call {
            case .beginAppearanceTransition(let child, true, _) where child !== main:
                if openPanel != nil { view.endEditing(true) }
                child.viewIfLoaded?.isHidden = false
                child.viewIfLoaded?.accessibilityViewIsModal = true
                if let panelView = child.viewIfLoaded { shade(panelView) }
            case .endAppearanceTransition(let child, true, _) where child !== main:
                openPanelShown = child
                UIAccessibility.post(notification: .screenChanged, argument: child.viewIfLoaded)
            case .endAppearanceTransition(let child, false, _) where child !== main:
                child.viewIfLoaded?.isHidden = true
                child.viewIfLoaded?.accessibilityViewIsModal = false
                if openPanelShown === child {
                    openPanelShown = nil
                    UIAccessibility.post(notification: .screenChanged, argument: main.viewIfLoaded)
                }
            default: return
            }
        }

        /// The child that decides the status bar and the home indicator: the panel on screen,
        /// else the main child.
        var focusedChild: UIViewController? {
            let panels = [machine.menu, machine.profile].compactMap { $0 }.compactMap(controller(for:))
            return panels.first { $0.viewIfLoaded?.isHidden == false } ?? controller(for: machine.main)
        }

        /// The focused child decides the status bar, the home indicator and the deferred edges.
        override var systemAppearanceChild: UIViewController? { focusedChild }

        /// VoiceOver's escape gesture (a two-finger Z) closes the open panel.
        ///
        /// - Returns: `true` when a panel was open and is closing.
        public override func accessibilityPerformEscape() -> Bool {
            guard openPanel != nil else { return super.accessibilityPerformEscape() }
            handle(.closePanels, from: nil)
            return true
        }

        // The request path specialized for this machine (see `ContainerViewController.handle(_:from:)`).
        @discardableResult
        override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
            executor.answer(request, from: child)
        }
    }
#endif
