/// The rows, extra metrics and targets of the benchmark run, in report order.
enum Suite {
    static func benchmarks() -> [Benchmark] {
        Baselines.all()
    }

    static func metrics() -> [(String, () -> Double)] {
        []
    }

    static func targets() -> [Target] { [] }
}
