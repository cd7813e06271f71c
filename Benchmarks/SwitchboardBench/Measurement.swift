/// The timing of one benchmark row over several repetitions.
struct Measurement: Codable {
    let name: String
    let summary: String
    let iterationsPerRepetition: Int
    /// Nanoseconds per operation, one entry per repetition, sorted ascending.
    let samples: [Double]

    var median: Double {
        let middle = samples.count / 2
        return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    }

    /// Spread as (max − min) / median, in percent.
    var spreadPercent: Double {
        guard let low = samples.first, let high = samples.last, median > 0 else { return 0 }
        return (high - low) / median * 100
    }
}

/// What a check that is not a timed loop found: a count, bytes, or a median it timed itself.
struct ProbeResult: Codable {
    let name: String
    let value: Double
    let unit: String
    /// What was observed, in words: printed beside the value.
    let detail: String
    /// Whether every behaviour the probe checks held (the value aside); a budget on it fails otherwise.
    let holds: Bool
}

/// A check run once after the timed rows.
@MainActor
struct Probe {
    let name: String
    let run: @MainActor () -> ProbeResult?

    init(_ name: String, run: @escaping @MainActor () -> ProbeResult?) {
        self.name = name
        self.run = run
    }
}
