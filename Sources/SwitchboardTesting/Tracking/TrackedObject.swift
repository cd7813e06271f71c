/// One tracked object: a weak reference and the record to report if it outlives its scope.
struct TrackedObject {
    weak var object: AnyObject?
    let survivor: Survivor

    /// Whether the object is still alive.
    ///
    /// Loading a weak reference briefly retains the object; if another thread drops its last
    /// reference meanwhile, the deinit runs here. Call it outside any lock.
    var isAlive: Bool { object != nil }
}
