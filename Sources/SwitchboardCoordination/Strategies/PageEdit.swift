/// A change to a pager's pages at run time, carried by ``ContainerRequest/editPages(_:)``: only a
/// pager over a page source takes edits (`PagingContainer(pageCount:…)`), through the delegate or
/// bus strategy (the shared-settings strategy refuses them: ``UnrecordableRequest``).
///
/// ```swift
/// child.link.send(.editPages(.insert(at: 0, count: 2)))  // two new pages in front
/// child.link.send(.editPages(.remove(3..<5)))            // pages 3 and 4 go
/// child.link.send(.editPages(.reload(1)))                // page 1 is built again
/// ```
public enum PageEdit: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Inserts `count` new pages (at least one) before page `index`; `index == pageCount` appends.
    case insert(at: Int, count: Int)
    /// Removes the pages in `range` (at least one, and never every page).
    case remove(Range<Int>)
    /// Replaces page `index` with a freshly built one.
    case reload(Int)

    /// The edit as it reads in code, such as `insert(at: 2, count: 1)` or `remove(3..<5)`.
    public var description: String {
        switch self {
        case .insert(let index, let count): "insert(at: \(index), count: \(count))"
        case .remove(let range): "remove(\(range.lowerBound)..<\(range.upperBound))"
        case .reload(let index): "reload(\(index))"
        }
    }
}

extension PageEdit {
    /// What a pager of `pageCount` pages accepts for this kind of edit, as a clause.
    func validRange(pageCount: Int) -> String {
        switch self {
        case .insert: "insert one page or more at 0...\(pageCount)"
        case .remove: "remove one page or more within 0..<\(pageCount)"
        case .reload: "reload a page of 0..<\(pageCount)"
        }
    }

    /// Whether the edit fits a pager of `pageCount` pages (a removal of every page aside).
    func fits(pageCount: Int) -> Bool {
        switch self {
        case .insert(let index, let count): (0...pageCount).contains(index) && count > 0
        case .remove(let range): !range.isEmpty && range.lowerBound >= 0 && range.upperBound <= pageCount
        case .reload(let index): (0..<pageCount).contains(index)
        }
    }
}
