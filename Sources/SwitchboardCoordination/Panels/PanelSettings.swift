public import SwitchboardMessaging

/// The state a slide-menu / profile container shares with its children: which side panel is
/// open, which child is showing, and which page.
///
/// It is plain data: any combination of fields is representable and decodes, and the
/// container, not the value, decides what a combination means. The mutating helpers below
/// implement the usual rule that at most one side panel is open; use them rather than
/// flipping both flags by hand.
///
/// ```swift
/// PanelSettings.shared.update { $0.toggleMenu() }
/// print(PanelSettings.shared.value.menuOpen)  // true
/// ```
///
/// Decoding tolerates missing keys (each takes its default), so a file written by an older
/// version of the app still loads after a field is added.
public struct PanelSettings: Sendable, Equatable, Codable {
    /// Whether the side menu is open.
    public var menuOpen: Bool
    /// Whether the profile panel is open.
    public var profileOpen: Bool
    /// The child the container is showing, or `nil` before it has chosen one.
    public var activeChild: ChildID?
    /// The page shown by a paging container, counted from 0. Not range-checked here: the
    /// container knows how many pages it has.
    public var page: Int
    /// How many relative "next child" swaps have been requested. `swapNext` has no absolute
    /// target a setting could hold, so the settings strategy counts requests and containers
    /// apply the difference between two counts.
    public var swapNextCount: Int
    /// The value of ``swapNextCount`` when ``activeChild`` was last chosen: the child shown is
    /// ``activeChild`` moved on by `swapNextCount - swapNextBaseline` relative swaps, which is
    /// what a container that starts from scratch replays.
    public var swapNextBaseline: Int

    /// Creates settings; the defaults are everything closed, no child, first page.
    ///
    /// - Parameters:
    ///   - menuOpen: Whether the side menu is open.
    ///   - profileOpen: Whether the profile panel is open.
    ///   - activeChild: The child being shown.
    ///   - page: The page shown, from 0.
    ///   - swapNextCount: How many relative swaps have been requested.
    ///   - swapNextBaseline: How many of them came before `activeChild` was chosen.
    public init(
        menuOpen: Bool = false, profileOpen: Bool = false, activeChild: ChildID? = nil, page: Int = 0,
        swapNextCount: Int = 0, swapNextBaseline: Int = 0
    ) {
        self.menuOpen = menuOpen
        self.profileOpen = profileOpen
        self.activeChild = activeChild
        self.page = page
        self.swapNextCount = swapNextCount
        self.swapNextBaseline = swapNextBaseline
    }

    /// The defaults: everything closed, no child, first page, no swaps. What a container shows
    /// before any request (``CoordinatedState/init()``).
    public init() {
        self.init(menuOpen: false)
    }

    /// Whether at most one side panel is open, the state the helpers below maintain.
    public var hasAtMostOnePanelOpen: Bool {
        !(menuOpen && profileOpen)
    }

    /// Opens the menu (closing the profile) if it is closed, otherwise closes it.
    public mutating func toggleMenu() {
        menuOpen.toggle()
        if menuOpen { profileOpen = false }
    }

    /// Opens the profile (closing the menu) if it is closed, otherwise closes it.
    public mutating func toggleProfile() {
        profileOpen.toggle()
        if profileOpen { menuOpen = false }
    }

    /// Closes both side panels.
    public mutating func closePanels() {
        menuOpen = false
        profileOpen = false
    }

    private enum CodingKeys: String, CodingKey {
        case menuOpen, profileOpen, activeChild, page, swapNextCount, swapNextBaseline
    }

    /// Decodes settings, giving each missing key its default.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = PanelSettings()
        menuOpen = try container.decodeIfPresent(Bool.self, forKey: .menuOpen) ?? defaults.menuOpen
        profileOpen = try container.decodeIfPresent(Bool.self, forKey: .profileOpen) ?? defaults.profileOpen
        activeChild = try container.decodeIfPresent(ChildID.self, forKey: .activeChild) ?? defaults.activeChild
        page = try container.decodeIfPresent(Int.self, forKey: .page) ?? defaults.page
        swapNextCount = try container.decodeIfPresent(Int.self, forKey: .swapNextCount) ?? defaults.swapNextCount
        swapNextBaseline =
            try container.decodeIfPresent(Int.self, forKey: .swapNextBaseline) ?? defaults.swapNextBaseline
    }
}

extension PanelSettings {
    /// The process-wide settings every part of the app reads: the tutorials' shared-settings singleton,
    /// made thread-safe, observable and replaceable in tests.
    ///
    /// It is a task-local value whose default is one in-memory instance. Code that reads
    /// `PanelSettings.shared` inside a scope like the one below gets the substitute instead, so
    /// tests running in parallel never see each other's state:
    ///
    /// ```swift
    /// try await PanelSettings.$shared.withValue(SharedSettings(PanelSettings())) {
    ///     try await exerciseTheContainer()  // everything in here sees the fresh instance
    /// }
    /// ```
    ///
    /// Child tasks (`async let`, task groups, `Task {}`) inherit the substitute; detached tasks
    /// and Dispatch queues do not. Read `PanelSettings.shared` once when a component is built
    /// and keep the instance, so later callbacks keep using the same one.
    ///
    /// Declare your own singleton the same way, in one line:
    ///
    /// ```swift
    /// extension AppPreferences { @TaskLocal static var shared = SharedSettings(AppPreferences()) }
    /// ```
    @TaskLocal public static var shared = SharedSettings(PanelSettings())
}
