public import SwitchboardContainment

/// A headless container with one slot that shows one of several alternate children (seeds 002
/// and 004), driven by a ``SwapContainer``.
///
/// ```swift
/// let container = try HeadlessSwapContainerViewController(
///     [.factory("first") { FirstViewController() }, .factory("second") { SecondViewController() }],
///     animation: .crossDissolve(duration: 1.0), retention: .releaseWhenHidden)
/// window.rootViewController = container
/// try container.swap(to: "second")
/// container.swapNext()
/// ```
public final class HeadlessSwapContainerViewController: HeadlessContainerViewController<SwapContainer> {
    /// Creates a swap slot.
    ///
    /// - Parameters:
    ///   - alternates: The children, in `swapNext` order.
    ///   - initial: The child shown first; the first alternate by default.
    ///   - animation: How swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: A ``ContainerRejection`` for an empty, duplicated or inconsistent configuration.
    public init(
        _ alternates: [ContainerChild<HeadlessViewController>], initial: ChildID? = nil,
        animation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive, title: String? = "SwapContainer",
        trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        let machine = try SwapContainer(
            alternates: alternates.map(\.id), initial: initial, animation: animation, retention: retention)
        try super.init(machine: machine, children: alternates, title: title, trace: trace)
    }

    /// The alternate shown, or being swapped in.
    public var current: ChildID { machine.current }

    /// Shows `child`; a no-op when it is already shown; queued during a transition.
    ///
    /// - Parameter child: One of the alternates.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/unknownChild(_:known:)``; nothing changes then.
    @discardableResult
    public func swap(to child: ChildID) throws(ContainerRejection) -> RequestOutcome {
        try submit(.swap(to: child))
    }

    /// Shows the next alternate in registration order, wrapping around.
    ///
    /// - Returns: What the container did.
    @discardableResult
    public func swapNext() -> RequestOutcome {
        (try? submit(.swapNext)) ?? .unchanged
    }
}
