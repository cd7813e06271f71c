// Guarding stored data the load could not use; see "Persistence" in SharedSettings' documentation.
extension SharedSettings {
    /// Whether saves are held back because the store still holds data that could not be loaded.
    ///
    /// It is `true` after a ``loadIssue`` of ``SettingsStoreError/unreadable(file:reason:)`` or
    /// ``SettingsStoreError/corruptNotMovedAside(file:problem:reason:)``, until ``resumeSaving(isolation:)``.
    /// Meanwhile updates change the value in memory only, and each skipped save is reported in
    /// ``lastSaveError`` as ``SettingsStoreError/savingSuspended(file:reason:)``.
    public var isSavingSuspended: Bool {
        state.withLock { $0.saveSuspension != nil }
    }

    /// Lets saves replace stored data that could not be loaded, and saves the current value now.
    ///
    /// Call it once the unread data has been dealt with (inspected, repaired or given up on):
    ///
    /// ```swift
    /// let settings = SharedSettings(ReaderSettings(), store: store)
    /// if settings.isSavingSuspended, userChoseToStartOver() {
    ///     settings.resumeSaving()
    /// }
    /// ```
    ///
    /// The save runs like one after an update: synchronously on the delivering thread, its
    /// outcome in ``lastSaveError``. Does nothing when saving is not suspended.
    ///
    /// - Parameter isolation: The caller's isolation, used if this call ends up delivering other
    ///   threads' changes. Leave the default.
    public func resumeSaving(isolation: isolated (any Actor)? = #isolation) {
        let mustDeliver = state.withLock { state in
            guard state.saveSuspension != nil else { return false }
            state.saveSuspension = nil
            state.pendingJobs.append(.persist(state.value))
            return state.claimDelivery()
        }
        if mustDeliver {
            deliverPendingJobs(isolation: isolation)
        }
    }
}
