import Foundation
import Switchboard

// switchboard-demo: the same two container scenarios (seed 000's paging "Swap Me!" and seed
// 003's slide-out menu) run over each coordination strategy, then compared side by side:
// what was delivered, who else could see it, what state outlived the containers, and what
// was left alive afterwards.
//
// Usage: swift run switchboard-demo [--quiet] [--strategy delegate|bus|sharedSettings]

var verbose = true
var kinds = StrategyRun.Kind.allCases
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quiet": verbose = false
    case "--strategy":
        guard let name = arguments.popFirst(), let kind = StrategyRun.Kind(rawValue: name) else {
            print(
                "error: --strategy takes one of: \(StrategyRun.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(2)
        }
        kinds = [kind]
    default:
        print("usage: switchboard-demo [--quiet] [--strategy delegate|bus|sharedSettings]")
        exit(argument == "--help" ? 0 : 2)
    }
}

print("Switchboard \(SwitchboardRelease.version): one container, three ways for a child to reach it.\n")
var summaries: [RunSummary] = []
for kind in kinds {
    if verbose { print("▶ strategy: \(kind.rawValue)") }
    let summary = try await StrategyRun(kind, verbose: verbose).run()
    summaries.append(summary)
    if verbose { print("  leak check: \(summary.leakReport)\n") }
}

print(RunSummary.table(summaries))
let leaked = summaries.filter { $0.leaks > 0 || $0.liveSubscriptionsAfterRelease > 0 || $0.violations > 0 }
if leaked.isEmpty {
    print("\nEvery strategy released every container, coordinator and child, and left no subscription behind.")
} else {
    print("\nLeft behind by: \(leaked.map(\.strategy).joined(separator: ", "))")
    exit(1)
}
