/// One row of the benchmark table: an operation run in a tight loop.
///
/// Rows run on the main actor (the benchmark's top-level code is main-actor isolated), so a
/// `post` inside a row passes the main actor as its isolation, the way a view controller would.
/// A row's fixtures (buses, subscribers, containers) are built by `prepare` right before the row
/// is measured and released right after, so rows never see each other's state.
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

/// What a prepared row runs: the timed loop and, optionally, one operation to count allocations of.
@MainActor
struct Fixture {
    /// Runs the operation `iterations` times.
    let run: @MainActor (_ iterations: Int) -> Void
    /// Runs one operation for allocation counting, or nil when counting makes no sense (for
    /// example when delivery happens on another thread, whose allocations would mix in).
    let allocationProbe: (@MainActor () -> Void)?
    /// Set for a scenario row: one run is a whole scenario of `operations` operations, too long to
    /// calibrate or repeat 11 times, so it runs once per round in at most `rounds` rounds.
    let scenario: (operations: Int, rounds: Int)?
    /// Set for a row that times only part of each iteration itself (the updating thread's share of
    /// an update whose write is awaited untimed): runs `iterations` and returns the nanoseconds.
    let timedRun: (@MainActor (_ iterations: Int) -> Double)?

    init(allocationProbe: (@MainActor () -> Void)? = nil, run: @escaping @MainActor (_ iterations: Int) -> Void) {
        self.run = run
        self.allocationProbe = allocationProbe
        scenario = nil
        timedRun = nil
    }

    private init(timedRun: @escaping @MainActor (_ iterations: Int) -> Double) {
        run = { _ = timedRun($0) }
        allocationProbe = nil
        scenario = nil
        self.timedRun = timedRun
    }

    /// A row that times itself: `run` returns the nanoseconds its timed part took.
    static func timingItself(_ run: @escaping @MainActor (_ iterations: Int) -> Double) -> Fixture {
        Fixture(timedRun: run)
    }

    /// A scenario row: `run` ignores its argument and performs `operations` operations.
    init(scenarioOf operations: Int, rounds: Int, run: @escaping @MainActor () -> Void) {
        self.run = { _ in run() }
        allocationProbe = nil
        scenario = (operations, rounds)
        timedRun = nil
    }

    private init(scenarioOf operations: Int, rounds: Int, timedRun: @escaping @MainActor () -> Double) {
        run = { _ in _ = timedRun() }
        allocationProbe = nil
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

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A running total that handlers add to, so the optimizer cannot drop their work.
///
/// Safety of `@unchecked Sendable`: a tally is only touched from the thread that posts (the main
/// thread) in the synchronous rows, and is read only after the timed loop has returned.
final class Tally: @unchecked Sendable {
    var total = 0

    @inline(never)
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
