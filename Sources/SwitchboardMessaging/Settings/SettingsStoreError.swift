public import Foundation

/// What went wrong while a ``SettingsStore`` loaded or saved a value, kept in ``SharedSettings/loadIssue``
/// or ``SharedSettings/lastSaveError``: never thrown by an update, never rolling back the value in memory.
public enum SettingsStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a folder in its place, …).
    case unreadable(file: URL, reason: String)
    /// Nothing in the file could be used: it was renamed to `movedTo`; the settings use their defaults.
    case corrupt(file: URL, movedTo: URL, problem: SettingsDataProblem)
    /// Some fields could not be read and took their defaults; the rest were kept. The data as it was
    /// is kept at `keptAt` (a file or defaults key beside), `nil` when another instance moved it first.
    case recovered(location: String, keptAt: String?, problems: [SettingsDataProblem])
    /// Nothing in the file could be used, and moving it aside failed too: the settings started from
    /// their defaults and do not save over it until ``SharedSettings/resumeSaving(isolation:)``.
    case corruptNotMovedAside(file: URL, problem: SettingsDataProblem, reason: String)
    /// The value could not be encoded (for example a `Double.nan` in JSON). Nothing was written.
    case encodingFailed(reason: String)
    /// Writing or renaming the file failed. The previous file, if any, is intact.
    case writeFailed(file: URL, reason: String)
    /// Nothing was saved over data a save would destroy, until ``SharedSettings/resumeSaving(isolation:)``.
    case savingSuspended(file: URL, reason: String)

    /// A sentence describing the problem and the file involved.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "Could not read settings file \(file.path): \(reason)"
        case .corrupt(let file, let movedTo, let problem):
            "Settings file \(file.path) could not be loaded and was moved to \(movedTo.path): \(problem)"
        case .corruptNotMovedAside(let file, let problem, let reason):
            "Settings file \(file.path) could not be loaded (\(problem)) and could not be moved aside: \(reason)"
        case .recovered(let location, let keptAt, let problems):
            "Settings in \(location) had fields that could not be read and took their defaults"
                + (keptAt.map { " (the original is kept at \($0))" } ?? "") + ": "
                + problems.map(\.description).joined(separator: "; ")
        case .encodingFailed(let reason): "Could not encode settings: \(reason)"
        case .writeFailed(let file, let reason): "Could not write settings file \(file.path): \(reason)"
        case .savingSuspended(let file, let reason):
            "Did not save settings over \(file.path), which could not be loaded and is kept until saving is "
                + "resumed: \(reason)"
        }
    }

    /// The error to report instead of saving over stored data a load left unread; `nil` when a save
    /// destroys nothing the load did not use.
    var saveSuspension: SettingsStoreError? {
        switch self {
        case .unreadable(let file, let reason): .savingSuspended(file: file, reason: reason)
        case .corruptNotMovedAside(let file, let problem, let reason):
            .savingSuspended(file: file, reason: "\(problem); moving it aside failed: \(reason)")
        case .corrupt, .recovered, .encodingFailed, .writeFailed, .savingSuspended: nil
        }
    }
}

/// A save issue is a message: ``SharedSettings/saveIssues(bufferingPolicy:)`` streams it from the settings'
/// own bus, and an app may post it on its own.
extension SettingsStoreError: Message {}

/// Why stored settings data could not be turned into a value: what is wrong, and in which field.
///
/// ```swift
/// if case .recovered(_, _, let problems)? = settings.loadIssue {
///     print("reset to their defaults:", problems.compactMap(\.field))
/// }
/// ```
public enum SettingsDataProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is empty, or holds only white space.
    case empty
    /// The file is not valid JSON: `detail` in Foundation's words; `truncated` when the text stops
    /// in the middle of a value, as a file cut off mid-write does.
    case invalidJSON(detail: String, truncated: Bool)
    /// A field holds the wrong kind of value (a string where a `Bool` belongs, `null` for a non-optional).
    case wrongType(field: String, expected: String, found: String)
    /// A required field is missing and has no default (inside an array element, or not in the defaults).
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
        case .empty: "the file is empty"
        case .invalidJSON(let detail, let truncated):
            "the file is not valid JSON"
                + (truncated ? "; it ends in the middle of a value, as if cut off while being written" : "")
                + " (\(detail))"
        case .wrongType(let field, let expected, let found):
            "\(Self.name(of: field)) holds \(found) where \(expected) is expected"
        case .missingField(let field): "\(Self.name(of: field)) is missing and has no default value"
        case .invalidValue(let field, let detail):
            "\(Self.name(of: field)) holds a value the settings type refuses: \(detail)"
        }
    }

    /// How a problem names a field: "the field \"window.width\"", or "the top-level value".
    static func name(of field: String) -> String {
        field.isEmpty ? "the top-level value" : "the field \"\(field)\""
    }

    /// How a problem names a Swift type: "a String", "an Int", "an array".
    static func name(of type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Array<") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \(name)"
    }
}
