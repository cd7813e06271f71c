/// A child a container can show: its identifier and where its controller comes from, a
/// `Controller` of the host's hierarchy (`HeadlessViewController` for the headless containers).
///
/// ```swift
/// let children: [ContainerChild<HeadlessViewController>] = [
///     .instance("red", RedViewController()),
///     .factory("green") { GreenViewController() },  // built when first shown
///     .factory("blue") { link in BlueViewController(link: link) },  // built with its link
/// ]
/// ```
@MainActor
public struct ContainerChild<Controller: AnyObject> {
    /// Where a child's controller comes from; an app says it with `instance` or `factory`.
    package enum Source {
        /// This controller, held by the container for its whole life.
        case instance(Controller)
        /// A closure that builds a fresh controller when the child is first shown, or shown again
        /// after ``AlternateRetention/releaseWhenHidden`` let it go. It receives the child's
        /// link (``StateMachineContainer/link(for:)``), which reaches the container through
        /// whichever coordinator the container has when the child sends.
        case factory(@MainActor (ContainerLink<ContainerRequest>) -> Controller)
    }

    /// The child's identifier.
    public let id: ChildID
    /// Where its controller comes from.
    package let source: Source

    /// Creates a child.
    ///
    /// - Parameters:
    ///   - id: The child's identifier.
    ///   - source: Where its controller comes from.
    package init(_ id: ChildID, source: Source) {
        self.id = id
        self.source = source
    }

    /// A child backed by an existing controller.
    ///
    /// - Parameters:
    ///   - id: The child's identifier.
    ///   - controller: The controller; the container holds it strongly.
    /// - Returns: The child.
    public static func instance(_ id: ChildID, _ controller: Controller) -> ContainerChild {
        ContainerChild(id, source: .instance(controller))
    }

    /// A child built on demand.
    ///
    /// - Parameters:
    ///   - id: The child's identifier.
    ///   - make: Builds a new controller each time it is called; must not return one that is
    ///     already in a hierarchy.
    /// - Returns: The child.
    public static func factory(
        _ id: ChildID, _ make: @escaping @MainActor () -> Controller
    )
        -> ContainerChild
    {
        ContainerChild(id, source: .factory { _ in make() })
    }

    /// A child built on demand, handed its link: the child can talk to the container as soon as
    /// it exists, whether the container's coordinator was made before or after it.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// .factory("second") { link in SecondViewController(link: link) }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The child's identifier.
    ///   - make: Builds a new controller around the child's link each time it is called; must not
    ///     return one that is already in a hierarchy.
    /// - Returns: The child.
    public static func factory(
        _ id: ChildID, _ make: @escaping @MainActor (ContainerLink<ContainerRequest>) -> Controller
    ) -> ContainerChild {
        ContainerChild(id, source: .factory(make))
    }
}
