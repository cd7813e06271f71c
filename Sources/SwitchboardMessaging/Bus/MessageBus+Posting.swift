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
        dispatch(message, subject: subject, poster: isolation)
    }

    private func dispatch<M: Message>(_ message: M, subject: AnyObject?, poster: (any Actor)?) {
        let type = ObjectIdentifier(M.self)
        let subjectID = subject.map(ObjectIdentifier.init)
        // The tables are copied out under the lock (a retain each) and read outside it.
        typealias Table = [UInt64: BusEntry]
        let tables = state.withLock { state -> (Table, scoped: Table?, streams: Table)? in
            guard let channel = state.channels[type] else { return nil }
            return (channel.unscoped, subjectID.flatMap { channel.scoped[$0] }, channel.subjectStreams)
        }
        guard let (unscoped, scoped, streams) = tables else { return }
        // Subject-scoped streams of other subjects that died: finished now, so their readers end.
        var finished = streams.values.filter { stream in
            stream.subject?.id != subjectID && stream.subject?.object == nil
        }
        if !unscoped.isEmpty || scoped != nil {
            let depth = DispatchDepth.current
            guard depth < Self.maximumDispatchDepth else {
                report(
                    Diagnostic(kind: .recursionLimitExceeded, messageType: M.self, depth: depth + 1, busLabel: label))
                return
            }
            let entries = Array(unscoped.values) + (scoped.map { Array($0.values) } ?? [])
            DispatchDepth.$current.withValue(depth + 1) {
                deliver(
                    message, subject: subject, to: entries.sorted { $0.sequence < $1.sequence }, poster: poster,
                    &finished)
            }
        }
        if !finished.isEmpty { retire(finished) }
    }

    /// Calls `entries` (the unscoped ones and the subject's) in registration order.
    private func deliver<M: Message>(
        _ message: M, subject: AnyObject?, to entries: [BusEntry], poster: (any Actor)?, _ finished: inout [BusEntry]
    ) {
        #if DEBUG
            let beforeActivityCheck = beforeActivityCheck.withLock { $0 }
        #endif
        let onMainActor = MainActorDelivery.isMainActor(poster)
        for entry in entries {
            // Filed under the posted subject's identity; the live object says whether it is the same.
            if entry.subject != nil, entry.subject?.object !== subject {
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
            guard let typed = entry as? TypedEntry<M> else {
                preconditionFailure("a bus entry filed under \(M.self) is a TypedEntry<\(M.self)>")
            }
            switch typed.handler {
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
    private static func enqueue<M: Message>(
        _ message: M, to entry: BusEntry,
        _ handler: @escaping @MainActor @Sendable (any AnyObject & Sendable, M) -> Void,
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
