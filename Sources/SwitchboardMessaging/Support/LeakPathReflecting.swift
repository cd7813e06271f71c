/// How a value or object of this package shows itself to the testing kit's reference-path walk, in
/// place of its stored properties (private plumbing such as locks and channel tables): which
/// registration a token keeps, that a handler is a closure, where it was registered. Read on the
/// main actor after a test; implementations copy under their lock and never call user code.
package protocol LeakPathReflecting {
    /// How a path names this object, or `nil` for its type name. Values are not named.
    var leakPathName: String? { get }

    var leakPathReferences: [LeakPathReference] { get }

    /// Whether a path reads through this object as through a value, naming no step for it: a box
    /// such as ``Locked`` is plumbing of the object that holds it.
    var leakPathReadsThrough: Bool { get }
}

extension LeakPathReflecting {
    package var leakPathName: String? { nil }
    package var leakPathReadsThrough: Bool { false }
}

/// One thing a ``LeakPathReflecting`` value or object holds.
package struct LeakPathReference {
    package enum Target {
        /// Walked as a stored property: an object is the next step of a path, a value is read through.
        case value(Any)
        /// A named closure (`"handler closure"`): Swift cannot show its captures, so a path ends here.
        case closure(String)
    }

    /// The property-like label a path shows, or `nil` when the next step's name says enough.
    package let label: String?
    package let target: Target

    package init(label: String? = nil, target: Target) {
        self.label = label
        self.target = target
    }
}

extension Locked: LeakPathReflecting {
    /// The state, copied under the lock.
    package var leakPathReferences: [LeakPathReference] {
        [LeakPathReference(target: .value(withLock { $0 }))]
    }

    package var leakPathReadsThrough: Bool { true }
}
