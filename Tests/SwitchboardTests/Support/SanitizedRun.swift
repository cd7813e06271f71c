import Foundation

/// Whether the tests run under a sanitizer, which slows each step 10 to 40 times (CI sets
/// `TSAN_OPTIONS` or `ASAN_OPTIONS` for those runs). Long reproducible workloads scale down there:
/// the plain run already covers their full count, and the sanitizers look for races and memory
/// errors, which a smaller sample of the same code paths still reaches.
enum SanitizedRun {
    static let isActive: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["TSAN_OPTIONS"] != nil || environment["ASAN_OPTIONS"] != nil
    }()

    /// `count`, or `count / divisor` (at least `minimum`) under a sanitizer.
    static func scaled(_ count: Int, by divisor: Int, minimum: Int = 10) -> Int {
        isActive ? max(count / divisor, minimum) : count
    }
}
