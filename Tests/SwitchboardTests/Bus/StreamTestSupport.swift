import Foundation
import SwitchboardTesting
import Testing

@testable import SwitchboardMessaging

/// A message tagged with who posted it and its place in that poster's sequence.
struct TaggedPing: Message, Equatable {
    let producer: Int
    let sequence: Int
}

/// A message carrying an object, to watch when a stream lets go of what it delivered or dropped.
struct PayloadPing: Message {
    let value: Int
    let payload: Canary
}

/// A message whose hook runs when the last copy of it goes away.
struct HookPing: Message {
    let value: Int
    let hook: DeinitHook?
}

/// What went wrong in the deliveries of `TaggedPing`s from `producers` posters of `perProducer` each,
/// received by one or more consumers of one stream.
struct StreamDeliveryAudit: Equatable, CustomStringConvertible {
    /// Posted, never received.
    var missing = 0
    /// Received more than once (by one consumer or across consumers).
    var duplicated = 0
    /// Received by a consumer before an earlier message of the same poster that it also received.
    var outOfOrder = 0
    /// Received, never posted.
    var unknown = 0

    var isClean: Bool { self == StreamDeliveryAudit() }

    var description: String {
        "missing \(missing), duplicated \(duplicated), out of order \(outOfOrder), unknown \(unknown)"
    }

    /// Audits what each consumer received against the posts.
    ///
    /// - Parameters:
    ///   - consumers: Each consumer's messages, in the order it received them.
    ///   - producers: How many posters there were.
    ///   - perProducer: How many messages each posted, with sequences `0..<perProducer`, in order.
    static func audit(_ consumers: [[TaggedPing]], producers: Int, perProducer: Int) -> StreamDeliveryAudit {
        var audit = StreamDeliveryAudit()
        var seen = Array(repeating: Array(repeating: 0, count: perProducer), count: producers)
        for received in consumers {
            var lastSequence = Array(repeating: -1, count: producers)
            for message in received {
                guard (0..<producers).contains(message.producer), (0..<perProducer).contains(message.sequence) else {
                    audit.unknown += 1
                    continue
                }
                seen[message.producer][message.sequence] += 1
                if message.sequence < lastSequence[message.producer] { audit.outOfOrder += 1 }
                lastSequence[message.producer] = max(lastSequence[message.producer], message.sequence)
            }
        }
        for counts in seen {
            for count in counts {
                if count == 0 { audit.missing += 1 }
                if count > 1 { audit.duplicated += count - 1 }
            }
        }
        return audit
    }
}

/// Waits until `count` consumers of `bus`'s streams are suspended in `next()`, at most `timeout`.
///
/// - Returns: Whether they were.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func waitForWaitingConsumers(
    on bus: MessageBus?,
    count: Int = 1,
    within timeout: Duration = .seconds(60)
) async -> Bool {
    await holdsSoon(within: timeout) { (bus?.waitingReaders.withLock { $0 } ?? 0) >= count }
}

