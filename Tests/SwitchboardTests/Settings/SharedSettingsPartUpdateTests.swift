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
}
