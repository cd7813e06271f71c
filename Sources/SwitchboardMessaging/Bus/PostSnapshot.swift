/// The entries one post visits, copied out of the bus lock: the unscoped list and, for a post with
/// a subject, that subject's bucket, each in registration order (holes are `nil`), plus the channel's
/// subject-scoped streams when it has any.
struct PostSnapshot {
    static let empty = PostSnapshot(unscoped: [], scoped: nil, watchers: nil)

    let unscoped: ContiguousArray<BusEntry?>
    let scoped: ContiguousArray<BusEntry?>?
    let watchers: ContiguousArray<BusEntry>?

    @inline(__always)
    var isEmpty: Bool { unscoped.isEmpty && scoped == nil && watchers == nil }

    /// Calls `body` with each entry of both lists, merged by sequence (registration order). The
    /// entries are borrowed: the snapshot keeps them alive.
    @inline(__always)
    func forEachInOrder(_ body: (BusEntry) -> Void) {
        unscoped.withUnsafeBufferPointer { first in
            guard let scoped, !scoped.isEmpty else {
                for index in first.indices {
                    if let entry = first[index] {
                        Unmanaged.passUnretained(entry)._withUnsafeGuaranteedRef(body)
                    }
                }
                return
            }
            scoped.withUnsafeBufferPointer { second in
                Self.merge(first, second, body)
            }
        }
    }

    private static func merge(
        _ first: UnsafeBufferPointer<BusEntry?>,
        _ second: UnsafeBufferPointer<BusEntry?>,
        _ body: (BusEntry) -> Void
    ) {
        var firstIndex = 0
        var secondIndex = 0
        while true {
            while firstIndex < first.count, first[firstIndex] == nil { firstIndex += 1 }
            while secondIndex < second.count, second[secondIndex] == nil { secondIndex += 1 }
            let next: BusEntry
            if firstIndex < first.count {
                let candidate = first[firstIndex].unsafelyUnwrapped
                if secondIndex < second.count, second[secondIndex].unsafelyUnwrapped.sequence < candidate.sequence {
                    next = second[secondIndex].unsafelyUnwrapped
                    secondIndex += 1
                } else {
                    next = candidate
                    firstIndex += 1
                }
            } else if secondIndex < second.count {
                next = second[secondIndex].unsafelyUnwrapped
                secondIndex += 1
            } else {
                return
            }
            Unmanaged.passUnretained(next)._withUnsafeGuaranteedRef(body)
        }
    }
}
