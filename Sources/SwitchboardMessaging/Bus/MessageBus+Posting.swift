internal import Dispatch

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
        let channelKey = ObjectIdentifier(M.self)
        let postedSubjectID = subject.map(ObjectIdentifier.init)
        let snapshot = state.withLock { $0.channels.snapshot(for: channelKey, subjectID: postedSubjectID) }
        guard !snapshot.isEmpty else { return }

        let depth = DispatchDepth.counter()
        guard depth.pointee < Self.maximumDispatchDepth else {
            report(
                Diagnostic(
                    kind: .recursionLimitExceeded, messageType: M.self, depth: depth.pointee + 1, busLabel: label)
            )
            return
        }
        depth.pointee += 1
        defer { depth.pointee -= 1 }

        // Entries this post found ended (a fired one-shot, a dead subject or owner); removed after the
        // loop, one by one, so a post never rescans the channel. `nil` rather than empty: an empty
        // array is a shared singleton whose retain and release take the runtime's slow path.
        var finished: [BusEntry]?
        if let watchers = snapshot.watchers {
            Self.collectStreamsWithDeadSubjects(watchers, except: postedSubjectID, into: &finished)
        }
        #if DEBUG
            let beforeActivityCheck = beforeActivityCheck.withLock { $0 }
        #endif

        // The snapshot keeps every entry alive for the whole loop, so the loop borrows them
        // (unretained) instead of paying a retain/release per subscriber. A scoped entry in the
        // snapshot is filed under the posted subject's identity.
        snapshot.forEachInOrder { entry in
            if let scope = entry.scope {
                // Same address; the weak reference tells whether it is the same object.
                guard let wantedSubject = scope.subject, wantedSubject === subject else {
                    Self.note(entry, in: &finished)
                    return
                }
            }
            #if DEBUG
                if !entry.isOwnerBound || MainActorDelivery.isMainActor(poster) {
                    beforeActivityCheck?(entry)
                }
            #endif
            // The activity flag is read as the last step before a call (observers read it again
            // after loading their owner): a `cancel()` that returned before this read prevents the
            // call (see "Lifetime" on `MessageBus`). The same read gives the kind, which says which
            // subclass holds the handler.
            let bits = entry.deliveryBits
            guard bits.isActive else { return }
            if bits.isOneShot {
                guard entry.deactivate() else { return }
                Self.note(entry, in: &finished)
            }
            // Safety: entries are filed under `ObjectIdentifier(M.self)` only by `register`, which
            // creates each kind as the `TypedEntry<M>` subclass that its route names.
            switch bits.route {
            case .synchronous:
                unsafeDowncast(entry, to: SynchronousEntry<M>.self).handler(message)
            case .synchronousWithSubject:
                unsafeDowncast(entry, to: SubjectAwareEntry<M>.self).handler(message, subject)
            case .mainActor:
                if !deliverOnMainActor(message, to: unsafeDowncast(entry, to: MainActorEntry<M>.self), poster: poster) {
                    Self.note(entry, in: &finished)
                }
            }
        }

        if let finished {
            retire(finished)
        }
    }

    /// Subject-scoped streams whose subject deallocated. Only a post can notice (see `endsWithSubject`);
    /// kept out of line because the weak loads are off the common path.
    @inline(never)
    private static func collectStreamsWithDeadSubjects(
        _ watchers: ContiguousArray<BusEntry>,
        except postedSubjectID: ObjectIdentifier?,
        into finished: inout [BusEntry]?
    ) {
        // A watcher of the posted subject is visited by the loop, which makes the same check.
        for watcher in watchers where watcher.subjectID != postedSubjectID && watcher.scope?.subject == nil {
            Self.note(watcher, in: &finished)
        }
    }

    @inline(never)
    private static func note(_ entry: BusEntry, in finished: inout [BusEntry]?) {
        finished = (finished ?? []) + [entry]  // rare: allocating here is fine
    }

    /// Calls a main-actor handler now if the poster is on the main actor, else enqueues the call.
    ///
    /// - Returns: `false` when the owner is known to be gone, so the entry should be purged.
    private func deliverOnMainActor<M: Message>(
        _ message: M,
        to entry: MainActorEntry<M>,
        poster: (any Actor)?
    ) -> Bool {
        guard MainActorDelivery.isMainActor(poster) else {
            Self.enqueueOnMainActor(message, to: entry, retiringIn: state)
            return true
        }
        guard let owner = entry.receiver() else { return false }
        // Read again: the owner load sits between the caller's read and the call.
        guard entry.isActive else { return true }
        #if DEBUG
            MainActor.preconditionIsolated("a main-actor poster's delivery must run on the main actor")
        #endif
        // `isMainActor(poster)` proved above that the poster, and so this call, runs isolated to the
        // main actor, which is exactly what `callHandlerOnMainActor` requires; calling it directly
        // avoids the closure context `assumeIsolated` allocates on every post.
        entry.callHandlerOnMainActor(owner, message)
        return true
    }

    /// Calls a main-actor handler later, in post order. The owner is loaded on the main actor, so the
    /// posting thread never holds it and can never end up running its `deinit`.
    ///
    /// The call captures the entry (which holds the handler) and the bus's lock, not the bus: a strong
    /// reference to the lock storage costs a retain, where a weak bus costs a weak reference's setup,
    /// load and teardown on every delivery. A deallocated bus has ended the entry, so the call then
    /// does nothing.
    private static func enqueueOnMainActor<M: Message>(
        _ message: M,
        to entry: MainActorEntry<M>,
        retiringIn state: Locked<BusState>
    ) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let owner = entry.receiver() else {
                    // Only this entry, not a rescan of the channel: with many owners dying while
                    // deliveries are pending, each pending delivery costs O(1).
                    retireDeadOwnersEntry(entry, in: state)
                    return
                }
                guard entry.isActive else { return }
                entry.callHandlerOnMainActor(owner, message)
            }
        }
    }

    /// Drops entries of one channel (or all, for `nil`) that are off or whose owner/subject died, ends
    /// them (a stream finishes), and returns the live ones.
    ///
    /// Liveness is checked outside the lock (it loads weak references), then the dead entries are
    /// removed by slot. The removed references are kept, and ended, after unlocking.
    ///
    /// - Parameters:
    ///   - channelKey: The channel to purge, or `nil` for all of them.
    ///   - owners: How owners may be consulted on this thread; see ``OwnerAccess``.
    @discardableResult
    func purgeFinishedEntries(of channelKey: ObjectIdentifier?, owners: OwnerAccess) -> [BusEntry] {
        let candidates: [BusEntry] = state.withLock { state in
            if let channelKey {
                return state.channels.entries(for: channelKey)
            }
            return state.channels.allEntries
        }
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
            // Each owner gets a retain only the main queue balances, so neither this array nor any
            // local reference can be the last one here, whichever is released first.
            var releases = MainQueueReleases()
            for owner in loadedOwners { releases.park(owner) }
        }
        if !finished.isEmpty {
            retire(finished)
        }
        return live
    }

    /// Removes and ends an observer whose owner is gone, found by one of its pending deliveries.
    ///
    /// An entry that is already off needs nothing: whoever switched it off (a cancel, a purge, an
    /// earlier delivery through here) removes it too. So the first pending delivery for a dead owner
    /// takes the lock once, and every later one costs an atomic load.
    static func retireDeadOwnersEntry(_ entry: BusEntry, in state: Locked<BusState>) {
        guard entry.isActive else { return }
        _ = state.withLock { $0.channels.remove(entry) }
        entry.end()
    }

    /// Removes ended entries (each in O(1) amortised) and ends them, which finishes a stream.
    ///
    /// Never loads an owner. Removing before ending keeps the order the bus always had: an entry is
    /// out of the lists when its stream's termination runs.
    func retire(_ finished: [BusEntry]) {
        state.withLock { state in
            for entry in finished {
                state.channels.remove(entry)
            }
        }
        for entry in finished {
            entry.end()
        }
    }
}
