import Foundation
public import Switchboard
public import SwitchboardTesting

/// One scenario running on one strategy: a window with the scenario's container, children whose
/// buttons are pressed by key, and the checks that say whether the run ended where it should.
///
/// Subclasses build the hierarchy, map keys to the children's buttons (``perform(_:)``) and say
/// what the expected final state is (``expectedStateFailures()``). The session owns everything
/// it builds; ``tearDown()`` takes it off screen so a leak check can follow.
@MainActor
public class ScenarioSession {
    /// The scenario's strategy.
    public let strategy: DemoStrategy
    /// The screen: a 320 × 568 phone.
    public let window: HeadlessWindow
    /// Every containment call of the run.
    public let trace = ContainmentTrace()
    /// The bus the bus strategy uses and coordinated containers announce on.
    public let bus = MessageBus(label: "demo")
    /// Tracks every controller and coordinator the session builds, for the leak check.
    public let tracker: LeakTracker
    /// What the children's requests became.
    public internal(set) var counts = RequestCounts()
    /// The requests a bystander (not the container) saw: bus subscribers, settings readers, or a
    /// notification observer in the naive form.
    let bystanderSeen = Locked(0)
    /// Container announcements heard on the bus.
    let announcementCount = Locked(0)
    /// Subscriptions the session itself holds (bystander, announcement counter).
    var tokens: [SubscriptionToken] = []
    /// Counts subscriptions still registered on the session's bus and settings; safe to call
    /// after the session is gone.
    public internal(set) var liveSubscriptions: @MainActor () -> Int = { 0 }

    init(running strategy: DemoStrategy, tracker: LeakTracker = LeakTracker()) {
        self.strategy = strategy
        self.tracker = tracker
        window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568), trace: trace)
        let announcements = announcementCount
        tokens.append(bus.subscribe(to: ContainerAnnouncement.self) { _ in announcements.withLock { $0 += 1 } })
    }

    // MARK: - Scenario hooks

    /// The keys this scenario answers, with what each presses.
    public var keyHelp: [(key: Character, meaning: String)] { [] }

    /// The keys the non-interactive run presses, in order.
    public var script: String { "" }

    /// Presses `key`'s button and returns the step line, or `nil` if the key means nothing here.
    func perform(_ key: Character) -> String? { nil }

    /// One line of the scenario's state: visible children, frames, panels.
    public func stateLine() -> String { "" }

    /// How the run differs from the scenario's expected final state; empty when it matches.
    func expectedStateFailures() -> [String] { [] }

    // MARK: - Running

    /// Presses `key`: the step line, or `nil` for a key this scenario does not know (nothing
    /// changes then).
    public func press(_ key: Character) -> String? {
        perform(key)
    }

    /// Containment rules the run broke: refusals recorded on the trace, then what the audit of
    /// the hierarchy finds now.
    public func containmentViolations() -> [ContainmentViolation] {
        trace.violations + (window.rootViewController?.auditContainment() ?? [])
    }

    /// Everything that says the run went wrong: the expected state, then containment violations.
    public func failures() -> [String] {
        expectedStateFailures() + containmentViolations().map { "containment: \($0)" }
    }

    /// Requests seen by someone other than the container.
    public var bystanderCount: Int { bystanderSeen.withLock { $0 } }

    /// Container announcements heard on the bus.
    public var announcements: Int { announcementCount.withLock { $0 } }

    /// Takes the container off screen and cancels the session's own subscriptions.
    public func tearDown() {
        window.rootViewController = nil
        for token in tokens { token.cancel() }
        tokens.removeAll()
    }

    // MARK: - Helpers for subclasses

    /// Counts a coordinated press and words its step line.
    func sent<Request>(_ request: Request, by child: String, _ delivery: RequestResult) -> String {
        counts.count(delivery)
        return "\(child) sends \(request): \(delivery)"
    }

    /// Counts a naive press and words its step line.
    func called(_ call: String, by child: String, reached: Bool) -> String {
        counts.countNaive(reached: reached)
        return "\(child) calls \(call)" + (reached ? "" : ": nobody was listening")
    }

    /// Wires a bystander to the strategy's channel, and the subscription count to `settings`.
    func watch<State: CoordinatedState>(settings: SharedSettings<State>, requests: State.Request.Type) {
        let seen = bystanderSeen
        switch strategy {
        case .bus:
            tokens.append(bus.subscribe(to: SentRequest<State.Request>.self) { _ in seen.withLock { $0 += 1 } })
        case .settings:
            tokens.append(settings.subscribe(\.self) { _ in seen.withLock { $0 += 1 } })
        case .naive, .delegate:
            break
        }
        let bus = bus
        liveSubscriptions = { bus.subscriberCount(for: SentRequest<State.Request>.self) + settings.subscriberCount }
    }

    /// Puts `root` on screen.
    func show(_ root: HeadlessViewController) {
        window.rootViewController = root
    }

    /// A view's frame, short: `(0,0 320×284)`.
    func frameText(_ view: HeadlessView) -> String {
        let frame = view.frame
        return "(\(Int(frame.origin.x)),\(Int(frame.origin.y)) \(Int(frame.size.width))×\(Int(frame.size.height)))"
    }
}
