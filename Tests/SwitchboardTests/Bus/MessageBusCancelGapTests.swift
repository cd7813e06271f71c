#if DEBUG
    import Foundation
    import Testing

    @testable import SwitchboardMessaging

    /// A registration kind whose delivery a `cancel()` may race.
    enum RacedRegistration: String, CaseIterable, CustomTestStringConvertible {
        case subscription
        case oneShot
        case subjectScoped
        case observer

        var testDescription: String { rawValue }

        /// Registers a recorder of `Ping`s on `bus` and returns what cancels it, plus what keeps it alive.
        @MainActor
        func register(
            on bus: MessageBus,
            subject: SubjectDouble,
            recording received: BusRecorder<Int>
        ) -> (cancel: @Sendable () -> Void, keepAlive: AnyObject) {
            let handler: @Sendable (Ping) -> Void = { received.record($0.value) }
            switch self {
            case .subscription:
                let token = bus.subscribe(to: Ping.self, handler: handler)
                return (token.cancel, token)
            case .oneShot:
                let token = bus.subscribeOnce(to: Ping.self, handler: handler)
                return (token.cancel, token)
            case .subjectScoped:
                let token = bus.subscribe(to: Ping.self, subject: subject, handler: handler)
                return (token.cancel, token)
            case .observer:
                let screen = ScreenDouble()
                let handle = bus.observe(Ping.self, by: screen) { _, message in received.record(message.value) }
                return (handle.cancel, screen)
            }
        }
    }

    /// Uses the bus's debug-only seam to land a `cancel()` in the gap between a post matching an entry
    /// and the entry's call, the window a cancel on another thread can hit in a real race.
    @Suite("MessageBus cancel between match and call")
    @MainActor
    struct MessageBusCancelGapTests {
        @Test(
            "a cancel() that returned on another thread before the call prevents it",
            arguments: RacedRegistration.allCases)
        func cancelInGapPreventsCall(registration: RacedRegistration) {
            #expect(deliveries(of: registration, cancellingInGap: true) == [])
        }

        @Test(
            "negative control: without the cancel the seam changes nothing and the call happens",
            arguments: RacedRegistration.allCases
        )
        func seamAloneDelivers(registration: RacedRegistration) {
            #expect(deliveries(of: registration, cancellingInGap: false) == [1])
        }

        @Test("the seam runs once per matched entry, so the gap tests exercise every registration")
        func seamSeesEveryMatchedEntry() {
            let bus = MessageBus()
            let seen = BusRecorder<String>()
            bus.beforeActivityCheck.withLock { $0 = { entry in seen.record(entry.kind.rawValue) } }
            let subject = SubjectDouble()
            let screen = ScreenDouble()
            let tokens = [
                bus.subscribe(to: Ping.self) { _ in },
                bus.subscribe(to: Ping.self, subject: SubjectDouble()) { _ in },
                bus.subscribe(to: Ping.self, subject: subject) { _ in },
            ]
            bus.observe(Ping.self, by: screen) { _, _ in }
            bus.post(Ping(value: 1), subject: subject)
            #expect(seen.values == ["subscription", "subscription", "observer"])
            withExtendedLifetime(tokens) {}
        }

        /// Posts one `Ping(1)`; when `cancellingInGap`, a thread cancels the registration while the post
        /// sits between matching it and calling it, and the post resumes only after `cancel()` returned.
        private func deliveries(of registration: RacedRegistration, cancellingInGap: Bool) -> [Int] {
            let bus = MessageBus()
            let subject = SubjectDouble()
            let received = BusRecorder<Int>()
            let (cancel, keepAlive) = registration.register(on: bus, subject: subject, recording: received)
            if cancellingInGap {
                bus.beforeActivityCheck.withLock {
                    $0 = { _ in
                        let cancelReturned = DispatchSemaphore(value: 0)
                        Thread {
                            cancel()
                            cancelReturned.signal()
                        }
                        .start()
                        cancelReturned.wait()
                    }
                }
            }
            bus.post(Ping(value: 1), subject: subject)
            withExtendedLifetime(keepAlive) {}
            return received.values
        }
    }
#endif
