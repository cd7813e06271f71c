import Switchboard

/// A global order of events across threads: every call returns a distinct, larger tick. The lock
/// makes the order consistent with each thread's program order and with happens-before, which is
/// all the accounting needs ("subscribe returned before this post began").
final class StressClock: Sendable {
    private let counter = Locked<UInt64>(0)

    func tick() -> UInt64 {
        counter.withLock { value in
            value += 1
            return value
        }
    }
}

/// One post: its message id and the ticks just before the call and just after it returned.
struct PostRecord: Sendable {
    let id: UInt64
    let start: UInt64
    let end: UInt64
}

/// One subscription's life and what it received.
final class SubscriptionRecord: Sendable {
    /// Tick taken right after `subscribe` (or `observe`) returned. The record exists before the
    /// subscription, so a delivery that races the registration is recorded too.
    private let registration = Locked<UInt64>(.max)
    /// Ticks taken right before its end was requested (cancel or release) and right after it
    /// returned; `nil` while it lives.
    private let ending = Locked<(requested: UInt64, returned: UInt64)?>(nil)
    private let received = Locked<[UInt64]>([])

    init(subscribedAt: UInt64? = nil) {
        if let subscribedAt { subscribed(at: subscribedAt) }
    }

    func subscribed(at tick: UInt64) {
        registration.withLock { $0 = tick }
    }

    var subscribedAt: UInt64 { registration.withLock { $0 } }

    func record(_ id: UInt64) {
        received.withLock { $0.append(id) }
    }

    func ended(requestedAt requested: UInt64, returnedAt returned: UInt64) {
        ending.withLock { $0 = (requested, returned) }
    }

    var end: (requested: UInt64, returned: UInt64)? { ending.withLock { $0 } }
    var messages: [UInt64] { received.withLock { $0 } }
}

/// What the accounting found. A clean run has `lost`, `duplicated`, `late` and `unknown` at 0.
struct StressAudit: Sendable, Equatable, CustomStringConvertible {
    /// Deliveries that had to happen: the subscription was live for the whole post.
    var required = 0
    /// Deliveries that happened, required or not.
    var delivered = 0
    /// Required deliveries that did not happen.
    var lost = 0
    /// Deliveries beyond the first of one message to one subscription.
    var duplicated = 0
    /// Deliveries from posts that began after the subscription's end had returned.
    var late = 0
    /// Deliveries of messages nobody posted.
    var unknown = 0

    var isClean: Bool { lost == 0 && duplicated == 0 && late == 0 && unknown == 0 }

    var description: String {
        "required \(required), delivered \(delivered), lost \(lost), duplicated \(duplicated), late \(late), "
            + "unknown \(unknown)"
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            required: lhs.required + rhs.required, delivered: lhs.delivered + rhs.delivered,
            lost: lhs.lost + rhs.lost, duplicated: lhs.duplicated + rhs.duplicated, late: lhs.late + rhs.late,
            unknown: lhs.unknown + rhs.unknown)
    }
}

/// The accounting: checks every subscription's deliveries against every post's timing.
enum StressLedger {
    /// - Parameters:
    ///   - posts: Every post of the message type the subscriptions listen to.
    ///   - subscriptions: Every subscription made, live or ended.
    static func audit(posts: [PostRecord], subscriptions: [SubscriptionRecord]) -> StressAudit {
        let byStart = posts.sorted { $0.start < $1.start }
        var startByID: [UInt64: UInt64] = [:]
        startByID.reserveCapacity(posts.count)
        for post in posts { startByID[post.id] = post.start }
        var audit = StressAudit()
        for subscription in subscriptions {
            let messages = subscription.messages
            let end = subscription.end
            var counts: [UInt64: Int] = [:]
            counts.reserveCapacity(messages.count)
            for id in messages {
                counts[id, default: 0] += 1
                guard let start = startByID[id] else {
                    audit.unknown += 1
                    continue
                }
                if let end, start > end.returned { audit.late += 1 }
            }
            audit.delivered += messages.count
            audit.duplicated += counts.values.reduce(0) { $0 + $1 - 1 }
            // Live for the whole post: subscribed before it began, ending requested after it returned.
            let deadline = end?.requested ?? .max
            var index = firstIndex(in: byStart, startingAfter: subscription.subscribedAt)
            while index < byStart.count, byStart[index].start < deadline {
                let post = byStart[index]
                if post.end < deadline {
                    audit.required += 1
                    if counts[post.id] == nil { audit.lost += 1 }
                }
                index += 1
            }
        }
        return audit
    }

    /// The first post whose start is after `tick` (binary search over posts sorted by start).
    private static func firstIndex(in posts: [PostRecord], startingAfter tick: UInt64) -> Int {
        var low = 0
        var high = posts.count
        while low < high {
            let middle = (low + high) / 2
            if posts[middle].start > tick { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether `ids`, grouped by the posting thread (the high 32 bits), arrive in posting order.
    static func keepsPostOrderPerThread(_ ids: [UInt64]) -> Bool {
        var last: [UInt64: UInt64] = [:]
        for id in ids {
            let thread = id >> 32
            if let previous = last[thread], previous >= id { return false }
            last[thread] = id
        }
        return true
    }
}
