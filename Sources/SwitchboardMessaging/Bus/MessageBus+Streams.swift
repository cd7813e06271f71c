extension MessageBus {
    /// The messages of `type` posted from now on, as an `AsyncSequence`.
    ///
    /// The subscription is registered by this call, not at the first iteration, so nothing posted
    /// in between is lost. Each stream keeps post order. Leaving the loop or dropping the stream ends
    /// the subscription; so does cancelling the iterating task, whose next call to `next()` returns
    /// `nil` (messages still buffered are dropped). The stream finishes, after handing out what it
    /// has buffered, when the bus deallocates, and, for a subject-scoped stream, once the bus notices
    /// that its subject has deallocated: at the next post of `type` (for any subject, from any
    /// thread) or the next ``subscriberCount(for:)`` or ``registrations`` read. A bus cannot watch an
    /// object's `deinit`, so until one of those happens the loop keeps waiting.
    ///
    /// ```swift
    /// let toggles = bus.messages(of: CartChanged.self)
    /// bus.post(CartChanged())                  // buffered: the stream is already registered
    /// for await toggle in toggles.prefix(1) { print("received", toggle) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The message type to receive.
    ///   - subject: When given, only posts made with this exact object as subject are delivered.
    ///   - bufferingPolicy: What to keep while the consumer is slower than the posters, with the
    ///     meaning it has for an `AsyncStream`. The default, `.unbounded`, never drops a message; pass
    ///     `.bufferingNewest(n)` or `.bufferingOldest(n)` to bound memory when dropping is acceptable.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the stream was made, for ``registrations``.
    ///   - line: Where the stream was made, for ``registrations``.
    /// - Returns: A stream of the posted messages; see ``MessageStream`` for how it delivers them.
    public func messages<M: Message>(
        of type: M.Type,
        subject: AnyObject? = nil,
        bufferingPolicy: AsyncStream<M>.Continuation.BufferingPolicy = .unbounded,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line
    ) -> MessageStream<M> {
        let (stream, continuation) = AsyncStream<M>.makeStream(bufferingPolicy: bufferingPolicy)
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .now { continuation.yield($0) }, kind: .stream,
                origin: RegistrationOrigin(label: label, file: file, line: line), sequence: sequence, subject: subject,
                onEnd: { continuation.finish() })
        }
        // A consumer task cancelled while it waits in `next()` terminates the stream on the
        // cancelling thread: the registration ends there, not when the task next runs (a busy pool
        // may not run it for long, and every post would keep visiting the dead stream meanwhile).
        continuation.onTermination = { [weak self, weak entry] _ in
            guard let self, let entry else { return }
            retire([entry])
        }
        return MessageStream(base: stream, token: SubscriptionToken(entry: entry, lock: state))
    }

    /// The messages of one type posted on a bus, as an `AsyncSequence`: an `AsyncStream` that owns
    /// its bus subscription. Made by ``MessageBus/messages(of:subject:bufferingPolicy:label:file:line:)``.
    ///
    /// The stream is subscribed from the moment it is made until it ends: leaving the loop, cancelling
    /// the iterating task, or dropping the stream ends it; so do the bus's deallocation and, for a
    /// subject-scoped stream, its subject's.
    ///
    /// ```swift
    /// let toggles = bus.messages(of: CartChanged.self)
    /// bus.post(CartChanged())                  // buffered: the stream is already registered
    /// for await toggle in toggles.prefix(1) { print("received", toggle) }
    /// ```
    ///
    /// Iterators made from one stream share its buffer: each message reaches one of them.
    public struct MessageStream<M: Message>: AsyncSequence, Sendable {
        /// The posted message type.
        public typealias Element = M

        let base: AsyncStream<M>
        /// Ends the bus registration when the last copy of the stream and of its iterators goes away.
        let token: SubscriptionToken
        /// How many iterators are inside `next()`, for tests that must post only once a consumer waits.
        let waiting = Locked(0)

        /// How many iterators of this stream are inside `next()` now.
        var waitingConsumerCount: Int { waiting.withLock { $0 } }

        /// Makes the iterator that `for await` uses.
        ///
        /// - Returns: An iterator over the messages posted since the stream was made.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: base.makeAsyncIterator(), token: token, waiting: waiting)
        }

        /// Hands out a stream's messages in post order; `nil` once the stream has ended.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<M>.Iterator
            let token: SubscriptionToken
            let waiting: Locked<Int>

            /// Set once this iterator returned `nil`: it never hands out a buffered message after that.
            var isFinished = false

            /// The next message, waiting for one to be posted if none is buffered.
            ///
            /// - Returns: The message, or `nil` once the stream has ended: the task was cancelled (any
            ///   buffered messages are discarded), or the stream finished (after its buffered messages).
            public mutating func next() async -> M? {
                guard !isFinished else { return nil }
                if Task.isCancelled { return await discardBuffered() }
                waiting.withLock { $0 += 1 }
                let message = await base.next()
                waiting.withLock { $0 -= 1 }
                return message ?? end()
            }

            /// The next message, waiting without leaving the caller's actor.
            ///
            /// - Parameter actor: The caller's isolation; `for await` passes it.
            /// - Returns: The message, or `nil` once the stream has ended.
            @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
            public mutating func next(isolation actor: isolated (any Actor)?) async -> M? {
                guard !isFinished else { return nil }
                if Task.isCancelled {
                    _ = end()
                    while await base.next(isolation: actor) != nil {}
                    return nil
                }
                waiting.withLock { $0 += 1 }
                let message = await base.next(isolation: actor)
                waiting.withLock { $0 -= 1 }
                return message ?? end()
            }

            /// Ends the stream for a cancelled task: ends the registration (which finishes the
            /// stream, so nothing more is buffered) and releases what is buffered, outside any lock.
            private mutating func discardBuffered() async -> M? {
                _ = end()
                while await base.next() != nil {}
                return nil
            }

            /// Ends the registration once the stream has finished or its task was cancelled; this
            /// iterator returns `nil` from then on.
            private mutating func end() -> M? {
                isFinished = true
                token.cancel()
                return nil
            }
        }
    }
}

@available(*, unavailable)
extension MessageBus.MessageStream.Iterator: Sendable {}
