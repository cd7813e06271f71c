import Foundation
public import Switchboard
public import Testing

/// Fuzzes a `ContainerStateMachine` of your own on the headless host, the way the package
/// checks its built-in containers, and records one issue, with the seed and the shortest failing
/// sequence it found, when the machine breaks a rule.
///
/// Each sequence builds a fresh `HeadlessContainerViewController` for a copy of `machine`
/// (children it declares as plain controllers; children named at run time from `makeChild`) in a
/// window whose animations run on a `ManualAnimator`, then takes seeded random steps: a request
/// from `requests` (from one of `senders`), a tick of the clock that leaves transitions in flight
/// (so requests arrive mid-transition and queue), settling every animation, leaving and entering
/// the window. It fails on:
/// - a UIKit containment violation, or a plan the hierarchy refused (abandoned);
/// - once settled, shown children other than `visibleChildren`, or a child
///   whose appearance does not match the window (appeared on screen, disappeared off it);
/// - a rejected request that changed the state, or a `unchanged` answer that did
///   (the machine's value, its visible children, or which listed requests it refuses);
/// - a child still alive after the container let it go (`discard`);
/// - a request lost or answered twice (`ContainerRequestTally`).
///
/// ```swift
/// @Test("The feed machine keeps the containment rules")
/// func feedMachineKeepsTheRules() {
///     let requests: [FeedRequest] = [.showDetail(id: 1), .showDetail(id: 2), .showDetail(id: 9), .dismissDetail]
///     checkContainerMachine(FeedMachine(items: [1, 2, 3]), requests: requests + [.refresh])
/// }
/// ```
///
/// The default size is 200 sequences of up to 20 steps, a fifth of that under ThreadSanitizer or
/// AddressSanitizer. A failure is reproduced alone with its `seed` and `sequences: 1`.
///
/// - Parameters:
///   - machine: The machine in its initial state. `Equatable`, so a change of its state is seen.
///   - requests: The requests to draw from: include ones the machine refuses.
///   - senders: The children requests come from (`nil`: from no child).
///   - sequences: How many sequences to run; `nil` for the default.
///   - length: The most steps in one sequence.
///   - seed: The first sequence's seed; sequence `i` uses `seed + i`.
///   - sourceLocation: Where the issue is recorded; leave the default.
/// - Returns: The failure, shrunk, or `nil` when every sequence kept the rules.
@MainActor
@discardableResult
public func checkContainerMachine<Machine: ContainerStateMachine & Equatable>(
    _ machine: Machine, requests: [Machine.Request], senders: [ChildID?] = [nil], sequences: Int? = nil,
    length: Int = 20, seed: UInt64 = 28, sourceLocation: SourceLocation = #_sourceLocation
) -> SeededCheckFailure? {
    let fuzz = MachineFuzz(machine: machine, requests: requests, senders: senders)
    return firstSeededFailure(
        headline: "The container machine broke a rule", sequences: sequences ?? MachineFuzz<Machine>.defaultSequences,
        seed: seed, sourceLocation: sourceLocation, draw: { fuzz.steps(seed: $0, length: max(1, length)) },
        problems: fuzz.problems(running:), describe: \.description)
}
