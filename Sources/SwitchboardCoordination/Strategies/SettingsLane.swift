import SwitchboardMessaging

/// A coordinator's shared-settings strategy, with the settings value's type erased: the
/// coordinator is generic over the request type only.
///
/// A class, so that a send reads its closure through one reference instead of copying (and
/// retaining everything in) the coordinator's lane.
@MainActor
final class SettingsLane<Request: Sendable> {
    /// The observation of the settings part; the coordinator ends it when it goes.
    let observation: SubscriptionToken
    /// Hands a link's request to the container.
    let send: @MainActor (Request, ChildID?) -> RequestResult
    /// Tells the container everything the part holds, as if it started from scratch.
    let replay: @MainActor () -> Void
    /// Sets who is told each request derived from the settings that the container refused.
    let onRejection: @MainActor (@escaping @MainActor (Refusal<Request>) -> Void) -> Void
    /// The container settled the request of a ticket, whoever asked for it. Every kept
    /// coordinator is told before any writes.
    let stepSettled: @MainActor (UInt64, SettledStep<Request>, _ records: Bool) -> Void
    /// Writes what the container will show into the settings, once every kept coordinator has
    /// been told the step.
    let writeSettled: @MainActor () -> Void
    /// Reports a request the lane carried that the container refused after answering (its plan
    /// abandoned, or rejected at its queued turn), once the settings say what the container shows.
    let refusedLate: @MainActor (Refusal<Request>) -> Void

    init(
        observation: SubscriptionToken, send: @escaping @MainActor (Request, ChildID?) -> RequestResult,
        replay: @escaping @MainActor () -> Void,
        onRejection: @escaping @MainActor (@escaping @MainActor (Refusal<Request>) -> Void) -> Void,
        stepSettled: @escaping @MainActor (UInt64, SettledStep<Request>, Bool) -> Void,
        writeSettled: @escaping @MainActor () -> Void,
        refusedLate: @escaping @MainActor (Refusal<Request>) -> Void
    ) {
        self.observation = observation
        self.send = send
        self.replay = replay
        self.onRejection = onRejection
        self.stepSettled = stepSettled
        self.writeSettled = writeSettled
        self.refusedLate = refusedLate
    }
}

/// What ``CoordinationStrategy/sharedSettings(_:at:)`` captured: a settings instance and a part
/// of its value, ready to start a ``SettingsLane`` for a container.
package struct SettingsBinding<Request: Sendable>: Sendable {
    /// The settings instance, for leak reports: `start` captures it, which a report cannot see.
    let settings: any AnyObject & Sendable
    /// The part of its value the container's state is kept in (`\.self` for the whole value).
    let part: any AnyKeyPath & Sendable
    /// Starts the lane for a container: the object that owns the observation (the container),
    /// its handler, what a ready container keeps of its coordinators (`nil` for a handler that
    /// reports no steps), and where the coordinator was made.
    let start:
        @MainActor @Sendable (
            _ owner: any AnyObject & Sendable,
            _ handle: @escaping @MainActor @Sendable (Request, ChildID?) -> RequestResult?,
            _ container: KeptCoordinators?, _ file: String, _ line: Int
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
        self.part = part.keyPath
        start = { owner, handle, container, file, line in
            SettingsLaneHost(settings: settings, part: part, handle: handle, container: container)
                .start(owner: owner, file: file, line: line)
        }
    }
}
