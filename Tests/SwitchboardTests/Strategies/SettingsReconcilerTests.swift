import Testing

@testable import SwitchboardCoordination

/// The settings strategy's decisions as a value: events in, one action out, nothing performed.
@Suite("Settings reconciler")
struct SettingsReconcilerTests {
    typealias Reconciler = SettingsReconciler<LibraryState>

    private let shown42 = LibraryState(detailItem: 42)

    @Test("a link's request goes to the container first and is written only once accepted")
    func acceptedRequestIsWritten() {
        var reconciler = Reconciler(told: LibraryState())
        let place = reconciler.beginHandling(.showDetail(item: 42))
        #expect(reconciler.depth == 1)
        #expect(reconciler.endHandling(at: place, accepted: true) == .write([.showDetail(item: 42)], mark: 0))
        #expect(reconciler.told == shown42)
        #expect(reconciler.wrote(changedValue: true, mark: 0) == .none)
        // The notification of its own write tells the container nothing new.
        #expect(reconciler.changed(to: shown42) == .none)
    }

    @Test("a rejected request writes nothing and leaves what the container was told")
    func rejectedRequestWritesNothing() {
        var reconciler = Reconciler(told: shown42)
        let place = reconciler.beginHandling(.showDetail(item: -1))
        #expect(reconciler.endHandling(at: place, accepted: false) == .none)
        #expect(reconciler.told == shown42)
        #expect(reconciler.handled.isEmpty)
    }

    @Test("a change written elsewhere is told as the requests since what the container was told")
    func changeIsTold() {
        var reconciler = Reconciler(told: LibraryState())
        #expect(reconciler.changed(to: shown42) == .deliver([.showDetail(item: 42)]))
        #expect(reconciler.depth == 1)
        #expect(reconciler.delivered() == .none)
        #expect(reconciler.depth == 0)
        #expect(reconciler.changed(to: LibraryState()) == .deliver([.closeDetail]))
    }

    /// A reconciler that told a container showing item 42 to show item -7, which it refused.
    private func toldRefusedItem() -> Reconciler {
        var reconciler = Reconciler(told: shown42)
        #expect(reconciler.changed(to: LibraryState(detailItem: -7)) == .deliver([.showDetail(item: -7)]))
        #expect(reconciler.told == LibraryState(detailItem: -7))
        #expect(reconciler.toldBeforeDelivery == shown42)
        return reconciler
    }

    @Test("refused(showing:) makes what the container shows the told state: the corrective write then tells nothing")
    func refusedShowsWhatTheContainerShows() {
        var reconciler = toldRefusedItem()
        reconciler.refused(showing: reconciler.toldBeforeDelivery)
        #expect(reconciler.told == shown42)
        #expect(reconciler.delivered() == .none)
        #expect(reconciler.depth == 0)
        // The host's corrective write is heard as a change to what the container already shows.
        #expect(reconciler.changed(to: shown42) == .none)
    }

    @Test("negative control: without refused(showing:), the corrective write is told to the container again")
    func unrefusedCorrectionIsToldAgain() {
        var reconciler = toldRefusedItem()
        #expect(reconciler.delivered() == .none)
        withKnownIssue("expected: negative control — a correction the reconciler was not told of is a new change") {
            #expect(reconciler.changed(to: shown42) == .none)
        }
    }

