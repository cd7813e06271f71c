/// The entries one post visits: the unscoped list and, for a post with a subject, that subject's
/// bucket, each in registration order, plus the subject watchers to check for a dead subject.
struct BusSnapshot {
    let unscoped: ContiguousArray<BusEntry?>
    let scoped: ContiguousArray<BusEntry?>
    let subjectWatchers: ContiguousArray<BusEntry>

    var isEmpty: Bool { unscoped.isEmpty && scoped.isEmpty && subjectWatchers.isEmpty }

    /// The entries of both lists, in registration order.
    var entries: [BusEntry] {
        var result: [BusEntry] = []
        forEachInOrder { result.append($0) }
        return result
    }

    /// Calls `body` with each entry of both lists, merged by sequence (registration order); the
    /// entries are borrowed, kept alive by the snapshot.
    @inline(__always)
    func forEachInOrder(_ body: (BusEntry) -> Void) {
        unscoped.withUnsafeBufferPointer { first in
            scoped.withUnsafeBufferPointer { second in
                var firstIndex = 0
                var secondIndex = 0
                while true {
                    while firstIndex < first.count, first[firstIndex] == nil { firstIndex += 1 }
                    while secondIndex < second.count, second[secondIndex] == nil { secondIndex += 1 }
                    let next: BusEntry
                    if firstIndex < first.count {
                        let candidate = first[firstIndex].unsafelyUnwrapped
                        if secondIndex < second.count,
                            second[secondIndex].unsafelyUnwrapped.sequence < candidate.sequence
                        {
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
    }
}
