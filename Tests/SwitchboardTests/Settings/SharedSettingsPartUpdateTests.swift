import Switchboard
import Testing

/// Counts how often its comparison runs: a field whose observers a part write must not compare.
private struct CountedPart: Equatable, Sendable {
    static let comparisons = Locked(0)
    var value = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
        comparisons.withLock { $0 += 1 }
        return lhs.value == rhs.value
    }
}

private struct Parts: Sendable {
    var items = [CountedPart](repeating: CountedPart(), count: 3)
    var total: Int { items.reduce(0) { $0 + $1.value } }
}

@Suite("SharedSettings: updates through a part", .serialized)
struct SharedSettingsPartUpdateTests {
    @Test("a write through a part notifies that part's observers and compares no sibling part's")
    func partWriteSkipsSiblings() {
        let settings = SharedSettings(Parts())
        let heard = Locked<[String]>([])
        let tokens = (0..<3).map { index in
            settings.subscribe(\Parts.items[index]) { part in
                heard.withLock { $0.append("item \(index): \(part.value)") }
            }
        }
        let totalToken = settings.subscribe(\Parts.total) { total in heard.withLock { $0.append("total: \(total)") } }
        CountedPart.comparisons.withLock { $0 = 0 }

        settings.update(at: \Parts.items[1]) { $0.value = 5 }

        #expect(
            heard.withLock { $0 } == ["item 1: 5", "total: 5"], "the part's and another type's observers, in order")
        #expect(CountedPart.comparisons.withLock { $0 } == 1, "only the written part was compared")
        withExtendedLifetime((tokens, totalToken)) {}
    }

    @Test("negative control: a whole-value write still compares every observed part")
    func wholeWriteComparesEveryPart() {
        let settings = SharedSettings(Parts())
        let heard = Locked<[Int]>([])
        let tokens = (0..<3).map { index in
            settings.subscribe(\Parts.items[index]) { _ in heard.withLock { $0.append(index) } }
        }
        CountedPart.comparisons.withLock { $0 = 0 }

        settings.update { $0.items[2].value = 1 }

        #expect(heard.withLock { $0 } == [2])
        #expect(CountedPart.comparisons.withLock { $0 } == 3)
        withExtendedLifetime(tokens) {}
    }

    /// Where the settings' array of parts lives now; the temporary copy is gone when this returns.
    private static func storage(of settings: SharedSettings<Parts>) -> UnsafeRawPointer? {
        settings.value.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("a write through a part changes the value in place: the sibling parts are not copied")
    func partWriteDoesNotCopyTheRest() throws {
        let settings = SharedSettings(Parts())
        let token = settings.subscribe(\Parts.items[1]) { _ in }
        let before = try #require(Self.storage(of: settings))

        settings.update(at: \Parts.items[1]) { $0.value = 5 }

        #expect(Self.storage(of: settings) == before)
        #expect(settings.value.items.map(\.value) == [0, 5, 0])
        withExtendedLifetime(token) {}
    }

    @Test("negative control: the copy check catches a whole-value write, which keeps the old value and so copies")
    func copyCheckCatchesAWholeWrite() throws {
        let settings = SharedSettings(Parts())
        let token = settings.subscribe(\Parts.items[1]) { _ in }
        let before = try #require(Self.storage(of: settings))

        settings.update { $0.items[1].value = 5 }

        #expect(Self.storage(of: settings) != before)
        withExtendedLifetime(token) {}
    }

    @Test("observers of other fields compare against the whole old value, rebuilt from the part")
    func otherFieldsSeeTheOldValue() async {
        let settings = SharedSettings(Parts())
        let heard = Locked<[String]>([])
        let totalToken = settings.subscribe(\Parts.total) { total in heard.withLock { $0.append("total: \(total)") } }
        let innerToken = settings.subscribe(\Parts.items[1].value) { value in
            heard.withLock { $0.append("inner: \(value)") }
        }
        let values = settings.values(of: \Parts.items[1])

        settings.update(at: \Parts.items[1]) { $0.value = 5 }
        settings.update(at: \Parts.items[1]) { $0.value = 5 }  // no change: nobody hears it

        #expect(heard.withLock { $0 } == ["total: 5", "inner: 5"])
        var streamed: [Int] = []
        for await part in values.prefix(2) { streamed.append(part.value) }
        #expect(streamed == [0, 5])
        withExtendedLifetime((totalToken, innerToken)) {}
    }

    private struct Refused: Error {}

    @Test("a part write whose body throws leaves the value as it was and tells nobody")
    func throwingPartWriteRestores() {
        let settings = SharedSettings(Parts())
        let heard = Locked(0)
        let token = settings.subscribe(\Parts.items[1]) { _ in heard.withLock { $0 += 1 } }

        #expect(throws: Refused.self) {
            try settings.update(at: \Parts.items[1]) { part throws(Refused) in
                part.value = 9
                throw Refused()
            }
        }

        #expect(settings.value.items.map(\.value) == [0, 0, 0])
        #expect(heard.withLock { $0 } == 0)
        withExtendedLifetime(token) {}
    }
}
