public import Switchboard
internal import Testing

/// Adds ``LifetimeCheck/noLiveSubscriptions(on:messageTypes:)`` for `bus` to the current test's
/// ``LeakTracker``: the test fails if anything is still registered on the bus when it ends. The
/// test needs the ``LeakCheckingTrait/checksLeaks`` trait.
///
/// The check runs after the test body returns, with the tracked objects, and is polled during
/// the trait's grace period, so subscriptions ended by async work (a stream whose task is
/// cancelled, an observer whose owner is released on the main queue) have time to go.
///
/// ```swift
/// @Test("a screen stops listening once released", .checksLeaks(within: .milliseconds(200)))
/// @MainActor
/// func screenStopsListeningWhenReleased() {
///     let bus = trackSubscriptions(on: MessageBus())
///     let screen = trackForLeaks(NewsScreen(bus: bus))
///     screen.start()
/// }
/// ```
///
/// Each leftover registration fails the test once, at the line that registered it. Called
/// where there is no current tracker, it records an issue saying so and checks nothing.
///
/// - Parameters:
///   - bus: The bus that must have nothing registered when the test ends. Kept alive
///     until the check has run.
///   - messageTypes: When given, only registrations for these message types count.
///   - fileID: Where the check is added; leave the default.
///   - filePath: Where the check is added; leave the default.
///   - line: Where the check is added; leave the default.
///   - column: Where the check is added; leave the default.
/// - Returns: `bus`, so tracking can wrap its creation.
@discardableResult
public func trackSubscriptions(
    on bus: MessageBus, messageTypes: [any Message.Type]? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> MessageBus {
    addToCurrentTracker(
        .noLiveSubscriptions(on: bus, messageTypes: messageTypes),
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return bus
}

/// Adds ``LifetimeCheck/noLiveSubscriptions(on:)`` for `settings` to the current test's
/// ``LeakTracker``: the test fails if anything still observes the settings when it ends. The
/// test needs the ``LeakCheckingTrait/checksLeaks`` trait.
///
/// ```swift
/// @Test("a menu model stops observing once released", .checksLeaks)
/// @MainActor
/// func menuStopsObservingWhenReleased() {
///     let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
///     MenuModel(settings: settings).open()
/// }
/// ```
///
/// - Parameters:
///   - settings: The settings that must have no observer when the test ends. Kept alive
///     until the check has run.
///   - fileID: Where the check is added; leave the default.
///   - filePath: Where the check is added; leave the default.
///   - line: Where the check is added; leave the default.
///   - column: Where the check is added; leave the default.
/// - Returns: `settings`, so tracking can wrap their creation.
@discardableResult
public func trackSubscriptions<Value: Sendable>(
    on settings: SharedSettings<Value>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> SharedSettings<Value> {
    addToCurrentTracker(
        .noLiveSubscriptions(on: settings),
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return settings
}

private func addToCurrentTracker(_ check: LifetimeCheck, site: SourceSite) {
    guard let tracker = LeakTracker.current else {
        Issue.record(
            "trackSubscriptions(on:) found no leak tracker: add the .checksLeaks trait to the test or its suite",
            sourceLocation: site.sourceLocation)
        return
    }
    tracker.addCheck(check)
}
