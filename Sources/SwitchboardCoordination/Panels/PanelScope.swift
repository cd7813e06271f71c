/// Names one container's share of a ``PanelSettings`` value, so several containers can use
/// one settings instance without seeing each other's state.
///
/// ```swift
/// let settings = SharedSettings(PanelSettings())
/// let left = Coordinator(strategy: .sharedSettings(settings, scope: "left"), handler: leftContainer)
/// let right = Coordinator(strategy: .sharedSettings(settings, scope: "right"), handler: rightContainer)
/// ```
public struct PanelScope: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The scope's name; ``primary`` is the empty string.
    public let name: String

    /// The top-level fields of ``PanelSettings``: what `settings.value.menuOpen` reads.
    public static let primary = PanelScope("")

    /// The default for ``CoordinationStrategy/sharedSettings(_:scope:)``: ``primary`` for the
    /// first live coordinator on a settings instance, and the lowest free scope named after the
    /// container's type (`SlideMenuContainerViewController#2`, `#3`, …) for each further one, so
    /// containers sharing an instance never see each other's requests. Read the scope chosen
    /// from ``Coordinator/scope``. Name scopes explicitly to share one on purpose (two views of
    /// the same panels).
    public static let automatic = PanelScope("\u{0}automatic")

    /// Creates a scope.
    ///
    /// - Parameter name: The scope's name. The empty name is ``primary``.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a scope from a literal, as in `scope: "left"`.
    ///
    /// - Parameter value: The scope's name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes a scope from a bare string.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the scope as a bare string.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The name, or `primary` / `automatic`.
    public var description: String {
        switch self {
        case .primary: "primary"
        case .automatic: "automatic"
        default: name
        }
    }
}

extension PanelScope: CodingKeyRepresentable {
    /// The scope as a dictionary key in JSON.
    public var codingKey: any CodingKey { PanelScopeKey(stringValue: name) }

    /// Reads a scope back from a dictionary key.
    ///
    /// - Parameter codingKey: The key written by ``codingKey``.
    public init?<Key: CodingKey>(codingKey: Key) {
        self.init(codingKey.stringValue)
    }
}

private struct PanelScopeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
