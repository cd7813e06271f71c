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
        var finished = streams.filter { $0.subjectID != subjectID && $0.subject == nil }
        defer { retire(finished) }
        // Merged only when the type has both unscoped and subject-scoped entries.
        let entries =
            scoped.isEmpty
            ? unscoped : unscoped.isEmpty ? scoped : (unscoped + scoped).sorted { $0.sequence < $1.sequence }
        guard !entries.isEmpty else { return }
        let depth = DispatchDepth.current
        guard depth < Self.maximumDispatchDepth else {
            return report(Diagnostic(messageType: type, depth: depth + 1, busLabel: label))
        }
        let onMainActor = poster === MainActor.shared
        DispatchDepth.$current.withValue(depth + 1) {
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
                case .mainActor(let handler):
                    // Captures the entry, not the bus, whose deinit ends the entry.
                    @Sendable func call() {
                        MainActor.assumeIsolated {
                            // Loaded on the main actor, so that the posting thread never runs the owner's `deinit`.
                            let owner = entry.owner
                            guard owner != nil || entry.kind != .observer else {
                                // Only this entry, not a rescan: O(1) per pending delivery; only the first unregisters it.
                                if entry.deactivate() { entry.cancel() }
                                return
                            }
                            // Read again: the owner load (or the hop) sits between the post's read and the call.
                            if entry.isActive { handler(owner, message) }
                        }
                    }
                    // Now on the main actor, otherwise later, in order, on the main queue.
                    if onMainActor { call() } else { DispatchQueue.main.async(execute: call) }
                }
            }
        }
    }

    /// Removes and ends the entries of one message type (every type for `nil`) that are off or whose
    /// owner or subject died, and returns the live ones. Liveness is checked outside the lock.
    func purgeFinishedEntries(of type: ObjectIdentifier?) -> [BusEntry] {
        var releases = MainQueueReleases()
        let byLiveness = Dictionary(grouping: state.withLock { $0.entries(for: type) }) {
            $0.isLive(parkingIn: &releases)
        }
        retire(byLiveness[false] ?? [])
        return byLiveness[true] ?? []
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
