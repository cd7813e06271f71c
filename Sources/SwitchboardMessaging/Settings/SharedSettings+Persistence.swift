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

    /// Every save problem from now on, in order, as an async sequence: each failed write (which
    /// also sets ``lastSaveError``) and each save skipped while saving is suspended.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// for await issue in settings.saveIssues() {
    ///     showBanner("Your settings could not be saved: \(issue)")
    /// }
    /// ```
    ///
    /// A failed save is retried by the next update, and a burst of updates saves once, so a
    /// burst that keeps failing reports once or twice. The stream ends when the iterating task is
    /// cancelled, when it is dropped, or when the settings deallocate; settings without a store
    /// never report.
    ///
    /// - Parameter bufferingPolicy: How many unread issues to keep; by default the newest 16.
    /// - Returns: The stream of save issues.
    public func saveIssues(
        bufferingPolicy: AsyncStream<SettingsStoreError>.Continuation.BufferingPolicy = .bufferingNewest(16)
    ) -> AsyncStream<SettingsStoreError> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: SettingsStoreError.self, bufferingPolicy: bufferingPolicy)
        saveIssueListeners.add(continuation)
        return stream
    }
}

/// The continuations of ``SharedSettings/saveIssues(bufferingPolicy:)`` streams.
@usableFromInline
final class SaveIssueListeners: Sendable {
    private let listeners = Locked((lastID: 0, continuations: [Int: AsyncStream<SettingsStoreError>.Continuation]()))

    func add(_ continuation: AsyncStream<SettingsStoreError>.Continuation) {
        let id = listeners.withLock { listeners in
            listeners.lastID += 1
            listeners.continuations[listeners.lastID] = continuation
            return listeners.lastID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.continuations.removeValue(forKey: id) }
        }
    }

    /// Yields `issue` to every stream, outside the lock.
    @usableFromInline
    func report(_ issue: SettingsStoreError) {
        for continuation in listeners.withLock({ Array($0.continuations.values) }) {
            continuation.yield(issue)
        }
    }

    /// Ends every stream.
    func finish() {
        for continuation in listeners.withLock({ Array($0.continuations.values) }) {
            continuation.finish()
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
