extension SharedSettings {
    /// Calls `handler` with the new value each time the value at `keyPath` changes, until the
    /// returned token is cancelled or released.
    ///
    /// ```swift
    /// let token = settings.subscribe(\.isDark) { isDark in log("dark: \(isDark)") }
    /// ```
    ///
    /// Only changes committed after this call are told, on the delivering thread: to update
    /// main-actor state, use ``subscribeOnMainActor(_:file:line:handler:)``.
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
    /// The handle does not own the observation (the owner's life does): keep it only to
    /// ``ObserverHandle/cancel()`` early. Only later changes are told, never after `owner` has
    /// deallocated, and the settings never make its `deinit` run off the main actor (see
    /// "Lifetime" in <doc:SharingSettings>).
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
        observe(keyPath, by: owner, file: file, line: line, handlerIsWeak: false, handler: handler)
    }

    /// ``observe(_:by:file:line:handler:)`` for the package's own observers, whose handler holds
    /// its target weakly (`handlerIsWeak`): a leak report then never names it.
    package func observe<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable, by owner: Owner, file: String, line: Int,
        handlerIsWeak: Bool, handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) -> ObserverHandle {
        let loadOwner = { @Sendable [weak owner] () -> AnyObject? in owner }
        let observer = SettingsObserver(
            .observe, watching: keyPath, of: self, fileID: file, line: line, ownerType: "\(type(of: owner))",
            loadOwner: loadOwner, handlerIsWeak: handlerIsWeak
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
        observer.extras?.retainedToken = token
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
    /// Registered by this call, not at the first iteration, so no change is missed. It ends when
    /// the iterating task is cancelled, the stream is dropped, or the settings deallocate. With
    /// `.bufferingNewest(1)` a slow reader skips to the newest value, which may equal the last one
    /// it read.
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
    /// The form for main-actor state with no owner object to tie the observation to.
    ///
    /// ```swift
    /// let model = ReaderModel()  // a @MainActor class
    /// let token = settings.subscribeOnMainActor(\.fontSize) { size in model.fontSize = size }
    /// ```
    ///
    /// Called synchronously when the delivering update runs on the main actor, else enqueued on the
    /// main queue, in commit order either way. After ``SubscriptionToken/cancel()`` returns on the
    /// main actor no call begins, enqueued ones included.
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
