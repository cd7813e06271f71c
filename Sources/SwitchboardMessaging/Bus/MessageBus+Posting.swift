internal import Dispatch

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension MessageBus {
    /// Delivers `message` to every live subscriber of its type, in registration order.
    ///
    /// Synchronous subscribers have all been called when `post` returns. Main-actor observers are
    /// called now when the caller is on the main actor, otherwise enqueued on the main queue.
    ///
    /// ```swift
    /// bus.post(CartChanged())
    /// bus.post(ItemAdded(count: 2), subject: cart)   // only `cart`'s subscribers, plus unscoped ones
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
        // The work happens in a non-isolated function: closures inside an `isolated`-parameter
        // function would get dynamic executor checks on every call.
        dispatch(message, subject: subject, poster: isolation)
    }

    private func dispatch<M: Message>(_ message: M, subject: AnyObject?, poster: (any Actor)?) {
        let type = ObjectIdentifier(M.self)
        let subjectID = subject.map(ObjectIdentifier.init)
        // Copied out under the lock (retains, no allocation); called outside it.
        let lists = state.withLock { state -> PostLists? in
            guard let channel = state.channels[type] else { return nil }
            return PostLists(
                unscoped: channel.unscoped, scoped: subjectID.flatMap { channel.scoped[$0] },
                watched: channel.subjectStreams.isEmpty ? nil : channel.subjectStreams)
        }
        guard let lists else { return }
        let (unscoped, scoped, watched) = (lists.unscoped, lists.scoped, lists.watched)
        // Entries this post found ended (a fired one-shot, a dead subject or owner), removed after the
        // loop; `nil` rather than an empty array, which would cost a retain and release per post.
        var finished: [BusEntry]?
        if let watched {
            for stream in watched where stream.subject?.id != subjectID && stream.subject?.object == nil {
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
        _ message: M, subject: AnyObject?, to unscoped: ContiguousArray<BusEntry>,
        merging scoped: ContiguousArray<BusEntry>, poster: (any Actor)?, _ finished: inout [BusEntry]?
    ) {
        #if DEBUG
            let beforeActivityCheck = beforeActivityCheck.withLock { $0 }
        #endif
        let onMainActor = MainActorDelivery.isMainActor(poster)
        var (next, nextScoped) = (unscoped.startIndex, scoped.startIndex)
        while next < unscoped.endIndex || nextScoped < scoped.endIndex {
            let entry: BusEntry
            if nextScoped == scoped.endIndex
                || (next < unscoped.endIndex && unscoped[next].sequence < scoped[nextScoped].sequence)
            {
                entry = unscoped[next]
                next += 1
            } else {
                entry = scoped[nextScoped]
                nextScoped += 1
                // Filed under the posted subject's identity; the live object says whether it is the same.
                guard entry.subject?.object === subject else {
                    finished.append(entry)
                    continue
                }
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
                    MainActorDelivery.callIsolated(handler, owner, message)
                } else {
                    Self.enqueue(message, to: entry, handler, retiringIn: state)
                }
            }
        }
    }

    /// Calls an observer later, on the main queue, in post order. The owner is loaded there, so the
    /// posting thread never holds it and can never end up running its `deinit`. Captures the bus's
    /// state, not the bus: a deallocated bus has ended the entry, so the call then does nothing.
    private static func enqueue<M: Message>(
        _ message: M, to entry: BusEntry, _ handler: @escaping @MainActor @Sendable (AnyObject, M) -> Void,
        retiringIn state: Locked<BusState>
    ) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let owner = entry.owner else {
                    // Only this entry, not a rescan: with many owners dying while deliveries are
                    // pending, each pending delivery costs O(1), and only the first takes the lock.
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

    /// Drops entries of one message type (or all, for `nil`) that are off or whose owner or subject
    /// died, ends them (a stream finishes), and returns the live ones.
    ///
    /// Liveness is checked outside the lock (it loads weak references); the dead entries are then
    /// removed under it and ended after it.
    ///
    /// - Parameters:
    ///   - type: The message type's identity, or `nil` for every type.
    ///   - owners: How owners may be consulted on this thread; see ``OwnerAccess``.
    @discardableResult
    func purgeFinishedEntries(of type: ObjectIdentifier?, owners: OwnerAccess) -> [BusEntry] {
        let candidates = state.withLock { $0.entries(for: type) }
        var loadedOwners: [AnyObject] = []
        var live: [BusEntry] = []
        var finished: [BusEntry] = []
        for entry in candidates {
            if entry.isLive(owners: owners, loadedOwners: &loadedOwners) {
                live.append(entry)
            } else {
                finished.append(entry)
            }
        }
        if !loadedOwners.isEmpty {
            // Each owner gets a retain only the main queue balances, so no local reference can be the
            // last one here.
            var releases = MainQueueReleases()
            for owner in loadedOwners { releases.park(owner) }
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

/// What a post copies out under the bus lock: the lists it calls, and the streams whose subjects
/// it checks.
private struct PostLists {
    let unscoped: ContiguousArray<BusEntry>
    let scoped: ContiguousArray<BusEntry>?
    let watched: ContiguousArray<BusEntry>?
}

extension [BusEntry]? {
    /// Appends to the array, making it on first use (rare: allocating here is fine).
    fileprivate mutating func append(_ entry: BusEntry) {
        self = (self ?? []) + [entry]
    }
}

/// How many bus dispatches are nested on the current thread, shared by every bus, so that two buses
/// ping-ponging a message are caught too.
///
/// It follows the thread, since handlers run on the posting thread. A thread-specific value rather
/// than a `@TaskLocal`: binding a task-local outside a task allocates on every post. The count is
/// stored as the bit pattern of the thread-specific value and never dereferenced.
enum DispatchDepth {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-specific keys")
        return key
    }()

    /// The current thread's depth: 0 outside any dispatch.
    static var current: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }
}
