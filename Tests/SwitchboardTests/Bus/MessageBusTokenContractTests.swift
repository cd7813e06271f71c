import Testing

@testable import SwitchboardMessaging

/// The two token-owned ways to subscribe to a bus, so one contract can run over both.
///
/// The contract posts on the main actor, where both forms call their handler synchronously. The
/// `@Sendable` form reaches the main-actor handler with `assumeIsolated`, which is sound only because
/// of that: it is what the main-actor form makes unnecessary (and safe from any poster).
enum TokenSubscriptionForm: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// ``MessageBus/subscribe(to:subject:label:file:line:handler:)``.
    case sendable
    /// ``MessageBus/subscribeOnMainActor(to:subject:label:file:line:handler:)``.
    case mainActor

    var testDescription: String { rawValue }

    func subscribe(
        on bus: MessageBus, subject: AnyObject? = nil, _ handler: @escaping @MainActor @Sendable (Ping) -> Void
    ) -> SubscriptionToken {
        switch self {
        case .sendable:
            bus.subscribe(to: Ping.self, subject: subject) { message in MainActor.assumeIsolated { handler(message) } }
        case .mainActor:
            bus.subscribeOnMainActor(to: Ping.self, subject: subject, handler: handler)
        }
    }
}

@Suite("MessageBus token contract: lifetime, order and reentrancy for both token forms")
@MainActor
struct MessageBusTokenContractTests {
    // MARK: Lifetime

    @Test("a subscriber receives posts of its type before post returns", arguments: TokenSubscriptionForm.allCases)
    func deliversBeforePostReturns(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = form.subscribe(on: bus) { received.record($0.value) }
        bus.post(Ping(value: 7))
        #expect(received.values == [7])
        bus.post(Pong())
        #expect(received.values == [7])
        token.cancel()
    }

