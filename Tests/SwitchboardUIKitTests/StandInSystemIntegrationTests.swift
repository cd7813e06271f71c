#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// A controller with its own answers for the system UI, optionally deferring to a child.
    @MainActor
    private final class SystemUIController: UIViewController {
        var style = UIStatusBarStyle.default
        var hidesStatusBar = false
        var hidesHomeIndicator = false
        var deferredEdges = UIRectEdge()
        var decider: UIViewController?

        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
        override var childForStatusBarStyle: UIViewController? { decider }
        override var childForStatusBarHidden: UIViewController? { decider }
        override var childForHomeIndicatorAutoHidden: UIViewController? { decider }
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { decider }
    }

    /// Answers VoiceOver's escape gesture and counts it.
    @MainActor
    private final class EscapingView: UIView {
        var escapes = 0
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            return true
        }
    }

    @Suite("The stand-in's system UI and accessibility: read only when UIKit is told, posts recorded")
    @MainActor
    struct StandInSystemIntegrationTests {
        private func window(root: UIViewController) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }

        @Test func theWindowReadsTheSystemUIFromTheChildTheRootNamesWhenItAppears() {
            StandIn.reset()
            let root = SystemUIController()
            let child = SystemUIController()
            child.style = .lightContent
            child.hidesStatusBar = true
            child.hidesHomeIndicator = true
            child.deferredEdges = [.left, .bottom]
            root.decider = child
            let window = window(root: root)

            var expected = StandIn.SystemAppearance()
            expected.statusBarStyle = .lightContent
            expected.statusBarHidden = true
            expected.homeIndicatorAutoHidden = true
            expected.screenEdgesDeferringSystemGestures = [.left, .bottom]
            #expect(StandIn.systemAppearance(of: window) == expected)
        }

        @Test func aChangedAnswerShowsOnlyAfterItsUpdateIsRequested() {
            StandIn.reset()
            let root = SystemUIController()
            let window = window(root: root)
            root.style = .darkContent
            root.hidesHomeIndicator = true
            root.deferredEdges = .all
            #expect(StandIn.systemAppearance(of: window) == StandIn.SystemAppearance())

            root.setNeedsStatusBarAppearanceUpdate()
            #expect(StandIn.systemAppearance(of: window).statusBarStyle == .darkContent)
            #expect(StandIn.systemAppearance(of: window).homeIndicatorAutoHidden == false)

            root.setNeedsUpdateOfHomeIndicatorAutoHidden()
            root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            #expect(StandIn.systemAppearance(of: window).homeIndicatorAutoHidden)
            #expect(StandIn.systemAppearance(of: window).screenEdgesDeferringSystemGestures == .all)
            #expect(StandIn.systemAppearanceUpdates(of: root) == [.statusBar, .homeIndicator, .screenEdges])

            StandIn.clearSystemAppearanceUpdates(of: root)
            #expect(StandIn.systemAppearanceUpdates(of: root).isEmpty)
        }

        @Test func anUpdateOffScreenIsRecordedAndReadsNothing() {
            StandIn.reset()
            let controller = SystemUIController()
            controller.style = .lightContent
            controller.setNeedsStatusBarAppearanceUpdate()
            #expect(StandIn.systemAppearanceUpdates(of: controller) == [.statusBar])
        }

        @Test func contentScrollViewsAreKeptPerEdgeAndWeakly() throws {
            StandIn.reset()
            let controller = UIViewController()
            let list = UIScrollView()
            controller.setContentScrollView(list, for: .top)
            #expect(controller.contentScrollView(for: .top) === list)
            #expect(controller.contentScrollView(for: .bottom) == nil)

            controller.setContentScrollView(list, for: .all)
            #expect(controller.contentScrollView(for: [.top, .bottom]) === list)
            let other = UIScrollView()
            controller.setContentScrollView(other, for: .bottom)
            #expect(controller.contentScrollView(for: [.top, .bottom]) == nil)

            controller.setContentScrollView(nil, for: .top)
            #expect(controller.contentScrollView(for: .top) == nil)

            weak var released: UIScrollView?
            do {
                let temporary = UIScrollView()
                released = temporary
                controller.setContentScrollView(temporary, for: .top)
            }
            #expect(released == nil)
            #expect(controller.contentScrollView(for: .top) == nil)
        }

        @Test func postsAreRecordedInOrderUntilCleared() throws {
            StandIn.reset()
            let element = UIView()
            UIAccessibility.post(notification: .pageScrolled, argument: "page 2 of 3")
            UIAccessibility.post(notification: .screenChanged, argument: element)
            UIAccessibility.post(notification: .layoutChanged, argument: nil)

            let posts = StandIn.accessibilityPosts
            #expect(posts.map(\.notification) == [.pageScrolled, .screenChanged, .layoutChanged])
            #expect(posts.map(\.text) == ["page 2 of 3", nil, nil])
            #expect(try #require(posts.dropFirst().first).element === element)

            StandIn.clearAccessibilityPosts()
            #expect(StandIn.accessibilityPosts.isEmpty)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            StandIn.reset()
            #expect(StandIn.accessibilityPosts.isEmpty)
        }

        @Test func aRecordedElementIsNotKeptAlive() {
            StandIn.reset()
            weak var released: UIView?
            do {
                let element = UIView()
                released = element
                UIAccessibility.post(notification: .layoutChanged, argument: element)
            }
            #expect(released == nil)
            #expect(StandIn.accessibilityPosts.count == 1)
        }

        @Test func hiddenElementsAndTheSiblingsOfAModalViewAreUnreachable() {
            StandIn.reset()
            let root = UIView()
            let page = UIView()
            let button = UIView()
            let panel = UIView()
            root.addSubview(page)
            page.addSubview(button)
            root.addSubview(panel)
            #expect(!StandIn.isHiddenFromAccessibility(button))

            page.accessibilityElementsHidden = true
            #expect(StandIn.isHiddenFromAccessibility(button))
            page.accessibilityElementsHidden = false

            panel.accessibilityViewIsModal = true
            #expect(StandIn.isHiddenFromAccessibility(button))
            #expect(!StandIn.isHiddenFromAccessibility(panel))
            panel.isHidden = true
            #expect(!StandIn.isHiddenFromAccessibility(button))
        }

        @Test func theEscapeGestureGoesUpTheChainToTheFirstViewThatAnswers() {
            StandIn.reset()
            let outer = EscapingView()
            let inner = UIView()
            outer.addSubview(inner)
            #expect(StandIn.accessibilityEscape(on: inner))
            #expect(outer.escapes == 1)
            #expect(!StandIn.accessibilityEscape(on: UIView()))
        }

        @Test func accessibilityAttributesAreSettable() {
            StandIn.reset()
            let view = UIView()
            view.accessibilityLabel = "Pages"
            view.accessibilityValue = "page 1 of 3"
            #expect(view.accessibilityLabel == "Pages")
            #expect(view.accessibilityValue == "page 1 of 3")
            #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal)
        }
    }
#endif
