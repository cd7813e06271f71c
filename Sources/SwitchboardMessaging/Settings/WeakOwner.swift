/// A weak reference to an observation's owner that can cross threads.
final class WeakOwner<Owner: AnyObject & Sendable>: Sendable {
    weak let object: Owner?

    init(_ object: Owner) {
        self.object = object
    }
}
