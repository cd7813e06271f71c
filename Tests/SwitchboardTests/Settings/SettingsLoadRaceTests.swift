import Foundation
import Testing

@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// A stored place read in turns: each read returns the next scripted bytes (the last one repeats),
/// as when another process replaces the stored data between two reads of this one.
private final class ScriptedPlace: Sendable {
    private let state: Locked<(reads: [Data?], keptAside: Int)>

    init(_ reads: [Data?]) {
        state = Locked((reads, 0))
    }

    func read() -> Data? {
        state.withLock { state in
            state.reads.count > 1 ? state.reads.removeFirst() : state.reads[0]
        }
    }

    func keepAside() {
        state.withLock { $0.keptAside += 1 }
    }

    var keptAside: Int { state.withLock { $0.keptAside } }
}

/// A built-in store over a ``ScriptedPlace``.
private struct ScriptedStore: DocumentSettingsStore {
    typealias Value = PanelSettings
    let place: ScriptedPlace
    let writer = SettingsWriter.shared(for: "scripted:\(UUID())")
    let migrations: [SettingsMigration] = []
    let schemaVersion = 0
    let location = "scripted place"

    func load(defaults: PanelSettings) throws(SettingsStoreError) -> PanelSettings? {
        loadReporting(defaults: defaults).value
    }

    func save(_ value: PanelSettings) throws(SettingsStoreError) {}

    func readStored() throws(SettingsStoreError) -> Data? { place.read() }

    func writeStored(_ data: Data) throws(SettingsStoreError) {}

    /// As the built-in stores do: moves only the bytes read, reading the place again to know.
    func keepAside(_ read: Data) -> StoredAside {
        guard place.read() == read else { return .replaced }
        place.keepAside()
        return .moved(to: "scripted place, aside")
    }

    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError? {
        .recovered(location: location, keptAt: nil, problems: [problem])
    }
}

@Suite("Loading data another process replaces meanwhile")
struct SettingsLoadRaceTests {
    private static let damaged = Data("{ damaged".utf8)
    private static let damagedField = Data(#"{"page": "seven"}"#.utf8)

    private static func saved(page: Int) throws -> Data {
        try JSONEncoder().encode(PanelSettings(page: page))
    }

    @Test(
        "unusable data replaced before it is kept aside is loaded again, never moved",
        arguments: [damaged, damagedField])
    func replacedDataIsLoadedAgain(_ unusable: Data) throws {
        // Another process kept the same data aside and saved page 7 between this one's two reads.
        let place = ScriptedPlace([unusable, try Self.saved(page: 7)])
        let (value, issue) = ScriptedStore(place: place).loadReporting(defaults: PanelSettings())
        #expect(value?.page == 7)
        #expect(issue == nil)
        #expect(place.keptAside == 0, "another process's newer data was moved aside")
    }

    @Test("unusable data found gone when kept aside is loaded again: the defaults, no issue")
    func goneDataIsLoadedAgain() {
        let place = ScriptedPlace([Self.damaged, nil])
        let (value, issue) = ScriptedStore(place: place).loadReporting(defaults: PanelSettings())
        #expect(value == nil)
        #expect(issue == nil)
        #expect(place.keptAside == 0)
    }

    @Test(
        "negative control: unusable data still there is kept aside once and reported",
        arguments: [damaged, damagedField])
    func unchangedDataIsKeptAside(_ unusable: Data) {
        let place = ScriptedPlace([unusable])
        let (_, issue) = ScriptedStore(place: place).loadReporting(defaults: PanelSettings())
        #expect(issue != nil)
        #expect(place.keptAside == 1)
    }

    @Test("data that keeps changing is kept aside after three reads, not read forever")
    func changingDataStopsAfterThreeLoads() throws {
        let place = ScriptedPlace([Self.damaged, Self.damagedField, Self.damaged, Self.damagedField])
        let (_, issue) = ScriptedStore(place: place).loadReporting(defaults: PanelSettings())
        #expect(issue != nil)
        #expect(place.keptAside == 1)
    }

    @Test(
        "the file store keeps aside only the bytes it read: a file another process saved since is left alone",
        arguments: [true, false])
    func fileStoreKeepsAsideOnlyWhatItRead(replacedMeanwhile: Bool) throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("panels.json", containing: "{ damaged")
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: url)
        let read = try #require(try store.readStored())
        let newer = try Self.saved(page: 7)
        if replacedMeanwhile {
            // Another process kept the damaged file aside and saved, between this one's read and its move.
            try FileManager.default.moveItem(at: url, to: url.appendingPathExtension("corrupt-1"))
            try newer.write(to: url)
        }
        let aside = store.keepAside(read)
        if replacedMeanwhile {
            guard case .replaced = aside else {
                Issue.record("the newer file was taken for the damaged one: \(aside)")
                return
            }
            #expect(try Data(contentsOf: url) == newer)
            #expect(try folder.contents() == ["panels.json", "panels.json.corrupt-1"])
        } else {
            // Negative control: the bytes read are still there, so they are moved.
            guard case .moved(let place) = aside else {
                Issue.record("the damaged file was not kept aside: \(aside)")
                return
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: place)) == read)
            #expect(try folder.contents() == ["panels.json.corrupt-1"])
        }
    }
}
