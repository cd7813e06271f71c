/// The ordered record of every containment and appearance event of a set of headless
/// controllers: who did what, with whom.
///
/// Give the trace to the controllers (or the window) you want to observe; children without a
/// trace of their own record into their parent's:
///
/// ```swift
/// let trace = ContainmentTrace()
/// let window = HeadlessWindow(trace: trace)
/// window.rootViewController = container
/// container.addChild(child)
/// print(trace.plainText)
/// ```
///
/// Controllers created inside `ContainmentTrace.$current.withValue(trace) { … }` pick the trace up
/// automatically.
@MainActor
public final class ContainmentTrace {
    /// Every event so far, oldest first.
    public private(set) var events: [ContainmentEvent] = []

    /// Whether any trace was ever created in this process. Until one is, no controller or window can
    /// hold a trace, so ``HeadlessViewController/effectiveTrace`` answers `nil` without walking the
    /// parent chain (production code never creates traces). It never goes back to `false`, so it is
    /// never wrong; main-actor isolated like the class, so reading it needs no lock.
    static private(set) var anyCreated = false

    /// Creates an empty trace.
    public init() {
        Self.anyCreated = true
    }

    /// The trace new controllers and windows adopt when none is passed explicitly.
    @TaskLocal public static var current: ContainmentTrace?

    /// Appends `event`.
    ///
    /// - Parameter event: What just happened.
    public func record(_ event: ContainmentEvent) {
        events.append(event)
    }

    /// Forgets every event recorded so far (handy after setting up a scene).
    public func removeAll() {
        events.removeAll()
    }

    /// The refused calls, in order.
    public var violations: [ContainmentViolation] {
        events.compactMap { event in
            if case .violation(let violation) = event { return violation }
            return nil
        }
    }

    /// The events whose subject or counterpart is `name`.
    ///
    /// - Parameter name: A controller's ``HeadlessViewController/debugName``.
    /// - Returns: Those events, in order.
    public func events(involving name: String) -> [ContainmentEvent] {
        events.filter { $0.subject == name || $0.counterpart == name }
    }
}
