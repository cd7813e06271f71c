public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A `UIViewController` with one slot that shows one of several alternate children, driven by a
    /// `SwapContainer` on the executor of `HeadlessSwapContainerViewController`. Swaps go through
    /// UIKit's `transition(from:to:duration:options:animations:completion:)`; appearance follows
    /// the children's views, as UIKit forwards it. The slot clips its children (`clipsToBounds`), so
    /// a child sliding in never draws outside it; swaps let touches through while they run.
    ///
    /// ```swift
    /// let swap = SwapContainerViewController(
    ///     [.factory("first") { UIViewController() }, .factory("second") { UIViewController() }],
    ///     animation: .crossDissolve(duration: 0.3), title: "swap")
    /// swap.loadViewIfNeeded()
    /// try swap.swap(to: "second")
    /// swap.swapNext()
    /// ```
    public final class SwapContainerViewController: ContainerViewController<SwapContainer> {
        /// Creates a swap slot, from alternates the program spells out; a configuration
        /// ``init(validating:initial:animation:retention:title:trace:)`` would refuse stops the
        /// program with a message naming the container and the bad value.
        ///
        /// - Parameters:
        ///   - alternates: The children, in `swapNext` order; unique.
        ///   - initial: The child shown first; the first alternate by default.
        ///   - animation: How swaps are animated; none by default.
        ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        public convenience init(
            _ alternates: [ContainerChild<UIViewController>], initial: ChildID? = nil,
            animation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive, title: String? = nil,
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
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        /// - Throws: A `ContainerRejection` for an empty, duplicated or inconsistent configuration.
        public init(
            validating alternates: [ContainerChild<UIViewController>], initial: ChildID? = nil,
            animation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) throws(ContainerRejection) {
            let machine = try SwapContainer(
                validatingAlternates: alternates.map(\.id), initial: initial, animation: animation,
                retention: retention)
            super.init(machine: machine, children: alternates, title: title, trace: trace)
        }

        /// Not supported: a container is built in code, with its children.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the container in code with its children")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Clips the slot, so a child sliding in or out draws only inside it.
        override func prepareChildStage() {
            view.clipsToBounds = true
        }

        // The request path specialized for this machine (see `ContainerViewController.handle(_:from:)`).
        @discardableResult
        override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
            executor.answer(request, from: child)
        }
    }
#endif
