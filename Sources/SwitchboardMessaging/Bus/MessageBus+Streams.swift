extension MessageBus {
    /// The messages of `type` posted from now on, in post order, as an `AsyncStream` registered by this
    /// call (not at the first iteration). How a stream ends: <doc:MessagingWithTheBus>.
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
    ) -> AsyncStream<M> {
        let (buffer, continuation) = AsyncStream<M>.makeStream(bufferingPolicy: bufferingPolicy)
        let token = register(
            .posting { continuation.yield($0) }, for: M.self, kind: .stream,
            subject: subject, label: label, file: file, line: line,
            onEnd: continuation.finish)
        // The stream owns the token, until it terminates. Ended on the cancelling thread, not when the
        // cancelled consumer next runs: a busy pool may not run it for long, and every post would keep
        // visiting the dead stream meanwhile.
        continuation.onTermination = { _ in token.cancel() }
        // Read through a stream that a cancelled task ends at once: `buffer` itself would first hand
        // out what it holds. Ending drops `buffer`, which ends the registration and releases what it holds.
        return AsyncStream { [waiting = waitingReaders] in
            var reader = buffer.makeAsyncIterator()
            waiting.withLock { $0 += 1 }
            defer { waiting.withLock { $0 -= 1 } }
            return await reader.next()
        }
    }
}
