/// Why stored settings data could not be turned into a value: what is wrong, and in which field.
///
/// The built-in stores report it inside ``SettingsStoreError/recovered(location:keptAt:problems:)``
/// (a field took its default; every other field was kept) or
/// ``SettingsStoreError/corrupt(file:movedTo:problem:)`` (nothing was usable). Only data that
/// cannot be read as the current type is a problem: a missing field takes its default and an
/// unknown field is kept, so files of older and newer app versions load.
///
/// ```swift
/// if case .recovered(_, _, let problems)? = settings.loadIssue {
///     print("reset to their defaults:", problems.compactMap(\.field))
/// }
/// ```
public enum SettingsDataProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is empty, or holds only white space.
    case empty
    /// The file is not valid JSON.
    ///
    /// - Parameters:
    ///   - detail: What is wrong and where, in Foundation's words.
    ///   - truncated: Whether the text stops in the middle of a value, as a file cut off mid-write does.
    case invalidJSON(detail: String, truncated: Bool)
    /// A field the value type knows holds the wrong kind of value (a string where a `Bool` belongs,
    /// `null` for a non-optional field).
    case wrongType(field: String, expected: String, found: String)
    /// A field the value type requires is missing and has no default to take: one inside an array
    /// element, or one the encoded default value does not contain either.
    case missingField(field: String)
    /// A field holds a value of the right kind that the type refuses: a number out of range, a
    /// string that is no case of an enumeration, an error thrown by a custom `init(from:)`.
    case invalidValue(field: String, detail: String)

    /// The path of the field involved (`"theme"`, `"window.size.width"`, `"bookmarks[2].title"`),
    /// `""` for the top-level value, or `nil` when the problem is not about a field.
    public var field: String? {
        switch self {
        case .empty, .invalidJSON: nil
        case .wrongType(let field, _, _), .missingField(let field), .invalidValue(let field, _): field
        }
    }

    /// A sentence saying what is wrong, naming the field.
    public var description: String {
        switch self {
        case .empty:
            "the file is empty"
        case .invalidJSON(let detail, let truncated):
            truncated
                ? "the file is not valid JSON; it ends in the middle of a value, as if cut off while being written (\(detail))"
                : "the file is not valid JSON (\(detail))"
        case .wrongType(let field, let expected, let found):
            "\(Self.name(of: field)) holds \(found) where \(expected) is expected"
        case .missingField(let field):
            "\(Self.name(of: field)) is missing and has no default value"
        case .invalidValue(let field, let detail):
            "\(Self.name(of: field)) holds a value the settings type refuses: \(detail)"
        }
    }

    private static func name(of field: String) -> String {
        field.isEmpty ? "the top-level value" : "the field \"\(field)\""
    }
}

extension SettingsDataProblem {
    /// How a problem names a Swift type: "a String", "an Int", "an array".
    static func name(of type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Array<") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \(name)"
    }
}
