public import Switchboard
internal import Testing

/// Expects `bus` to have no live registrations (of `messageTypes`, when given) right now.
///
/// Call it after the scope whose subscriptions should have ended:
///
/// ```swift
/// @Test("a released screen leaves nothing on the bus")
/// @MainActor
/// func releasedScreenStopsListening() {
///     let bus = MessageBus()
///     do {
///         let screen = NewsScreen(bus: bus)
///         screen.start()
///     }
///     expectNoLiveSubscriptions(on: bus)
/// }
/// ```
///
/// Records one issue per leftover registration, at the line that registered it, naming its
/// kind, message type, label, subject and owner types, and this call's line. A live
/// ``MessageRecorder``'s registrations are not reported. To give async work time to end its
/// subscriptions, use ``trackSubscriptions(on:messageTypes:fileID:filePath:line:column:)`` with
/// the ``LeakCheckingTrait/checksLeaks(within:)`` trait instead.
///
/// - Parameters:
///   - bus: The bus that should have nothing registered.
///   - messageTypes: When given, only registrations for these message types count.
///   - fileID: Where the expectation is made; leave the default.
///   - filePath: Where the expectation is made; leave the default.
///   - line: Where the expectation is made; leave the default.
///   - column: Where the expectation is made; leave the default.
/// - Returns: Whether nothing was left registered.
@discardableResult
public func expectNoLiveSubscriptions(
    on bus: MessageBus, messageTypes: [any Message.Type]? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    recordLeftovers(
        of: .noLiveSubscriptions(on: bus, messageTypes: messageTypes),
        expectedAt: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `settings` to have no live observation right now.
///
/// ```swift
/// @Test("a released menu model leaves nothing on the settings")
/// @MainActor
/// func releasedMenuStopsObserving() {
///     let settings = SharedSettings(PanelSettings())
///     do {
///         let menu = MenuModel(settings: settings)
///         menu.open()
///     }
///     expectNoLiveSubscriptions(on: settings)
/// }
/// ```
///
/// Records one issue per live observation, at the line that registered it, naming its kind,
/// key path and owner type, and this call's line.
///
/// - Parameters:
///   - settings: The settings that should have no observer.
///   - fileID: Where the expectation is made; leave the default.
///   - filePath: Where the expectation is made; leave the default.
///   - line: Where the expectation is made; leave the default.
///   - column: Where the expectation is made; leave the default.
/// - Returns: Whether nothing was left observing.
@discardableResult
public func expectNoLiveSubscriptions<Value: Sendable>(
    on settings: SharedSettings<Value>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    recordLeftovers(
        of: .noLiveSubscriptions(on: settings),
        expectedAt: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue per issue of `check`, at its registration site, mentioning `site`.
private func recordLeftovers(of check: LifetimeCheck, expectedAt site: SourceSite) -> Bool {
    let issues = check.currentIssues()
    for issue in issues {
        Issue.record(
            Comment(rawValue: "\(issue.message) (expected none at \(site))"),
            sourceLocation: issue.site.sourceLocation)
    }
    return issues.isEmpty
}
