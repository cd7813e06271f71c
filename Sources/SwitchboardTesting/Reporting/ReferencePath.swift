/// A chain of references that keeps a survivor alive, found by walking stored properties.
///
/// A leak report lists the paths it found for each ``Survivor``, shortest first:
///
/// ```swift
/// for path in survivor.paths {
///     print(path)  // "held by a cycle: ProfileFormScreen.form → ProfileForm.delegate → ProfileFormScreen"
/// }
/// ```
///
/// A path starts at the survivor itself (a cycle), at a root the test named, or at another
/// tracked object still alive, and ends at the survivor. When one link goes through a closure,
/// whose captures Swift cannot show, the path is not ``isCertain``: it says where the closure is
/// and leaves the last link to the reader.
///
/// Its ``description`` is what a report prints: how the path holds the survivor, then each object
/// or closure on it with the stored property leading on, such as `ProfileForm.delegate`.
public struct ReferencePath: Sendable, Hashable, CustomStringConvertible {
    /// Where a path starts.
    public enum Origin: Sendable, Hashable {
        /// The survivor itself: the path is a cycle back to it.
        case cycle
        /// An object the test named as a root.
        case root
        /// Another tracked object that is still alive.
        case trackedObject
    }

    /// One object or closure on a path, and the stored property that leads on from it.
    package struct Step: Sendable, Hashable, CustomStringConvertible {
        /// The object's type name (with its tracked name, if any), a registration the package
        /// keeps, or a closure, such as `"handler closure (captures not visible)"`.
        package let node: String
        /// The stored property, or chain of them, holding the next step, such as `"child"`,
        /// `"children[1]"` or `"state.loaded"`; `nil` on the last step and where the next step is
        /// held by the node's own bookkeeping (a token's registration, a registration's handler).
        package let property: String?

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - node: The object, registration or closure at this step.
        ///   - property: The stored property leading to the next step, if any.
        package init(node: String, property: String? = nil) {
            self.node = node
            self.property = property
        }

        /// `node.property`, or `node` alone.
        package var description: String {
            guard let property else { return node }
            return property.hasPrefix("[") ? "\(node)\(property)" : "\(node).\(property)"
        }
    }

    /// Where the path starts.
    public let origin: Origin
    /// The steps from the origin to the survivor, both included.
    package let steps: [Step]
    /// Whether every link was seen. `false` when the path reaches a closure whose captures
    /// Swift cannot show: the closure is then the step before the survivor, and whether it
    /// captures the survivor is for the reader to check.
    public let isCertain: Bool

    /// Creates a path.
    ///
    /// - Parameters:
    ///   - origin: Where the path starts.
    ///   - steps: The steps from the origin to the survivor, both included.
    ///   - isCertain: Whether every link was seen.
    package init(origin: Origin, steps: [Step], isCertain: Bool) {
        self.origin = origin
        self.steps = steps
        self.isCertain = isCertain
    }

    /// How the path holds the survivor, then its steps, such as
    /// `held by root HeadlessWindow: HeadlessWindow.root → …`.
    public var description: String {
        let start = steps.first?.node ?? "?"
        let holder: String
        switch origin {
        case .cycle: holder = "a cycle"
        case .root: holder = "root \(start)"
        case .trackedObject: holder = "tracked \(start)"
        }
        let verb = isCertain ? "held by \(holder)" : "possibly held by \(holder) through a closure"
        return "\(verb): \(steps.map(\.description).joined(separator: " → "))"
    }
}
