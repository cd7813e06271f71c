/// The name a container gives one of its children, such as `"main"`, `"list"` or `"detail"`.
///
/// Requests and settings refer to children by `ChildID` instead of by object, so nothing that
/// travels between a child and its container keeps a view controller alive, and the value can be
/// compared, hashed, logged and persisted.
///
/// A string literal is a `ChildID`, which keeps declarations short:
///
/// ```swift
/// extension ChildID {
///     static let menu: ChildID = "menu"
/// }
/// ```
///
/// ```swift
/// settings.update { $0.activeChild = .menu }
/// ```
///
/// It encodes as a bare JSON string (`"menu"`), not as an object.
public struct ChildID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name itself. Two identifiers are equal exactly when their raw values are equal.
    public let rawValue: String

    /// Creates an identifier from a name.
    ///
    /// - Parameter rawValue: The child's name. Any string is accepted, the empty one included;
    ///   what counts as a valid child is the container's decision.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal, as in `let id: ChildID = "menu"`.
    ///
    /// - Parameter value: The child's name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes an identifier from a single string value.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(try container.decode(String.self))
    }

    /// Encodes the identifier as a single string value.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The raw name, unquoted, for logs and messages.
    public var description: String { rawValue }
}
