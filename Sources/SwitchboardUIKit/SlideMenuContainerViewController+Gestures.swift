import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's gestures: edge pans that open a panel, a pan and a tap that close it, each
    /// driving the executor's interactive change (or a plain request for the tap), so answers and
    /// announcements are the same as for a button.
    extension SlideMenuContainerViewController {
        /// How fast a released finger must move (points per second) for its direction alone to
        /// decide; slower, the position decides (past half the reveal width completes).
        static let decisiveVelocity: CGFloat = 300

        /// Attaches the recognizers and the dimming view, once the children are embedded.
        func prepareGestures() {
            for recognizer in [menuEdgePanGesture, profileEdgePanGesture, closingPanGesture, closingTapGesture] {
                gestureRelay.attach(recognizer)
            }
            view.addGestureRecognizer(menuEdgePanGesture)
            view.addGestureRecognizer(profileEdgePanGesture)
            view.addGestureRecognizer(closingPanGesture)
            dimmingView.addGestureRecognizer(closingTapGesture)
            dimmingView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(dimmingView)
            dimmingView.backgroundColor = dimmingColor ?? .clear
            stackDimmingView()
            shadePanels()
            let mainLayout = machine.layout(of: machine.main, openPanel: machine.openPanel)
            placeDimmingView(by: mirrored(mainLayout, in: view), in: view)
            dimmingView.alpha = machine.openPanel == nil ? 0 : 1
            for id in [machine.menu, machine.profile].compactMap({ $0 }) where !machine.visibleChildren.contains(id) {
                controller(for: id)?.viewIfLoaded?.isHidden = true
            }
            placedRightToLeft = isRightToLeft
            updateEdges()
        }

        /// Whether the layout mirrors: right to left, the menu is on the right.
        var isRightToLeft: Bool {
            viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }

        /// Maps the leading and trailing edges onto UIKit's physical `UIRectEdge`.
        func updateEdges() {
            menuEdgePanGesture.edges = isRightToLeft ? .right : .left
            profileEdgePanGesture.edges = isRightToLeft ? .left : .right
        }

        /// Whether `recognizer` waits for `other` to fail: an edge pan waits for the pop gestures
        /// of every navigation controller now inside the main child, so a back-swipe there pops
        /// instead of opening the menu. Asked at each touch (UIKit asks the delegate then), so a
        /// navigation controller that appears after the container loaded is found too.
        func gesture(_ recognizer: UIGestureRecognizer, mustWaitFor other: UIGestureRecognizer) -> Bool {
            guard recognizer === menuEdgePanGesture || recognizer === profileEdgePanGesture,
                let main = controller(for: machine.main)
            else { return false }
            return Self.popGestures(in: main).contains { $0 === other }
        }

        /// The pop gestures of the navigation controllers in `controller`'s tree.
        private static func popGestures(in controller: UIViewController) -> [UIGestureRecognizer] {
            var pops: [UIGestureRecognizer?] = []
            if let navigation = controller as? UINavigationController {
                pops.append(navigation.interactivePopGestureRecognizer)
                #if compiler(>=6.2)
                    if #available(iOS 26.0, *) { pops.append(navigation.interactiveContentPopGestureRecognizer) }
                #endif
            }
            return pops.compactMap { $0 } + controller.children.flatMap { popGestures(in: $0) }
        }

        /// The stage's bounds, origin at zero.
        private func frameSpace(of stage: UIView) -> CGRect {
            CGRect(origin: .zero, size: stage.bounds.size)
        }

        /// `rule` as it lays out in `stage`: unchanged left to right; mirrored right to left, where
        /// the menu is on the right (offsets change sign, frames flip about the middle).
        func mirrored(_ rule: LayoutRule, in stage: UIView) -> LayoutRule {
            isRightToLeft ? rule.mirroredHorizontally(inWidth: frameSpace(of: stage).width) : rule
        }

        /// Puts the dimming view where the main child is (`placed`).
        func placeDimmingView(by placed: LayoutRule, in stage: UIView) {
            guard dimmingView.superview === stage else { return }
            do {
                dimmingPlacement = try placed.activateConstraints(
                    placing: dimmingView, in: stage, replacing: dimmingPlacement)
            } catch {
                placementRefused(error)
            }
            stage.layoutIfNeeded()
        }

        /// Makes the dimming view as opaque as a panel is revealed, read from where `id` is placed
        /// now (`rule`, unmirrored): the main child's offset, or over the content the panel's own
        /// place. Transparent (so not hit) when closed, taking every touch over the main child when
        /// a panel is open or opening. Over the content, a panel placed while the other one is open
        /// (a rotation places both) leaves the dimming to the open one.
        func dim(following id: ChildID, placedBy rule: LayoutRule, in stage: UIView) {
            let width = frameSpace(of: stage).width
            let frame = rule.frame(in: frameSpace(of: stage))
            let revealed: Double
            let panel: ContainerPanel
            switch (machine.style, id) {
            case (.overlay, machine.main):
                return
            case (.overlay, _):
                panel = id == machine.menu ? .menu : .profile
                if let open = machine.openPanel, open != panel { return }
                revealed = panel == .menu ? frame.maxX : width - frame.minX
            case (_, machine.main):
                panel = frame.minX >= 0 ? .menu : .profile
                revealed = abs(frame.minX)
            default:
                return
            }
            let full = machine.revealWidth(for: panel).points(inWidth: width)
            dimmingView.alpha = CGFloat(min(max(revealed, 0) / max(full, 1), 1))
        }

        /// Over the content the dimming view lies just above the main child, under the panels;
        /// otherwise above every child. Only brought to the front (the panels after it, over the
        /// content), so every view keeps its constraints.
        func stackDimmingView() {
            guard dimmingView.superview === view else { return }
            view.bringSubviewToFront(dimmingView)
            guard machine.style == .overlay else { return }
            for id in [machine.menu, machine.profile].compactMap({ $0 }) {
                guard let panelView = controller(for: id)?.viewIfLoaded, panelView.superview === view else { continue }
                view.bringSubviewToFront(panelView)
            }
        }

        /// Over the content each panel casts a shadow of ``panelShadowOpacity`` on the main child;
        /// in the other styles none. Set on the panels built so far, and on each as it appears.
        func shadePanels() {
            for id in [machine.menu, machine.profile].compactMap({ $0 }) {
                guard let panelView = controller(for: id)?.viewIfLoaded else { continue }
                shade(panelView)
            }
        }

        func shade(_ panelView: UIView) {
            panelView.layer.shadowOpacity = machine.style == .overlay ? panelShadowOpacity : 0
            panelView.layer.shadowRadius = 5
            panelView.layer.shadowOffset = .zero
        }

        /// Whether `recognizer` may begin now: nothing else is moving the panels, and the panel it
        /// would open exists and everything is closed (an edge pan), or a panel is open (the
        /// closing pan, which must also be more horizontal than vertical and leaves the finger to a
        /// scroll view under it that can still scroll that way, and the tap).
        func gestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            guard !isTransitioning, !isChangingInteractively else { return false }
            let isOpen = openPanel != nil
            if recognizer === menuEdgePanGesture { return !isOpen && machine.menu != nil }
            if recognizer === profileEdgePanGesture { return !isOpen && machine.profile != nil }
            if recognizer === closingTapGesture { return isOpen }
            guard recognizer === closingPanGesture else { return false }
            let motion = closingPanGesture.translation(in: view)
            return isOpen && abs(motion.x) > abs(motion.y) && !scrollViewUnderFingerScrolls(by: motion.x)
        }

        /// Whether `other` waits for `recognizer` to fail, for the own pan of a scroll view inside
        /// the container; UIKit documents no winner between two pans that can both begin, so the
        /// container always decides:
        /// - the edge pans come first: a touch that starts in an edge region opens the panel even
        ///   over a pager or a carousel (outside its region an edge pan fails at once, so the scroll
        ///   view is not held up);
        /// - while a panel is open, the closing pan comes first: it fails
        ///   (``gestureShouldBegin(_:)``) while the scroll view can still scroll the finger's way,
        ///   and once the scroll view is at its edge the closing pan begins instead of a bounce.
        ///   While everything is closed it holds up no scroll view.
        func gesture(_ recognizer: UIGestureRecognizer, mustFailBefore other: UIGestureRecognizer) -> Bool {
            guard let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer,
                scrollView.isDescendant(of: view)
            else { return false }
            if recognizer === menuEdgePanGesture || recognizer === profileEdgePanGesture { return true }
            return recognizer === closingPanGesture && openPanel != nil
        }

        /// Whether a scroll view under the closing pan's finger, inside the container, can still
        /// move its content the way a horizontal finger motion of `dx` points moves it.
        private func scrollViewUnderFingerScrolls(by dx: CGFloat) -> Bool {
            var candidate = view.hitTest(closingPanGesture.location(in: view), with: nil)
            while let current = candidate, current !== view {
                if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                    let insets = scrollView.adjustedContentInset
                    let offset = scrollView.contentOffset.x
                    let canScroll =
                        dx < 0
                        ? offset < scrollView.contentSize.width + insets.right - scrollView.bounds.width
                        : offset > -insets.left
                    if canScroll { return true }
                }
                candidate = current.superview
            }
            return false
        }

        /// Every state change of the recognizers: a tap closes; a pan begins, moves, then finishes
        /// or cancels the interactive change.
        func gestureChanged(_ recognizer: UIGestureRecognizer) {
            if recognizer === closingTapGesture {
                if recognizer.state == .ended { handle(.closePanels, from: nil) }
                return
            }
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            switch pan.state {
            case .began: beginDriving(pan)
            case .changed: follow(pan)
            case .ended: release(pan)
            case .cancelled, .failed:
                guard drivingPan?.recognizer === pan else { return }
                drivingPan = nil
                cancelInteractiveChange()
            default: return
            }
        }

        /// Starts the change `pan` drives: the panel it opens, or closing the open one.
        private func beginDriving(_ pan: UIPanGestureRecognizer) {
            let mirrored: CGFloat = isRightToLeft ? -1 : 1
            let request: ContainerRequest
            let direction: CGFloat
            if pan === menuEdgePanGesture {
                (request, direction) = (.toggleMenu, mirrored)
            } else if pan === profileEdgePanGesture {
                (request, direction) = (.toggleProfile, -mirrored)
            } else if let panel = openPanel {
                (request, direction) = (.closePanels, panel == .menu ? -mirrored : mirrored)
            } else {
                return
            }
            do {
                guard try beginInteractiveChange(request) else { return }
            } catch {
                // Recorded in `lastRejection`; `gestureShouldBegin` lets only configured panels begin.
                return
            }
            let panel: ContainerPanel
            switch (request, openPanel) {
            case (.toggleProfile, _), (_, .profile): panel = .profile
            default: panel = .menu
            }
            drivingPan = (pan, direction, machine.revealWidth(for: panel).points(inWidth: Double(view.bounds.width)))
            follow(pan)
        }

        /// How far the finger has carried the change, from 0 to 1.
        private func fraction(of pan: UIPanGestureRecognizer) -> Double {
            guard let driving = drivingPan else { return 0 }
            let moved = Double(pan.translation(in: view).x * driving.direction)
            return min(max(moved / max(driving.width, 1), 0), 1)
        }

        private func follow(_ pan: UIPanGestureRecognizer) {
            guard drivingPan?.recognizer === pan else { return }
            updateInteractiveChange(fraction(of: pan))
        }

        /// Completes the change when the finger is flung its way, or let go past half way; else
        /// cancels it (a fling back cancels from anywhere).
        private func release(_ pan: UIPanGestureRecognizer) {
            guard let driving = drivingPan, driving.recognizer === pan else { return }
            let speed = pan.velocity(in: view).x * driving.direction
            let completes =
                abs(speed) >= Self.decisiveVelocity ? speed > 0 : fraction(of: pan) >= 0.5
            drivingPan = nil
            if completes { finishInteractiveChange() } else { cancelInteractiveChange() }
        }

        /// Cancels the change the pan under way drives, and the pan itself (UIKit cancels a
        /// recognizer disabled mid-gesture; its `cancelled` arrives later and finds nothing to do).
        func cancelDrivingPan() {
            guard let pan = drivingPan?.recognizer else { return }
            drivingPan = nil
            cancelInteractiveChange()
            pan.isEnabled = false
            pan.isEnabled = true
        }
    }
#endif
