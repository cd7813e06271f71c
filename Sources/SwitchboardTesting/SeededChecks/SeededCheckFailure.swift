import Testing

/// What a seeded check found — ``checkContainerMachine(_:requests:senders:sequences:length:seed:sourceLocation:)``
/// or ``checkCoordinatedState(_:requests:sequences:length:seed:sourceLocation:)``: the seed of the
/// failing sequence, its shortest failing form, and the rules it broke.
public struct SeededCheckFailure: Sendable, CustomStringConvertible {
    /// What was checked and broke a rule, the first line of ``description``.
    let headline: String
    /// The seed of the sequence that failed first.
    public let seed: UInt64
    /// The shortest sequence found that still fails, one step per entry (`send showDetail(id: 9)`).
    public let steps: [String]
    /// The rules the shortest sequence broke, in the order met.
    public let problems: [String]

    /// The seed, the steps and the problems, on several lines.
    public var description: String {
        """
        \(headline) (seed \(seed), \(steps.count) steps):
        \(steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        \(problems.map { "- \($0)" }.joined(separator: "\n"))
        """
    }
}

/// Runs `sequences` seeded sequences, sequence `i` drawn from `seed + i`, and records one issue for
/// the first that breaks a rule, shrunk to its shortest failing form: the loop every seeded check
/// in this module shares.
func firstSeededFailure<Step>(
    headline: String, sequences: Int, seed: UInt64, sourceLocation: SourceLocation, draw: (UInt64) -> [Step],
    problems: ([Step]) -> [String], describe: (Step) -> String
) -> SeededCheckFailure? {
    for index in 0..<max(0, sequences) {
        let sequenceSeed = seed &+ UInt64(index)
        let steps = draw(sequenceSeed)
        guard !problems(steps).isEmpty else { continue }
        let shortest = shortestFailing(steps) { !problems($0).isEmpty }
        let failure = SeededCheckFailure(
            headline: headline, seed: sequenceSeed, steps: shortest.map(describe), problems: problems(shortest))
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
        return failure
    }
    return nil
}

/// The shortest sequence found that still fails: elements are removed one at a time while the
/// rest still fails, until no single removal does.
func shortestFailing<Element>(_ failing: [Element], fails: ([Element]) -> Bool) -> [Element] {
    var shortest = failing
    var index = 0
    while index < shortest.count {
        var candidate = shortest
        candidate.remove(at: index)
        if !candidate.isEmpty, fails(candidate) {
            shortest = candidate
        } else {
            index += 1
        }
    }
    return shortest
}

/// SplitMix64 (Steele, Lea, Flood 2014): the same sequence from the same seed on every platform;
/// the package's own fuzzers draw from it too.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
