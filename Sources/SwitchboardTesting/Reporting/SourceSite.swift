/// A place in source code: where an object was tracked, or where something was registered.
///
/// Every public entry point of the kit captures one with default arguments (`fileID`, `filePath`,
/// `line`, `column`), so a report can point back at the line that asked for the check.
package struct SourceSite: Sendable, Hashable, CustomStringConvertible {
    /// The file's identifier, `Module/File.swift`, as `#fileID` spells it.
    package let fileID: String
    /// The file's full path, as `#filePath` spells it; used to point test tools at the line.
    package let filePath: String
    /// The line number, starting at 1.
    package let line: Int
    /// The column number, starting at 1.
    package let column: Int

    /// Creates a site; with no arguments, the site of the call.
    ///
    /// - Parameters:
    ///   - fileID: The file's identifier, `Module/File.swift`.
    ///   - filePath: The file's full path.
    ///   - line: The line number.
    ///   - column: The column number.
    package init(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `fileID:line`, the short form used in every report.
    package var description: String { "\(fileID):\(line)" }
}
