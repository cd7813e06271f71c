extension MessageBus {
    /// Calls a main-actor `handler` for every `type` message posted on this bus, until the returned
    /// token ends.
    ///
    /// This is the form for main-actor state that has no owner object to tie the subscription to:
    /// the handler is isolated to the main actor, so it may use such state directly.
    ///
    /// ```swift
    /// let model = DownloadsModel()  // a @MainActor class
    /// let token = bus.subscribeOnMainActor(to: DownloadFinished.self) { event in
    ///     model.finished.append(event.name)
    /// }
    /// ```
    ///
    /// A post made on the main actor calls the handler synchronously, before `post` returns; a post
    /// from anywhere else enqueues the call on the main queue, so calls keep post order. "On the
    /// main actor" is decided from the poster's isolation (`#isolation`), never from
    /// `Thread.isMainThread`. Wrapping a ``subscribe(to:subject:label:file:line:handler:)`` handler
    /// in `MainActor.assumeIsolated` instead traps as soon as someone posts from another thread.
    ///
    /// Ownership, ordering and reentrancy are those of ``subscribe(to:subject:label:file:line:handler:)``:
    /// the token is the only owner; handlers of a type run in registration order; a nested post is
    /// delivered depth-first when made on the main actor. After ``SubscriptionToken/cancel()``
    /// returns on the main actor, no call begins, including calls already enqueued from other
    /// threads (each reads the subscription's activity flag on the main actor, right before the
    /// call). An enqueued call keeps the handler, and what it captures, alive until the main queue
    /// runs it, even when the token has ended by then.
    ///
    /// - Parameters:
    ///   - type: The message type to receive.
    ///   - subject: When given, only posts made with this exact object as subject are delivered.
    ///     Held weakly; when it deallocates the subscription ends.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the subscription was made, for ``registrations``.
    ///   - line: Where the subscription was made, for ``registrations``.
    ///   - handler: Receives each message, on the main actor.
    /// - Returns: The token that owns the subscription.
    public func subscribeOnMainActor<M: Message>(
        to type: M.Type,
        subject: AnyObject? = nil,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (M) -> Void
    ) -> SubscriptionToken {
        // A token-owned entry has no owner: delivery hands the handler the entry itself as receiver
        // (see `MainActorEntry.receiver()`), which this entry's handler ignores.
        let origin = RegistrationOrigin(label: label, file: file, line: line)
        let entry = register(M.self, subject: subject) { sequence, scope in
            MainActorSubscriptionEntry(handler, origin: origin, sequence: sequence, scope: scope)
        }
        return token(for: entry)
    }
}
