internal import Switchboard

/// An object that keeps closures to build children, and names the stored properties that hold
/// them, so that the path search can list those closures after the others.
///
/// A container is handed its child builders when it is made, before it exists: a builder cannot
/// have captured the container, nor a child it builds, so it is a weaker lead than a closure
/// stored later (``ReferenceGraph/nearestClosures(from:limit:)``).
protocol ChildBuilderHolding {
    /// The stored properties holding child builders; a closure anywhere under one of them (a
    /// `.factory` payload inside `sources[second]`) is a builder.
    static var childBuilderProperties: Set<String> { get }
}

extension ContainerExecutor: ChildBuilderHolding {
    /// `makeChild`, and `sources`, whose `.factory` children hold builders (its `.instance`
    /// children are objects, not closures).
    nonisolated static var childBuilderProperties: Set<String> { ["makeChild", "sources"] }
}
