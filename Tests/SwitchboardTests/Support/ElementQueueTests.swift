import Testing

@testable import SwitchboardMessaging

@Suite("ElementQueue, a stream buffer's ring")
struct ElementQueueTests {
    @Test("random appends and removals, across wrap-arounds and growth, match an array", arguments: [1, 2, 3])
    func matchesArrayModel(seed: UInt64) {
        #expect(mismatches(seed: seed, modelTakesNewest: false) == 0)
    }

    @Test("negative control: the comparison counts mismatches against a model that behaves differently")
    func comparisonCatchesADifferentModel() {
        #expect(mismatches(seed: 1, modelTakesNewest: true) > 0)
    }

    /// Runs random operations on a queue and on an array, and counts the steps where they disagree.
    ///
    /// - Parameter modelTakesNewest: Makes the array model remove from the wrong end (the negative
    ///   control's deliberately different model).
    private func mismatches(seed: UInt64, modelTakesNewest: Bool) -> Int {
        var generator = SeededGenerator(seed: seed)
        let queue = ElementQueue<Int>(minimumCapacity: 2)
        var model: [Int] = []
        var mismatches = 0
        for step in 0..<5_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                queue.append(step)
                model.append(step)
            case 5..<8 where !model.isEmpty:
                let expected = modelTakesNewest ? model.removeLast() : model.removeFirst()
                if queue.removeFirst() != expected { mismatches += 1 }
            case 8 where !model.isEmpty:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                if queue.remove(at: offset) != model.remove(at: offset) { mismatches += 1 }
            default:
                break
            }
            if queue.count != model.count { mismatches += 1 }
        }
        var rest: [Int] = []
        while !queue.isEmpty { rest.append(queue.removeFirst()) }
        return mismatches + (rest == model ? 0 : 1)
    }

    @Test("removing an element moves it out: the queue keeps no reference to it")
    func removalReleases() {
        let queue = ElementQueue<Canary>()
        weak var removed: Canary?
        do {
            let canary = Canary()
            removed = canary
            queue.append(canary)
            queue.append(Canary())
            _ = queue.removeFirst()
        }
        #expect(removed == nil)
        #expect(queue.count == 1)
    }

    @Test("deallocating a queue releases the elements still in it, wrapped around or not")
    func deinitReleasesRemaining() {
        let deinits = Recorder<Int>()
        do {
            let queue = ElementQueue<DeinitHook>(minimumCapacity: 4)
            for index in 0..<3 { queue.append(DeinitHook { deinits.record(index) }) }
            _ = queue.removeFirst()
            for index in 3..<5 { queue.append(DeinitHook { deinits.record(index) }) }  // wraps around
            #expect(deinits.elements == [0])
        }
        #expect(deinits.elements.sorted() == [0, 1, 2, 3, 4])
    }
}
