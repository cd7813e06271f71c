/// A weak reference in a value, for the package's lists of weakly held objects (a coordinator's children).
package struct WeakRef<Object: AnyObject> {
    /// The referenced object, or `nil` once it has been deallocated.
    package private(set) weak var object: Object?

    /// Wraps `object` without retaining it.
    package init(_ object: Object) {
        self.object = object
    }

    /// Whether the object has been deallocated.
    package var isDead: Bool { object == nil }
}

extension WeakRef: Sendable where Object: Sendable {}

/// `value` as an object when it is a class instance, or `nil` for a value, which has no identity to
/// hold weakly or scope by (a delegate, a notification's object).
func classInstance(_ value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
}
