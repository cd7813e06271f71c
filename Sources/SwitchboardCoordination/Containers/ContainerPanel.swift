/// A side panel of a ``SlideMenuContainer``.
public enum ContainerPanel: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The panel on the left, revealed by sliding the main child right.
    case menu
    /// The panel on the right, revealed by sliding the main child left.
    case profile

    /// `menu` or `profile`.
    public var description: String { rawValue }
}
