/// One row of the benchmark table: an operation run in a tight loop.
///
/// Rows run on the main actor (the benchmark's top-level code is main-actor isolated), so a
/// `post` inside a row passes the main actor as its isolation, the way a view controller would.
/// A row's fixtures (buses, subscribers, containers) are built by `prepare` before timing starts.
@MainActor
struct Benchmark {
    /// A stable identifier, used by `--filter` and in the JSON output.
    let name: String
    /// What the row measures, printed in the report.
    let summary: String
    /// Builds the row's fixtures and returns the code to time.
    let prepare: @MainActor () -> Fixture

    init(_ name: String, _ summary: String, prepare: @escaping @MainActor () -> Fixture) {
        self.name = name
        self.summary = summary
        self.prepare = prepare
    }
}

/// What a prepared row runs.
@MainActor
struct Fixture {
    /// Runs the operation `iterations` times.
    let run: @MainActor (_ iterations: Int) -> Void
    /// Set for a scenario row: one run is a whole scenario of `operations` operations, too long to
    /// calibrate or repeat 11 times, so it runs once per round in at most `rounds` rounds.
    let scenario: (operations: Int, rounds: Int)?
    /// Set for a row that times only part of each run itself (its setup untimed): returns the
    /// nanoseconds the timed part took.
    let timedRun: (@MainActor (_ iterations: Int) -> Double)?

    init(run: @escaping @MainActor (_ iterations: Int) -> Void) {
        self.run = run
        scenario = nil
        timedRun = nil
    }

    /// A scenario row: `run` ignores its argument and performs `operations` operations.
    init(scenarioOf operations: Int, rounds: Int, run: @escaping @MainActor () -> Void) {
        self.run = { _ in run() }
        scenario = (operations, rounds)
        timedRun = nil
    }

    private init(scenarioOf operations: Int, rounds: Int, timedRun: @escaping @MainActor () -> Double) {
        run = { _ in _ = timedRun() }
        scenario = (operations, rounds)
        self.timedRun = { _ in timedRun() }
    }

    /// A scenario row that times its `operations` operations itself, its setup untimed: `run`
    /// returns the nanoseconds they took.
    static func scenarioTimingItself(
        of operations: Int, rounds: Int, _ run: @escaping @MainActor () -> Double
    ) -> Fixture {
        Fixture(scenarioOf: operations, rounds: rounds, timedRun: run)
    }
}

/// Keeps `value` alive until here, so fixtures outlive the timed loop.
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A running total that handlers add to, so their work has an effect the run reads.
///
/// Safety of `@unchecked Sendable`: a tally is only touched from the thread that posts (the main
/// thread) in the synchronous rows, and is read only after the timed loop has returned.
final class Tally: @unchecked Sendable {
    var total = 0

    func add(_ value: Int) { total &+= value }
}

/// How the asynchronous rows post: in bursts of ``size`` messages, waiting for each burst to be
/// delivered before posting the next.
///
/// A fixed burst keeps every asynchronous row at the same backlog, whatever iteration count its
/// calibration picked. That matters: Foundation's `AsyncMessage` delivery copies its pending queue
/// per message, so its cost per message grows with the backlog, and rows timed with different
/// backlogs would not be comparable.
enum Burst {
    static let size = 100

    /// Calls `body` with consecutive ranges of at most ``size`` indices covering `0..<iterations`.
    @MainActor
    static func forEach(_ iterations: Int, _ body: @MainActor (Range<Int>) -> Void) {
        var start = 0
        while start < iterations {
            let end = min(start + size, iterations)
            body(start..<end)
            start = end
        }
    }
}
