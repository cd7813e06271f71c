extension SharedSettings {
    /// Calls `handler` with each new value at `keyPath`, until the returned token ends.
    ///
    /// The handler runs on the delivering thread: for main-actor state use
    /// ``subscribeOnMainActor(_:file:line:handler:)``. `file` and `line` are recorded in ``registrations``.
    public func subscribe<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @Sendable (Field) -> Void
    ) -> SubscriptionToken {
        let observer = SettingsObserver(.subscribe, watching: keyPath, of: self, fileID: file, line: line) {
            old, new, part, _ in
            let field = new[keyPath: keyPath]
            if oldValue(at: keyPath, old: old, new: new, part: part) != field { handler(field) }
        }
        state.withLock { $0.add(observer) }
        return SubscriptionToken(observation: observer)
    }

    /// Calls `handler` on the main actor with `owner` and each new value at `keyPath`, while `owner` lives.
    ///
    /// `owner` is held weakly; keep the returned handle only to ``ObserverHandle/cancel()`` early.
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

    /// ``observe(_:by:file:line:handler:)`` whose handler leak reports never name (`handlerIsWeak`).
    package func observe<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable, by owner: Owner, file: String, line: Int,
        handlerIsWeak: Bool, handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) -> ObserverHandle {
        let loadOwner = { @Sendable [weak owner] () -> AnyObject? in owner }
        let observer = SettingsObserver(
            .observe, watching: keyPath, of: self, fileID: file, line: line, ownerType: "\(type(of: owner))",
            loadOwner: loadOwner, handlerIsWeak: handlerIsWeak
        ) { [weak owner] old, new, part, delivery in
            let field = new[keyPath: keyPath]
            let before = oldValue(at: keyPath, old: old, new: new, part: part)
            // The owner is loaded only on the main actor. A delivery there removes the observation
            // once its owner is gone, changed or not; one elsewhere leaves that to its main-actor call.
            guard before != field else {
                if delivery.onMainActor, owner == nil { delivery.observer.cancel() }
                return
            }
            let observer = delivery.observer
            if delivery.callsNow {
                guard let owner else { return observer.cancel() }
                return MainActorDelivery.callIsolated(handler, owner: owner, field: field)
            }
            delivery.onMain { [weak owner] in
                guard let owner else { return observer.cancel() }
                handler(owner, field)
            }
        }
        let token = SubscriptionToken(observation: observer)  // a cycle until removal ends it (`removeObservers`)
        observer.extras?.retainedToken = token
        state.withLock { $0.add(observer) }
        return ObserverHandle(observationOwnedBy: token, loadOwner: loadOwner)
    }

    /// The value at `keyPath` now, then each time it changes, as an async sequence registered now.
    ///
    /// With `.bufferingNewest(1)` a slow reader skips to the newest value, which may equal the last one it read.
    ///
    /// ```swift
    /// let themes = settings.values(of: \.isDark)  // registered now: no change is missed
    /// settings.update { $0.isDark.toggle() }
    /// for await isDark in themes.prefix(2) { print("dark:", isDark) }  // false, then true
    /// ```
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
        ) { old, new, part, _ in
            let field = new[keyPath: keyPath]
            if oldValue(at: keyPath, old: old, new: new, part: part) != field { continuation.yield(field) }
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

    /// Calls a main-actor `handler` with each new value at `keyPath`, until the returned token ends: the
    /// form for main-actor state with no owner object (see <doc:ObservationAndSwiftUI>).
    public func subscribeOnMainActor<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (Field) -> Void
    ) -> SubscriptionToken {
        let observer = SettingsObserver(.subscribeOnMainActor, watching: keyPath, of: self, fileID: file, line: line) {
            old, new, part, delivery in
            let field = new[keyPath: keyPath]
            if oldValue(at: keyPath, old: old, new: new, part: part) != field {
                delivery.onMain { handler(field) }
            }
        }
        state.withLock { $0.add(observer) }
        return SubscriptionToken(observation: observer)
    }

    /// How many observations are live, exactly, from any thread: it first removes those whose owner
    /// has deallocated (see "Lifetime" in <doc:SharingSettings>).
    public var subscriberCount: Int {
        registrations.count
    }

    /// What each live observation watches, who owns it and where it was registered, in
    /// registration order; exact, as ``subscriberCount`` is.
    public var registrations: [SettingsRegistration] {
        liveObservers().map(\.registrationRecord)
    }
}

extension SharedSettings: LeakPathReflecting {
    /// The current value, then each registered observation (the save closure holds only the store).
    package var leakPathReferences: [LeakPathReference] {
        let (value, observers) = state.withLock { ($0.value, $0.observers) }
        return [LeakPathReference(label: "value", target: .value(value))]
            + observers.map { LeakPathReference(target: .value($0)) }
    }
}
