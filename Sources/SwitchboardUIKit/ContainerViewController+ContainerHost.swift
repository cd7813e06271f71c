package import Switchboard

#if os(iOS)
    package import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    package import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The executor's host operations with UIKit calls: Auto Layout for the rules, UIKit's
    /// `transition(from:to:…)` for swaps, the animator for moves, and each UIKit call the executor
    /// makes recorded on the trace as the headless host records it.
    extension ContainerViewController: ContainerHost {
        package var asParent: UIViewController { self }

        package func name(of controller: UIViewController) -> String {
            controller.traceName
        }

        /// Walks the responder chain, as UIKit does: a root view answers its controller, any other
        /// view its superview.
        package func nearestController(containing view: UIView) -> UIViewController? {
            var responder: UIResponder? = view
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }

        package func addView(of child: UIViewController, placedBy layout: LayoutRule, above sibling: UIViewController?)
        {
            let childView: UIView = child.view
            let stage: UIView
            if let sibling, let siblingView = sibling.viewIfLoaded, let superview = siblingView.superview {
                superview.insertSubview(childView, aboveSubview: siblingView)
                stage = superview
                inPlaceSwaps[ObjectIdentifier(sibling)] = ObjectIdentifier(child)
            } else {
                childStage.addSubview(childView)
                stage = childStage
            }
            recorder.addedView(of: child, to: self)
            install(stageRule(for: layout, of: child, inPlaceSwap: sibling != nil), for: child, in: stage)
        }

        package func placeView(of child: UIViewController, by layout: LayoutRule) {
            // The executor places only views it embedded: one with no superview was removed by
            // app code, and placing it would have nothing to relate it to.
            guard let stage = child.viewIfLoaded?.superview else {
                return placementRefused(.viewNotInStage(view: "the view of \(child.traceName)", container: traceName))
            }
            install(stageRule(for: layout, of: child, inPlaceSwap: isSwappingInPlace(child)), for: child, in: stage)
        }

        package func placeView(
            of child: UIViewController, partWay fraction: Double, from start: LayoutRule, to end: LayoutRule
        ) {
            placePartWay(child, fraction, from: start, to: end)
        }

        package func setOpacity(ofViewOf child: UIViewController, to opacity: Double) {
            child.viewIfLoaded?.alpha = CGFloat(opacity)
        }

        package func sendViewToBack(of child: UIViewController) {
            guard let childView = child.viewIfLoaded else { return }
            childView.superview?.sendSubviewToBack(childView)
        }

        package func removeView(of child: UIViewController) {
            let key = ObjectIdentifier(child)
            inPlaceSwaps[key] = nil
            guard let childView = child.viewIfLoaded, childView.superview != nil else { return }
            recorder.removedView(of: child, from: self)
            NSLayoutConstraint.deactivate(placements.removeValue(forKey: key) ?? [])
            childView.removeFromSuperview()
        }

        package func transition(
            from old: UIViewController, to new: UIViewController, swap: ViewSwap,
            completion: @escaping @MainActor (Bool) -> Void
        ) throws(ContainmentViolation) {
            guard let stage = old.viewIfLoaded?.superview else { return completion(false) }
            recorder.beganTransition(from: old, to: new, in: self)
            recorder.addedView(of: new, to: self)
            let start = stageRule(for: swap.incomingStart, of: new, inPlaceSwap: true)
            let end = stageRule(for: swap.incomingEnd, of: new, inPlaceSwap: true)
            let outgoingEnd = swap.outgoingEnd.map { stageRule(for: $0, of: old, inPlaceSwap: true) }
            transition(
                from: old, to: new, duration: swap.animation.duration, options: swap.animation.transitionOptions,
                animations: { [self] in
                    // UIKit has added the new view; it starts where the swap says, then moves.
                    UIView.performWithoutAnimation { install(start, for: new, in: stage) }
                    install(end, for: new, in: stage)
                    if let outgoingEnd { install(outgoingEnd, for: old, in: stage) }
                },
                completion: { [self] finished in
                    // UIKit has removed the old view, and with it its constraints.
                    placements[ObjectIdentifier(old)] = nil
                    recorder.removedView(of: old, from: self)
                    recorder.endedTransition(from: old, to: new, in: self, finished: finished)
                    completion(finished)
                    transitionEnded()
                })
        }

        package func animate(
            withDuration duration: Double, animations: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            animateMove(withDuration: duration, animations: animations, completion: completion)
        }

        package func executorWillCall(_ call: ContainmentCall<UIViewController>) {
            executorWillMake(call)
            // A change has happened once a child's appearance ends or it leaves: the moments
            // another child can come to decide the system UI (never before, as UIKit would show
            // the next child's status bar while the change still runs).
            switch call {
            case .endAppearanceTransition, .removeFromParent:
                if !decidesSystemAppearanceItself { systemAppearanceMayHaveChanged() }
            default: break
            }
            switch call {
            case .addChild(let child):
                recorder.addedChild(child, to: self)
            case .willMove(let child, let parent):
                recorder.willMove(child, toParent: parent)
            case .didMove(let child, let parent):
                recorder.didMove(child, toParent: parent)
            case .removeFromParent(let child):
                recorder.removedFromParent(child, from: self)
            case .beginAppearanceTransition(let child, let isAppearing, let animated):
                recorder.appearance(isAppearing ? .viewWillAppear : .viewWillDisappear, of: child, animated: animated)
            case .endAppearanceTransition(let child, let isAppearing, let animated):
                if isAppearing {
                    recorder.appearance(.viewIsAppearing, of: child, animated: animated)
                    recorder.appearance(.viewDidAppear, of: child, animated: animated)
                } else {
                    recorder.appearance(.viewDidDisappear, of: child, animated: animated)
                }
            }
        }

        package func executorRefused(_ violation: ContainmentViolation) {
            recorder.trace?.record(.violation(violation))
        }

        /// Whether `child` is one side of a swap in place the executor is making by hand.
        private func isSwappingInPlace(_ child: UIViewController) -> Bool {
            let key = ObjectIdentifier(child)
            return inPlaceSwaps[key] != nil || inPlaceSwaps.values.contains(key)
        }
    }
#endif
