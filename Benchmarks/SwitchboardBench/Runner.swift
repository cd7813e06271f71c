import Dispatch

/// Runs benchmarks with warm-up, calibration and repetitions, all in one process.
@MainActor
struct Runner {
    /// Wall time each repetition aims for; calibration picks the iteration count to match.
    let targetRepetitionNanoseconds: Double
    let repetitions: Int
    /// When set, every row runs exactly this many iterations once, without calibration or warm-up:
    /// the mode for instruction-counting profilers such as callgrind, where the timed loop should
    /// dominate the profile.
    var fixedIterations: Int?

    static let full = Runner(targetRepetitionNanoseconds: 20_000_000, repetitions: 11)
    static let quick = Runner(targetRepetitionNanoseconds: 1_000_000, repetitions: 3)

    static func profiling(iterations: Int) -> Runner {
        Runner(targetRepetitionNanoseconds: 0, repetitions: 1, fixedIterations: iterations)
    }

    /// Measures every row, interleaved: after each row is prepared, calibrated and warmed up, the
    /// repetitions run round-robin (row 1, row 2, …, row 1, row 2, …). A burst of load from another
    /// process then slows one repetition of many rows rather than every repetition of one row, so
    /// the medians, and the ratios between rows, stay comparable on a shared machine.
    func measureAll(_ benchmarks: [Benchmark], progress: (String) -> Void) -> [Measurement] {
        let fixtures = benchmarks.map { $0.prepare() }
        let iterations = fixtures.map { fixture -> Int in
            if fixture.scenario != nil { return 1 }
            if let fixedIterations { return fixedIterations }
            let count = calibrate(fixture)
            fixture.run(count)  // warm-up at full size
            return count
        }
        var samples = Array(repeating: [Double](), count: benchmarks.count)
        for round in 0..<repetitions {
            for index in benchmarks.indices {
                if let scenario = fixtures[index].scenario {
                    guard round < scenario.rounds else { continue }
                    let elapsed = fixtures[index].timedRun?(1) ?? time { fixtures[index].run(1) }
                    samples[index].append(elapsed / Double(scenario.operations))
                    continue
                }
                let elapsed =
                    fixtures[index].timedRun?(iterations[index]) ?? time { fixtures[index].run(iterations[index]) }
                samples[index].append(elapsed / Double(iterations[index]))
            }
            progress("round \(round + 1) of \(repetitions) done")
        }
        return benchmarks.indices.map { index in
            Measurement(
                name: benchmarks[index].name,
                summary: benchmarks[index].summary,
                iterationsPerRepetition: fixtures[index].scenario?.operations ?? iterations[index],
                samples: samples[index].sorted()
            )
        }
    }

    /// Doubles the iteration count until one run takes a measurable share of the target time.
    private func calibrate(_ fixture: Fixture) -> Int {
        var iterations = 1
        while true {
            let elapsed = fixture.timedRun?(iterations) ?? time { fixture.run(iterations) }
            if elapsed >= targetRepetitionNanoseconds / 4 || iterations >= 1 << 28 {
                let scaled = Double(iterations) * targetRepetitionNanoseconds / max(elapsed, 1)
                return max(1, Int(scaled))
            }
            iterations *= 2
        }
    }

    /// Nanoseconds `body` takes, on the monotonic clock (`DispatchTime`, available at the package's
    /// Apple floor, unlike `ContinuousClock`).
    private func time(_ body: @MainActor () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}
