/// A weak reference in a value: store it in arrays and dictionaries without keeping the object alive.
///
/// ```swift
/// let box = WeakRef(session)
/// box.object?.close()   // nil once the session is gone
/// ```
public struct WeakRef<Object: AnyObject> {
    /// The referenced object, or `nil` once it has been deallocated.
    public private(set) weak var object: Object?

    /// Identity of the object at the time it was stored; stays valid (but may be reused) after it dies.
    public let identifier: ObjectIdentifier

    /// Wraps `object` without retaining it.
    public init(_ object: Object) {
        self.object = object
        identifier = ObjectIdentifier(object)
    }

    /// Whether the object has been deallocated.
    public var isDead: Bool { object == nil }
}

extension WeakRef: Sendable where Object: Sendable {}

/// `value` as an object when it is a class instance, or `nil` for a value, which has no identity to
/// hold weakly or scope by (a delegate, a notification's object).
func classInstance(_ value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
}
