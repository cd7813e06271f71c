import Foundation
import Switchboard
import Testing

@Suite("SharedSettings: value and update")
struct SharedSettingsTests {
    private struct Refusal: Error {}

    @Test("the documented call sites compile and behave")
    @MainActor
    func callSites() async {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        owner.watchMenu(of: settings)
        let profile = Recorder<Bool>()
        let token = settings.subscribe(\.profileOpen) { isOpen in profile.record(isOpen) }
        let menuValues = settings.values(of: \.menuOpen)

        settings.update { $0.menuOpen.toggle() }
        settings.update { $0.profileOpen = true }

        #expect(settings.value.menuOpen)
        #expect(owner.received == [true])
        #expect(profile.elements == [true])
        #expect(
            settings.registrations.map(\.topic) == [
                "\\PanelSettings.menuOpen", "\\PanelSettings.profileOpen", "\\PanelSettings.menuOpen",
            ])
        var iterator = menuValues.makeAsyncIterator()
        #expect(await iterator.next() == false)
        #expect(await iterator.next() == true)
        token.cancel()
    }

    @Test("update returns the body's result and commits its mutation")
    func updateReturnsBodyResult() {
        let settings = SharedSettings(PanelSettings(page: 4))
        let page = settings.update { settings -> Int in
            settings.page += 1
            return settings.page
        }
        #expect(page == 5)
        #expect(settings.value.page == 5)
    }

    @Test("a throwing update leaves the value unchanged and notifies nobody")
    func throwingUpdateRollsBack() {
        let settings = SharedSettings(PanelSettings())
        let pages = Recorder<Int>()
        let token = settings.subscribe(\.page) { pages.record($0) }
        var caught: (any Error)?
        do {
            try settings.update { settings in
                settings.page = 9
                settings.menuOpen = true
                throw Refusal()
            }
        } catch {
            caught = error
        }
        #expect(caught is Refusal)
        #expect(settings.value == PanelSettings())
        #expect(pages.elements.isEmpty)
        settings.update { $0.page = 1 }
        #expect(pages.elements == [1])
        token.cancel()
    }

    @Test("updates from many threads never lose an increment; an observer never sees an older value after a newer one")
    func concurrentIncrements() async {
        let settings = SharedSettings(PanelSettings())
        let threads = 4
        let perThread = 2_000
        let seen = Recorder<Int>()
        let token = settings.subscribe(\.page) { seen.record($0) }
        await onConcurrentThreads(threads) { _ in
            for _ in 0..<perThread {
                settings.update { $0.page += 1 }
            }
        }
        #expect(settings.value.page == threads * perThread)
        // Changes made while another thread delivers are coalesced: values may be skipped, never reordered.
        #expect(isIncreasing(seen.elements))
        #expect(await eventually { seen.elements.last == threads * perThread })
        token.cancel()
    }

    @Test(
        "the order checker rejects gaps, repeats and swaps (negative control)",
        arguments: [[1, 3], [1, 1, 2], [2, 1]])
    func orderCheckerCatchesDisorder(values: [Int]) {
        #expect(!isConsecutive(values, from: 1))
    }

    @Test("the increase checker rejects repeats and going back, and accepts gaps (negative control)")
    func increaseCheckerCatchesGoingBack() {
        #expect(!isIncreasing([1, 1, 2]))
        #expect(!isIncreasing([1, 3, 2]))
        #expect(isIncreasing([1, 3, 7]))
    }
}