/// Polls `condition` every millisecond until it holds or `timeout` worth of polls have passed;
/// returns whether it held.
///
/// The bound counts polls, not wall time: when the cooperative pool is starved (a sanitizer on two
/// busy cores, a long synchronous test beside this one), the poller is starved too, so the bound
/// stretches with the stall instead of running out during it and leaving one late look. The
/// default is generous on purpose, and the poll returns as soon as the condition holds anyway.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func holdsSoon(within timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let polls = max(1, Int(timeout / .milliseconds(1)))
    for _ in 0..<polls {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// One scripted run of a stream: phases of posting then reading, then the end of the stream.
///
/// Every phase posts at least one message and reads no more than it posted, nor more than the limit:
/// whatever the policy, that many messages are waiting, so no read waits.
struct BufferingScript: CustomTestStringConvertible {
    var phases: [(posts: Int, reads: Int)]

    var testDescription: String {
        phases.map { "post \($0.posts), read \($0.reads)" }.joined(separator: "; ")
    }

    /// A random script for a buffer holding at most `limit` messages (`nil`: unbounded).
    static func random(using generator: inout SeededGenerator, limit: Int?) -> BufferingScript {
        let phases = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            let posts = Int.random(in: 1...5, using: &generator)
            return (posts: posts, reads: Int.random(in: 0...min(posts, limit ?? posts), using: &generator))
        }
        return BufferingScript(phases: phases)
    }

    /// What a bus stream delivers for this script: the values read in the phases, then what was left.
    func run(onBusStreamWith policy: AsyncStream<Ping>.Continuation.BufferingPolicy) async -> [Int] {
        var bus: MessageBus? = MessageBus()
        guard var iterator = bus?.messages(of: Ping.self, bufferingPolicy: policy).makeAsyncIterator() else {
            return []
        }
        var posted = 0
        var received: [Int] = []
        for phase in phases {
            for _ in 0..<phase.posts {
                posted += 1
                bus?.post(Ping(value: posted))
            }
            for _ in 0..<phase.reads {
                guard let message = await iterator.next() else { return received }
                received.append(message.value)
            }
        }
        bus = nil  // finishes the stream: what is buffered is still handed out
        while let message = await iterator.next() { received.append(message.value) }
        return received
    }

    /// What an `AsyncStream` delivers for this script, posting with `yield`, ending with `finish()`.
    func run(onAsyncStreamWith policy: AsyncStream<Int>.Continuation.BufferingPolicy) async -> [Int] {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
        var iterator = stream.makeAsyncIterator()
        var posted = 0
        var received: [Int] = []
        for phase in phases {
            for _ in 0..<phase.posts {
                posted += 1
                continuation.yield(posted)
            }
            for _ in 0..<phase.reads {
                guard let value = await iterator.next() else { return received }
                received.append(value)
            }
        }
        continuation.finish()
        while let value = await iterator.next() { received.append(value) }
        return received
    }
}

/// A buffering policy, named, for test arguments; both stream kinds' policy values.
struct NamedPolicy: CustomTestStringConvertible, Sendable {
    enum Kind: Sendable { case unbounded, oldest, newest }
    let kind: Kind
    let limit: Int

    var testDescription: String {
        switch kind {
        case .unbounded: "unbounded"
        case .oldest: "bufferingOldest(\(limit))"
        case .newest: "bufferingNewest(\(limit))"
        }
    }

    /// The limit a script must respect (`nil`: none).
    var scriptLimit: Int? { kind == .unbounded ? nil : limit }

    var forBus: AsyncStream<Ping>.Continuation.BufferingPolicy {
        switch kind {
        case .unbounded: .unbounded
        case .oldest: .bufferingOldest(limit)
        case .newest: .bufferingNewest(limit)
        }
    }

    var forAsyncStream: AsyncStream<Int>.Continuation.BufferingPolicy {
        switch kind {
        case .unbounded: .unbounded
        case .oldest: .bufferingOldest(limit)
        case .newest: .bufferingNewest(limit)
        }
    }

    static let all: [NamedPolicy] =
        [NamedPolicy(kind: .unbounded, limit: 0)]
        + [0, 1, 3].flatMap { [NamedPolicy(kind: .oldest, limit: $0), NamedPolicy(kind: .newest, limit: $0)] }
}

/// How many of `count` random scripts make a bus stream with `busPolicy` deliver something other than
/// an `AsyncStream` with `referencePolicy` does; the first such script and both results, if any.
func buffersDiverge(
    bus busPolicy: NamedPolicy,
    reference referencePolicy: NamedPolicy,
    scripts count: Int,
    seed: UInt64
) async -> (count: Int, first: (script: BufferingScript, bus: [Int], reference: [Int])?) {
    var generator = SeededGenerator(seed: seed)
    var divergent = 0
    var first: (script: BufferingScript, bus: [Int], reference: [Int])?
    let limit = [busPolicy.scriptLimit, referencePolicy.scriptLimit].compactMap { $0 }.min()
    for _ in 0..<count {
        let script = BufferingScript.random(using: &generator, limit: limit)
        let onBus = await script.run(onBusStreamWith: busPolicy.forBus)
        let onReference = await script.run(onAsyncStreamWith: referencePolicy.forAsyncStream)
        if onBus != onReference {
            divergent += 1
            if first == nil { first = (script, onBus, onReference) }
        }
    }
    return (divergent, first)
}
