import SwitchboardContainment

/// A slide menu's panel controls, the same on the headless and the UIKit host.
extension StateMachineContainer where Machine == SlideMenuContainer {
    /// The panel open, or opening; `nil` while both are closed.
    public var openPanel: ContainerPanel? { machine.openPanel }

    /// How a panel comes into view (``SlideMenuContainer/Style``).
    public var style: SlideMenuContainer.Style { machine.style }

    /// Opens the menu, or closes it when open (closing the profile first if it is open).
    ///
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/panelNotConfigured(_:)`` without a menu.
    @discardableResult
    public func toggleMenu() throws(ContainerRejection) -> RequestResult {
        try submit(.toggleMenu, from: nil)
    }

    /// Opens the profile, or closes it when open (closing the menu first if it is open).
    ///
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/panelNotConfigured(_:)`` without a profile.
    @discardableResult
    public func toggleProfile() throws(ContainerRejection) -> RequestResult {
        try submit(.toggleProfile, from: nil)
    }

    /// Closes whichever panel is open; a no-op when both are closed.
    ///
    /// - Returns: What the container did.
    @discardableResult
    public func closePanels() -> RequestResult {
        (try? submit(.closePanels, from: nil)) ?? .unchanged
    }
}

/// The drawer style change both hosts make the same way.
extension ExecutorBackedContainer where Machine == SlideMenuContainer {
    /// Switches the machine to `style` while nothing moves the panels and both are closed, then
    /// puts the embedded children where the style places them and in its drawing order.
    ///
    /// - Parameter style: The new style.
    /// - Throws: ``ContainerRejection/drawerNotClosed`` while a panel is open, a change runs or
    ///   requests wait; nothing changes then.
    package func changeStyle(to style: SlideMenuContainer.Style) throws(ContainerRejection) {
        let changed = try executor.changeMachineWhileIdle {
            (machine: inout SlideMenuContainer) throws(ContainerRejection) in
            try machine.setStyle(style)
        }
        guard changed else { throw .drawerNotClosed }
        guard let host = executor.host else { return }
        let machine = executor.machine
        // Back to front: each view sent to the back in reverse order ends in `childIDs` order.
        for id in machine.childIDs.reversed() {
            guard let child = executor.controller(for: id), child.parent === host.asParent else { continue }
            host.placeView(of: child, by: machine.layout(of: id, openPanel: machine.openPanel))
            host.sendViewToBack(of: child)
        }
    }
}
