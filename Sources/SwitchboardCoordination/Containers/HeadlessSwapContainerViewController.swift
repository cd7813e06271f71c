public import SwitchboardContainment

/// A headless container with one slot that shows one of several alternate children (seeds 002
/// and 004), driven by a ``SwapContainer``.
///
/// ```swift
/// let container = HeadlessSwapContainerViewController(
///     [.factory("first") { FirstViewController() }, .factory("second") { SecondViewController() }],
///     animation: .crossDissolve(duration: 1.0), retention: .releaseWhenHidden)
/// window.rootViewController = container
/// try container.swap(to: "second")
/// container.swapNext()
/// ```
public final class HeadlessSwapContainerViewController: HeadlessContainerViewController<SwapContainer> {
    /// Creates a swap slot, from alternates the program spells out.
    ///
    /// A configuration ``init(validating:initial:animation:retention:title:trace:)`` would refuse
    /// is a mistake in the program: it stops with a message naming the container and the bad value.
    ///
    /// - Parameters:
    ///   - alternates: The children, in `swapNext` order; unique.
    ///   - initial: The child shown first; the first alternate by default.
    ///   - animation: How swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    public convenience init(
        _ alternates: [ContainerChild<HeadlessViewController>], initial: ChildID? = nil,
        animation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive, title: String? = "SwapContainer",
        trace: ContainmentTrace? = ContainmentTrace.current
    ) {
        do {
            try self.init(
                validating: alternates, initial: initial, animation: animation, retention: retention, title: title,
                trace: trace)
        } catch {
            error.stopProgram(in: "SwapContainer")
        }
    }

    /// Creates a swap slot, from alternates known only at run time.
    ///
    /// - Parameters:
    ///   - alternates: The children, in `swapNext` order.
    ///   - initial: The child shown first; the first alternate by default.
    ///   - animation: How swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: What ``SwapContainer/init(validatingAlternates:initial:animation:retention:)``
    ///   throws for an empty, duplicated or inconsistent configuration.
    public init(
        validating alternates: [ContainerChild<HeadlessViewController>], initial: ChildID? = nil,
        animation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive, title: String? = "SwapContainer",
        trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        let machine = try SwapContainer(
            validatingAlternates: alternates.map(\.id), initial: initial, animation: animation, retention: retention)
        super.init(machine: machine, children: alternates, title: title, trace: trace)
    }

    // The request path specialized for this machine (see `HeadlessContainerViewController.handle(_:from:)`).
    @discardableResult
    override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        executor.answer(request, from: child)
    }
}
