/// How a value or object of this package shows itself to the testing kit's reference-path walk.
///
/// When a tracked object outlives its test, the kit walks stored properties to say what keeps
/// it alive. Read field by field, the package's holders show private plumbing (a lock, a
/// channel table, a type-erased closure) instead of what a developer acts on: which
/// registration a token keeps, that its handler is a closure, and where it was registered.
/// Types that adopt this protocol describe themselves instead, and the walk uses that in place
/// of their stored properties.
///
/// Only the testing kit reads it, on the main actor, after a test. Implementations copy what
/// they need under their lock and return; they never call user code.
package protocol LeakPathReflecting {
    /// How a path names this object, or `nil` for its type name. Values are not named.
    var leakPathName: String? { get }

    /// What this value or object holds, in place of its stored properties.
    var leakPathReferences: [LeakPathReference] { get }
}

extension LeakPathReflecting {
    /// The type name.
    package var leakPathName: String? { nil }
}

/// One thing a ``LeakPathReflecting`` value or object holds.
package struct LeakPathReference {
    /// What is held.
    package enum Target {
        /// Walked as a stored property holding it would be: an object becomes the next step of a
        /// path, a value is read through.
        case value(Any)
        /// A closure, named (for example `"handler closure"`). Swift cannot show what a closure
        /// captures, so a path ends here and says so.
        case closure(String)
    }

    /// The property-like label a path shows for this reference, or `nil` when the next step's
    /// name says enough.
    package let label: String?
    /// What is held.
    package let target: Target

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - label: The label a path shows, or `nil`.
    ///   - target: What is held.
    package init(label: String? = nil, target: Target) {
        self.label = label
        self.target = target
    }
}

extension Locked: LeakPathReflecting {
    /// The state, copied under the lock, so the walk never reads it while another thread writes it.
    package var leakPathReferences: [LeakPathReference] {
        [LeakPathReference(target: .value(withLock { $0 }))]
    }
}
