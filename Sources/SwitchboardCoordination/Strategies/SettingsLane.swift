import SwitchboardMessaging

/// A coordinator's shared-settings strategy, with the settings value's type erased: the
/// coordinator is generic over the request type only.
///
/// A class, so that a send reads its closure through one reference instead of copying (and
/// retaining everything in) the coordinator's lane.
@MainActor
final class SettingsLane<Request: Sendable> {
    /// The observation of the settings part; the coordinator ends it when it goes.
    let observation: ObserverHandle
    /// Hands a link's request to the container and records it if accepted.
    let send: @MainActor (Request, ChildID?) -> RequestResult
    /// Tells the container everything the part holds, as if it started from scratch.
    let replay: @MainActor () -> Void
    /// Sets who is told each request derived from the settings that the container refused.
    let onRejection: @MainActor (@escaping @MainActor (Refusal<Request>) -> Void) -> Void
    /// Takes a request the container refused after answering (its plan abandoned, or rejected
    /// when its queued turn came) out of the settings (the deliveries that carried it named by
    /// their numbers), then reports it once.
    let abandoned: @MainActor (Refusal<Request>, [UInt64]) -> Void
    /// Records a request the container applied that the lane did not carry (a swipe, a direct
    /// call, another coordinator's request) in the settings.
    let recordApplied: @MainActor (Request) -> Void

    init(
        observation: ObserverHandle, send: @escaping @MainActor (Request, ChildID?) -> RequestResult,
        replay: @escaping @MainActor () -> Void,
        onRejection: @escaping @MainActor (@escaping @MainActor (Refusal<Request>) -> Void) -> Void,
        abandoned: @escaping @MainActor (Refusal<Request>, [UInt64]) -> Void,
        recordApplied: @escaping @MainActor (Request) -> Void
    ) {
        self.observation = observation
        self.send = send
        self.replay = replay
        self.onRejection = onRejection
        self.abandoned = abandoned
        self.recordApplied = recordApplied
    }
}

/// What ``CoordinationStrategy/sharedSettings(_:at:)`` captured: a settings instance and a part
/// of its value, ready to start a ``SettingsLane`` for a container.
package struct SettingsBinding<Request: Sendable>: Sendable {
    /// The settings instance, for leak reports: `start` captures it, which a report cannot see.
    let settings: any AnyObject & Sendable
    /// Starts the lane for a container: the object that owns the observation (the container),
    /// its handler, and where the coordinator was made.
    let start:
        @MainActor @Sendable (
            _ owner: any AnyObject & Sendable,
            _ handle: @escaping @MainActor @Sendable (Request, ChildID?) -> RequestResult?,
            _ deliveries: DeliveryCounter, _ file: String, _ line: Int
        ) -> SettingsLane<Request>

    /// Binds to one part of a settings value.
    init<Root: Sendable, State: CoordinatedState>(
        settings: SharedSettings<Root>, part: any WritableKeyPath<Root, State> & Sendable
    ) where State.Request == Request {
        self.init(settings: settings, part: SettingsPart(part))
    }

    /// Binds to the whole settings value.
    init<State: CoordinatedState>(whole settings: SharedSettings<State>) where State.Request == Request {
        self.init(settings: settings, part: SettingsPart())
    }

    private init<Root: Sendable, State: CoordinatedState>(
        settings: SharedSettings<Root>, part: SettingsPart<Root, State>
    ) where State.Request == Request {
        self.settings = settings
        start = { owner, handle, deliveries, file, line in
            SettingsLaneHost(settings: settings, part: part, handle: handle, deliveries: deliveries)
                .start(owner: owner, file: file, line: line)
        }
    }
}
