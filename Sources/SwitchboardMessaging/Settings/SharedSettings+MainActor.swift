extension SharedSettings {
    /// Calls a main-actor `handler` with the new value each time the value at `keyPath` changes,
    /// until the returned token is cancelled or released.
    ///
    /// This is the form for main-actor state that has no owner object to tie the observation to:
    /// the handler is isolated to the main actor, so it may use such state directly, which a
    /// ``subscribe(_:file:line:handler:)`` handler (`@Sendable`, run on the delivering thread)
    /// may not.
    ///
    /// ```swift
    /// let model = ReaderModel()  // a @MainActor class
    /// let token = settings.subscribeOnMainActor(\.fontSize) { size in model.fontSize = size }
    /// ```
    ///
    /// The handler is called synchronously when the delivering update runs on the main actor,
    /// otherwise it is enqueued on the main queue; either way in commit order, like
    /// ``observe(_:by:file:line:handler:)``. It is not called with the current value, only with
    /// changes committed after this call. After ``SubscriptionToken/cancel()`` returns on the main
    /// actor no call begins, including calls already enqueued. An enqueued call keeps the handler
    /// and its captures alive until the main queue runs it.
    ///
    /// - Parameters:
    ///   - keyPath: The part of the value to watch.
    ///   - file: Recorded in ``registrations``; leave the default.
    ///   - line: Recorded in ``registrations``; leave the default.
    ///   - handler: Receives each new value, on the main actor.
    /// - Returns: The token that owns the observation.
    public func subscribeOnMainActor<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (Field) -> Void
    ) -> SubscriptionToken {
        state.withLock { state in
            let observer = MainActorSettingsSubscriber(
                keyPath: keyPath, fileID: file, line: line,
                anchor: self.anchor, handler: handler)
            state.add(observer)
            return SubscriptionToken(observation: observer)
        }
    }
}
