/// The identity of each page of a pager over a source: page `i` holds a key, and its child is
/// named after the key, not the index, so a page keeps its child (and its build) when pages are
/// inserted or removed before it. A reloaded page gets a new key, hence a new child.
///
/// Stored as runs of consecutive keys: a new source is one run (page `i` holds key `i`), and each
/// edit adds at most two runs, so the keys of 10,000 pages take a few words, not 10,000.
struct SourcedPageKeys: Hashable, Sendable {
    /// Consecutive keys `first ..< first + count`, on consecutive pages.
    struct Run: Hashable, Sendable {
        var first: Int
        var count: Int
    }

    /// The runs, page by page.
    private(set) var runs: [Run]
    /// The key the next new page gets.
    private var nextKey: Int

    /// `count` pages holding keys `0..<count`.
    init(count: Int) {
        runs = [Run(first: 0, count: count)]
        nextKey = count
    }

    /// The number of pages.
    var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// The key of page `page`, `0..<count`.
    func key(onPage page: Int) -> Int {
        var start = 0
        for run in runs {
            if page < start + run.count { return run.first + page - start }
            start += run.count
        }
        preconditionFailure("page \(page) is outside the \(count) pages")
    }

    /// The page holding `key`, if any.
    func page(holding key: Int) -> Int? {
        var start = 0
        for run in runs {
            if (run.first..<run.first + run.count).contains(key) { return start + key - run.first }
            start += run.count
        }
        return nil
    }

    /// Splits the run that `page` falls inside, so a run starts at `page`; returns that run's position.
    private mutating func split(at page: Int) -> Int {
        var start = 0
        for (position, run) in runs.enumerated() {
            if page == start { return position }
            if page < start + run.count {
                let head = page - start
                runs[position].count = head
                runs.insert(Run(first: run.first + head, count: run.count - head), at: position + 1)
                return position + 1
            }
            start += run.count
        }
        return runs.count
    }

    /// Inserts `count` new pages before `page`, with new keys.
    mutating func insert(count: Int, at page: Int) {
        runs.insert(Run(first: nextKey, count: count), at: split(at: page))
        nextKey += count
    }

    /// Removes the pages in `range` and returns their keys.
    mutating func remove(_ range: Range<Int>) -> [Int] {
        // The lower bound first: splitting at the upper bound then inserts after `start` only.
        let start = split(at: range.lowerBound)
        let end = split(at: range.upperBound)
        let keys = runs[start..<end].flatMap { $0.first..<$0.first + $0.count }
        runs.removeSubrange(start..<end)
        return keys
    }

    /// Gives page `page` a new key and returns its old one.
    mutating func reload(_ page: Int) -> Int {
        let old = key(onPage: page)
        let position = split(at: page)
        _ = split(at: page + 1)
        runs[position] = Run(first: nextKey, count: 1)
        nextKey += 1
        return old
    }
}
