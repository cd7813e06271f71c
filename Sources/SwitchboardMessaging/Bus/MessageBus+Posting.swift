internal import Dispatch

extension MessageBus {
    /// Delivers `message` to every live subscriber of its type, in registration order, from any thread.
    ///
    /// Synchronous subscribers have all been called when `post` returns; main-actor ones run now
    /// when the caller is on the main actor (so leave `isolation` at its default), otherwise later,
    /// in order, on the main queue. With a `subject`, only its subscribers and unscoped ones hear it.
    public func post<M: Message>(
        _ message: M,
        subject: AnyObject? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) {
        // Non-isolated: closures in an `isolated`-parameter function get executor checks at every call.
        // Not generic either: `message` is boxed once, so the post never looks up generic metadata.
        dispatch(message, of: M.self, subject: subject, poster: isolation)
    }

    private func dispatch(
        _ message: any Message, of type: any Message.Type, subject: AnyObject?, poster: (any Actor)?
    ) {
        let subjectID = subject.map(ObjectIdentifier.init)
        // Shared snapshots: taking them out of the lock is a retain each, not a copy.
        let lists = state.withLock { $0.channels[ObjectIdentifier(type)]?.deliveries(about: subjectID) }
        guard let (unscoped, scoped, streams) = lists else { return }
        var finished: [BusEntry] = []
        if !streams.isEmpty {
            // Subject-scoped streams of other subjects that died: finished now, so their readers end.
            finished = streams.values.filter { $0.subjectID != subjectID && $0.subject == nil }
        }
        if !unscoped.isEmpty || !scoped.isEmpty {
            let depth = DispatchDepth.current
            guard depth < Self.maximumDispatchDepth else {
                report(Diagnostic(kind: .recursionLimitExceeded, messageType: type, depth: depth + 1, busLabel: label))
                return
            }
            // Merged only when the type has both unscoped and subject-scoped entries.
            let entries =
                scoped.isEmpty
                ? unscoped : unscoped.isEmpty ? scoped : (unscoped + scoped).sorted { $0.sequence < $1.sequence }
            DispatchDepth.$current.withValue(depth + 1) {
                deliver(message, subject: subject, to: entries, poster: poster, &finished)
            }
        }
        if !finished.isEmpty { retire(finished) }
    }

    /// Calls `entries` (the unscoped ones and the subject's) in registration order.
    private func deliver(
        _ message: any Message, subject: AnyObject?, to entries: [BusEntry], poster: (any Actor)?,
        _ finished: inout [BusEntry]
    ) {
        #if DEBUG
            let beforeActivityCheck = beforeActivityCheck.withLock { $0 }
        #endif
        let onMainActor = MainActorDelivery.isMainActor(poster)
        for entry in entries {
            // Filed under the posted subject's identity; the live object says whether it is the same.
            if entry.subjectID != nil, entry.subject !== subject {
                finished.append(entry)
                continue
            }
            #if DEBUG
                if entry.kind != .observer || onMainActor { beforeActivityCheck?(entry) }
            #endif
            // The last read before the call: a `cancel()` that returned before it prevents the call.
            guard entry.isActive else { continue }
            if entry.kind == .oneShot {
                guard entry.deactivate() else { continue }
                finished.append(entry)
            }
            switch entry.handler {
            case .now(let handler):
                handler(message)
            case .withSubject(let handler):
                handler(message, subject)
            case .mainActor(let handler):
                if onMainActor {
                    MainActorDelivery.callIsolated(handler, message)
                } else {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            if entry.isActive { handler(message) }
                        }
                    }
                }
            case .observer(let handler):
                if onMainActor {
                    guard let owner = entry.owner else {
                        finished.append(entry)
                        continue
                    }
                    // Read again: the owner load sits between the first read and the call.
                    guard entry.isActive else { continue }
                    MainActorDelivery.callIsolated(handler, owner: owner, field: message)
                } else {
                    Self.enqueue(message, to: entry, handler, retiringIn: state)
                }
            }
        }
    }

    /// Calls an observer later, on the main queue, loading its owner there so the posting thread
    /// never runs its `deinit`. Captures the bus's state, not the bus, whose deinit ends the entry.
    private static func enqueue(
        _ message: any Message, to entry: BusEntry,
        _ handler: @escaping @MainActor @Sendable (any AnyObject & Sendable, any Message) -> Void,
        retiringIn state: Locked<BusState>
    ) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let owner = entry.owner else {
                    // Only this entry, not a rescan: O(1) per pending delivery; only the first locks.
                    if entry.deactivate() {
                        state.withLock { $0.remove(entry) }
                    }
                    return
                }
                guard entry.isActive else { return }
                handler(owner, message)
            }
        }
    }

    /// Removes and ends the entries of one message type (every type for `nil`) that are off or whose
    /// owner or subject died, and returns the live ones. Liveness is checked outside the lock.
    @discardableResult
    func purgeFinishedEntries(of type: ObjectIdentifier?) -> [BusEntry] {
        let candidates = state.withLock { $0.entries(for: type) }
        var releases = MainQueueReleases()
        var live: [BusEntry] = []
        var finished: [BusEntry] = []
        for entry in candidates {
            if entry.isLive(parkingIn: &releases) {
                live.append(entry)
            } else {
                finished.append(entry)
            }
        }
        if !finished.isEmpty {
            retire(finished)
        }
        return live
    }

    /// Removes ended entries, then ends them (a stream finishes) outside the lock.
    func retire(_ finished: [BusEntry]) {
        state.withLock { state in
            for entry in finished { state.remove(entry) }
        }
        for entry in finished { entry.end() }
    }
}

/// How many bus dispatches are nested in the current task or thread, across buses.
enum DispatchDepth {
    @TaskLocal static var current = 0
}
