/// An event of a container of your own, carried by ``ContainerAnnouncement/event(_:)`` to its
/// observers and its bus: any `Hashable` and `Sendable` value of yours, read back with
/// ``payload(as:)``.
///
/// A machine puts the event in its plan (here in the list–detail example's `plan(_:from:)`):
///
/// ```swift
/// let will = ContainmentEffect.announce(.event(ContainerEvent(FeedEvent.willShowDetail(id))))
/// ```
///
/// and an observer reads it back:
///
/// ```swift
/// guard case .event(let event) = announcement else { return nil }
/// return event.payload(as: FeedEvent.self)
/// ```
public struct ContainerEvent: Hashable, Sendable, CustomStringConvertible {
    private let base: any Hashable & Sendable

    /// Wraps `payload`.
    ///
    /// - Parameter payload: The event, of your own type.
    public init(_ payload: some Hashable & Sendable) {
        base = payload
    }

    /// The payload, when it is a `Payload`; `nil` otherwise.
    ///
    /// - Parameter type: The payload's type.
    /// - Returns: The payload.
    public func payload<Payload>(as type: Payload.Type) -> Payload? {
        base as? Payload
    }

    /// Equal when the payloads are equal values of one type.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    public static func == (lhs: ContainerEvent, rhs: ContainerEvent) -> Bool {
        matches(lhs.base, rhs.base)
    }

    private static func matches<Left: Hashable>(_ left: Left, _ right: any Hashable & Sendable) -> Bool {
        (right as? Left) == left
    }

    /// Hashes the payload.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }

    /// The payload's description.
    public var description: String { "\(base)" }
}
