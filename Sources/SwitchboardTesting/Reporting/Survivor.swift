/// A tracked object that was still alive when it was checked, and what keeps it alive.
///
/// ```swift
/// for survivor in report.survivors {
///     print(survivor.typeName, survivor.line, survivor.paths.first?.description ?? "no path found")
/// }
/// ```
///
/// Its ``description`` starts with a headline naming the object, where it was tracked and the
/// shortest path found; each further path and a truncated search add a line.
public struct Survivor: Sendable, Hashable, CustomStringConvertible {
    /// The object's dynamic type, as `String(describing:)` prints it, such as `"DetailController"`.
    public let typeName: String
    /// The name given when tracking, if any, to tell apart several objects of one type.
    public let name: String?
    /// Where the object was tracked.
    package let site: SourceSite
    /// The reference paths found to keep it alive, the most telling first: certain cycles and
    /// paths before possible ones, shorter before longer. Empty when no search ran (a report taken
    /// with ``LeakTracker/report()``, or a tracker that does not search) or it found none.
    public let paths: [ReferencePath]
    /// How the search for ``paths`` went, or `nil` when none ran.
    package let pathSearch: PathSearchOutcome?

    /// Creates a survivor record.
    ///
    /// - Parameters:
    ///   - typeName: The object's dynamic type name.
    ///   - name: The name given when tracking, if any.
    ///   - paths: The reference paths found to keep it alive.
    ///   - fileID: Where the object was tracked, `Module/File.swift`.
    ///   - filePath: Where the object was tracked, the file's full path.
    ///   - line: Where the object was tracked, the line.
    ///   - column: Where the object was tracked, the column.
    public init(
        typeName: String, name: String? = nil, paths: [ReferencePath] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            typeName: typeName, name: name,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column), paths: paths)
    }

    /// Creates a survivor record tracked at `site`, with the outcome of the search for its paths.
    package init(
        typeName: String, name: String? = nil, site: SourceSite, paths: [ReferencePath] = [],
        pathSearch: PathSearchOutcome? = nil
    ) {
        self.typeName = typeName
        self.name = name
        self.site = site
        self.paths = paths
        self.pathSearch = pathSearch
    }

    /// The file the object was tracked in, `Module/File.swift`, as `#fileID` spells it.
    public var fileID: String { site.fileID }
    /// The full path of the file the object was tracked in, as `#filePath` spells it.
    public var filePath: String { site.filePath }
    /// The line the object was tracked at, starting at 1.
    public var line: Int { site.line }
    /// The column the object was tracked at, starting at 1.
    public var column: Int { site.column }

    /// What the search for ``paths`` could not see, such as `"the path search stopped at its depth
    /// limit (32): paths may be missing"`; `nil` when it saw everything it could reach, or did not
    /// run. The ``description`` ends with it.
    public var truncatedSearchNote: String? {
        guard let pathSearch, pathSearch.isTruncated else { return nil }
        return pathSearch.description
    }

    /// The survivor's type and name, such as `DetailController "left pane"`.
    public var subject: String {
        guard let name else { return typeName }
        return "\(typeName) \"\(name)\""
    }

    /// One line: what is alive, where it was tracked (`Module/File.swift:12`), and the first path
    /// found.
    public var headline: String {
        let alive = "\(subject) tracked at \(site) is still alive"
        if let path = paths.first {
            return "\(alive), \(path)"
        }
        guard pathSearch != nil else { return alive }
        return "\(alive); no reference to it was found"
    }

    /// The ``headline``, then a line per further path, then what the search could not see.
    public var description: String {
        var lines = [headline]
        lines += paths.dropFirst().map { "also \($0)" }
        if pathSearch != nil {
            let elsewhere =
                "it is held from elsewhere, such as a global, a running task, a local variable, "
                + "or an object that is not tracked (pass it as a root)"
            if paths.isEmpty {
                lines.append(
                    "nothing the search walked holds it (the object, the other tracked objects, the roots): "
                        + elsewhere)
            } else if !paths.contains(where: \.isCertain) {
                lines.append("if no closure above captures it, \(elsewhere)")
            }
            if let truncatedSearchNote {
                lines.append(truncatedSearchNote)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The survivor as a generic ``LifetimeIssue`` of kind ``LifetimeIssue/Kind/objectSurvived``,
    /// with the ``description`` as its message, at the place the object was tracked.
    public var issue: LifetimeIssue {
        LifetimeIssue(kind: .objectSurvived, subject: subject, site: site, message: description)
    }
}
