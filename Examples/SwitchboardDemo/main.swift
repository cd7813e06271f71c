import DemoScenarios
import Foundation
import Switchboard

// switchboard-demo: the five tutorial scenarios, the tutorial's own way and coordinated over
// each strategy, each run checked by itself, then compared in one table measured in this run.
// `--help` says everything.

let options: DemoOptions
do {
    options = try DemoOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\n\(DemoOptions.usage)\n".utf8))
    exit(2)
}
let runner = DemoRunner(options: options)

switch options.mode {
case .help:
    print(DemoOptions.usage)
case .trace(let scenario):
    exit(try runner.trace(scenario) ? 0 : 1)
case .play(let scenario):
    try runner.play(scenario)
case .compare:
    // The comparison times key presses and gives teardown a grace period, both with the Clock API.
    guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else {
        FileHandle.standardError.write(Data("error: the comparison needs macOS 13 or later\n".utf8))
        exit(2)
    }
    print("Switchboard \(SwitchboardRelease.version): five tutorial scenarios, naive and coordinated.\n")
    var rows: [RowResult] = []
    for scenario in options.scenarios {
        for strategy in options.strategies {
            rows.append(try await runner.run(scenario, on: strategy))
        }
    }
    print(options.fullTable ? RowResult.fullTable(rows) : RowResult.table(rows))
    print()
    for row in rows where row.strategy == .naive {
        print(
            "naive \(row.scenario.name): \(row.passes ? "no bug shown" : "bug detected: " + row.failures.joined(separator: "; "))"
        )
    }
    let wrong = rows.filter { !$0.isAsExpected }
    if wrong.isEmpty {
        print("\nEvery coordinated row reached its expected state with a clean audit, every tutorial bug was detected,")
        print("and nothing was alive after teardown.")
    } else {
        for row in wrong {
            print(
                "error: \(row.scenario.name) on \(row.strategy.rawValue): "
                    + (row.failures + ["alive \(row.alive)", "subscriptions \(row.subscriptions)"]).joined(
                        separator: "; "))
        }
        exit(1)
    }
}
