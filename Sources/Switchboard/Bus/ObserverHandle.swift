/// A non-owning handle to an observation made with ``MessageBus/observe(_:subject:by:label:file:line:handler:)``.
///
/// The observation belongs to its owner object, not to this handle: dropping the handle changes
/// nothing. Keep it only if you want to stop observing before the owner goes away.
///
/// ```swift
/// let handle = bus.observe(MenuToggled.self, by: self) { controller, _ in controller.toggleMenu() }
/// handle.cancel()   // optional
/// ```
public struct ObserverHandle: Sendable {
    private weak let bus: MessageBus?
    private weak let entry: BusEntry?

    init(bus: MessageBus, entry: BusEntry) {
        self.bus = bus
        self.entry = entry
    }

    /// Ends the observation now. Idempotent; no new delivery begins after it returns.
    public func cancel() {
        guard let entry else { return }
        entry.deactivate()
        bus?.unregister(entry)
    }

    /// Whether the observation can still deliver: not cancelled, owner (and subject, if any) alive.
    public var isActive: Bool {
        entry?.isLive ?? false
    }
}
