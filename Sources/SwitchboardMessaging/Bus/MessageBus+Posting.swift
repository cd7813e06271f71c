internal import Dispatch

extension MessageBus {
    /// Delivers `message` to every live subscriber of its type, in registration order, from any thread.
    ///
    /// Synchronous subscribers have all been called when `post` returns; main-actor ones run now
    /// when the caller is on the main actor (so leave `isolation` at its default), otherwise later,
    /// in order, on the main queue. With a `subject`, only its subscribers and unscoped ones hear it.
    public func post<M: Message>(
        _ message: M, subject: AnyObject? = nil, isolation: isolated (any Actor)? = #isolation
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
        // Subject-scoped streams of other subjects that died: finished now, so their readers end.
        var finished = streams.values.filter { $0.subjectID != subjectID && $0.subject == nil }
        if !unscoped.isEmpty || !scoped.isEmpty {
            let depth = DispatchDepth.current
            guard depth < Self.maximumDispatchDepth else {
                report(Diagnostic(messageType: type, depth: depth + 1, busLabel: label))
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
        retire(finished)
    }

    /// Calls `entries` (the unscoped ones and the subject's) in registration order.
    private func deliver(
        _ message: any Message, subject: AnyObject?, to entries: [BusEntry], poster: (any Actor)?,
        _ finished: inout [BusEntry]
    ) {
        let onMainActor = poster === MainActor.shared
        for entry in entries {
            // Filed under the posted subject's identity; the live object says whether it is the same.
            if entry.subjectID != nil, entry.subject !== subject {
                finished.append(entry)
                continue
            }
            // The last read before the call: a `cancel()` that returned before it prevents the call.
            guard entry.isActive else { continue }
            if entry.kind == .oneShot {
                guard entry.deactivate() else { continue }
                finished.append(entry)
            }
            switch entry.handler {
            case .now(let handler):
                handler(message, subject)
            case .mainActor(let handler) where onMainActor:
                if !MainActor.assumeIsolated({ Self.call(handler, of: entry, with: message) }) {
                    finished.append(entry)
                }
            case .mainActor(let handler):
                // Later, in order, on the main queue. Captures the bus's state, not the bus, whose deinit
                // ends the entry.
                DispatchQueue.main.async { [state] in
                    MainActor.assumeIsolated {
                        // Only this entry, not a rescan: O(1) per pending delivery; only the first locks.
                        if !Self.call(handler, of: entry, with: message), entry.deactivate() {
                            state.withLock { $0.remove(entry) }
                        }
                    }
                }
            }
        }
    }

    /// Calls a main-actor handler, with an observer's owner loaded here, on the main actor, so that the
    /// posting thread never runs its `deinit`; `false`, without a call, when that owner is gone.
    @MainActor
    private static func call(
        _ handler: @MainActor @Sendable ((any AnyObject & Sendable)?, any Message) -> Void, of entry: BusEntry,
        with message: any Message
    ) -> Bool {
        let owner = entry.owner
        guard owner != nil || entry.kind != .observer else { return false }
        // Read again: the owner load (or the hop) sits between the post's read and the call.
        if entry.isActive { handler(owner, message) }
        return true
    }

    /// Removes and ends the entries of one message type (every type for `nil`) that are off or whose
    /// owner or subject died, and returns the live ones. Liveness is checked outside the lock.
    func purgeFinishedEntries(of type: ObjectIdentifier?) -> [BusEntry] {
        var releases = MainQueueReleases()
        var finished: [BusEntry] = []
        let live = state.withLock { $0.entries(for: type) }.filter { entry in
            if entry.isLive(parkingIn: &releases) { return true }
            finished.append(entry)
            return false
        }
        retire(finished)
        return live
    }

    /// Removes ended entries, then ends them (a stream finishes) outside the lock.
    func retire(_ finished: [BusEntry]) {
        guard !finished.isEmpty else { return }
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
