import Foundation
import Switchboard
import Testing

@testable import SwitchboardCoordination

/// Issue 33, "never disagree in silence": a change written to the settings elsewhere that the
/// bound container refuses is undone in the settings, in one update, and reported; a persisted
/// state the container refuses at replay heals the same way.
@MainActor
@Suite("Settings strategy: refused writes are undone and reported")
struct SettingsCorrectionTests {
    let trace = ContainmentTrace()

    /// Records a container's announcements.
    final class Announcements: ContainerObserver {
        var heard: [ContainerAnnouncement] = []
        func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
            heard.append(announcement)
        }
    }

    /// Records that the settings hold what the container shows.
    func expectAgreement<Value: Equatable>(
        settings: Value, shown: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(settings == shown, "settings and container disagree", sourceLocation: sourceLocation)
    }

    func swapContainer() -> (HeadlessSwapContainerViewController, HeadlessWindow) {
        let container = HeadlessSwapContainerViewController(
            ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        return (container, onScreen(container, trace: trace))
    }

    @Test("Swap: an unknown child written elsewhere is set back in one update and reported with its reason")
    func swapRejectionIsUndone() throws {
        let settings = SharedSettings(PanelSettings())
        let (container, window) = swapContainer()
        let announcements = Announcements()
        container.observers.add(announcements)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        var reported: [Refusal<ContainerRequest>] = []
        coordinator.onRefusal = { reported.append(Refusal($0)) }
        #expect(coordinator.link(for: "a").send(.swap(to: "b")) == .applied)
        var seen: [ChildID?] = []
        let observation = settings.observe(\.activeChild, by: container) { _, new in
            seen.append(new)
        }

        settings.update { $0.activeChild = "zzz" }

        let reason = ContainerRejection.unknownChild("zzz", known: ["a", "b"])
        #expect(container.current == "b")
        #expect(settings.value.activeChild == "b")
        #expect(seen == ["zzz", "b"])  // the write, then one correction
        #expect(reported.map(\.request) == [.swap(to: "zzz")])
        #expect(reported.first?.reason as? ContainerRejection == reason)
        #expect(reported.first?.correctedSettings == true)
        #expect(coordinator.lastRefusal?.sent.request == .swap(to: "zzz"))
        #expect(announcements.heard.contains(.rejected(.swap(to: "zzz"), reason)))
        observation.cancel()
        withExtendedLifetime(window) {}
    }

    @Test("Pager: a page out of range written elsewhere goes back to the page shown")
    func pagerRejectionIsUndone() {
        let settings = SharedSettings(PanelSettings())
        let paging = HeadlessPagingContainerViewController(
            pages: [[.instance("red", HeadlessViewController())], [.instance("green", HeadlessViewController())]],
            pageAnimation: .none, trace: trace)
        let window = onScreen(paging, trace: trace)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: paging)
        settings.update { $0.page = 1 }
        #expect(paging.currentPage == 1)

        settings.update { $0.page = 9 }

        #expect(paging.currentPage == 1)
        #expect(settings.value.page == 1)
        #expect(coordinator.lastRefusal?.reason as? ContainerRejection == .pageOutOfRange(9, pageCount: 2))
        #expect(paging.lastRejection == .pageOutOfRange(9, pageCount: 2))
        expectAgreement(settings: settings.value.page, shown: paging.currentPage)
        withExtendedLifetime(window) {}
    }

    @Test("Slide menu: opening a panel it does not have, written elsewhere, is set back")
    func slideMenuRejectionIsUndone() {
        let settings = SharedSettings(PanelSettings())
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", HeadlessViewController()), menu: .instance("menu", HeadlessViewController()),
            trace: trace)
        let window = onScreen(slide, trace: trace)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: slide)

        settings.update { $0.profileOpen = true }

        #expect(slide.openPanel == nil)
        #expect(settings.value == PanelSettings())
        #expect(coordinator.lastRefusal?.reason as? ContainerRejection == .panelNotConfigured(.profile))
        withExtendedLifetime(window) {}
    }

    @Test("Your own requests: a rejected detail item written to a part goes back, the sibling part untouched")
    func ownRequestRejectionIsUndone() {
        let settings = SharedSettings(AppSettings())
        let container = LibraryContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings, at: \.leftPane), handler: container)
        settings.update { $0.leftPane.detailItem = 7 }
        settings.update { $0.rightPane.detailItem = 3 }

        settings.update { $0.leftPane.detailItem = -77 }

        #expect(container.detailItem == 7)
        #expect(settings.value.leftPane.detailItem == 7)
        #expect(settings.value.rightPane.detailItem == 3)
        #expect(coordinator.lastRefusal?.sent.request == .showDetail(item: -77))
        #expect(coordinator.lastRefusal?.reason as? LibraryError == .noSuchItem(-77))
        expectAgreement(settings: settings.value.leftPane.detailItem, shown: container.detailItem)
    }

    @Test("A mixed write: the accepted request stays, the rejected one goes, in one correction to what is shown")
    func mixedWriteEndsAtWhatIsShown() throws {
        let settings = SharedSettings(PanelSettings())
        let (container, window) = swapContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        var reported: [Refusal<ContainerRequest>] = []
        coordinator.onRefusal = { reported.append(Refusal($0)) }
        var seen: [PanelSettings] = []
        let observation = settings.observe(\.self, by: container) { _, new in seen.append(new) }

        // Derives [swap(to: b), showPage(3)]: a swap container accepts the first, rejects the second.
        settings.update {
            $0.activeChild = "b"
            $0.page = 3
        }

        let shown = PanelSettings(activeChild: "b")
        #expect(container.current == "b")
        #expect(settings.value == shown, "the part ends at what the container shows")
        #expect(seen == [PanelSettings(activeChild: "b", page: 3), shown], "the write, then one correction")
        #expect(reported.map(\.request) == [.showPage(3)])
        #expect(reported.map(\.correctedSettings) == [true])
        guard case .unsupportedRequest(.showPage(3), _) = try #require(reported.first?.reason as? ContainerRejection)
        else {
            Issue.record("reason: \(String(describing: reported.first?.reason))")
            return
        }
        observation.cancel()
        withExtendedLifetime(window) {}
    }

    @Test("A persisted state the container rejects at replay is corrected once, not re-rejected")
    func replayedRejectionHeals() throws {
        // As loaded at launch: the stored child no longer exists.
        let settings = SharedSettings(PanelSettings(activeChild: "gone"))
        let (container, window) = swapContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        var reported = 0
        coordinator.onRefusal = { _ in reported += 1 }

        coordinator.replayDesiredState()
        #expect(reported == 1)
        #expect(settings.value.activeChild == nil)  // what a container that shows its first child records
        #expect(container.current == "a")

        // The next launch replays the corrected value: nothing to reject.
        coordinator.replayDesiredState()
        #expect(reported == 1)
        withExtendedLifetime(window) {}
    }

    /// A JSON file in a fresh folder holding panel settings whose stored child, `"gone"`, a
    /// later version of the app removed; the folder goes with `body`.
    func withStoredGoneChild(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "switchboard-heal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "panels.json")
        let previous = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: url))
        previous.update { $0.activeChild = "gone" }
        previous.flush()
        try body(url)
    }

    /// One launch of the app on the settings saved at `url`: a swap container, its coordinator,
    /// the stored state replayed, the settings saved.
    ///
    /// - Parameters:
    ///   - url: The settings file.
    ///   - corrects: `false` to have the coordinator gone before the replay, so nothing corrects
    ///     the settings: the container is told the stored child by hand, as a bug that bypassed the
    ///     coordinator would.
    /// - Returns: How many refusals the coordinator reported, and the stored child.
    func launch(from url: URL, corrects: Bool = true) throws -> (reported: Int, stored: ChildID?) {
        let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: url))
        let (container, window) = swapContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        var reported = 0
        coordinator.onRefusal = { _ in reported += 1 }
        if corrects {
            coordinator.replayDesiredState()
        } else {
            coordinator.invalidate()
            coordinator.replayDesiredState()  // does nothing: the coordinator is gone
            if let stored = settings.value.activeChild { _ = try? container.swap(to: stored) }
        }
        #expect(container.current == "a")
        settings.flush()
        withExtendedLifetime(window) {}
        return (reported, settings.value.activeChild)
    }

    @Test("Through a JSON file: a stored child the container rejects at launch is corrected on disk")
    func replayedRejectionHealsOnDisk() throws {
        try withStoredGoneChild { url in
            let first = try launch(from: url)
            #expect(first.reported == 1)
            #expect(first.stored == nil, "corrected to what a container showing its first child records")
            let onDisk = try JSONDecoder().decode(PanelSettings.self, from: Data(contentsOf: url))
            #expect(onDisk.activeChild == nil, "the correction was saved")
            let second = try launch(from: url)
            #expect(second.reported == 0, "the next launch has nothing to reject")
        }
    }

    @Test("negative control: uncorrected at the first launch, the stored child is rejected again at the second")
    func uncorrectedReplayIsRejectedAgain() throws {
        try withStoredGoneChild { url in
            let first = try launch(from: url, corrects: false)
            #expect(first.stored == "gone")
            let second = try launch(from: url)
            withKnownIssue("expected: negative control — a stored value left uncorrected is rejected at every launch") {
                #expect(second.reported == 0, "the next launch has nothing to reject")
            }
        }
    }

    @Test("A link's rejected request is recorded on the coordinator too, the settings untouched")
    func linkRejectionIsRecorded() throws {
        let settings = SharedSettings(PanelSettings())
        let (container, window) = swapContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        let link = coordinator.link(for: "a")
        let delivery = link.send(.swap(to: "zzz"))
        #expect(delivery == .rejected(ContainerRejection.unknownChild("zzz", known: ["a", "b"])))
        #expect(coordinator.lastRefusal?.sent.sender == "a")
        #expect(coordinator.lastRefusal?.correctedSettings == false)
        #expect(settings.value == PanelSettings())
        withExtendedLifetime(window) {}
    }

    @Test("negative control: without a coordinator to correct them, the settings keep the refused value")
    func withoutCorrectionTheyDisagree() throws {
        let settings = SharedSettings(PanelSettings())
        let (container, window) = swapContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(coordinator.link(for: "a").send(.swap(to: "b")) == .applied)
        coordinator.invalidate()
        settings.update { $0.activeChild = "zzz" }
        withKnownIssue("expected: negative control — settings written with no coordinator to undo them disagree") {
            expectAgreement(settings: settings.value.activeChild, shown: container.current)
        }
        withExtendedLifetime(window) {}
    }
}
