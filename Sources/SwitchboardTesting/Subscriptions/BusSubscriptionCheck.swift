public import Switchboard

/// A ``LifetimeCheck`` that passes when a `MessageBus` has no live registrations left:
/// no subscription, observer, stream or forwarder whose token, owner or subject should have
/// ended it.
///
/// Each leftover registration becomes one ``LifetimeIssue`` of kind
/// ``LifetimeIssue/Kind/liveSubscription``, reported at the line that registered it and naming
/// its kind, message type, label, subject type and owner type:
///
/// ```swift
/// let tracker = LeakTracker()
/// tracker.addCheck(BusSubscriptionCheck(bus))
/// do {
///     let screen = NewsScreen(bus: bus)
///     screen.start()
/// }
/// print(await tracker.check(within: .milliseconds(100)))
/// ```
///
/// The check keeps the bus alive for as long as it exists itself (a tracker keeps its checks
/// until it is released), the way an app-wide bus outlives a screen: a subscription that should
/// have ended cannot escape notice by going down with a bus local to the test. The registrations
/// of a live ``MessageRecorder`` are not reported: a recorder is test equipment whose
/// subscriptions end with it.
public struct BusSubscriptionCheck: LifetimeCheck {
    private let bus: MessageBus
    private let messageTypes: Set<ObjectIdentifier>?

    /// Creates a check of every registration on `bus`, or only of the given message types.
    ///
    /// ```swift
    /// tracker.addCheck(
    ///     BusSubscriptionCheck(bus, messageTypes: [MenuToggled.self, SentRequest<ContainerRequest>.self]))
    /// ```
    ///
    /// - Parameters:
    ///   - bus: The bus that must end up with nothing registered. Retained by the check.
    ///   - messageTypes: When given, only registrations for these message types count; `nil`
    ///     (the default) checks them all. An empty array checks nothing.
    public init(_ bus: MessageBus, messageTypes: [any Message.Type]? = nil) {
        self.bus = bus
        self.messageTypes = messageTypes.map { Set($0.map { ObjectIdentifier($0) }) }
    }

    /// The registrations this check objects to, in registration order.
    ///
    /// - Returns: The live registrations of the checked types, minus those of live recorders.
    public func leftoverRegistrations() -> [MessageBus.Registration] {
        bus.registrations.filter { registration in
            guard registration.label != MessageRecorder.registrationLabel else { return false }
            guard let messageTypes else { return true }
            return messageTypes.contains(ObjectIdentifier(registration.messageType))
        }
    }

    /// One issue per leftover registration, at its registration site.
    ///
    /// - Returns: An empty array when nothing of the checked types is registered.
    public func currentIssues() -> [LifetimeIssue] {
        leftoverRegistrations().map { registration in
            LifetimeIssue(
                kind: .liveSubscription,
                subject: "\(String(reflecting: registration.messageType)) \(registration.kind.rawValue)",
                site: SourceSite(
                    fileID: registration.file, filePath: registration.file, line: registration.line, column: 1),
                message: "\(registration) is still registered on bus \"\(bus.label)\""
            )
        }
    }
}
