extension MessageBus {
    /// The messages of `type` posted from now on, in post order, as an `AsyncSequence` registered by
    /// this call (not at the first iteration). How a stream ends: <doc:MessagingWithTheBus>.
    ///
    /// ```swift
    /// let toggles = bus.messages(of: CartChanged.self)
    /// bus.post(CartChanged())                  // buffered: the stream is already registered
    /// for await toggle in toggles.prefix(1) { print("received", toggle) }
    /// ```
    public func messages<M: Message>(
        of type: M.Type, subject: AnyObject? = nil,
        bufferingPolicy: AsyncStream<M>.Continuation.BufferingPolicy = .unbounded, label: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> MessageStream<M> {
        let (stream, continuation) = AsyncStream<M>.makeStream(bufferingPolicy: bufferingPolicy)
        let entry = register(
            .now { message, _ in continuation.yield(BusEntry.typed(message)) }, for: M.self, kind: .stream,
            subject: subject,
            origin: RegistrationOrigin(label: label, file: file, line: line), onEnd: { continuation.finish() })
        // Ended on the cancelling thread, not when the cancelled consumer next runs: a busy pool may
        // not run it for long, and every post would keep visiting the dead stream meanwhile.
        continuation.onTermination = { [weak self, weak entry] _ in
            if let self, let entry { retire([entry]) }
        }
        return MessageStream(base: stream, token: SubscriptionToken(entry: entry, lock: state))
    }

    /// The messages of one type posted on a bus: an `AsyncStream` that owns its bus subscription,
    /// made by ``MessageBus/messages(of:subject:bufferingPolicy:label:file:line:)``. Iterators made
    /// from one stream share its buffer: each message reaches one of them.
    public struct MessageStream<M: Message>: AsyncSequence, Sendable {
        /// The posted message type.
        public typealias Element = M

        let base: AsyncStream<M>
        /// Ends the bus registration when the last copy of the stream and of its iterators goes away.
        let token: SubscriptionToken
        /// How many iterators are inside `next()`, for tests that must post only once a consumer waits.
        let waiting = Locked(0)
        var waitingConsumerCount: Int { waiting.withLock { $0 } }

        /// Makes the iterator that `for await` uses.
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

            /// The next message, waiting for one if none is buffered; `nil` once the stream has ended.
            public mutating func next() async -> M? {
                guard !isFinished else { return nil }
                if Task.isCancelled {
                    // Ending the registration finishes the stream; what is buffered is released here.
                    _ = end()
                    while await base.next() != nil {}
                    return nil
                }
                waiting.withLock { $0 += 1 }
                let message = await base.next()
                waiting.withLock { $0 -= 1 }
                return message ?? end()
            }

            /// The next message, waiting without leaving the caller's actor (`for await` passes it).
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

            /// Ends the registration; this iterator returns `nil` from then on.
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
