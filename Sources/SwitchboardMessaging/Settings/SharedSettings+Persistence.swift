// Saving through the store's background writer; see "Persistence" in SharedSettings' documentation.
extension SharedSettings {
    /// Why the latest save failed, or `nil` if it succeeded (or nothing was saved yet, or there
    /// is no store). Saves run in the background: read it after ``flush()``. A failed save keeps
    /// the value in memory and is retried by the next update; a later success clears it.
    public var lastSaveError: SettingsStoreError? {
        state.withLock { $0.lastSaveError } ?? writer?.state.withLock { $0.lastError }
    }

    /// Whether saves are suspended because loading left data in the store that could not be read
    /// (``SettingsStoreError/unreadable(file:reason:)`` or
    /// ``SettingsStoreError/corruptNotMovedAside(file:problem:reason:)``): an update would destroy
    /// it. Updates still change the value in memory; each skipped save sets ``lastSaveError``
    /// to ``SettingsStoreError/savingSuspended(file:reason:)``.
    public var isSavingSuspended: Bool {
        state.withLock { $0.saveSuspension != nil }
    }

    /// Lets saves replace the unreadable stored data, and saves the current value at once.
    /// Does nothing when saving is not suspended.
    ///
    /// - Parameter isolation: The caller's isolation; leave the default.
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
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// settings.update { $0.fontSize = 18 }
    /// settings.flush()  // reader.json now holds fontSize 18
    /// ```
    public func flush() {
        writer?.flush()
    }

    /// Suspends until every update that returned before this call is saved (or its save failed),
    /// without blocking a thread; the `async` form of ``flush()``.
    public func saved() async {
        await writer?.saved()
    }

    /// Records a committed update for saving: hands it to the writer, or notes that saving is
    /// suspended. Called under the lock, so values reach the writer in commit order.
    @usableFromInline
    func persist(_ state: inout SettingsState<Value>) {
        if let suspension = state.saveSuspension {
            state.lastSaveError = suspension
        } else {
            save?(state.value)
        }
    }
}

extension SharedSettings {
    /// How many writes the store's writer has made (shared with other settings on the same
    /// place): for tests and benchmarks of coalescing.
    package var storeWriteCount: Int {
        writer?.state.withLock { $0.writeCount } ?? 0
    }
}
