extension SharedSettings {
    /// How many observations are live: subscriptions not cancelled, owner-bound observations
    /// whose owner is alive, and streams still running.
    ///
    /// Reading it first removes registrations whose owner has deallocated, so the count is
    /// exact. Safe from any thread: off the main actor, the owners it loads to check them are
    /// released on the main queue, so no owner's `deinit` runs on the calling thread (see
    /// "Lifetime" under ``SharedSettings``). Tests use it to assert that nothing is left registered:
    ///
    /// ```swift
    /// #expect(settings.subscriberCount == 0)
    /// ```
    public var subscriberCount: Int {
        registrations.count
    }

    /// What each live observation watches, who owns it and where it was registered, in
    /// registration order. Like ``subscriberCount``, it first removes dead owners' entries, and
    /// it releases owners loaded off the main actor on the main queue.
    public var registrations: [SettingsRegistration] {
        liveObservers().map(\.registrationRecord)
    }
}
