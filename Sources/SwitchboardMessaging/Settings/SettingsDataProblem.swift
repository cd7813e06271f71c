/// Why stored settings data could not be turned into a value: what is wrong, and in which field.
///
/// ``JSONFileSettingsStore`` reports it inside ``SettingsStoreError/corrupt(file:movedTo:problem:)``.
/// Only data that cannot be read as the current type is a problem: a missing field takes its
/// default and an unknown field is kept, so files of older and newer app versions load.
///
/// ```swift
/// if case .corrupt(_, _, let problem)? = settings.loadIssue, let field = problem.field {
///     print("the saved \(field) was unusable; everything else was reset too")
/// }
/// ```
public enum SettingsDataProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is empty, or holds only white space.
    case empty
    /// The file is not valid JSON.
    ///
    /// - Parameters:
    ///   - detail: What is wrong and where, as "line 3, column 9: expected ',' or '}' in an object".
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
    /// Describes why decoding a value from `content` failed.
    ///
    /// - Parameters:
    ///   - error: What the decoder (or a custom `init(from:)`) threw.
    ///   - content: The stored tree, to describe what the offending field holds.
    init(decodingError error: any Error, in content: StoredJSON) {
        guard let decodingError = error as? DecodingError else {
            self = .invalidValue(field: "", detail: "\(error)")
            return
        }
        switch decodingError {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let found = content.value(at: context.codingPath)?.kindDescription ?? "nothing"
            self = .wrongType(field: Self.path(context.codingPath), expected: Self.name(of: type), found: found)
        case .keyNotFound(let key, let context):
            self = .missingField(field: Self.path(context.codingPath + [key]))
        case .dataCorrupted(let context):
            self = .invalidValue(field: Self.path(context.codingPath), detail: context.debugDescription)
        @unknown default:
            self = .invalidValue(field: "", detail: "\(decodingError)")
        }
    }

    /// `a.b[2].c`: member names joined with dots, array positions in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if key is StoredCodingKey, let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// How a type is named in a message: "a Bool", "an Int", "an array", "an object".
    private static func name(of type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Array<") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \(name)"
    }
}
