/// A value that can travel on a ``MessageBus``.
///
/// Any `Sendable` type can be a message; the type itself is the "name", so there are no
/// string keys to mistype.
///
/// ```swift
/// struct MenuToggled: Message {}
/// ```
public protocol Message: Sendable {}
