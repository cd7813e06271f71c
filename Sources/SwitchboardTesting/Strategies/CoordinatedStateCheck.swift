import Foundation
public import Switchboard
public import Testing

/// Checks the laws the shared-settings strategy relies on for a `CoordinatedState` of your own,
/// over seeded random sequences of `requests`, and records one issue, with the seed and the
/// shortest failing sequence, when the state breaks one.
///
/// Each sequence applies requests to `State()` one at a time, skipping events
/// (`CoordinatedState.isEvent(_:)`) and unrecordable requests (`CoordinatedState.isUnrecordable(_:)`),
/// which the strategy never records. For every state `s` it reaches, for
/// every earlier state `e` of the sequence and for `State()`, it checks that:
/// - **the derived requests lead to the new state**: applying `s.requests(since: e)` to `e`, in
///   order, gives `s`, or a state no request separates from `s` either way (a change written to
///   the settings, a replay at launch);
/// - **an unchanged state derives none**: `s.requests(since: s)` is empty;
/// - **the state round-trips through its coding**: `JSONEncoder` then `JSONDecoder` give `s` back.
///
/// ```swift
/// @Test("FeedState keeps the laws the settings strategy relies on")
/// func feedStateLaws() {
///     let requests: [FeedRequest] = [.showDetail(id: 1), .showDetail(id: 2), .dismissDetail, .refresh]
///     checkCoordinatedState(FeedState.self, requests: requests)
/// }
/// ```
///
/// - Parameters:
///   - state: The state type to check.
///   - requests: The requests to draw from.
///   - sequences: How many sequences to run.
///   - length: The most requests in one sequence.
///   - seed: The first sequence's seed; sequence `i` uses `seed + i`.
///   - sourceLocation: Where the issue is recorded; leave the default.
/// - Returns: The failure, shrunk, or `nil` when every sequence kept the laws.
@discardableResult
public func checkCoordinatedState<State: CoordinatedState>(
    _ state: State.Type, requests: [State.Request], sequences: Int = 200, length: Int = 12, seed: UInt64 = 33,
    sourceLocation: SourceLocation = #_sourceLocation
) -> SeededCheckFailure? {
    guard !requests.isEmpty else { return nil }
    return firstSeededFailure(
        headline: "The coordinated state \(State.self) broke a law", sequences: sequences, seed: seed,
        sourceLocation: sourceLocation,
        draw: { sequenceSeed in
            var random = SeededGenerator(seed: sequenceSeed)
            return (0...Int.random(in: 0..<max(1, length), using: &random)).map { _ in
                requests[Int.random(in: 0..<requests.count, using: &random)]
            }
        },
        problems: CoordinatedStateLaws<State>.problems(applying:), describe: { "apply \($0)" })
}

/// The three laws of ``checkCoordinatedState(_:requests:sequences:length:seed:sourceLocation:)``.
enum CoordinatedStateLaws<State: CoordinatedState> {
    /// The laws `sequence`, applied to `State()`, breaks; empty when it keeps them. Stops at the
    /// first state that breaks one.
    static func problems(applying sequence: [State.Request]) -> [String] {
        var reached = [State()]
        for request in sequence where !State.isEvent(request) && !State.isUnrecordable(request) {
            let state = reached[reached.count - 1].applying(request)
            let problems = problems(at: state, from: reached)
            if !problems.isEmpty { return problems }
            reached.append(state)
        }
        return []
    }

    private static func problems(at state: State, from earlier: [State]) -> [String] {
        var problems: [String] = []
        for old in earlier {
            let derived = state.requests(since: old)
            let result = derived.reduce(into: old) { $0.apply($1) }
            // Bookkeeping a container never shows may differ; what it shows may not.
            if result != state, !(result.requests(since: state).isEmpty && state.requests(since: result).isEmpty) {
                problems.append(
                    "applying \(derived) (requests(since: \(old))) to \(old) gives \(result), not \(state)")
            }
        }
        let unchanged = state.requests(since: state)
        if !unchanged.isEmpty {
            problems.append("an unchanged state \(state) derives \(unchanged) instead of none")
        }
        do {
            let decoded = try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
            if decoded != state { problems.append("\(state) comes back from its coding as \(decoded)") }
        } catch {
            problems.append("\(state) does not round-trip through its coding: \(error)")
        }
        return problems
    }
}
