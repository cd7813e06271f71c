public import Switchboard

extension LifetimeCheck {
    /// A check that passes when `bus` has no live registrations left: no subscription, observer,
    /// stream or forwarder whose token, owner or subject should have ended it.
    ///
    /// Each leftover registration becomes one ``LifetimeIssue`` of kind
    /// ``LifetimeIssue/Kind/liveSubscription``, reported at the line that registered it and
    /// naming its kind, message type, label, subject type and owner type:
    ///
    /// ```swift
    /// let tracker = LeakTracker()
    /// tracker.addCheck(.noLiveSubscriptions(on: bus))
    /// do {
    ///     let screen = NewsScreen(bus: bus)
    ///     screen.start()
    /// }
    /// print(await tracker.check(within: .milliseconds(100)))
    /// ```
    ///
    /// The check keeps the bus alive for as long as it exists itself (a tracker keeps its checks
    /// until it is released), the way an app-wide bus outlives a screen: a subscription that should
    /// have ended cannot escape notice by going down with a bus local to the test. The
    /// registrations of a live ``MessageRecorder`` are not reported: a recorder is test equipment
    /// whose subscriptions end with it.
    ///
    /// ```swift
    /// tracker.addCheck(
    ///     .noLiveSubscriptions(on: bus, messageTypes: [MenuToggled.self, SentRequest<ContainerRequest>.self]))
    /// ```
    ///
    /// - Parameters:
    ///   - bus: The bus that must end up with nothing registered. Retained by the check.
    ///   - messageTypes: When given, only registrations for these message types count; `nil`
    ///     (the default) checks them all. An empty array checks nothing.
    /// - Returns: The check.
    public static func noLiveSubscriptions(
        on bus: MessageBus, messageTypes: [any Message.Type]? = nil
    ) -> LifetimeCheck {
        let checked = messageTypes.map { Set($0.map { ObjectIdentifier($0) }) }
        return LifetimeCheck {
            bus.registrations.filter { registration in
                guard registration.label != MessageRecorder.registrationLabel else { return false }
                guard let checked else { return true }
                return registration.messageType.map { checked.contains(ObjectIdentifier($0)) } == true
            }
            .map { registration in
                LifetimeIssue(
                    kind: .liveSubscription,
                    subject: "\(registration.topic) \(registration.kind.rawValue)",
                    site: SourceSite(
                        fileID: registration.file, filePath: registration.file, line: registration.line, column: 1),
                    message: "\(registration) is still registered on bus \"\(bus.label)\""
                )
            }
        }
    }

    /// A check that passes when `settings` has no live observation left: no subscription,
    /// owner-bound observer or value stream.
    ///
    /// Each leftover observation becomes one ``LifetimeIssue`` of kind
    /// ``LifetimeIssue/Kind/liveSubscription``, reported at the line that registered it and
    /// naming its kind, key path and owner type:
    ///
    /// ```swift
    /// let tracker = LeakTracker()
    /// tracker.addCheck(.noLiveSubscriptions(on: settings))
    /// ```
    ///
    /// The check keeps the settings alive for as long as it exists itself, the way app-wide
    /// settings outlive a screen: an observation that should have ended cannot escape notice by
    /// going down with settings local to the test.
    ///
    /// - Parameter settings: The settings that must end up with no observer. Retained by the check.
    /// - Returns: The check.
    public static func noLiveSubscriptions<Value: Sendable>(on settings: SharedSettings<Value>) -> LifetimeCheck {
        LifetimeCheck {
            settings.registrations.map { registration in
                LifetimeIssue(
                    kind: .liveSubscription,
                    subject: "\(registration.topic) \(registration.kind.rawValue)",
                    site: SourceSite(
                        fileID: registration.file, filePath: registration.file, line: registration.line, column: 1),
                    message: "settings observation \(registration) is still live on \(String(describing: Value.self))"
                )
            }
        }
    }
}
