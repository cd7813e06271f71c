import Switchboard

/// How many times each child was built: the switching scenario's measure of a rebuilt child.
@MainActor
final class BuildCounter {
    private(set) var builds: [String: Int] = [:]

    func count(_ name: String) {
        builds[name, default: 0] += 1
    }

    /// Children built more than once, with their counts.
    var rebuilt: [String] { builds.filter { $0.value > 1 }.keys.sorted().map { "\($0) ×\(builds[$0] ?? 0)" } }
}
