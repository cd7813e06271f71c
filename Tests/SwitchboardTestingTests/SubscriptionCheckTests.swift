import Switchboard
import SwitchboardTesting
import Testing

/// A registration made and then ended the way its API says it ends.
enum EndedRegistration: String, CaseIterable, CustomTestStringConvertible {
    case cancelledToken
    case releasedToken
    case firedOneShot
    case releasedObserverOwner
    case cancelledSubscriptionToken
    case releasedSubject

    var testDescription: String { rawValue }

    /// Registers on `bus`, then ends the registration.
    func makeAndEnd(on bus: MessageBus) {
        switch self {
        case .cancelledToken:
            bus.subscribe(to: MenuToggled.self) { _ in }.cancel()
        case .releasedToken:
            _ = bus.subscribe(to: MenuToggled.self) { _ in }
        case .firedOneShot:
            let token = bus.subscribeOnce(to: MenuToggled.self) { _ in }
            bus.post(MenuToggled(isOpen: true))
            withExtendedLifetime(token) {}
        case .releasedObserverOwner:
            bus.observe(MenuToggled.self, by: ObservingOwner()) { _, _ in }
        case .cancelledSubscriptionToken:
            let owner = ObservingOwner()
            bus.observe(MenuToggled.self, by: owner) { _, _ in }.cancel()
            withExtendedLifetime(owner) {}
        case .releasedSubject:
            let token = bus.subscribe(to: MenuToggled.self, subject: ObservingOwner()) { _ in }
            withExtendedLifetime(token) {}
        }
    }
}

@Suite("Live subscription checks")
struct SubscriptionCheckTests {
    // MARK: Positive side

    @Test("a bus whose registrations all ended passes", arguments: EndedRegistration.allCases)
    func endedRegistrationsPass(registration: EndedRegistration) {
        let bus = MessageBus()
        registration.makeAndEnd(on: bus)
        #expect(LifetimeCheck.noLiveSubscriptions(on: bus).currentIssues().isEmpty)
        #expect(expectNoLiveSubscriptions(on: bus))
    }

    @Test("settings whose observations all ended pass")
    func endedSettingsObservationsPass() {
        let settings = SharedSettings(PanelSettings())
        settings.subscribe(\.menuOpen) { _ in }.cancel()
        _ = settings.subscribe(\.page) { _ in }
        settings.observe(\.profileOpen, by: ObservingOwner()) { _, _ in }
        #expect(LifetimeCheck.noLiveSubscriptions(on: settings).currentIssues().isEmpty)
        #expect(expectNoLiveSubscriptions(on: settings))
    }

    @Test("registrations of other message types are not checked when types are given")
    func messageTypeFilter() {
        let bus = MessageBus()
        let token = bus.subscribe(to: PageShown.self) { _ in }
        #expect(expectNoLiveSubscriptions(on: bus, messageTypes: [MenuToggled.self]))
        #expect(LifetimeCheck.noLiveSubscriptions(on: bus, messageTypes: []).currentIssues().isEmpty)
        let issues = LifetimeCheck.noLiveSubscriptions(on: bus, messageTypes: [PageShown.self, MenuToggled.self])
            .currentIssues()
        #expect(issues.map(\.kind) == [.liveSubscription])
        withExtendedLifetime(token) {}
    }

