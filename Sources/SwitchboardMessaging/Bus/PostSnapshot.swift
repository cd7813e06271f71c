/// The entries one post visits, copied out of the bus lock: the unscoped list and, for a post with
/// a subject, that subject's bucket, each in registration order (holes are `nil`), plus the channel's
/// subject-scoped streams when it has any.
struct PostSnapshot {
    static let empty = PostSnapshot(unscoped: [], extras: nil)

    /// What only some posts need, kept apart so that a post that needs neither releases one `nil`.
    struct Extras {
        /// The posted subject's bucket, if the post has a subject and it has subscribers.
        let scoped: ContiguousArray<BusEntry?>?
        /// The channel's subject-scoped streams, if any.
        let watchers: ContiguousArray<BusEntry>?

        init(_ scoped: ContiguousArray<BusEntry?>?, _ watchers: ContiguousArray<BusEntry>?) {
            self.scoped = scoped
            self.watchers = watchers
        }
    }

    let unscoped: ContiguousArray<BusEntry?>
    let extras: Extras?

    var scoped: ContiguousArray<BusEntry?>? { extras?.scoped }
    var watchers: ContiguousArray<BusEntry>? { extras?.watchers }

    @inline(__always)
    var isEmpty: Bool { unscoped.isEmpty && scoped == nil && watchers == nil }

    /// Calls `body` with each entry of both lists, merged by sequence (registration order). The
    /// entries are borrowed: the snapshot keeps them alive.
    @inline(__always)
    func forEachInOrder(_ body: (BusEntry) -> Void) {
        unscoped.withUnsafeBufferPointer { first in
            Self.borrowing(first) { first in
                guard let scoped = extras?.scoped, !scoped.isEmpty else {
                    for index in first.indices {
                        first[index]?._withUnsafeGuaranteedRef(body)
                    }
                    return
                }
                scoped.withUnsafeBufferPointer { second in
                    Self.borrowing(second) { second in Self.merge(first, second, body) }
                }
            }
        }
    }

    /// Views a list's references as unretained ones, so reading a slot costs no retain and release.
    /// Safety: `Unmanaged` is a single unowned(unsafe) reference, laid out like the strong one, and
    /// `nil` is the same null pointer in both optionals; the caller's list keeps every entry alive.
    @inline(__always)
    private static func borrowing(
        _ list: UnsafeBufferPointer<BusEntry?>,
        _ body: (UnsafeBufferPointer<Unmanaged<BusEntry>?>) -> Void
    ) {
        list.withMemoryRebound(to: Unmanaged<BusEntry>?.self, body)
    }

    private static func merge(
        _ first: UnsafeBufferPointer<Unmanaged<BusEntry>?>,
        _ second: UnsafeBufferPointer<Unmanaged<BusEntry>?>,
        _ body: (BusEntry) -> Void
    ) {
        var firstIndex = 0
        var secondIndex = 0
        while true {
            while firstIndex < first.count, first[firstIndex] == nil { firstIndex += 1 }
            while secondIndex < second.count, second[secondIndex] == nil { secondIndex += 1 }
            let next: Unmanaged<BusEntry>
            if firstIndex < first.count {
                let candidate = first[firstIndex].unsafelyUnwrapped
                if secondIndex < second.count,
                    second[secondIndex].unsafelyUnwrapped._withUnsafeGuaranteedRef(\.sequence)
                        < candidate._withUnsafeGuaranteedRef(\.sequence)
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
            next._withUnsafeGuaranteedRef(body)
        }
    }
}
