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
        state.withLock { state in
            let observer = SettingsSubscriber(
                keyPath: keyPath, fileID: file, line: line,
                anchor: self.anchor, handler: handler)
            state.add(observer)
            return SubscriptionToken(observation: observer)
        }
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
        observe(keyPath, by: owner, file: file, line: line, handlerIsWeak: false, handler: handler)
    }

    /// ``observe(_:by:file:line:handler:)``, for the package's own observers: `handlerIsWeak`
    /// says the handler captures nothing strongly but package objects, so a leak report does not
    /// name it as a closure that may hold the survivor.
    package func observe<Owner: AnyObject & Sendable, Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable, by owner: Owner, file: String, line: Int,
        handlerIsWeak: Bool, handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) -> ObserverHandle {
        state.withLock { state in
            let id = state.nextObserverID()
            let token = SubscriptionToken { [weak anchor = self.anchor] in
                Self.removeObserver(id: id, from: anchor?.lock)
            }
            let observer = OwnerSettingsObserver(
                id: id, keyPath: keyPath, owner: owner, token: token, fileID: file,
                line: line, anchor: self.anchor, handlerIsWeak: handlerIsWeak, handler: handler)
            state.add(observer)
            let weakOwner = observer.owner
            return ObserverHandle(observationOwnedBy: token, loadOwner: { weakOwner.object })
        }
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
        let (id, mustDeliver) = state.withLock { state in
            let observer = StreamSettingsObserver(
                id: state.nextObserverID(), keyPath: keyPath, fileID: file, line: line,
                anchor: self.anchor, continuation: continuation)
            state.add(observer)
            // Queued behind earlier changes and ahead of later ones, so the first element is
            // exactly the value this registration started from.
            let snapshot = state.value
            state.pendingJobs.append(.run { continuation.yield(snapshot[keyPath: keyPath]) })
            return (observer.identifier, state.claimDelivery())
        }
        continuation.onTermination = { [weak anchor] _ in
            Self.removeObserver(id: id, from: anchor?.lock)
        }
        if mustDeliver {
            deliverPendingJobs(isolation: isolation)
        }
        return stream
    }
}
