// The app-side types that the `///` examples and DocC articles of SwitchboardTesting use
// (`MenuToggled` is shared with the other tests of this module too). DocExampleTests.swift and
// DocExampleXCTests.swift hold the examples themselves; keep the docs and these files in sync
// (Scripts/check-doc-snippets.py fails CI when they drift). ClientCheck compiles this folder and
// ../GuideExamples as an app would: public API only.
import Switchboard
import SwitchboardTesting

/// The menu opened or closed: an `Equatable` message.
struct MenuToggled: Message, Equatable {
    var isOpen: Bool
}

/// A button that toggles the menu by posting on the bus.
@MainActor
final class MenuButton {
    let bus: MessageBus
    private(set) var isOpen = false

    init(bus: MessageBus) {
        self.bus = bus
    }

    func tap() {
        isOpen.toggle()
        bus.post(MenuToggled(isOpen: isOpen))
    }
}

/// A screen that dims itself while the menu is open; its observation ends when it is released.
@MainActor
final class NewsScreen {
    let bus: MessageBus
    private(set) var isDimmed = false

    init(bus: MessageBus) {
        self.bus = bus
    }

    func start() {
        bus.observe(MenuToggled.self, by: self) { screen, toggled in screen.isDimmed = toggled.isOpen }
    }
}

/// A menu model driven by shared settings; its observation ends when it is released.
@MainActor
final class MenuModel {
    let settings: SharedSettings<PanelSettings>
    private(set) var isShowingMenu = false

    init(settings: SharedSettings<PanelSettings>) {
        self.settings = settings
        settings.observe(\.menuOpen, by: self) { model, isOpen in model.isShowingMenu = isOpen }
    }

    func open() {
        settings.update { $0.menuOpen = true }
    }
}

/// Fetches on demand; the sentinel examples hand it to a task.
final class Feed: Sendable {
    func refresh() async {}
}

/// A type whose release is announced by a sentinel it owns.
final class Screen {
    let sentinel = DeinitSentinel(named: "Screen") { print("Screen deallocated") }
}

extension LifetimeIssue.Kind {
    static let openFileHandle = Self(rawValue: "open file handle")
}

/// A connection an app keeps open, with where it was opened.
struct Connection: Sendable {
    let name: String
    let fileID: String
    let filePath: String
    let line: Int

    init(name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }
}

/// Connections the app has open.
struct ConnectionPool: Sendable {
    var openConnections: [Connection] = []
}

func noOpenConnections(in pool: ConnectionPool) -> LifetimeCheck {
    LifetimeCheck {
        pool.openConnections.map { connection in
            LifetimeIssue(
                kind: .init(rawValue: "open connection"), subject: connection.name,
                message: "\(connection.name) opened at \(connection.fileID):\(connection.line) is still open",
                fileID: connection.fileID, filePath: connection.filePath, line: connection.line)
        }
    }
}
