import Foundation

// switchboard-bench: the budget of BENCHMARKS.md and the rows it rests on, in one process and run.
// Exits 1 when a budget line fails (in a short run, only an exact one: timings there are indicative).
// Usage: swift run -c release switchboard-bench [--quick | --iterations N] [--filter SUBSTRING[,…]] [--json FILE]

struct Options {
    var quick = false
    var fixedIterations: Int?
    var filters: [String] = []
    var jsonPath: String?

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--iterations":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw UsageError("--iterations needs a positive count")
                }
                fixedIterations = count
            case "--filter":
                guard let value = remaining.popFirst() else { throw UsageError("--filter needs a value") }
                filters += value.split(separator: ",").map(String.init)
            case "--json":
                guard let value = remaining.popFirst() else { throw UsageError("--json needs a file path") }
                jsonPath = value
            case "--probe-reentrant-update": ReentrancyProbe.run()
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }

    /// Whether no filter was given or one of them matches `name`.
    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { Self.filter($0, matches: name) }
    }

    /// Throws for the first filter that matches none of `names`: a typo would otherwise measure
    /// the baseline alone and report every target as filtered out.
    func checkFilters(against names: [String]) throws {
        for filter in filters where !names.contains(where: { Self.filter(filter, matches: $0) }) {
            throw UsageError("--filter \(filter) matches no row or probe")
        }
    }

    /// A filter matches names containing it; one ending in `$` matches names ending in the rest.
    static func filter(_ filter: String, matches name: String) -> Bool {
        filter.hasSuffix("$") ? name.hasSuffix(filter.dropLast()) : name.contains(filter)
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// The 1, 5 and 15 minute load averages, or nil off Linux.
func loadAverage() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

let usage = """
    usage: switchboard-bench [--quick | --iterations N] [--filter SUBSTRING[,SUBSTRING…]] [--json FILE]
      --quick          short repetitions, for CI smoke runs (seconds)
      --iterations N   run each row exactly N times once, no calibration (for valgrind --tool=callgrind)
      --filter a,b     only rows and probes whose name contains one of the substrings
                       (a substring ending in $ must end the name: bus.post.1-sub$)
      --json FILE      also write the results as JSON
      --probe-reentrant-update
                       use settings inside their own update body: must stop with an explanation
                       (CI checks this in the release build)
    Exits 1 when a budget line fails: any in a full run; in --quick or --iterations runs, whose
    timings are indicative only, just the exact ones (save counts, updates that return).
    """

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let runner = options.fixedIterations.map(Runner.profiling) ?? (options.quick ? Runner.quick : Runner.full)
    let mode = options.fixedIterations.map { "fixed \($0) iterations" } ?? (options.quick ? "quick" : "full")
    #if DEBUG
        let build = " (DEBUG BUILD: not representative; use -c release)"
    #else
        let build = ""
    #endif
    var report = Report(mode: mode + build)
    report.loadAtStart = loadAverage()

    let suite = Suite.benchmarks()
    let probes = Suite.probes()
    try options.checkFilters(against: suite.map(\.name) + probes.map(\.name))
    // The baseline always runs, so every row has its ratio.
    let benchmarks = suite.filter { $0.name == Report.baselineRow || options.selects($0.name) }
    report.measurements = runner.measureAll(benchmarks) { print($0) }
    for measurement in report.measurements {
        print("measured \(measurement.name): \(format(measurement.median, digits: 1)) ns/op")
    }
    for probe in probes where options.selects(probe.name) {
        if let result = probe.run() {
            report.probes.append(result)
            print("measured \(probe.name): \(format(result.value, digits: 1)) \(result.unit)")
        }
    }
    report.verdicts = Suite.budget().map { $0.verdict(for: report) }
    report.loadAtEnd = loadAverage()

    print("")
    print(report.renderTable())
    if let path = options.jsonPath {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
        print("\nwrote \(path)")
    }
    let failures = report.decidingFailures
    if !failures.isEmpty {
        print("\n\(failures.count) budget line(s) failed: " + failures.map(\.budget).joined(separator: "; "))
        exit(1)
    }
} catch let error as UsageError {
    guard let message = error.message else {
        print(usage)
        exit(0)
    }
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    exit(2)
}
