extension MessageBus {
    /// The messages of one type posted on a bus, as an `AsyncSequence`; made by
    /// ``MessageBus/messages(of:subject:bufferingPolicy:label:file:line:)``.
    ///
    /// The stream is subscribed from the moment it is made until it ends: leaving the loop, cancelling
    /// the iterating task, or dropping the stream ends it; so do the bus's deallocation and, for a
    /// subject-scoped stream, its subject's. Posts land in a buffer that the iterating task empties
    /// in one go each time it wakes, so a burst of posts costs one wake-up, not one per message.
    ///
    /// ```swift
    /// let toggles = bus.messages(of: CartChanged.self)
    /// bus.post(CartChanged())                  // buffered: the stream is already registered
    /// for await toggle in toggles.prefix(1) { print("received", toggle) }
    /// ```
    ///
    /// Iterate a stream from one task. Iterators made from the same stream share its buffer: each
    /// message reaches one of them.
    public struct MessageStream<M: Message>: AsyncSequence, Sendable {
        /// The posted message type.
        public typealias Element = M

        let buffer: StreamBuffer<M>
        /// Ends the bus registration when the last copy of the stream and of its iterators goes away.
        let token: SubscriptionToken

        /// Makes the iterator that `for await` uses.
        ///
        /// - Returns: An iterator over the messages posted since the stream was made.
        public func makeAsyncIterator() -> Iterator {
            Iterator(buffer: buffer, token: token, batch: ElementQueue())
        }

        /// Hands out a stream's messages in post order; `nil` once the stream has ended.
        ///
        /// Each call returns the next buffered message without suspending while there is one, and
        /// suspends only when none is waiting.
        public struct Iterator: AsyncIteratorProtocol {
            let buffer: StreamBuffer<M>
            let token: SubscriptionToken
            /// Messages taken from the buffer in one go, handed out without locking.
            var batch: ElementQueue<M>

            /// The next message, waiting for one to be posted if none is buffered.
            ///
            /// - Returns: The message, or `nil` once the stream has ended: the task was cancelled (any
            ///   buffered messages are discarded), or the stream finished (after its buffered messages).
            public mutating func next() async -> M? {
                await nextMessage(isolation: nil)
            }

            /// The next message, waiting without leaving the caller's actor.
            ///
            /// - Parameter actor: The caller's isolation; `for await` passes it.
            /// - Returns: The message, or `nil` once the stream has ended.
            @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
            public mutating func next(isolation actor: isolated (any Actor)?) async -> M? {
                await nextMessage(isolation: actor)
            }

            @inline(__always)
            private mutating func nextMessage(isolation actor: isolated (any Actor)?) async -> M? {
                if Task.isCancelled {
                    end()
                    return nil
                }
                if !batch.isEmpty {
                    return batch.removeFirst()
                }
                return await refill(isolation: actor)
            }

            /// Takes the buffer's waiting messages into the (empty) batch, suspending until there are
            /// some or the stream ends.
            private mutating func refill(isolation actor: isolated (any Actor)?) async -> M? {
                while true {
                    switch buffer.take(into: &batch) {
                    case .ready:
                        return batch.removeFirst()
                    case .over:
                        return nil
                    case .empty:
                        let buffer = buffer
                        let token = token
                        await withTaskCancellationHandler(
                            operation: {
                                await withUnsafeContinuation(isolation: actor) { buffer.park($0) }
                            },
                            onCancel: {
                                buffer.cancel()
                                token.cancel()
                            },
                            isolation: actor
                        )
                    }
                }
            }

            /// Ends the stream for a cancelled task: drops what is buffered and ends the registration.
            private mutating func end() {
                batch.removeAll()
                buffer.cancel()
                token.cancel()
            }
        }
    }
}

@available(*, unavailable)
extension MessageBus.MessageStream.Iterator: Sendable {}
