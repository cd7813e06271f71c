public import SwitchboardMessaging

extension SharedSettings {
    /// Hands `event` to every container whose coordinator is bound to `part`, as a request from
    /// no child, and writes nothing: the way to send an event (see
    /// ``CoordinatedState/isEvent(_:)``) without a link and without a counter in the state.
    ///
    /// ```swift
    /// settings.send(.refresh, to: \.feed)  // every feed bound to \.feed reloads
    /// ```
    ///
    /// An event a container rejects is recorded on its coordinator, as a link's rejected request
    /// is (``Coordinator/lastRefusal``, ``Coordinator/onRefusal``), from no child.
    ///
    /// A request that is not an event is recorded instead, as `update(at: part) { $0.apply(request) }`
    /// would, and the bound containers are told through the settings as for any write. A request
    /// the state cannot record (``CoordinatedState/isUnrecordable(_:)``) is neither: each bound
    /// coordinator refuses it with ``UnrecordableRequest`` and records that, and nothing changes.
    ///
    /// - Parameters:
    ///   - request: The event (or request) to send.
    ///   - part: The part the containers are bound to (`\.self` for the whole value).
    /// - Returns: The answer of each container the event reached (for an unrecordable request,
    ///   each coordinator's refusal), in the order their coordinators were made; empty when none
    ///   is bound or the request was recorded.
    @MainActor
    @discardableResult
    public func send<State: CoordinatedState>(
        _ request: State.Request, to part: any WritableKeyPath<Value, State> & Sendable
    ) -> [RequestResult] {
        guard State.isEvent(request) || State.isUnrecordable(request) else {
            update(at: part) { $0.apply(request) }
            return []
        }
        return SettingsEventRoutes.deliver(request, to: self, at: part)
    }
}

/// The shared-settings lanes that events sent through ``SharedSettings/send(_:to:)`` reach, by
/// settings instance and part. A lane's entry goes once the lane does; a lane keeps its settings
/// alive, so an instance's identity is not reused while an entry names it.
@MainActor
enum SettingsEventRoutes {
    private struct Route {
        let settings: ObjectIdentifier
        let part: AnyKeyPath
        weak var lane: AnyObject?
        /// Hands an event (of the lane's request type) to the container; `nil` once it is gone.
        let deliver: @MainActor (Any) -> RequestResult?
    }

    private static var routes: [Route] = []

    static func add<Request>(
        for settings: AnyObject, at part: AnyKeyPath, lane: AnyObject,
        deliver: @escaping @MainActor (Request) -> RequestResult?
    ) {
        routes.removeAll { $0.lane == nil }
        routes.append(
            Route(settings: ObjectIdentifier(settings), part: part, lane: lane) { event in
                (event as? Request).flatMap(deliver)
            })
    }

    static func deliver<Request>(_ event: Request, to settings: AnyObject, at part: AnyKeyPath) -> [RequestResult] {
        routes.removeAll { $0.lane == nil }
        // Copied first: a container's handling may make a coordinator, which adds a route.
        let reached = routes.filter { $0.settings == ObjectIdentifier(settings) && $0.part == part }
        return reached.compactMap { $0.deliver(event) }
    }
}
