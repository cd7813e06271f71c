/// One row of the benchmark table: an operation run in a tight loop.
struct Benchmark {
    /// A stable identifier, used by `--filter` and in the JSON output.
    let name: String
    /// What the row measures, printed in the report.
    let summary: String
    /// Runs the operation `iterations` times. Setup belongs outside the closure.
    let run: (_ iterations: Int) -> Void
    /// Runs one operation for allocation counting, or nil when counting makes no sense.
    let allocationProbe: (() -> Void)?

    init(
        _ name: String,
        _ summary: String,
        allocationProbe: (() -> Void)? = nil,
        run: @escaping (_ iterations: Int) -> Void
    ) {
        self.name = name
        self.summary = summary
        self.run = run
        self.allocationProbe = allocationProbe
    }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
