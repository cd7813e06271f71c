import SwitchboardMessaging

/// The bus strategy's part of a ``Coordinator``: it posts a link's request as a
/// ``PostedRequest`` with the container as subject, observes such posts on the container's
/// behalf, and hands the container's answer back to the link that posted.
///
/// The answer travels by tag: each post carries a tag no other post has, the observer records
/// the handler's result under it, and ``send(_:from:about:)`` reads it when `post` returns.
/// Posts nest depth-first, so the posts awaiting an answer form a stack.
@MainActor
final class BusLane<Request: Sendable> {
    private let bus: MessageBus
    /// This lane's posts awaiting their answer, innermost last.
    private var awaiting: [(tag: UInt64, result: RequestResult?)] = []

    init(bus: MessageBus) {
        self.bus = bus
    }

    /// Starts observing the container's requests on the bus. The observation is owned by the
    /// container, so it ends when the container does, even while links keep the coordinator.
    ///
    /// - Parameters:
    ///   - handler: The container.
    ///   - file: Where the coordinator was made, for the bus's registrations.
    ///   - line: Where the coordinator was made, for the bus's registrations.
    /// - Returns: The handle that ends the observation early.
    func observe<Handler: RequestHandler>(
        for handler: Handler, file: String, line: Int
    ) -> ObserverHandle where Handler.Request == Request {
        bus.observe(
            PostedRequest<Request>.self, subject: handler, by: handler, label: "Coordinator", file: file, line: line
        ) {
            [weak self] handler, posted in
            let result = handler.handle(posted.request, from: posted.child)
            self?.record(result, for: posted.tag)
        }
    }

    /// Posts `request` about `subject` and returns the container's answer.
    ///
    /// From the main actor the bus calls the coordinator's observer before `post` returns, so
    /// the answer is there. If it is not — the bus dropped the post at its nesting limit (a
    /// runaway chain of posts, reported as a ``Diagnostic``) or enqueued the call for later —
    /// the request is reported as ``LinkDelivery/queued``: it reached the bus, and no answer
    /// came back.
    func send(_ request: Request, from child: ChildID?, about subject: AnyObject) -> LinkDelivery {
        let tag = PostTags.next()
        awaiting.append((tag, nil))
        bus.post(PostedRequest(request, from: child, tag: tag), subject: subject)
        guard let index = awaiting.lastIndex(where: { $0.tag == tag }) else { return .queued }
        let result = awaiting.remove(at: index).result
        return result.map(LinkDelivery.init) ?? .queued
    }

    /// Keeps the answer to one of this lane's posts; answers to other posts are not awaited.
    private func record(_ result: RequestResult, for tag: UInt64) {
        guard let index = awaiting.lastIndex(where: { $0.tag == tag }) else { return }
        awaiting[index].result = result
    }
}

/// Tags for posted requests, unique across coordinators, so one coordinator never takes another's
/// answer (two coordinators may observe the same container on the same bus).
@MainActor
private enum PostTags {
    private static var last: UInt64 = 0

    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}
