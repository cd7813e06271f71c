/// The lock around a ``SharedSettings``' state.
///
/// An update's body runs while it is held, so a body that uses its own settings (reads
/// ``SharedSettings/value``, updates, subscribes, cancels one of their tokens) would take it
/// again on the same thread and wait forever. This lock marks the thread running a body
/// (``UpdateBodyMarker``) and, in every build, stops such a use with a message saying what
/// happened instead of hanging. Waiting for a body running on *another* thread is normal locking.
///
/// Its locking paths are inlinable so that a client's `SharedSettings<ItsValue>` locks through code
/// specialized for that value, with no generic-metadata lookups at each acquisition.
@usableFromInline
final class SettingsLock<Value: Sendable>: Sendable {
    @usableFromInline let locked: Locked<SettingsState<Value>>
    /// Main-actor deliveries enqueued on the main queue and not yet finished (see
    /// `SettingsLock+MainActorDelivery.swift`). Always read and changed alone, so it has its own
    /// lock: observers' code, which is not specialized for `Value`, reaches it without looking up
    /// the generic metadata of the state.
    let mainDeliveriesInFlight = Locked(0)

    init(_ state: SettingsState<Value>) {
        locked = Locked(state)
    }

    /// Runs `body` with exclusive access to the state. It must not call user code.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout SettingsState<Value>) throws -> Result) rethrows -> Result {
        if UpdateBodyMarker.isRunningBody(of: self) {
            Self.stopReentrantUse()
        }
        return try locked.withLock(body)
    }

    /// Runs `body` with exclusive access to the state, without the check for use from an update's
    /// body. Only for the delivery loop: it runs after an update, a registration or a resumed save
    /// has passed the check on this thread, and never inside this lock's update body (a body that
    /// used the settings stopped at that check), so the check could only pass.
    @inlinable @inline(__always)
    func withLockInDelivery<Result>(_ body: (inout SettingsState<Value>) throws -> Result) rethrows -> Result {
        try locked.withLock(body)
    }

    /// Runs `body`, which calls the user's update body, under the lock, with this thread marked
    /// as running it.
    @inlinable
    func withLockRunningUpdateBody<Result>(_ body: (inout SettingsState<Value>) throws -> Result) rethrows -> Result {
        try withLock { state in
            try UpdateBodyMarker.runBody(of: self) { try body(&state) }
        }
    }

    /// Stops the process: the alternative is a thread blocked forever on a lock it holds.
    @inline(never) @usableFromInline
    static func stopReentrantUse() -> Never {
        fatalError(
            """
            SharedSettings<\(Value.self)> was used from inside the body of one of its own updates. \
            The body runs while the settings are locked, so reading `value`, updating, observing or \
            cancelling an observation there would deadlock. Do it after `update` returns, or in an observer.
            """)
    }
}
