/// A slide menu's panel controls, the same on the headless and the UIKit host.
extension StateMachineContainer where Machine == SlideMenuContainer {
    /// The panel open, or opening; `nil` while both are closed.
    public var openPanel: ContainerPanel? { machine.openPanel }

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
