internal import Dispatch

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

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
        // Copied out under the lock (retains, no allocation); called outside it. Each list holds at most
        // twice as many slots as entries (holes of removed ones, skipped): O(k) for k entries.
        typealias Slots = ContiguousArray<BusEntryList.Slot>
        typealias Lists = (Slots, scoped: Slots?, Slots?)
        let lists = state.withLock { state -> Lists? in
            guard let channel = state.channels[type] else { return nil }
            let watched = channel.subjectStreams.isEmpty ? nil : channel.subjectStreams.slots
            return (channel.unscoped.slots, subjectID.flatMap { channel.scoped[$0]?.slots }, watched)
        }
        guard let (unscoped, scoped, watched) = lists else { return }
        // Entries found ended, removed after the loop; `nil`, not `[]`, which costs a retain per post.
        var finished: [BusEntry]?
        if let watched {
            for slot in watched {
                guard let stream = slot.entry, stream.subject?.id != subjectID, stream.subject?.object == nil
                else { continue }
                finished.append(stream)
            }
        }
        if !unscoped.isEmpty || scoped != nil {
            let depth = DispatchDepth.current
            guard depth < Self.maximumDispatchDepth else {
                report(
                    Diagnostic(kind: .recursionLimitExceeded, messageType: M.self, depth: depth + 1, busLabel: label))
                return
            }
            DispatchDepth.current = depth + 1
            defer { DispatchDepth.current = depth }
            deliver(message, subject: subject, to: unscoped, merging: scoped ?? [], poster: poster, &finished)
        }
        if let finished { retire(finished) }
    }

    /// Calls the unscoped entries and the subject's, merged into registration order.
    private func deliver<M: Message>(
        _ message: M, subject: AnyObject?, to unscoped: ContiguousArray<BusEntryList.Slot>,
        merging scoped: ContiguousArray<BusEntryList.Slot>, poster: (any Actor)?, _ finished: inout [BusEntry]?
    ) {
        #if DEBUG
            let beforeActivityCheck = beforeActivityCheck.withLock { $0 }
        #endif
        let onMainActor = MainActorDelivery.isMainActor(poster)
        var (next, nextScoped) = (unscoped.startIndex, scoped.startIndex)
        while next < unscoped.endIndex || nextScoped < scoped.endIndex {
            let filed: BusEntry?
            if nextScoped == scoped.endIndex
                || (next < unscoped.endIndex && unscoped[next].sequence < scoped[nextScoped].sequence)
            {
                filed = unscoped[next].entry
                next += 1
            } else {
                filed = scoped[nextScoped].entry
                nextScoped += 1
                // Filed under the posted subject's identity; the live object says whether it is the same.
                if let filed, filed.subject?.object !== subject {
                    finished.append(filed)
                    continue
                }
            }
            // A hole where a removed entry was.
            guard let entry = filed else { continue }
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
        _ message: M, to entry: BusEntry, _ handler: @escaping @MainActor @Sendable (AnyObject, M) -> Void,
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

extension [BusEntry]? {
    /// Appends to the array, making it on first use (rare: allocating here is fine), in place after that:
    /// a post that finds many ended entries (owners or subjects gone) collects them in O(n), not O(n²).
    fileprivate mutating func append(_ entry: BusEntry) {
        if self == nil { self = [entry] } else { self?.append(entry) }
    }
}

/// How many bus dispatches are nested on the current thread, across buses: a thread-specific value (a
/// `@TaskLocal` would allocate on every post outside a task) whose bit pattern is the count.
enum DispatchDepth {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-specific keys")
        return key
    }()

    static var current: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }
}
