public import Switchboard
public import XCTest

/// Asserts that `bus` has no live registrations (of `messageTypes`, when given) right now;
/// the XCTest form of ``expectNoLiveSubscriptions(on:messageTypes:fileID:filePath:line:column:)``.
///
/// ```swift
/// @MainActor
/// func testClosedScreenStopsListening() async {
///     let bus = MessageBus()
///     do {
///         let screen = NewsScreen(bus: bus)
///         screen.start()
///     }
///     assertNoLiveSubscriptions(on: bus)
/// }
/// ```
///
/// Fails once per leftover registration, at this call (XCTest reports failures at a
/// `StaticString` file, so not at the registration); the message names the registration's kind,
/// message type, label, subject and owner types and the file:line that registered it. A live
/// ``MessageRecorder``'s registrations are not reported.
///
/// - Parameters:
///   - bus: The bus that should have nothing registered.
///   - messageTypes: When given, only registrations for these message types count.
///   - file: Where the assertion is made; leave the default.
///   - line: Where the assertion is made; leave the default.
/// - Returns: Whether nothing was left registered.
@discardableResult
public func assertNoLiveSubscriptions(
    on bus: MessageBus, messageTypes: [any Message.Type]? = nil,
    file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    failForEach(
        LifetimeCheck.noLiveSubscriptions(on: bus, messageTypes: messageTypes).currentIssues(), file: file, line: line)
}

/// Asserts that `settings` have no live observation right now; the XCTest form of
/// ``expectNoLiveSubscriptions(on:fileID:filePath:line:column:)``.
///
/// ```swift
/// assertNoLiveSubscriptions(on: settings)
/// ```
///
/// Fails once per live observation, at this call, naming its kind, key path, owner type and the
/// file:line that registered it.
///
/// - Parameters:
///   - settings: The settings that should have no observer.
///   - file: Where the assertion is made; leave the default.
///   - line: Where the assertion is made; leave the default.
/// - Returns: Whether nothing was left observing.
@discardableResult
public func assertNoLiveSubscriptions<Value: Sendable>(
    on settings: SharedSettings<Value>, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    failForEach(LifetimeCheck.noLiveSubscriptions(on: settings).currentIssues(), file: file, line: line)
}

extension XCTestCase {
    /// Checks, when the test ends, that `bus` has nothing registered; the XCTest form of
    /// ``trackSubscriptions(on:messageTypes:fileID:filePath:line:column:)``.
    ///
    /// Built on `addTeardownBlock`, like `trackForLeaks(_:named:within:fileID:file:line:)`: the
    /// check runs after the teardown blocks added later in the test, waits up to `gracePeriod`
    /// for async work to end the subscriptions, and fails once per leftover registration at
    /// this call, naming the registration's site. The bus is kept alive until then.
    ///
    /// ```swift
    /// @MainActor
    /// func testScreenStopsListeningWhenReleased() async {
    ///     let bus = trackSubscriptions(on: MessageBus())
    ///     NewsScreen(bus: bus).start()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bus: The bus that must have nothing registered when the test ends.
    ///   - messageTypes: When given, only registrations for these message types count.
    ///   - gracePeriod: How long pending async work may take to end the subscriptions.
    ///   - file: Where the check is added; leave the default.
    ///   - line: Where the check is added; leave the default.
    /// - Returns: `bus`, so tracking can wrap its creation.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func trackSubscriptions(
        on bus: MessageBus, messageTypes: [any Message.Type]? = nil, within gracePeriod: Duration = .zero,
        file: StaticString = #filePath, line: UInt = #line
    ) -> MessageBus {
        checkAtTeardown(
            .noLiveSubscriptions(on: bus, messageTypes: messageTypes), within: gracePeriod, file: file, line: line)
        return bus
    }

    /// Checks, when the test ends, that nothing observes `settings`; the XCTest form of
    /// ``trackSubscriptions(on:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
    /// ```
    ///
    /// - Parameters:
    ///   - settings: The settings that must have no observer when the test ends.
    ///   - gracePeriod: How long pending async work may take to end the observations.
    ///   - file: Where the check is added; leave the default.
    ///   - line: Where the check is added; leave the default.
    /// - Returns: `settings`, so tracking can wrap their creation.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func trackSubscriptions<Value: Sendable>(
        on settings: SharedSettings<Value>, within gracePeriod: Duration = .zero,
        file: StaticString = #filePath, line: UInt = #line
    ) -> SharedSettings<Value> {
        checkAtTeardown(.noLiveSubscriptions(on: settings), within: gracePeriod, file: file, line: line)
        return settings
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private func checkAtTeardown(
        _ check: LifetimeCheck, within gracePeriod: Duration, file: StaticString, line: UInt
    ) {
        let tracker = LeakTracker()
        tracker.addCheck(check)
        addTeardownBlock { @Sendable in
            let report = await tracker.check(within: gracePeriod)
            _ = failForEach(report.issues, file: file, line: line)
        }
    }
}

/// Fails once per issue, at `file:line`; says whether there were none.
private func failForEach(_ issues: [LifetimeIssue], file: StaticString, line: UInt) -> Bool {
    for issue in issues {
        XCTFail(issue.message, file: file, line: line)
    }
    return issues.isEmpty
}
