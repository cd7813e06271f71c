/// A description of one live observation of a ``SharedSettings``, read from
/// ``SharedSettings/registrations``, for leak hunting and tests.
///
/// ```swift
/// for registration in settings.registrations { print(registration) }
/// // observer \ReaderSettings.isDark by ArticleViewController at MyApp/ArticleViewController.swift:42
/// ```
public struct SettingsRegistration: Sendable, Hashable, CustomStringConvertible {
    /// How the observation was made.
    public let kind: MessageBus.Registration.Kind
    /// The observed key path, as Swift prints it (for example `\ReaderSettings.isDark`).
    public let keyPath: String
    /// The owner's type name for ``MessageBus/Registration/Kind/observer`` registrations, otherwise `nil`.
    public let ownerType: String?
    /// The `#fileID` of the registering call.
    public let fileID: String
    /// The line of the registering call.
    public let line: Int

    /// ``fileID``, under the name ``MessageBus/Registration/file`` uses.
    public var file: String { fileID }

    /// One line: kind, key path, owner (when there is one) and source location.
    public var description: String {
        let owner = ownerType.map { " by \($0)" } ?? ""
        return "\(kind.rawValue) \(keyPath)\(owner) at \(fileID):\(line)"
    }
}
