import Foundation
import Switchboard
import SwitchboardMessaging
import Testing

/// The package update a coordinator writes through: its own observation is spared the notification
/// of a value it already knows, but only where that notification would have reached it at once.
@Suite("SharedSettings: a writer spared its own write")
@MainActor
struct SharedSettingsWriterSparingTests {
    /// The whole value, as a coordinator bound to all of it writes (no part).
    private nonisolated static let whole: (any WritableKeyPath<PanelSettings, PanelSettings> & Sendable)? = nil

    /// An observation of the menu by `owner` recording `label: isOpen`, and its record for sparing.
    private func watchMenu(
        _ settings: SharedSettings<PanelSettings>, by owner: PanelOwner, label: String, into heard: Locked<[String]>
    ) throws -> (handle: ObserverHandle, record: any AnyObject & Sendable) {
        let handle = settings.observe(\.menuOpen, by: owner) { _, isOpen in
            heard.withLock { $0.append("\(label) \(isOpen)") }
        }
        return (handle, try #require(handle.observation, "an owner-bound settings observation has a record"))
    }

    @Test("the writer's observation hears nothing of a value it knows; the others hear it, in order")
    func writerIsSpared() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        _ = try watchMenu(settings, by: owner, label: "before", into: heard)
        let writer = try watchMenu(settings, by: owner, label: "writer", into: heard)
        _ = try watchMenu(settings, by: owner, label: "after", into: heard)

        settings.update(at: Self.whole, sparing: writer.record, writerKnows: { true }) { $0.menuOpen = true }

        #expect(heard.withLock { $0 } == ["before true", "after true"])
        #expect(settings.value.menuOpen)
        #expect(writer.handle.isActive, "sparing a notification does not end the observation")
    }

    @Test("negative control: a writer that does not know the value hears it")
    func writerThatDoesNotKnowHears() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        let writer = try watchMenu(settings, by: owner, label: "writer", into: heard)

        settings.update(at: Self.whole, sparing: writer.record, writerKnows: { false }) { $0.menuOpen = true }

        #expect(heard.withLock { $0 } == ["writer true"])
    }

    @Test("a write through a part spares the writer among that part's observers")
    func partWriteSparesWriter() throws {
        let settings = SharedSettings([PanelSettings(), PanelSettings()])
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        let writer = settings.observe(\.[0].page, by: owner) { _, page in heard.withLock { $0.append("writer \(page)") }
        }
        let other = settings.observe(\.[0].page, by: owner) { _, page in heard.withLock { $0.append("other \(page)") } }
        let record = try #require(writer.observation)

        settings.update(at: \[PanelSettings].[0], sparing: record, writerKnows: { true }) { $0[0].page = 2 }

        #expect(heard.withLock { $0 } == ["other 2"])
        withExtendedLifetime(other) {}
    }

    @Test(
        "a write at `\\.self` is a whole-value write: an observer of another path to a field of the value's type hears it"
    )
    func selfPathIsWholeValue() {
        let settings = SharedSettings("light")
        let heard = Locked<[String]>([])
        let token = settings.subscribe(\.description) { text in heard.withLock { $0.append(text) } }

        settings.update(at: \String.self, sparing: nil, writerKnows: { false }) { $0 = "dark" }

        #expect(heard.withLock { $0 } == ["dark"])
        withExtendedLifetime(token) {}
    }

    @Test("not spared while another delivery is under way: the writer may not have heard an earlier change")
    func notSparedDuringAnotherDelivery() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        let writer = try watchMenu(settings, by: owner, label: "writer", into: heard)
        // Registered after the writer: its handler writes while the first change is still being delivered.
        settings.observe(\.page, by: owner) { _, page in
            guard page == 1 else { return }
            settings.update(at: Self.whole, sparing: writer.record, writerKnows: { true }) { $0.menuOpen = true }
        }

        settings.update { $0.page = 1 }

        #expect(heard.withLock { $0 } == ["writer true"], "queued behind the delivery, so told as usual")
    }

    @Test("not spared while a main-actor call from another thread waits: it would overtake it")
    func notSparedBehindEnqueuedCall() async throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        let writer = try watchMenu(settings, by: owner, label: "writer", into: heard)
        updateWithoutIsolation(settings) { $0.menuOpen = true }  // its delivery waits on the main queue

        settings.update(at: Self.whole, sparing: writer.record, writerKnows: { true }) { $0.menuOpen = false }

        #expect(await eventually { heard.withLock { $0.count } == 2 })
        #expect(heard.withLock { $0 } == ["writer true", "writer false"], "the writer ends at the settings' value")
    }

    @Test("not spared off the main actor, where its main-actor delivery would be enqueued")
    func notSparedOffMainActor() async throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let heard = Locked<[String]>([])
        let record = try watchMenu(settings, by: owner, label: "writer", into: heard).record
        await Task.detached {
            settings.update(at: Self.whole, sparing: record, writerKnows: { true }) { $0.menuOpen = true }
        }.value

        #expect(await eventually { heard.withLock { $0 } == ["writer true"] })
    }
}
