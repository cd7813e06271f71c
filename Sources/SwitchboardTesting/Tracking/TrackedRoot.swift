/// An object a test named as a root: a place the path search starts from, held weakly.
struct TrackedRoot {
    weak var object: AnyObject?
}