    @Test("requests sent while the container handles one are written after it, in the order received")
    func nestedRequestsKeepOrder() {
        var reconciler = Reconciler(told: LibraryState())
        let outer = reconciler.beginHandling(.showDetail(item: 1))
        let inner = reconciler.beginHandling(.showDetail(item: 2))
        #expect(reconciler.endHandling(at: inner, accepted: true) == .none)
        let rejected = reconciler.beginHandling(.showDetail(item: -3))
        #expect(reconciler.endHandling(at: rejected, accepted: false) == .none)
        #expect(
            reconciler.endHandling(at: outer, accepted: true)
                == .write([.showDetail(item: 1), .showDetail(item: 2)], mark: 0))
        #expect(reconciler.told == LibraryState(detailItem: 2))
    }

    @Test("requests sent while told requests are delivered are written once the delivery is done")
    func requestsDuringDeliveryWaitForIt() {
        var reconciler = Reconciler(told: LibraryState())
        #expect(reconciler.changed(to: shown42) == .deliver([.showDetail(item: 42)]))
        let place = reconciler.beginHandling(.closeDetail)
        #expect(reconciler.endHandling(at: place, accepted: true) == .none)
        #expect(reconciler.delivered() == .write([.closeDetail], mark: 1))
        #expect(reconciler.told == LibraryState())
    }

    @Test("a change heard while the container is busy is told afterwards")
    func changeWhileBusyIsDeferred() {
        var reconciler = Reconciler(told: LibraryState())
        let place = reconciler.beginHandling(.showDetail(item: -1))
        #expect(reconciler.changed(to: shown42) == .none)
        #expect(reconciler.deferredChange == shown42)
        #expect(reconciler.endHandling(at: place, accepted: false) == .deliver([.showDetail(item: 42)]))
        #expect(reconciler.deferredChange == nil)
    }

    @Test("a change deferred before a write that changed the value waits for the write's own change")
    func olderDeferredChangeIsSuperseded() {
        var reconciler = Reconciler(told: LibraryState())
        let place = reconciler.beginHandling(.showDetail(item: 7))
        #expect(reconciler.changed(to: shown42) == .none)
        #expect(reconciler.endHandling(at: place, accepted: true) == .write([.showDetail(item: 7)], mark: 1))
        // Nothing was heard while the write ran: its change is still to come, and is newer.
        #expect(reconciler.wrote(changedValue: true, mark: 1) == .none)
        #expect(reconciler.deferredChange == nil)
        #expect(reconciler.changed(to: LibraryState(detailItem: 7)) == .none)
    }

    @Test("negative control: the same deferred change is told when the write changed nothing")
    func deferredChangeToldAfterNoOpWrite() {
        var reconciler = Reconciler(told: LibraryState())
        let place = reconciler.beginHandling(.showDetail(item: 7))
        #expect(reconciler.changed(to: shown42) == .none)
        #expect(reconciler.endHandling(at: place, accepted: true) == .write([.showDetail(item: 7)], mark: 1))
        // No change of the write's own will be heard, so the deferred one is told now.
        #expect(reconciler.wrote(changedValue: false, mark: 1) == .deliver([.showDetail(item: 42)]))
        #expect(reconciler.told == shown42)
    }

    @Test("a change heard while the write ran replaces the deferred one")
    func changeDuringWriteReplacesDeferred() {
        var reconciler = Reconciler(told: LibraryState())
        let place = reconciler.beginHandling(.showDetail(item: 7))
        #expect(reconciler.changed(to: shown42) == .none)
        #expect(reconciler.endHandling(at: place, accepted: true) == .write([.showDetail(item: 7)], mark: 1))
        #expect(reconciler.changed(to: LibraryState(detailItem: 7)) == .none)
        #expect(reconciler.deferredChange == nil)
        #expect(reconciler.wrote(changedValue: true, mark: 1) == .none)
        #expect(reconciler.told == LibraryState(detailItem: 7))
    }

    @Test("replay treats the container as fresh and tells it the whole state")
    func replayTellsEverything() {
        var reconciler = Reconciler(told: shown42)
        #expect(reconciler.restart(from: LibraryState(), to: shown42) == .deliver([.showDetail(item: 42)]))
        #expect(reconciler.told == shown42)
    }

    @Test("with the built-in state, a late joiner is told panels, child, page and swaps in order")
    func panelReplay() {
        var reconciler = SettingsReconciler<PanelSettings>(told: PanelSettings())
        let desired = PanelSettings(menuOpen: true, activeChild: "b", page: 2, swapNextCount: 3, swapNextBaseline: 2)
        #expect(reconciler.changed(to: desired) == .deliver([.toggleMenu, .swap(to: "b"), .showPage(2), .swapNext]))
    }
}