    @Test("cancel ends delivery and is idempotent", arguments: TokenSubscriptionForm.allCases)
    func cancelIsIdempotent(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = form.subscribe(on: bus) { received.record($0.value) }
        bus.post(Ping(value: 1))
        token.cancel()
        token.cancel()
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("releasing the last reference to the token ends the subscription", arguments: TokenSubscriptionForm.allCases)
    func releasingTokenEnds(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        var token: SubscriptionToken? = form.subscribe(on: bus) { received.record($0.value) }
        bus.post(Ping(value: 1))
        token = nil
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token == nil)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("negative control: a retained token keeps delivering", arguments: TokenSubscriptionForm.allCases)
    func retainedTokenKeepsDelivering(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = form.subscribe(on: bus) { received.record($0.value) }
        for value in 1...3 { bus.post(Ping(value: value)) }
        #expect(received.values == [1, 2, 3])
        #expect(!token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 1)
    }

    @Test("the bus does not keep a handler's captures alive after cancel", arguments: TokenSubscriptionForm.allCases)
    func releasesHandlerCaptures(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        weak var weakCapture: CaptureDouble?
        let token: SubscriptionToken
        do {
            let capture = CaptureDouble()
            weakCapture = capture
            token = form.subscribe(on: bus) { _ in _ = capture }
        }
        #expect(weakCapture != nil)
        token.cancel()
        #expect(weakCapture == nil)
    }

    @Test("cancelling a subscription that already ended releases its captures outside the bus lock")
    func endedSubscriptionReleasesCapturesOutsideTheLock() {
        let bus = MessageBus()
        let releasedUsingTheBus = Locked(false)
        let token: SubscriptionToken
        do {
            // The bus lock is not reentrant: if this ran under it, the process would stop here.
            let hook = DeinitHook {
                _ = bus.subscriberCount(for: Pong.self)
                releasedUsingTheBus.withLock { $0 = true }
            }
            token = bus.subscribeOnce(to: Ping.self) { _ in _ = hook }
        }
        bus.post(Ping(value: 1))  // the one-shot fires, switches itself off and leaves the lists
        #expect(!releasedUsingTheBus.withLock { $0 })  // its token still holds it
        token.cancel()
        #expect(releasedUsingTheBus.withLock { $0 })
    }

    @Test(
        "a token does not keep its bus alive; the bus's end ends the subscription",
        arguments: TokenSubscriptionForm.allCases)
    func tokenDoesNotRetainBus(form: TokenSubscriptionForm) {
        weak var weakBus: MessageBus?
        let token: SubscriptionToken
        do {
            let bus = MessageBus()
            weakBus = bus
            token = form.subscribe(on: bus) { _ in }
            #expect(!token.isCancelled)
        }
        #expect(weakBus == nil)
        #expect(token.isCancelled)
    }

    @Test(
        "a subject-scoped subscription hears only its subject and ends with it",
        arguments: TokenSubscriptionForm.allCases)
    func subjectScoped(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        var subject: SubjectDouble? = SubjectDouble()
        let token = form.subscribe(on: bus, subject: subject) { received.record($0.value) }
        bus.post(Ping(value: 1), subject: SubjectDouble())
        bus.post(Ping(value: 2), subject: subject)
        bus.post(Ping(value: 3))
        #expect(received.values == [2])
        subject = nil
        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    // MARK: Order

    @Test("delivery follows registration order", arguments: TokenSubscriptionForm.allCases, [1, 2, 33])
    func registrationOrder(form: TokenSubscriptionForm, subscriberCount: Int) {
        let bus = MessageBus()
        let order = BusRecorder<Int>()
        let tokens = (0..<subscriberCount).map { index in form.subscribe(on: bus) { _ in order.record(index) } }
        bus.post(Ping(value: 0))
        #expect(order.values == Array(0..<subscriberCount))
        #expect(tokens.count == subscriberCount)
    }

    @Test("both forms mixed on one type keep registration order when posted on the main actor")
    func mixedFormsKeepRegistrationOrder() {
        let bus = MessageBus()
        let order = BusRecorder<String>()
        let forms = [TokenSubscriptionForm.mainActor, .sendable, .mainActor, .sendable]
        let tokens = forms.enumerated().map { index, form in
            form.subscribe(on: bus) { message in order.record("\(index) \(form.rawValue) \(message.value)") }
        }
        bus.post(Ping(value: 1))
        #expect(order.values == ["0 mainActor 1", "1 sendable 1", "2 mainActor 1", "3 sendable 1"])
        withExtendedLifetime(tokens) {}
    }

    // MARK: Reentrancy

    @Test("a post from inside a handler is delivered depth-first", arguments: TokenSubscriptionForm.allCases)
    func nestedPostsAreDepthFirst(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let log = BusRecorder<String>()
        let first = form.subscribe(on: bus) { message in
            log.record("first \(message.value)")
            if message.value == 1 { bus.post(Ping(value: 2)) }
        }
        let second = form.subscribe(on: bus) { message in log.record("second \(message.value)") }
        bus.post(Ping(value: 1))
        #expect(log.values == ["first 1", "first 2", "second 2", "second 1"])
        withExtendedLifetime((first, second)) {}
    }

    @Test(
        "a subscription added during a dispatch misses the message in flight", arguments: TokenSubscriptionForm.allCases
    )
    func addedDuringDispatchMissesInFlight(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let late = BusRecorder<Int>()
        let lateTokens = Locked<[SubscriptionToken]>([])
        let adder = form.subscribe(on: bus) { _ in
            let token = form.subscribe(on: bus) { late.record($0.value) }
            lateTokens.withLock { $0.append(token) }
        }
        bus.post(Ping(value: 1))
        #expect(late.values.isEmpty)
        adder.cancel()
        bus.post(Ping(value: 2))
        #expect(late.values == [2])
    }

    @Test(
        "a subscription cancelled during a dispatch gets nothing more, even in that dispatch",
        arguments: TokenSubscriptionForm.allCases)
    func cancelledDuringDispatch(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<String>()
        let victim = Locked<SubscriptionToken?>(nil)
        let canceller = form.subscribe(on: bus) { _ in
            received.record("canceller")
            victim.withLock { $0 }?.cancel()
        }
        let token = form.subscribe(on: bus) { _ in received.record("victim") }
        victim.withLock { $0 = token }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(received.values == ["canceller", "canceller"])
        canceller.cancel()
    }

    @Test("a handler may cancel its own subscription", arguments: TokenSubscriptionForm.allCases)
    func cancelSelf(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let own = Locked<SubscriptionToken?>(nil)
        let token = form.subscribe(on: bus) { message in
            received.record(message.value)
            own.withLock { $0 }?.cancel()
        }
        own.withLock { $0 = token }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token.isCancelled)
    }

    @Test("a handler may release the last reference to another token", arguments: TokenSubscriptionForm.allCases)
    func releaseDuringDispatch(form: TokenSubscriptionForm) {
        let bus = MessageBus()
        let received = BusRecorder<String>()
        let held = Locked<SubscriptionToken?>(nil)
        let releaser = form.subscribe(on: bus) { _ in
            received.record("releaser")
            held.withLock { $0 = nil }
        }
        held.withLock { $0 = form.subscribe(on: bus) { _ in received.record("released") } }
        bus.post(Ping(value: 1))
        #expect(received.values == ["releaser"])
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        releaser.cancel()
    }

    @Test("runaway recursion stops at the depth limit with one diagnostic", arguments: TokenSubscriptionForm.allCases)
    func recursionLimit(form: TokenSubscriptionForm) throws {
        let bus = MessageBus(label: "loop")
        let diagnostics = BusRecorder<MessageBus.Diagnostic>()
        bus.onDiagnostic = { diagnostics.record($0) }
        let deliveries = BusRecorder<Int>()
        let token = form.subscribe(on: bus) { message in
            deliveries.record(message.value)
            bus.post(Ping(value: message.value + 1))
        }
        bus.post(Ping(value: 1))
        #expect(deliveries.values == Array(1...MessageBus.maximumDispatchDepth))
        let diagnostic = try #require(diagnostics.values.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.depth == MessageBus.maximumDispatchDepth + 1)
        token.cancel()
    }
}
