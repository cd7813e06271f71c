#if os(Linux)
    extension StandIn {
        /// The coordinator of a size change the stand-in makes.
        final class SizeChangeCoordinator: UIViewControllerTransitionCoordinator {
            let transitionDuration: TimeInterval
            var isAnimated: Bool { transitionDuration > 0 }
            let isCancelled = false
            var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
            var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

            init(duration: TimeInterval) {
                transitionDuration = duration
            }

            func animate(
                alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
            ) -> Bool {
                if let animation { alongside.append(animation) }
                if let completion { completions.append(completion) }
                return true
            }
        }

        /// The device rotates (or the window is resized in split view) to `size`, as UIKit does it:
        /// the root controller hears `viewWillTransition(to:with:)` (and, through `super`, its
        /// children), then the window and the root's view take the new size inside an animation of
        /// `duration` that runs the alongside blocks; the completions run when it ends, on the clock.
        ///
        /// - Parameters:
        ///   - window: The window.
        ///   - size: Its new size.
        ///   - duration: How long the change animates; 0.3 seconds by default (not documented by
        ///     Apple; a device takes about that long).
        public static func rotate(_ window: UIWindow, to size: CGSize, duration: TimeInterval = 0.3) {
            let coordinator = SizeChangeCoordinator(duration: duration)
            window.rootViewController?.viewWillTransition(to: size, with: coordinator)
            UIView.animate(
                withDuration: duration,
                animations: {
                    window.frame.size = size
                    window.rootViewController?.viewIfLoaded?.frame = CGRect(origin: .zero, size: size)
                    for animation in coordinator.alongside { animation(coordinator) }
                    window.layoutIfNeeded()
                },
                completion: { _ in
                    for completion in coordinator.completions { completion(coordinator) }
                })
        }
    }
#endif
