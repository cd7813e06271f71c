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
    /// let slide = try SlideMenuContainerViewController(
    ///     main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
    ///     title: "slide")
    /// slide.loadViewIfNeeded()
    /// try slide.toggleMenu()      // main slides 260 points right
    /// try slide.toggleProfile()   // menu closes, then profile opens
    /// slide.closePanels()
    /// ```
    public final class SlideMenuContainerViewController: ContainerViewController<SlideMenuContainer> {
        /// Creates a slide container with both panels closed.
        ///
        /// - Parameters:
        ///   - main: The main child.
        ///   - menu: The left panel; `nil` for none.
        ///   - profile: The right panel; `nil` for none.
        ///   - revealWidth: How far the main child slides, in points; 260 by default.
        ///   - animation: How the slides are animated; a 0.3 s slide by default.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        /// - Throws: `ContainerRejection/duplicateChild(_:)` when two roles share an identifier.
        public init(
            main: ContainerChild<UIViewController>, menu: ContainerChild<UIViewController>? = nil,
            profile: ContainerChild<UIViewController>? = nil, revealWidth: Double = 260,
            animation: ContainerAnimation = .slide(), title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) throws(ContainerRejection) {
            let machine = try SlideMenuContainer(
                main: main.id, menu: menu?.id, profile: profile?.id, revealWidth: revealWidth, animation: animation)
            try super.init(
                machine: machine, children: [menu, profile, main].compactMap { $0 }, title: title, trace: trace)
        }

        /// Not supported: a container is built in code, with its children.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the container in code with its children")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Panels appear and disappear as they slide, not when their views are added.
        public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    }
#endif
