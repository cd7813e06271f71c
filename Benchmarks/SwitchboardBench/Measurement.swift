/// The timing of one benchmark row over several repetitions.
struct Measurement: Codable {
    let name: String
    let summary: String
    let iterationsPerRepetition: Int
    /// Nanoseconds per operation, one entry per repetition, sorted ascending.
    let samples: [Double]
    /// Heap allocations per operation, counted by the interposed allocator (nil if not counted).
    var allocationsPerOperation: Double?

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