    @Test("a live recorder's own subscriptions are not reported")
    func recordersAreIgnored() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, PageShown.self)
        #expect(bus.registrations.count == 2)
        #expect(expectNoLiveSubscriptions(on: bus))
        withExtendedLifetime(recorder) {}
    }

    @Test("a well-behaved listener passes .checksLeaks with its bus tracked", .checksLeaks)
    func wellBehavedListenerPassesTrait() {
        let bus = trackSubscriptions(on: MessageBus(label: "app"))
        let listener = trackForLeaks(WellBehavedListener())
        listener.listen(on: bus)
        bus.post(MenuToggled(isOpen: true))
        #expect(listener.toggles.withLock { $0 } == 1)
        #expect(bus.subscriberCount(for: MenuToggled.self) == 1)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test(
        "a subscription ended by async work within the grace period passes",
        .checksLeaks(within: .seconds(30)))
    func asyncEndWithinGracePeriodPasses() {
        let bus = trackSubscriptions(on: MessageBus())
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let gate = Gate()
        let busToken = bus.subscribe(to: MenuToggled.self) { _ in }
        let settingsToken = settings.subscribe(\.menuOpen) { _ in }
        Task { [busToken, settingsToken] in
            await gate.wait()
            busToken.cancel()
            settingsToken.cancel()
        }
        // Still registered when the body returns: only the grace period lets this test pass.
        #expect(LifetimeCheck.noLiveSubscriptions(on: bus).currentIssues().count == 1)
        gate.open()
    }

    // MARK: Negative controls

    @Test("a token never cancelled is reported at its registration site, with kind, types and label")
    @MainActor
    func reportsTokenNeverCancelled() async throws {
        let registry = LongLivedRegistry()
        let bus = MessageBus(label: "app")
        let registrationLine = #line + 1
        registry.keep(bus.subscribe(to: MenuToggled.self, subject: registry, label: "menu audit") { _ in })
        let assertionLine = #line + 2
        let issues = await capturedIssues("expectNoLiveSubscriptions reports a live bus subscription") {
            expectNoLiveSubscriptions(on: bus)
        }
        registry.releaseEverything()
        try #require(issues.count == 1)
        let comment = commentText(of: issues[0])
        for part in [
            "MenuToggled", "subscription", "\"menu audit\"", "LongLivedRegistry", "\(#fileID):\(registrationLine)",
            "bus \"app\"", "expected none at \(#fileID):\(assertionLine)",
        ] {
            #expect(comment.contains(part), "missing \(part) in: \(comment)")
        }
        #expect(issues[0].sourceLocation?.fileID == #fileID)
        #expect(issues[0].sourceLocation?.line == registrationLine)
        #expect(expectNoLiveSubscriptions(on: bus))
    }

    @Test("a closure capturing self stored on the bus: the object survives and its subscription is left")
    func reportsClosureCapturingSelfOnBus() async throws {
        let bus = MessageBus(label: "app")
        let lines = Locked((tracked: 0, registered: 0))
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) {
            trackSubscriptions(on: bus)
            lines.withLock { $0.tracked = #line + 1 }
            let listener = trackForLeaks(SelfCapturingListener())
            lines.withLock { $0.registered = #line + 1 }
            listener.listen(on: bus)
        }
        let (trackedLine, registeredLine) = lines.withLock { ($0.tracked, $0.registered) }
        try #require(issues.count == 2)
        expectLeak(issues[0], typeName: "SelfCapturingListener", fileID: #fileID, line: trackedLine)
        let subscription = commentText(of: issues[1])
        #expect(subscription.contains("MenuToggled ← subscription \"listener\""), "comment: \(subscription)")
        #expect(subscription.contains("\(#fileID):\(registeredLine)"), "comment: \(subscription)")
        #expect(issues[1].sourceLocation?.line == registeredLine)
    }

    @Test("a settings observer left live is reported with its key path, owner type and site")
    @MainActor
    func reportsSettingsObserverLeftLive() async throws {
        let registry = LongLivedRegistry()
        let settings = SharedSettings(PanelSettings())
        let lines = Locked(0)
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) { @MainActor in
            trackSubscriptions(on: settings)
            let owner = ObservingOwner()
            registry.keep(owner)
            lines.withLock { $0 = #line + 1 }
            settings.observe(\.menuOpen, by: owner) { _, _ in }
        }
        registry.releaseEverything()
        let registeredLine = lines.withLock { $0 }
        try #require(issues.count == 1)
        let comment = commentText(of: issues[0])
        for part in ["observe", "\\PanelSettings.menuOpen", "ObservingOwner", "\(#fileID):\(registeredLine)"] {
            #expect(comment.contains(part), "missing \(part) in: \(comment)")
        }
        #expect(issues[0].sourceLocation?.line == registeredLine)
        #expect(expectNoLiveSubscriptions(on: settings))
    }

    @Test("expectNoLiveSubscriptions(on: settings) records one issue per live subscription")
    func reportsSettingsSubscriptions() async throws {
        let settings = SharedSettings(PanelSettings())
        let firstLine = #line + 1
        let first = settings.subscribe(\.menuOpen) { _ in }
        let secondLine = #line + 1
        let second = settings.subscribe(\.page) { _ in }
        let issues = await capturedIssues("expectNoLiveSubscriptions reports a live settings observation") {
            expectNoLiveSubscriptions(on: settings)
        }
        #expect(issues.map(\.sourceLocation?.line) == [firstLine, secondLine])
        #expect(commentText(of: issues[1]).contains("\\PanelSettings.page ← subscription"))
        withExtendedLifetime((first, second)) {}
    }

    @Test("trackSubscriptions outside a .checksLeaks test records an issue at the call")
    func trackSubscriptionsWithoutTraitRecordsIssue() async throws {
        let line = #line + 2
        let issues = await capturedIssues("trackSubscriptions without the trait says so") {
            trackSubscriptions(on: MessageBus())
        }
        try #require(issues.count == 1)
        #expect(issues[0].sourceLocation?.line == line)
        #expect(commentText(of: issues[0]).contains(".checksLeaks"))
    }

    @Test("a check keeps its bus alive, so leftovers cannot escape with a bus local to the test")
    func checkKeepsBusAlive() async throws {
        let tracker = LeakTracker()
        var forgotten = Set<SubscriptionToken>()
        do {
            let bus = MessageBus()
            tracker.addCheck(.noLiveSubscriptions(on: bus))
            _ = bus.subscribe(to: PageShown.self) { _ in }
            bus.subscribe(to: MenuToggled.self) { _ in }.store(in: &forgotten)
        }
        let report = tracker.report()
        #expect(report.checkIssues.map(\.kind) == [.liveSubscription])
        #expect(report.checkIssues.first?.subject == "\(String(reflecting: MenuToggled.self)) subscription")
        forgotten.removeAll()
        #expect(tracker.report().isClean)
    }
}
