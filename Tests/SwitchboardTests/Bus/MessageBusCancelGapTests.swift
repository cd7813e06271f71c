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

/// Lands a `cancel()` from another thread in the gap between a post matching an entry and
/// calling it, the window a cancel on another thread can hit in a real race: a subscription
/// registered first is called first, and while the post holds the raced entry in its snapshot,
/// that handler cancels it on another thread and waits until `cancel()` returned.
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
        "negative control: without the cancel the handler called first changes nothing and the call happens",
        arguments: RacedRegistration.allCases
    )
    func firstHandlerAloneDelivers(registration: RacedRegistration) {
        #expect(deliveries(of: registration, cancellingInGap: false) == [1])
    }

    /// Posts one `Ping(1)`; when `cancellingInGap`, the handler called before the raced
    /// registration's cancels it on a thread of its own and resumes only once `cancel()` returned.
    private func deliveries(of registration: RacedRegistration, cancellingInGap: Bool) -> [Int] {
        let bus = MessageBus()
        let subject = SubjectDouble()
        let received = BusRecorder<Int>()
        let raced = Locked<(@Sendable () -> Void)?>(nil)
        let first = bus.subscribe(to: Ping.self) { _ in
            guard cancellingInGap, let cancel = raced.withLock({ $0 }) else { return }
            let cancelReturned = DispatchSemaphore(value: 0)
            Thread {
                cancel()
                cancelReturned.signal()
            }
            .start()
            cancelReturned.wait()
        }
        let (cancel, keepAlive) = registration.register(on: bus, subject: subject, recording: received)
        raced.withLock { $0 = cancel }
        bus.post(Ping(value: 1), subject: subject)
        withExtendedLifetime((first, keepAlive)) {}
        return received.values
    }
}
