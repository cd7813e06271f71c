/// A swap container's conveniences, the same on the headless and the UIKit host.
extension StateMachineContainer where Machine == SwapContainer {
    /// The alternate shown, or being swapped in.
    public var current: ChildID { machine.current }

    /// Shows `child`; a no-op when it is already shown; queued during a transition.
    ///
    /// - Parameter child: One of the alternates.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/unknownChild(_:known:)``; nothing changes then.
    @discardableResult
    public func swap(to child: ChildID) throws(ContainerRejection) -> RequestResult {
        try submit(.swap(to: child), from: nil)
    }

    /// Shows the next alternate in registration order, wrapping around.
    ///
    /// - Returns: What the container did.
    @discardableResult
    public func swapNext() -> RequestResult {
        (try? submit(.swapNext, from: nil)) ?? .unchanged
    }
}
