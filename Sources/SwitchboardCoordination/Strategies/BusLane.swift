import SwitchboardMessaging

/// The bus strategy's part of a ``Coordinator``: it posts a link's request as a
/// ``SentRequest`` with the container as subject, observes such posts on the container's
/// behalf, and hands the container's answer back to the link that posted.
///
/// The answer travels by tag: each post carries a tag no other post has, the observer records
/// the handler's result under it, and ``send(_:from:about:)`` reads it when `post` returns.
/// Posts nest depth-first, so the posts awaiting an answer form a stack.
@MainActor
final class BusLane<Request: Sendable> {
    private let bus: MessageBus
    /// This lane's posts awaiting their answer. Not generic, so the observer's path to it is not.
    private let answers = PostAnswers()

    init(bus: MessageBus) {
        self.bus = bus
    }

    /// Starts observing the container's requests on the bus. The observation is owned by the
    /// container, so it ends when the container does, even while links keep the coordinator.
    ///
    /// - Parameters:
    ///   - container: The container: the posts' subject and the observation's owner.
    ///   - handle: Calls the container's handler.
    ///   - file: Where the coordinator was made, for the bus's registrations.
    ///   - line: Where the coordinator was made, for the bus's registrations.
    /// - Returns: The token that ends the observation early.
    func observe(
        _ container: any AnyObject & Sendable,
        handle: @escaping @MainActor @Sendable (Request, ChildID?) -> RequestResult?, file: String, line: Int
    ) -> SubscriptionToken {
        // Made here, not in the hop below that is generic over the container's type, so it
        // stays specialized for the built-in vocabulary.
        let deliver: @MainActor @Sendable (SentRequest<Request>) -> Void = { [weak answers] posted in
            guard let result = handle(posted.request, posted.sender) else { return }
            answers?.record(result, for: posted.tag)
        }
        return register(container, deliver: deliver, file: file, line: line)
    }

    private func register<Owner: AnyObject & Sendable>(
        _ owner: Owner, deliver: @escaping @MainActor @Sendable (SentRequest<Request>) -> Void, file: String,
        line: Int
    ) -> SubscriptionToken {
        // The handler reaches the container only through `handle`, which holds it weakly.
        bus.observe(
            SentRequest<Request>.self, subject: owner, by: owner, label: "Coordinator", file: file, line: line,
            handlerIsWeak: true
        ) { _, posted in deliver(posted) }
    }

    /// Posts `request` about `subject` and returns the container's answer.
    ///
    /// From the main actor the bus calls the coordinator's observer before `post` returns, so
    /// the answer is there. If it is not — the bus dropped the post at its nesting limit (a
    /// runaway chain of posts, reported as a ``Diagnostic``) or enqueued the call for later —
    /// the request is reported as ``RequestResult/queued(position:)`` with no position: it
    /// reached the bus, and no answer came back.
    func send(_ request: Request, from child: ChildID?, about subject: AnyObject) -> RequestResult {
        let tag = answers.await()
        bus.post(SentRequest(request, from: child, tag: tag), subject: subject)
        return answers.take(tag) ?? .queued(position: nil)
    }
}

/// The answers to a bus lane's posts, by tag. Posts nest depth-first, so the awaited ones form a
/// stack and the one looked for is almost always the last.
@MainActor
final class PostAnswers {
    /// Tags unique across coordinators, so one coordinator never takes another's answer (two
    /// coordinators may observe the same container on the same bus).
    private static var lastTag: UInt64 = 0

    private var awaiting: [(tag: UInt64, result: RequestResult?)] = []

    /// Starts awaiting the answer to a new post, and returns the post's tag.
    func await() -> UInt64 {
        Self.lastTag &+= 1
        awaiting.append((Self.lastTag, nil))
        return Self.lastTag
    }

    /// Keeps the answer to one of the awaited posts; answers to other posts are not awaited.
    func record(_ result: RequestResult, for tag: UInt64) {
        guard let index = index(of: tag) else { return }
        awaiting[index].result = result
    }

    /// Stops awaiting the post `tag`, and returns its answer if it came.
    func take(_ tag: UInt64) -> RequestResult? {
        guard let index = index(of: tag) else { return nil }
        return awaiting.remove(at: index).result
    }

    private func index(of tag: UInt64) -> Int? {
        var index = awaiting.endIndex
        while index > awaiting.startIndex {
            index -= 1
            if awaiting[index].tag == tag { return index }
        }
        return nil
    }
}
