/// The five tutorial scenarios, by number and name.
public enum Scenario: Int, CaseIterable, Sendable {
    case paging = 1
    case halves
    case dissolve
    case slideMenu
    case switching

    /// The name used on the command line.
    public var name: String {
        switch self {
        case .paging: "paging"
        case .halves: "halves"
        case .dissolve: "dissolve"
        case .slideMenu: "slide-menu"
        case .switching: "switching"
        }
    }

    /// One line saying what the scenario is.
    public var summary: String {
        switch self {
        case .paging: "paging with an in-place green/blue swap, starting on page 2 before the container has a width"
        case .halves: "two half-height children added and removed by the four-step contract"
        case .dissolve: "one slot swapping two children with a 1.0 s cross-dissolve"
        case .slideMenu: "slide-out container: menu (+260) and profile (-260), one at a time"
        case .switching: "one slot switching among First / Second / Third; the shown one changes nothing"
        }
    }

    /// The tutorial bug the naive form shows, as the run detects it.
    public var naiveBug: String {
        switch self {
        case .paging: "start page lost when the width is 0"
        case .halves: "none: the tutorial's four steps are right"
        case .dissolve: "old view never removed after the cross-dissolve"
        case .slideMenu: "menu and profile half-applied together"
        case .switching: "the same child recreated on a repeated switch"
        }
    }

    /// Finds a scenario by number (`3`) or name (`dissolve`).
    public init?(argument: String) {
        if let number = Int(argument), let scenario = Scenario(rawValue: number) {
            self = scenario
        } else if let scenario = Scenario.allCases.first(where: { $0.name == argument.lowercased() }) {
            self = scenario
        } else {
            return nil
        }
    }

    /// Builds the scenario on `strategy`, on screen and ready for its first key.
    @MainActor
    public func start(on strategy: DemoStrategy) throws -> ScenarioSession {
        switch self {
        case .paging: PagingScenario(strategy: strategy)
        case .halves: HalvesScenario(strategy: strategy)
        case .dissolve: DissolveScenario(strategy: strategy)
        case .slideMenu: SlideMenuScenario(strategy: strategy)
        case .switching: SwitchingScenario(strategy: strategy)
        }
    }
}
