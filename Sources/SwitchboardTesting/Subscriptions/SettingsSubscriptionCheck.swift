public import Switchboard

/// A ``LifetimeCheck`` that passes when a `SharedSettings` has no live observation left:
/// no subscription, owner-bound observer or value stream.
///
/// Each leftover observation becomes one ``LifetimeIssue`` of kind
/// ``LifetimeIssue/Kind/liveSubscription``, reported at the line that registered it and naming
/// its kind, key path and owner type:
///
/// ```swift
/// let tracker = LeakTracker()
/// tracker.addCheck(SettingsSubscriptionCheck(settings))
/// ```
///
/// The check keeps the settings alive for as long as it exists itself, the way app-wide
/// settings outlive a screen: an observation that should have ended cannot escape notice by
/// going down with settings local to the test.
public struct SettingsSubscriptionCheck<Value: Sendable>: LifetimeCheck {
    private let settings: SharedSettings<Value>

    /// Creates a check of every observation of `settings`.
    ///
    /// - Parameter settings: The settings that must end up with no observer. Retained by the check.
    public init(_ settings: SharedSettings<Value>) {
        self.settings = settings
    }

    /// The observations this check objects to, in registration order.
    ///
    /// - Returns: The live observations.
    public func leftoverRegistrations() -> [SettingsRegistration] {
        settings.registrations
    }

    /// One issue per live observation, at its registration site.
    ///
    /// - Returns: An empty array when nothing observes the settings.
    public func currentIssues() -> [LifetimeIssue] {
        leftoverRegistrations().map { registration in
            LifetimeIssue(
                kind: .liveSubscription,
                subject: "\(registration.keyPath) \(registration.kind.rawValue)",
                site: SourceSite(
                    fileID: registration.fileID, filePath: registration.fileID, line: registration.line, column: 1),
                message: "settings observation \(registration) is still live on \(String(describing: Value.self))"
            )
        }
    }
}
