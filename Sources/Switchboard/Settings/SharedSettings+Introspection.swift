extension SharedSettings {
    /// How many observations are live: subscriptions not cancelled, owner-bound observations
    /// whose owner is alive, and streams still running.
    ///
    /// Reading it first removes registrations whose owner has deallocated, so the count is
    /// exact. Tests use it to assert that nothing is left registered:
    ///
    /// ```swift
    /// #expect(settings.subscriberCount == 0)
    /// ```
    public var subscriberCount: Int {
        registrations.count
    }

    /// What each live observation watches, who owns it and where it was registered, in
    /// registration order. Like ``subscriberCount``, it first removes dead owners' entries.
    public var registrations: [SettingsRegistration] {
        liveObservers(loadingOwners: true).filter(\.isActive).map(\.registration)
    }
}
