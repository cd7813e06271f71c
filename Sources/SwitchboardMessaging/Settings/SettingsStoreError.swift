public import Foundation

/// What went wrong while a ``SettingsStore`` loaded or saved a value.
///
/// Problems never throw out of ``SharedSettings/update(isolation:_:)`` or the initializer. A load
/// problem is kept in ``SharedSettings/loadIssue`` (the instance starts from its defaults); a save
/// problem is kept in ``SharedSettings/lastSaveError`` until a later save succeeds. The value in
/// memory is never rolled back because a write failed.
public enum SettingsStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a folder in its place, …).
    case unreadable(file: URL, reason: String)
    /// The file could not be decoded as the value (see ``SettingsDataProblem``, which names the
    /// field). It was renamed to `movedTo` so it is kept for inspection and never overwritten;
    /// the settings started from their defaults.
    case corrupt(file: URL, movedTo: URL, problem: SettingsDataProblem)
    /// Some fields could not be read and took their defaults; every other field was kept. The
    /// stored data as it was is kept at `keptAt` (a file beside the settings file, or a defaults
    /// key beside the settings key), or `nil` when another instance already moved it there.
    /// The repaired value was written back, so the problems are reported once.
    case recovered(location: String, keptAt: String?, problems: [SettingsDataProblem])
    /// The file could not be decoded, and moving it aside failed too (`reason` says why). The
    /// settings started from their defaults and do not save over the file until
    /// ``SharedSettings/resumeSaving(isolation:)`` is called.
    case corruptNotMovedAside(file: URL, problem: SettingsDataProblem, reason: String)
    /// The value could not be encoded (for example a `Double.nan` in JSON). Nothing was written.
    case encodingFailed(reason: String)
    /// Writing or renaming the file failed. The previous file, if any, is intact.
    case writeFailed(file: URL, reason: String)
    /// Nothing was saved because loading left data in the store that could not be read
    /// (``unreadable(file:reason:)`` or ``corruptNotMovedAside(file:problem:reason:)``), and a save would
    /// destroy it. ``SharedSettings/resumeSaving(isolation:)`` lets saves replace it.
    case savingSuspended(file: URL, reason: String)

    /// A sentence describing the problem and the file involved.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "Could not read settings file \(file.path): \(reason)"
        case .corrupt(let file, let movedTo, let problem):
            "Settings file \(file.path) could not be loaded and was moved to \(movedTo.path): \(problem)"
        case .corruptNotMovedAside(let file, let problem, let reason):
            "Settings file \(file.path) could not be loaded (\(problem)) and could not be moved aside: \(reason)"
        case .recovered(let location, let keptAt, let problems):
            "Settings in \(location) had fields that could not be read and took their defaults"
                + (keptAt.map { " (the original is kept at \($0))" } ?? "") + ": "
                + problems.map(\.description).joined(separator: "; ")
        case .encodingFailed(let reason):
            "Could not encode settings: \(reason)"
        case .writeFailed(let file, let reason):
            "Could not write settings file \(file.path): \(reason)"
        case .savingSuspended(let file, let reason):
            "Did not save settings over \(file.path), which could not be loaded and is kept until saving is "
                + "resumed: \(reason)"
        }
    }

    /// For a load problem that left the stored data where it was, unread: the error to report
    /// instead of saving over it. `nil` when a save cannot destroy anything the load did not use.
    var saveSuspension: SettingsStoreError? {
        switch self {
        case .unreadable(let file, let reason):
            .savingSuspended(file: file, reason: reason)
        case .corruptNotMovedAside(let file, let problem, let reason):
            .savingSuspended(file: file, reason: "\(problem); moving it aside failed: \(reason)")
        case .corrupt, .recovered, .encodingFailed, .writeFailed, .savingSuspended:
            nil
        }
    }
}
