#if os(Linux)
    /// Stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`: what a size change's
    /// alongside animations and completions are told.
    @MainActor
    public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
        /// Whether the change is animated.
        var isAnimated: Bool { get }
        /// How long it takes.
        var transitionDuration: TimeInterval { get }
        /// Whether it was cancelled (a size change never is).
        var isCancelled: Bool { get }
    }

    /// Stand-in for UIKit's `UIViewControllerTransitionCoordinator`: lets a controller animate
    /// along a size change (`viewWillTransition(to:with:)`) and act when it ends.
    @MainActor
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// Runs `animation` inside the change's animation and `completion` after it.
        ///
        /// - Parameters:
        ///   - animation: Changes to animate along.
        ///   - completion: What to do when the change ends.
        /// - Returns: Whether the blocks were taken (always, here).
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
    }
#endif
