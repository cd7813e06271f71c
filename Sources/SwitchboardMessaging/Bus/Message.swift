/// A value that can travel on a ``MessageBus``.
///
/// Any `Sendable` type can be a message; the type itself is the "name", so there are no
/// string keys to mistype. Subscribers are matched on the exact type posted: a subscriber to
/// `CartChanged` does not receive a `Ping`, and class messages do not match superclass subscribers.
///
/// ```swift
/// struct CartChanged: Message {}
/// ```
public protocol Message: Sendable {}
