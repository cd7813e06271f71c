internal import Dispatch

extension MessageBus {
    /// Delivers `message` to every live subscriber of its type, in registration order.
    ///
    /// Synchronous subscribers have all been called when `post` returns. Main-actor observers are
    /// called now when the caller is on the main actor, otherwise enqueued on the main queue.
    ///
    /// ```swift
    /// bus.post(MenuToggled())
    /// bus.post(ShowPage(index: 2), subject: container)   // only `container`'s subscribers, plus unscoped ones
    /// ```
    ///
    /// Safe from any thread and from inside handlers (nested posts are delivered depth-first).
    /// A post nested deeper than ``maximumDispatchDepth`` is dropped and reported to ``onDiagnostic``.
    ///
    /// - Parameters:
    ///   - message: The message to deliver.
    ///   - subject: The object the message is about. Subscribers registered for a subject receive the
    ///     post only if it is this very object. Not retained beyond the call.
    ///   - isolation: The caller's isolation; leave the default. It tells whether main-actor observers
    ///     can be called synchronously.
    public func post<M: Message>(
        _ message: M,
        subject: AnyObject? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) {
        let channelKey = ObjectIdentifier(M.self)
        guard let entries = state.withLock({ $0.channels[channelKey] }), !entries.isEmpty else { return }

        let depth = DispatchDepth.current
        guard depth < Self.maximumDispatchDepth else {
            report(Diagnostic(kind: .recursionLimitExceeded, messageType: M.self, depth: depth + 1, busLabel: label))
            return
        }
        DispatchDepth.set(depth + 1)
        defer { DispatchDepth.set(depth) }

        let postedSubjectID = subject.map(ObjectIdentifier.init)
        let onMainActor = MainActorDelivery.isMainActor(isolation)
        var sawFinishedEntry = false

        for entry in entries {
            guard entry.isActive else { continue }
            if let wantedSubjectID = entry.subjectID {
                guard wantedSubjectID == postedSubjectID else { continue }
                // Same address; the weak reference tells whether it is the same object.
                guard let wantedSubject = entry.subject, wantedSubject === subject else {
                    sawFinishedEntry = true
                    continue
                }
            }
            if entry.isOneShot {
                guard entry.deactivate() else { continue }
                sawFinishedEntry = true
            }
            // Safety: entries are filed under `ObjectIdentifier(M.self)` only by `register`, which
            // creates them as `TypedEntry<M>`.
            let typed = unsafeDowncast(entry, to: TypedEntry<M>.self)
            switch typed.route {
            case .synchronous(let handler):
                handler(message)
            case .synchronousWithSubject(let handler):
                handler(message, subject)
            case .mainActor(let handler):
                if onMainActor {
                    guard let owner = typed.owner else {
                        sawFinishedEntry = true
                        continue
                    }
                    MainActor.assumeIsolated { handler(owner, message) }
                } else {
                    enqueueOnMainActor(message, to: typed, handler: handler)
                }
            }
        }

        if sawFinishedEntry {
            purgeFinishedEntries(of: channelKey)
        }
    }

    /// Calls a main-actor handler later, in post order. The owner is loaded on the main actor, so the
    /// posting thread never holds it and can never end up running its `deinit`.
    private func enqueueOnMainActor<M: Message>(
        _ message: M,
        to entry: TypedEntry<M>,
        handler: @escaping @MainActor @Sendable (AnyObject, M) -> Void
    ) {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard entry.isActive else { return }
                guard let owner = entry.owner else {
                    self?.purgeFinishedEntries(of: entry.channelKey)
                    return
                }
                handler(owner, message)
            }
        }
    }

    /// Drops entries of one channel (or all, for `nil`) that are off or whose owner/subject died.
    ///
    /// Liveness is checked outside the lock (it loads weak references), then the dead entries are
    /// removed by identity. The removed references are kept until after unlocking.
    func purgeFinishedEntries(of channelKey: ObjectIdentifier?) {
        let candidates: [BusEntry] = state.withLock { state in
            if let channelKey {
                return Array(state.channels[channelKey] ?? [])
            }
            return Array(state.channels.values.joined())
        }
        withExtendedLifetime(candidates) {
            let finished = candidates.filter { !$0.isLive }
            guard !finished.isEmpty else { return }
            let finishedIDs = Set(finished.map(ObjectIdentifier.init))
            let finishedKeys = Set(finished.map(\.channelKey))
            state.withLock { state in
                for key in finishedKeys {
                    state.channels[key]?.removeAll { finishedIDs.contains(ObjectIdentifier($0)) }
                }
            }
        }
    }
}
