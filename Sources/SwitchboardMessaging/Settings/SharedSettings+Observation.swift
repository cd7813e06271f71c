extension SharedSettings {
    /// Calls `handler` with the new value each time the value at `keyPath` changes, until the
    /// returned token is cancelled or released.
    ///
    /// ```swift
    /// let token = settings.subscribe(\.isDark) { isDark in log("dark: \(isDark)") }
    /// ```
    ///
    /// The handler is not called with the current value, only with changes committed after
    /// this call. It runs on the delivering thread (see the type's "Isolation" notes), so it
    /// must be `@Sendable` and must not assume the main actor: to update main-actor state, use
    /// ``subscribeOnMainActor(_:file:line:handler:)``, not `MainActor.assumeIsolated`, which
    /// traps when the update comes from another thread.
    ///
    /// - Parameters:
    ///   - keyPath: The part of the value to watch.
    ///   - file: Recorded in ``registrations``; leave the default.
    ///   - line: Recorded in ``registrations``; leave the default.
    ///   - handler: Receives each new value.
    /// - Returns: The token that owns the observation.
    public func subscribe<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (Field) -> Void
    ) -> SubscriptionToken {
        let observer = SettingsObserver(.subscribe, watching: keyPath, of: self, fileID: file, line: line) {
            old, new, _ in
            let field = new[keyPath: keyPath]
            if old[keyPath: keyPath] != field { handler(field) }
        }
        state.withLock { $0.add(observer) }
        return SubscriptionToken(observation: observer)
    }

    /// Calls `handler` on the main actor each time the value at `keyPath` changes, for as long
    /// as `owner` lives.
    ///
    /// This is the form for view controllers: the settings hold `owner` weakly and pass it back
    /// to the handler, so the handler needs no `[weak self]`.
    ///
    /// ```swift
    /// settings.observe(\.isDark, by: self) { owner, isDark in
    ///     owner.applyTheme(dark: isDark)
    /// }
    /// ```
    ///
    /// The returned handle does not own the observation (the settings do), so dropping it changes
    /// nothing; keep it only to ``ObserverHandle/cancel()`` earlier than the owner's death. The
    /// bus's ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` works the same way.
    /// The handler is not called with the current value, only with later changes, and never
    /// after `owner` has deallocated. The handle's ``ObserverHandle/isActive`` turns `false` as
    /// soon as `owner` deallocates; the registration itself is removed at the next delivery run on
    /// the main actor, the next main-actor call to this handler, or the next
    /// ``subscriberCount``/``registrations`` read. The settings load `owner` only on the main
    /// actor, or release what they loaded there, so its `deinit` never runs on another thread
    /// because of them (see "Lifetime" under ``SharedSettings``).
    ///
    /// - Parameters:
    ///   - keyPath: The part of the value to watch.
    ///   - owner: The object whose lifetime bounds the observation; held weakly.
    ///   - file: Recorded in ``registrations``; leave the default.
    ///   - line: Recorded in ``registrations``; leave the default.
    ///   - handler: Receives the owner and each new value, on the main actor.
    /// - Returns: A non-owning handle that can end the observation early.
    @discardableResult
    public func observe<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        by owner: Owner,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) -> ObserverHandle {
        let loadOwner = { @Sendable [weak owner] () -> AnyObject? in owner }
        let observer = SettingsObserver(
            .observe, watching: keyPath, of: self, fileID: file, line: line, ownerType: "\(type(of: owner))",
            loadOwner: loadOwner
        ) { [weak owner] old, new, delivery in
            let field = new[keyPath: keyPath]
            // The owner is loaded only on the main actor. A delivery there removes the observation
            // once its owner is gone, changed or not; one elsewhere leaves that to its main-actor call.
            guard old[keyPath: keyPath] != field else {
                if delivery.onMainActor, owner == nil { delivery.observer.cancel() }
                return
            }
            let observer = delivery.observer
            delivery.onMain { [weak owner] in
                guard let owner else { return observer.cancel() }
                handler(owner, field)
            }
        }
        let token = SubscriptionToken(onCancel: { [weak observer] in observer?.cancel() })
        observer.retainedToken = token
        state.withLock { $0.add(observer) }
        return ObserverHandle(observationOwnedBy: token, loadOwner: loadOwner)
    }

    /// The value at `keyPath` now, then each time it changes, as an async sequence.
    ///
    /// ```swift
    /// let themes = settings.values(of: \.isDark)  // registered now: no change is missed
    /// settings.update { $0.isDark.toggle() }
    /// for await isDark in themes.prefix(2) { print("dark:", isDark) }  // false, then true
    /// ```
    ///
    /// The observation is registered by this call, not at the first iteration, so no change
    /// made in between is lost. The first element is the value at the time of the call. The
    /// stream ends when the iterating task is cancelled, when the stream is dropped, or when
    /// the settings deallocate.
    ///
    /// **Buffering:** with the default `.unbounded` policy nothing is coalesced: every change is
    /// buffered until read, in commit order. With `.bufferingNewest(1)`, a slow reader skips
    /// intermediate values and gets the newest; it may then read a value equal to the previous
    /// one it read (for example `false`, then `false` after a quick `true`/`false`).
    ///
    /// - Parameters:
    ///   - keyPath: The part of the value to watch.
    ///   - bufferingPolicy: How many unread values to keep; see above.
    ///   - file: Recorded in ``registrations``; leave the default.
    ///   - line: Recorded in ``registrations``; leave the default.
    ///   - isolation: The caller's isolation; leave the default.
    /// - Returns: A stream of the current value followed by every later change.
    public func values<Field: Equatable & Sendable>(
        of keyPath: any KeyPath<Value, Field> & Sendable,
        bufferingPolicy: AsyncStream<Field>.Continuation.BufferingPolicy = .unbounded,
        file: String = #fileID,
        line: Int = #line,
        isolation: isolated (any Actor)? = #isolation
    ) -> AsyncStream<Field> {
        let (stream, continuation) = AsyncStream.makeStream(of: Field.self, bufferingPolicy: bufferingPolicy)
        let observer = SettingsObserver(
            .values, watching: keyPath, of: self, fileID: file, line: line, settingsDidEnd: { continuation.finish() }
        ) { old, new, _ in
            let field = new[keyPath: keyPath]
            if old[keyPath: keyPath] != field { continuation.yield(field) }
        }
        continuation.onTermination = { [weak observer] _ in observer?.cancel() }
        let mustDeliver = state.withLock { state in
            state.add(observer)
            // Queued behind earlier changes and ahead of later ones, so the first element is
            // exactly the value this registration started from.
            let snapshot = state.value
            state.pendingJobs.append(.run { continuation.yield(snapshot[keyPath: keyPath]) })
            return state.claimDelivery()
        }
        if mustDeliver {
            deliverPendingJobs(isolation: isolation)
        }
        return stream
    }

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
        let observer = SettingsObserver(.subscribeOnMainActor, watching: keyPath, of: self, fileID: file, line: line) {
            old, new, delivery in
            let field = new[keyPath: keyPath]
            if old[keyPath: keyPath] != field { delivery.onMain { handler(field) } }
        }
        state.withLock { $0.add(observer) }
        return SubscriptionToken(observation: observer)
    }

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

extension SharedSettings: LeakPathReflecting {
    /// The current value, then one record per registered observation, in registration order.
    /// The save closure is left out: it captures only the store the settings were made with.
    package var leakPathReferences: [LeakPathReference] {
        let (value, observers) = state.withLock { ($0.value, $0.observers) }
        return [LeakPathReference(label: "value", target: .value(value))]
            + observers.map { LeakPathReference(target: .value($0)) }
    }
}
