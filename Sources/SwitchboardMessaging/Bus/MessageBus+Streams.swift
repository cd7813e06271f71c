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
        let buffer = StreamBuffer<M>(policy: bufferingPolicy)
        let origin = RegistrationOrigin(label: label, file: file, line: line)
        let entry = register(M.self, subject: subject) { sequence, scope in
            StreamEntry(
                { buffer.send($0) }, onEnd: { buffer.finish() }, origin: origin, sequence: sequence, scope: scope)
        }
        return MessageStream(buffer: buffer, token: token(for: entry))
    }
}
