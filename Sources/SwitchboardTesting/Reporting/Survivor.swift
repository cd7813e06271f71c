/// A tracked object that was still alive when it was checked.
///
/// ```swift
/// for survivor in report.survivors {
///     print(survivor.typeName, survivor.site.line)
/// }
/// ```
public struct Survivor: Sendable, Hashable, CustomStringConvertible {
    /// The object's dynamic type, as `String(describing:)` prints it, such as `"DetailController"`.
    public let typeName: String
    /// The name given when tracking, if any, to tell apart several objects of one type.
    public let name: String?
    /// Where the object was tracked.
    public let site: SourceSite

    /// Creates a survivor record.
    ///
    /// - Parameters:
    ///   - typeName: The object's dynamic type name.
    ///   - name: The name given when tracking, if any.
    ///   - site: Where the object was tracked.
    public init(typeName: String, name: String? = nil, site: SourceSite) {
        self.typeName = typeName
        self.name = name
        self.site = site
    }

    /// The survivor's type and name, such as `DetailController "left pane"`.
    public var subject: String {
        guard let name else { return typeName }
        return "\(typeName) \"\(name)\""
    }

    /// A sentence naming the type and where it was tracked.
    public var description: String { "\(subject) tracked at \(site) is still alive" }

    /// The survivor as a generic ``LifetimeIssue`` of kind ``LifetimeIssue/Kind/objectSurvived``.
    public var issue: LifetimeIssue {
        LifetimeIssue(kind: .objectSurvived, subject: subject, site: site, message: description)
    }
}
