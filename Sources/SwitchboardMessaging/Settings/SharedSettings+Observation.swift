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
        register(.subscription, keyPath, file: file, line: line) { field, _, _ in handler(field) }
    }

    /// Calls `handler` on the main actor with `owner` and each new value at `keyPath`, while `owner` lives.
    ///
    /// `owner` is held weakly; keep the returned token only to ``SubscriptionToken/cancel()`` early.
    @discardableResult
    public func observe<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        by owner: Owner,
        file: String = #fileID,
        line: Int = #line,
        handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) -> SubscriptionToken {
        observeChanges(of: keyPath, by: owner, file: file, line: line, handlerIsWeak: false) { owner, field, _ in
            handler(owner, field)
        }
    }

    /// ``observe(_:by:file:line:handler:)`` whose handler also gets the change number of the value it
    /// is told, that leak reports never name when `handlerIsWeak` (a coordinator's), and that is not
    /// told the commits `writer` makes (``update(numberedAt:writer:isolation:_:)``).
    package func observeChanges<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        of keyPath: any KeyPath<Value, Field> & Sendable, by owner: Owner, file: String, line: Int,
        handlerIsWeak: Bool, writer: ObjectIdentifier? = nil,
        handler: @escaping @MainActor @Sendable (Owner, Field, UInt64) -> Void
    ) -> SubscriptionToken {
        register(
            .observer, keyPath, file: file, line: line, owner: owner, handlerIsWeak: handlerIsWeak, writer: writer
        ) { [weak owner] field, number, observer in
            // Called on the main actor only; an observation whose owner is gone ends there.
            guard let owner else { return observer.cancel() }
            MainActor.assumeIsolated { handler(owner, field, number) }
        }
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
        line: Int = #line
    ) -> AsyncStream<Field> {
        let (stream, continuation) = AsyncStream.makeStream(of: Field.self, bufferingPolicy: bufferingPolicy)
        let token = register(
            .stream, keyPath, file: file, line: line, settingsDidEnd: continuation.finish,
            first: { continuation.yield($0) }
        ) { field, _, _ in continuation.yield(field) }
        // The stream's end owns the token: a cycle through the continuation until the stream ends or the
        // observation is removed (which drops the continuation with the delivery).
        continuation.onTermination = { _ in token.cancel() }
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
        register(.mainActorSubscription, keyPath, file: file, line: line) { field, _, _ in
            MainActor.assumeIsolated { handler(field) }
        }
    }

    /// Registers an observation of `keyPath`, told from now on, that calls `handler` when the field
    /// differs from the one it was told last (the one at registration, first), and returns its token:
    /// one that owns it, or for an owner-bound observation (which the settings keep until its owner
    /// goes, held weakly) one that only ends it. `first` gets the field as of registration.
    private func register<Field: Equatable & Sendable>(
        _ kind: Registration.Kind, _ keyPath: any KeyPath<Value, Field> & Sendable, file: String, line: Int,
        owner: (any AnyObject & Sendable)? = nil, handlerIsWeak: Bool = false,
        writer: ObjectIdentifier? = nil, settingsDidEnd: (@Sendable () -> Void)? = nil,
        first: (@Sendable (Field) -> Void)? = nil,
        handler: @escaping @Sendable (Field, UInt64, SettingsObserver<Value>) -> Void
    ) -> SubscriptionToken {
        let loadOwner = owner.map { owner in { @Sendable [weak owner] () -> AnyObject? in owner } }
        let observer = SettingsObserver<Value>(
            Registration(
                kind, listeningTo: keyPath, owner: owner, file: file, line: line, handlerIsWeak: handlerIsWeak),
            watching: keyPath, of: self, loadOwner: loadOwner, writer: writer,
            settingsDidEnd: settingsDidEnd)
        let told = Locked<Field?>(nil)
        observer.deliver = { [weak observer] value, number, isBaseline in
            let field = value[keyPath: keyPath]
            let previous = told.exchange(field)
            guard !isBaseline, let previous, previous != field, let observer else { return }
            handler(field, number, observer)
        }
        state.withLock { state in
            state.add(observer)
            // Under the lock, so that no later change reaches the observer first. Only a stream's
            // `yield`, which runs no code of the app's.
            first?(state.value[keyPath: keyPath])
        }
        return SubscriptionToken(observer, owning: owner == nil)
    }

    /// How many observations are live, exactly, from any thread: it first removes those whose owner
    /// has deallocated (see "Lifetime" in <doc:SharingSettings>).
    public var subscriberCount: Int {
        registrations.count
    }

    /// What each live observation watches, who owns it and where it was registered, in
    /// registration order; exact, as ``subscriberCount`` is.
    public var registrations: [Registration] {
        liveObservers().map(\.registration)
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
