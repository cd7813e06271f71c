/// A JSON value as ``JSONFileSettingsStore`` reads it from a file, for ``SettingsMigration``s.
///
/// Numbers keep their literal text, so a field the current app does not understand is written
/// back exactly as it was read.
///
/// ```swift
/// let migration = SettingsMigration(toVersion: 3) { fields in
///     if case .number(let points)? = fields["fontSize"], let size = Double(points) {
///         fields["fontScale"] = .number(String(size / 12))
///     }
///     fields["fontSize"] = nil
/// }
/// ```
public enum StoredJSON: Sendable, Hashable, CustomStringConvertible {
    /// An object: named members, in no particular order.
    case object([String: StoredJSON])
    /// An array.
    case array([StoredJSON])
    /// A string, unescaped.
    case string(String)
    /// A number, as the literal text that appeared in the file (for example `"12"`, `"-0.5e3"`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value as compact JSON text.
    public var description: String {
        var text = ""
        write(to: &text, indent: nil)
        return text
    }

    /// What kind of JSON value this is, for error messages: "a string", "an object", ….
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// The member or element at `path` (object keys and array indices), if there is one.
    func value(at path: [any CodingKey]) -> StoredJSON? {
        var node = self
        for key in path {
            switch node {
            case .object(let members):
                guard let member = members[key.stringValue] else { return nil }
                node = member
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                node = elements[index]
            case .string, .number, .bool, .null:
                return nil
            }
        }
        return node
    }
}
