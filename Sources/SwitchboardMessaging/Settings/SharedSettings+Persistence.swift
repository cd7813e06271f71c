extension SharedSettings {
    /// Why the latest save failed, or `nil`. Saves run in the background: read it after ``flush()``.
    public var lastSaveError: SettingsStoreError? {
        state.withLock { $0.lastSaveError } ?? writer?.state.withLock { $0.lastError }
    }

    /// Whether saves are suspended because loading left unread data in the store that a save would
    /// destroy; updates still change the value in memory.
    public var isSavingSuspended: Bool {
        state.withLock { $0.saveSuspension != nil }
    }

    /// Lets saves replace the unreadable stored data, and saves the current value at once; does
    /// nothing when saving is not suspended.
    public func resumeSaving(isolation: isolated (any Actor)? = #isolation) {
        state.withLock { state in
            guard state.saveSuspension != nil else { return }
            state.saveSuspension = nil
            state.lastSaveError = nil
            save?(state.value)
        }
    }

    /// Waits until every update that returned before this call is saved (or its save failed,
    /// see ``lastSaveError``): for tests, and for an app going to the background.
    public func flush() {
        writer?.flush()
    }

    /// ``flush()`` without blocking a thread.
    public func saved() async {
        await writer?.saved()
    }

    /// Every save problem from now on, in order: each failed write and each save skipped while
    /// saving is suspended. By default it keeps the newest 16 unread.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// for await issue in settings.saveIssues() {
    ///     showBanner("Your settings could not be saved: \(issue)")
    /// }
    /// ```
    public func saveIssues(
        bufferingPolicy: AsyncStream<SettingsStoreError>.Continuation.BufferingPolicy = .bufferingNewest(16)
    ) -> AsyncStream<SettingsStoreError> {
        saveIssueBus.messages(of: SettingsStoreError.self, bufferingPolicy: bufferingPolicy)
    }
}
