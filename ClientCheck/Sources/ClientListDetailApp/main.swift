// The list–detail feed of Examples/ListDetail, run by CI on each strategy (`switchboard-list-detail`)
// and timed under its fuzz check (`--fuzz-budget 5`), from this package of its own, which sees
// Switchboard's public API only, as an app does. The article "Your own containers" shows its calls.
import ClientListDetail
import Foundation
import Switchboard
import SwitchboardTesting
import Testing

/// The list–detail example on each of the three strategies: the list opens a detail, the detail closes itself,
/// an unknown item is refused; exits non-zero when any step answers otherwise.
@MainActor
func run(_ name: String, _ strategy: CoordinationStrategy<FeedRequest>) -> Bool {
    let list = FeedListController()
    let feed = Feed.make(list: list)
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

/// `--fuzz-budget SECONDS`: runs the default fuzz check for a user's machine (``checkContainerMachine``,
/// about 200 sequences of 20 requests) on the feed machine, and fails when it finds a problem or takes
/// longer than `SECONDS` — the budget its documentation promises a debug build (5 s). A check for CI,
/// not a unit test: the unit suites hold no timed tests.
@MainActor
func checkFuzzBudget(seconds: Double) -> Bool {
    let requests: [FeedRequest] = [
        .showDetail(id: 1), .showDetail(id: 2), .showDetail(id: 9), .dismissDetail, .refresh,
    ]
    // DispatchTime, not ContinuousClock: the examples keep to the library's iOS 15 floor.
    let start = DispatchTime.now().uptimeNanoseconds
    let failure = checkContainerMachine(FeedMachine(items: [1, 2, 3]), requests: requests)
    let taken = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let withinBudget = taken <= seconds
    print(
        "fuzz check of the feed machine (default size): \(failure == nil ? "no problem" : "a problem found") in "
            + "\(String(format: "%.2f", taken)) s, budget \(seconds) s: \(failure == nil && withinBudget ? "ok" : "FAILED")"
    )
    return failure == nil && withinBudget
}

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--fuzz-budget") {
    let seconds = arguments.dropFirst(flag + 1).first.flatMap(Double.init) ?? 5
    exit(MainActor.assumeIsolated { checkFuzzBudget(seconds: seconds) } ? 0 : 1)
}

let bus = MessageBus(label: "feed")
let settings = SharedSettings(FeedState())
let results = MainActor.assumeIsolated {
    [run("delegate", .delegate), run("bus", .bus(bus)), run("settings", .sharedSettings(settings))]
}
exit(results.allSatisfy { $0 } ? 0 : 1)
