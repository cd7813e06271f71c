import Foundation
import ListDetailExample
import Switchboard

/// The list–detail example on each of the three strategies: the list opens a detail, the detail closes itself,
/// an unknown item is refused; exits non-zero when any step answers otherwise.
@MainActor
func run(_ name: String, _ strategy: CoordinationStrategy<FeedRequest>) throws -> Bool {
    let list = FeedListController()
    let feed = try Feed.make(list: list)
    let window = HeadlessWindow()
    window.rootViewController = feed
    let coordinator = feed.connect(strategy)  // the container keeps it
    list.link = coordinator.link(for: "list")
    let opened = list.tap(42)
    let detail = feed.controller(for: "detail-42") as? FeedDetailController
    let closed = detail?.containerLink(for: FeedRequest.self)?.send(.dismissDetail)
    let refused = list.tap(1_000)
    let released = feed.controller(for: "detail-42") == nil
    let passed =
        opened == .applied && detail != nil && closed == .applied && refused == .rejected(FeedError.noSuchItem(1_000))
        && feed.lastRejection == .noSuchItem(1_000) && released && feed.machine.detail == nil
    print(
        "\(name): opened \(opened), closed \(closed.map { "\($0)" } ?? "-"), refused \(refused), "
            + "detail released \(released): \(passed ? "ok" : "FAILED")")
    withExtendedLifetime(window) {}
    return passed
}

let bus = MessageBus(label: "feed")
let settings = SharedSettings(FeedState())
let results = try MainActor.assumeIsolated {
    [try run("delegate", .delegate), try run("bus", .bus(bus)), try run("settings", .sharedSettings(settings))]
}
exit(results.allSatisfy { $0 } ? 0 : 1)
