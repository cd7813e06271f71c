import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Bounded, seeded stress on one bus and one settings instance with exact accounting afterwards.
///
/// The unit suite runs 4 threads × 25,000 operations; CI sets `SWITCHBOARD_STRESS_OPS=250000` for
/// the full 4 × 250,000 (see `.ci/run`). `SWITCHBOARD_STRESS_SEED` replays another seed.
@Suite("Messaging stress with exact accounting")
struct MessagingStressTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("4 threads of mixed operations: every delivery accounted for, no update lost, nothing left registered")
    func mixedOperations() async throws {
        let configuration = StressConfiguration.fromEnvironment(defaultOperations: 25_000)
        let started = ContinuousClock.now
        let report = await StressWorkload(configuration).run()
        let elapsed = ContinuousClock.now - started

        print(
            """
            stress: \(configuration.threads) threads × \(configuration.operationsPerThread) operations, \
            seed \(configuration.seed), \(elapsed): \(report.posts) posts, \(report.updates) updates; \
            ticks: \(report.ticks); owner pings: \(report.ownerPings); leaked \(report.leaked); \
            problems \(report.problems.count)
            """)
        #expect(report.ticks.required > 0 && report.ownerPings.delivered > 0, "the workload exercised delivery")
        #expect(report.ticks.isClean, "\(report.ticks)")
        #expect(report.ownerPings.isClean, "\(report.ownerPings)")
        #expect(report.problems.isEmpty, "\(report.problems.prefix(10))")
        #expect(report.leaked == 0)
    }

    @Test("negative control: a recorder that drops and duplicates deliveries is caught by the accounting")
    func brokenRecorderIsCaught() async {
        var configuration = StressConfiguration(operationsPerThread: 2_000)
        configuration.threads = 2
        configuration.dropEvery = 97
        configuration.duplicateEvery = 89
        let report = await StressWorkload(configuration).run()

        #expect(report.ticks.lost > 0)
        #expect(report.ticks.duplicated > 0)
        #expect(!report.isClean)
    }

    @Test("negative control: late, unknown and missing deliveries are each counted")
    func ledgerCountsEachFault() {
        let posts = [
            PostRecord(id: 1, start: 10, end: 11), PostRecord(id: 2, start: 20, end: 21),
            PostRecord(id: 3, start: 30, end: 31),
        ]
        let lateReceiver = SubscriptionRecord(subscribedAt: 1)
        lateReceiver.ended(requestedAt: 22, returnedAt: 23)
        for id: UInt64 in [1, 2, 3, 99] { lateReceiver.record(id) }
        let lossy = SubscriptionRecord(subscribedAt: 5)
        lossy.record(2)
        let racing = SubscriptionRecord(subscribedAt: 15)  // between posts 1 and 2; cancel requested as 3 began
        racing.ended(requestedAt: 30, returnedAt: 40)

        let audit = StressLedger.audit(posts: posts, subscriptions: [lateReceiver, lossy, racing])

        #expect(
            audit
                == StressAudit(required: 2 + 3 + 1, delivered: 5, lost: 2 + 1, duplicated: 0, late: 1, unknown: 1))
        #expect(StressLedger.keepsPostOrderPerThread([1 << 32 | 1, 2 << 32 | 1, 1 << 32 | 2]))
        #expect(!StressLedger.keepsPostOrderPerThread([1 << 32 | 2, 1 << 32 | 1]))
    }
}
