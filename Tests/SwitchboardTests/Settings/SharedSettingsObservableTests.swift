import Foundation
import Observation
import Switchboard
import SwitchboardTesting
import Testing

// `ReaderSettings`, plain settings with two independent fields, is in DocExamples/ObservationDocExampleTests.swift.

/// Counts `onChange` calls of one `withObservationTracking`, from any thread.
final class InvalidationCounter: Sendable {
    private let count = Locked(0)

    var value: Int { count.withLock { $0 } }

    func increment() {
        count.withLock { $0 += 1 }
    }
}

/// Tracks `read` with Observation and counts the invalidations it receives.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
func track(_ read: () -> Void) -> InvalidationCounter {
    let counter = InvalidationCounter()
    withObservationTracking(read) { counter.increment() }
    return counter
}

@Suite("SharedSettings and Observation: field-level invalidation")
struct SharedSettingsObservableTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("reading menuOpen is not invalidated by a change to page, only by a change to menuOpen", .checksLeaks)
    func fieldLevelInvalidation() {
        let settings = trackForLeaks(SharedSettings(PanelSettings()))
        let menu = track { _ = settings[observing: \.menuOpen] }
        let page = track { _ = settings[observing: \.page] }

        settings.update { $0.page = 2 }
        #expect(menu.value == 0, "a change to another field must not invalidate")
        #expect(page.value == 1)

        settings.update { $0.toggleMenu() }
        #expect(menu.value == 1)
        #expect(page.value == 1, "one-shot: the page tracker already fired")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("negative control: an update that leaves the tracked field equal does not invalidate", .checksLeaks)
    func unchangedValueDoesNotInvalidate() {
        let settings = trackForLeaks(SharedSettings(ReaderSettings()))
        let size = track { _ = settings[observing: \.fontSize] }
        settings.update { $0.fontSize = 14 }
        #expect(size.value == 0)
        settings.update { $0.fontSize = 15 }
        #expect(size.value == 1)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("reading several fields is invalidated by a change to any of them, once", .checksLeaks)
    func severalFields() {
        let settings = trackForLeaks(SharedSettings(ReaderSettings()))
        let both = track {
            _ = settings[observing: \.fontSize]
            _ = settings[observing: \.isDark]
        }
        settings.update {
            $0.isDark = true
            $0.fontSize = 20
        }
        #expect(both.value == 1)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("the whole value can be tracked through \\.self", .checksLeaks)
    func wholeValue() {
        let settings = trackForLeaks(SharedSettings(ReaderSettings()))
        let whole = track { _ = settings[observing: \.self] }
        settings.update { $0.isDark = true }
        #expect(whole.value == 1)
    }

    @Test("the subscript returns the current field value")
    func subscriptReadsCurrentValue() {
        let settings = SharedSettings(ReaderSettings())
        #expect(settings[observing: \.fontSize] == 14)
        settings.update { $0.fontSize = 16 }
        #expect(settings[observing: \.fontSize] == 16)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("reading value is not tracked; only the observing subscript is")
    func valueIsNotTracked() {
        let settings = SharedSettings(ReaderSettings())
        let plain = track { _ = settings.value.fontSize }
        settings.update { $0.fontSize = 20 }
        #expect(plain.value == 0)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("onChange runs on the writer's thread before update returns, and sees the new value")
    func invalidationThread() async {
        let settings = SharedSettings(ReaderSettings())
        let outcome = Locked<(sameThread: Bool, sawNewValue: Bool, firedBeforeReturn: Bool)?>(nil)
        await onConcurrentThreads(1) { _ in
            let writer = ObjectIdentifier(Thread.current)
            let seen = Locked<(Bool, Bool)?>(nil)
            withObservationTracking {
                _ = settings[observing: \.fontSize]
            } onChange: {
                seen.withLock { $0 = (ObjectIdentifier(Thread.current) == writer, settings.value.fontSize == 30) }
            }
            settings.update { $0.fontSize = 30 }
            let observed = seen.withLock { $0 }
            outcome.withLock {
                $0 = (observed?.0 ?? false, observed?.1 ?? false, observed != nil)
            }
        }
        let result = outcome.withLock { $0 }
        #expect(result?.firedBeforeReturn == true)
        #expect(result?.sameThread == true)
        #expect(result?.sawNewValue == true)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test(
        "concurrent writers under tracking: every tracker fires before its writer's update returns, unrelated ones never",
        .checksLeaks)
    func concurrentWritesUnderTracking() async {
        let settings = trackForLeaks(SharedSettings(ReaderSettings()))
        let unrelated = track { _ = settings[observing: \.isDark] }
        let threads = 8
        let iterations = 200
        let violations = Recorder<String>()
        await onConcurrentThreads(threads) { thread in
            for iteration in 0..<iterations {
                // Tracks, then changes the tracked field itself: the tracker must have fired by the
                // time the update returns, whichever thread's change reached it first. Observation
                // cancels a tracking only after calling it, so two writers racing may both call it.
                let mine = track { _ = settings[observing: \.fontSize] }
                settings.update { $0.fontSize += 1 }
                if mine.value < 1 {
                    violations.record("thread \(thread) iteration \(iteration): \(mine.value) invalidations")
                }
            }
        }
        #expect(violations.elements.isEmpty)
        #expect(settings.value.fontSize == 14 + threads * iterations)
        #expect(unrelated.value == 0)
        settings.update { $0.isDark = true }
        #expect(unrelated.value == 1)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("a pending tracker's closure dies with the settings; a fired one is released at once", .checksLeaks)
    func trackersDoNotLeak() throws {
        let fired = Canary()
        weak let weakFired = fired
        do {
            let settings = trackForLeaks(SharedSettings(ReaderSettings()))
            let pending = trackForLeaks(Canary(), named: "captured by a tracker that never fires")
            withObservationTracking {
                _ = settings[observing: \.fontSize]
            } onChange: {
                _ = pending
            }
            withObservationTracking {
                _ = settings[observing: \.isDark]
            } onChange: {
                _ = fired
            }
            settings.update { $0.isDark = true }
        }
        _ = consume fired
        #expect(weakFired == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("negative control: a tracker capturing the settings keeps them alive until it fires, and a tracker sees it")
    func strongCaptureIsSeenUntilTheTrackerFires() {
        let tracker = LeakTracker()
        weak var weakSettings: SharedSettings<ReaderSettings>?
        do {
            let settings = tracker.track(SharedSettings(ReaderSettings()))
            weakSettings = settings
            withObservationTracking {
                _ = settings[observing: \.fontSize]
            } onChange: {
                _ = settings
            }
        }
        #expect(tracker.report().survivors.count == 1, "a pending onChange owns what it captures, as for @Observable")
        weakSettings?.update { $0.fontSize += 1 }
        #expect(tracker.report().isClean, "firing releases the tracker's closure, and with it the settings")
    }
}
