/// One thing that outlived the scope it belonged to, described for a person to act on.
///
/// Every checker in the kit speaks this type: a leak tracker turns each surviving object into
/// one, and any ``LifetimeCheck`` (for example, "no observers left on this bus") returns them.
/// The test integrations record one failure per issue, at its ``fileID``, ``line`` and ``column``.
///
/// ```swift
/// for issue in report.issues {
///     print(issue)  // "HeadlessViewController "left pane" tracked at AppTests/PaneTests.swift:31 is still alive"
/// }
/// ```
public struct LifetimeIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem an issue describes.
    ///
    /// Open for extension: a checker declares its own kind as a static constant.
    ///
    /// ```swift
    /// extension LifetimeIssue.Kind {
    ///     static let openFileHandle = Self(rawValue: "open file handle")
    /// }
    /// ```
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// A short, human-readable name for the kind, such as `"object survived"`.
        public let rawValue: String

        /// Creates a kind from its name.
        ///
        /// - Parameter rawValue: A short, human-readable name for the kind.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An object that was tracked is still alive when it should be gone.
        public static let objectSurvived = Self(rawValue: "object survived")

        /// A subscription, observer or stream is still registered on a `MessageBus` or a
        /// `SharedSettings` when it should have ended; see
        /// ``LifetimeCheck/noLiveSubscriptions(on:messageTypes:)``.
        public static let liveSubscription = Self(rawValue: "live subscription")

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// What outlived its scope, usually a type name such as `"DetailController"`.
    public let subject: String
    /// Where the subject was tracked or registered; failures are reported there.
    package let site: SourceSite
    /// The full, readable sentence describing the problem.
    public let message: String

    /// Creates an issue, reported where the subject was tracked or registered: by default, the
    /// place of this call.
    ///
    /// - Parameters:
    ///   - kind: What kind of problem this is.
    ///   - subject: What outlived its scope, usually a type name.
    ///   - message: A complete sentence a person can act on; it should name `subject` and where it
    ///     was tracked or registered.
    ///   - fileID: Where the subject was tracked or registered, `Module/File.swift`.
    ///   - filePath: Where the subject was tracked or registered, the file's full path.
    ///   - line: Where the subject was tracked or registered, the line.
    ///   - column: Where the subject was tracked or registered, the column.
    public init(
        kind: Kind, subject: String, message: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            kind: kind, subject: subject,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column), message: message)
    }

    /// Creates an issue reported at `site`.
    package init(kind: Kind, subject: String, site: SourceSite, message: String) {
        self.kind = kind
        self.subject = subject
        self.site = site
        self.message = message
    }

    /// The file of the place the subject was tracked or registered, `Module/File.swift`.
    public var fileID: String { site.fileID }
    /// The full path of that file, as `#filePath` spells it; test tools point at it.
    public var filePath: String { site.filePath }
    /// The line of that place, starting at 1.
    public var line: Int { site.line }
    /// The column of that place, starting at 1.
    public var column: Int { site.column }

    /// The issue's ``message``.
    public var description: String { message }
}
