import DemoScenarios

/// The command line, parsed: which scenarios and strategies, and what to do with them.
struct DemoOptions {
    enum Mode {
        case compare
        case trace(Scenario)
        case play(Scenario)
        case help
    }

    var mode = Mode.compare
    var scenarios = Scenario.allCases
    var strategies = DemoStrategy.allCases
    var strategyGiven = false
    var quiet = false
    /// Whether the table shows every measured column, not only the ones a first reading needs.
    var fullTable = false
    var mermaidPath: String?

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: switchboard-demo [--strategy S] [--scenario N|name] [--quiet] [--full-table]
               switchboard-demo --trace SCENARIO [--strategy S] [--mermaid FILE]
               switchboard-demo play SCENARIO [--strategy S]
               switchboard-demo --help

        Runs the five tutorial scenarios, the tutorial's own (naive) way and coordinated over each
        strategy, checks every run against the scenario's expected final state and the containment
        audit, then prints one comparison table measured in this run and checks for leaks.

          --strategy S        naive | delegate | bus | settings | all (default: all)
          --scenario N|name   1 paging | 2 halves | 3 dissolve | 4 slide-menu | 5 switching (default: all)
          --quiet             only the table and the verdicts, no step lines
          --full-table        every measured column: requests delivered and unchanged, announcements,
                              containment violations, subscriptions left, nanoseconds per request
          --trace SCENARIO    print the scenario's containment trace (strategy: delegate unless given)
          --mermaid FILE      with --trace: also write the trace as a Mermaid sequence diagram to FILE
          play SCENARIO       interactive: each key presses a child's button and the layout is redrawn
                              (m menu, p profile, s swap, 1-3 children or pages, c close, ? keys, q quit);
                              reads keys from stdin, so `printf 'mp' | switchboard-demo play 4` works
          --help              this text

        Exit status: 0 when every coordinated row reaches its expected state with no containment
        violation, every naive row shows its tutorial's bug, and nothing is alive after teardown;
        1 otherwise; 2 for bad arguments.
        """

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return value
        }
        func scenario(_ text: String) throws(UsageError) -> Scenario {
            guard let scenario = Scenario(argument: text) else {
                let known = Scenario.allCases.map { "\($0.rawValue) \($0.name)" }.joined(separator: ", ")
                throw UsageError(description: "unknown scenario '\(text)'; known: \(known)")
            }
            return scenario
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": mode = .help
            case "--quiet": quiet = true
            case "--full-table": fullTable = true
            case "--strategy":
                let name = try value(for: argument)
                if name == "all" {
                    strategies = DemoStrategy.allCases
                } else if let strategy = DemoStrategy(rawValue: name) {
                    strategies = [strategy]
                } else {
                    throw UsageError(
                        description: "unknown strategy '\(name)'; known: naive, delegate, bus, settings, all")
                }
                strategyGiven = true
            case "--scenario": scenarios = [try scenario(try value(for: argument))]
            case "--trace": mode = .trace(try scenario(try value(for: argument)))
            case "--mermaid": mermaidPath = try value(for: argument)
            case "play": mode = .play(try scenario(try value(for: argument)))
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        if mermaidPath != nil, case .compare = mode {
            throw UsageError(description: "--mermaid needs --trace SCENARIO")
        }
    }

    /// The one strategy for `--trace` and `play`: the one given, else delegate.
    var singleStrategy: DemoStrategy {
        strategyGiven && strategies.count == 1 ? strategies[0] : .delegate
    }
}
