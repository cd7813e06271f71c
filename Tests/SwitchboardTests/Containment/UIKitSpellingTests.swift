import Foundation
import Switchboard
import Testing

/// Calls written the way UIKit code writes them: the defaults, overridable hooks and view-tree
/// queries an app ported from UIKit relies on.
@MainActor
@Suite("UIKit spellings on the headless model")
struct UIKitSpellingTests {
    @Test("transition(from:to:duration:options:animations:) without a completion swaps the views")
    func transitionWithoutCompletion() {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let (old, new) = (HeadlessViewController(title: "old"), HeadlessViewController(title: "new"))
        for child in [old, new] { container.addChild(child) }
        container.view.addSubview(old.view)
        old.didMove(toParent: container)

        old.willMove(toParent: nil)
        container.transition(from: old, to: new, duration: 0, options: [], animations: nil)
        new.didMove(toParent: container)
        old.removeFromParent()

        #expect(container.children.map(\.title) == ["new"])
        #expect(container.view.subviews.map { $0 === new.view } == [true])
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(trace.violations.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("checkedTransition without a completion throws the same violation as with one")
    func checkedTransitionWithoutCompletion() {
        let container = HeadlessViewController(title: "container")
        let stranger = HeadlessViewController(title: "stranger")
        let child = HeadlessViewController(title: "child")
        container.addChild(child)
        #expect(throws: ContainmentViolation.self) {
            try container.checkedTransition(from: stranger, to: child, duration: 0, animations: nil)
        }
        #expect(container.children.map(\.title) == ["child"])
    }

    @Test("an animator runs animate(withDuration:animations:) at once and completes it like any other")
    func animateWithoutCompletion() {
        let animator = ManualAnimator()
        var ran = false
        animator.animate(withDuration: 0.3) { ran = true }
        #expect(ran)
        #expect(animator.inFlightCount == 1)
        animator.advance(by: 0.3)
        #expect(animator.inFlightCount == 0)
    }

    @Test("a subclass's viewWillLayoutSubviews and viewDidLayoutSubviews run around each automatic layout on screen")
    func layoutHooksAreOverridable() {
        let screen = LayoutCountingController(title: "screen")
        let window = HeadlessWindow()
        #expect(screen.calls.isEmpty, "not on screen: no layout pass")
        window.rootViewController = screen
        let afterShowing = screen.calls
        #expect(afterShowing.first == "will" && afterShowing.last == "did")
        #expect(afterShowing.count.isMultiple(of: 2))

        window.frame.size = CGSize(width: window.frame.height, height: window.frame.width)
        #expect(screen.calls.count == afterShowing.count + 2, "rotation lays the screen out once more")
        #expect(screen.boundsSeenAfterLayout.last == window.bounds)
    }

    @Test("insertSubview(_:at:) places a view by index, clamping out-of-range indexes")
    func insertSubviewAtIndex() {
        let root = HeadlessView(name: "root")
        for name in ["a", "b"] { root.addSubview(HeadlessView(name: name)) }
        root.insertSubview(HeadlessView(name: "first"), at: 0)
        root.insertSubview(HeadlessView(name: "middle"), at: 2)
        root.insertSubview(HeadlessView(name: "last"), at: 99)
        root.insertSubview(HeadlessView(name: "negative"), at: -5)
        #expect(root.subviews.map(\.debugName) == ["negative", "first", "a", "middle", "b", "last"])
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func descendant() {
        let root = HeadlessView(name: "root")
        let middle = HeadlessView(name: "middle")
        let leaf = HeadlessView(name: "leaf")
        let stranger = HeadlessView(name: "stranger")
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: middle) && leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf), "an ancestor is not a descendant")
        #expect(!leaf.isDescendant(of: stranger))
        leaf.removeFromSuperview()
        #expect(!leaf.isDescendant(of: root), "removed: no longer in the tree")
    }
}

/// Records its layout hooks, as an app's controller that lays out by hand would.
private final class LayoutCountingController: HeadlessViewController {
    var calls: [String] = []
    var boundsSeenAfterLayout: [CGRect] = []

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("will")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("did")
        boundsSeenAfterLayout.append(view.bounds)
    }
}
