import Foundation
import Switchboard
import Testing

@MainActor
@Suite("Containment sequences, event by event")
struct ContainmentSequenceTests {
    let trace = ContainmentTrace()

    private func embed(_ child: HeadlessViewController, in container: HeadlessViewController) {
        container.addChild(child)
        child.view.layoutRule = .pinnedToEdges()
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    /// A new container holding `child`, embedded by the book, shown in `window` if one is given;
    /// the setup events cleared from the trace.
    private func containerHolding(
        _ child: HeadlessViewController, in window: HeadlessWindow? = nil
    ) -> HeadlessViewController {
        let container = HeadlessViewController(title: "container", trace: trace)
        window?.rootViewController = container
        embed(child, in: container)
        trace.removeAll()
        return container
    }

    @Test("Setting a window's root: viewWillAppear before the view is in the window, viewIsAppearing after")
    func windowRoot() {
        let container = HeadlessViewController(title: "container")
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(
            trace.events == [
                .viewDidLoad("container"),
                .viewWillAppear("container", animated: false),
                .viewAdded("container", to: "window"),
                .viewIsAppearing("container", animated: false),
                .layout("container"),
                .viewDidAppear("container", animated: false),
            ])
        #expect(container.view.frame == window.bounds)
        #expect(container.appearanceState == .appeared)
    }

    @Test(
        "Adding a child on screen: willMove, viewDidLoad, viewWillAppear, viewIsAppearing, layout, viewDidAppear, didMove"
    )
    func addOnScreen() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let red = ProbeViewController(title: "red")
        embed(red, in: container)
        #expect(
            trace.events == [
                .addChild("red", parent: "container"),
                .willMove("red", toParent: "container"),
                .viewDidLoad("red"),
                .viewWillAppear("red", animated: false),
                .viewAdded("red", to: "container"),
                .viewIsAppearing("red", animated: false),
                .layout("red"),
                .viewDidAppear("red", animated: false),
                .didMove("red", toParent: "container"),
            ])
        #expect(
            red.hooks == [
                "willMove(container)", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
                "didMove(container)",
            ])
        #expect(red.sawMovingToParentInWillAppear == true)
        #expect(red.sawMovingToParentInAppearance == [true, true, true], "in every callback of the move's appearance")
        #expect(red.isMovingToParent == false)
        #expect(red.view.frame == window.bounds)
        #expect(trace.violations.isEmpty)
    }

    @Test("Adding a child off screen sends no appearance callbacks and no layout events")
    func addOffScreen() {
        let container = HeadlessViewController(title: "container", trace: trace)
        container.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let red = HeadlessViewController(title: "red")
        embed(red, in: container)
        #expect(
            trace.events == [
                .viewDidLoad("container"),
                .addChild("red", parent: "container"),
                .willMove("red", toParent: "container"),
                .viewDidLoad("red"),
                .viewAdded("red", to: "container"),
                .didMove("red", toParent: "container"),
            ])
        #expect(red.appearanceState == .disappeared)
        #expect(red.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("Showing a container later forwards appearance to the child it already holds")
    func showLater() {
        let container = containerHolding(HeadlessViewController(title: "red"))
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(
            trace.events == [
                .viewWillAppear("container", animated: false),
                .viewWillAppear("red", animated: false),
                .viewAdded("container", to: "window"),
                .viewIsAppearing("container", animated: false),
                .viewIsAppearing("red", animated: false),
                .layout("container"),
                .layout("red"),
                .viewDidAppear("container", animated: false),
                .viewDidAppear("red", animated: false),
            ])
    }

    @Test("Removing a child on screen: willMove(nil), disappearance, removeFromParent, didMove(nil)")
    func removeOnScreen() {
        let window = HeadlessWindow(trace: trace)
        let red = ProbeViewController(title: "red")
        let container = containerHolding(red, in: window)
        red.hooks.removeAll()

        red.willMove(toParent: nil)
        #expect(!red.isMovingFromParent, "true only inside the disappearance callbacks")
        red.view.removeFromSuperview()
        red.removeFromParent()

        #expect(
            trace.events == [
                .willMove("red", toParent: nil),
                .viewRemoved("red", from: "container"),
                .viewWillDisappear("red", animated: false),
                .viewDidDisappear("red", animated: false),
                .removeFromParent("red", parent: "container"),
                .didMove("red", toParent: nil),
            ])
        #expect(red.hooks == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(red.sawMovingFromParentInDisappearance == [true, true])
        #expect(red.parent == nil && container.children.isEmpty && red.view.superview == nil)
        #expect(!red.isMovingFromParent)
        #expect(window.rootViewController === container)
    }

    @Test("Removing a child off screen sends no disappearance")
    func removeOffScreen() {
        let red = HeadlessViewController(title: "red")
        let container = containerHolding(red)
        red.willMove(toParent: nil)
        red.view.removeFromSuperview()
        red.removeFromParent()
        #expect(
            trace.events == [
                .willMove("red", toParent: nil),
                .viewRemoved("red", from: "container"),
                .removeFromParent("red", parent: "container"),
                .didMove("red", toParent: nil),
            ])
        #expect(red.parent == nil && container.children.isEmpty && red.view.superview == nil)
        #expect(red.appearanceState == .disappeared)
    }

    @Test("Swapping by transition on screen follows the UIKit contract", arguments: [0.0, 0.3])
    func swapOnScreen(duration: Double) {
        let window = HeadlessWindow(trace: trace)
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        let container = containerHolding(red, in: window)
        var finishedFlag: Bool?

        container.addChild(blue)
        red.willMove(toParent: nil)
        blue.view.layoutRule = .pinnedToEdges()
        container.transition(
            from: red, to: blue, duration: duration, options: .transitionCrossDissolve, animations: nil
        ) { finished in
            finishedFlag = finished
            blue.didMove(toParent: container)
            red.removeFromParent()
        }

        let animated = duration > 0
        #expect(
            trace.events == [
                .addChild("blue", parent: "container"),
                .willMove("blue", toParent: "container"),
                .willMove("red", toParent: nil),
                .viewDidLoad("blue"),
                .transitionBegan(from: "red", to: "blue", container: "container"),
                .viewWillDisappear("red", animated: animated),
                .viewWillAppear("blue", animated: animated),
                .viewAdded("blue", to: "container"),
                .viewIsAppearing("blue", animated: animated),
                .layout("blue"),
                .viewRemoved("red", from: "container"),
                .viewDidDisappear("red", animated: animated),
                .viewDidAppear("blue", animated: animated),
                .transitionEnded(from: "red", to: "blue", container: "container", finished: true),
                .didMove("blue", toParent: "container"),
                .removeFromParent("red", parent: "container"),
                .didMove("red", toParent: nil),
            ])
        #expect(finishedFlag == true)
        #expect(container.children.map(\.debugName) == ["blue"])
        #expect(container.view.subviews.map(\.debugName) == ["blue"])
        #expect(blue.view.frame == window.bounds)
        #expect(container.auditContainment().isEmpty)
    }

    @Test("Swapping by transition off screen swaps views without appearance callbacks")
    func swapOffScreen() {
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        _ = blue.view
        let container = containerHolding(red)
        container.addChild(blue)
        red.willMove(toParent: nil)
        container.transition(from: red, to: blue, duration: 1, animations: nil) { _ in
            blue.didMove(toParent: container)
            red.removeFromParent()
        }
        #expect(
            trace.events == [
                .addChild("blue", parent: "container"),
                .willMove("blue", toParent: "container"),
                .willMove("red", toParent: nil),
                .transitionBegan(from: "red", to: "blue", container: "container"),
                .viewAdded("blue", to: "container"),
                .viewRemoved("red", from: "container"),
                .transitionEnded(from: "red", to: "blue", container: "container", finished: true),
                .didMove("blue", toParent: "container"),
                .removeFromParent("red", parent: "container"),
                .didMove("red", toParent: nil),
            ])
        #expect(blue.appearanceState == .disappeared && red.appearanceState == .disappeared)
    }

    @Test("Replacing the window's root makes the old root disappear and the new one appear")
    func replaceRoot() {
        let first = HeadlessViewController(title: "first")
        let second = HeadlessViewController(title: "second")
        let window = onScreen(first, trace: trace)
        window.rootViewController = second
        #expect(
            trace.events == [
                .viewRemoved("first", from: "window"),
                .viewWillDisappear("first", animated: false),
                .viewDidDisappear("first", animated: false),
                .viewDidLoad("second"),
                .viewWillAppear("second", animated: false),
                .viewAdded("second", to: "window"),
                .viewIsAppearing("second", animated: false),
                .layout("second"),
                .viewDidAppear("second", animated: false),
            ])
    }
}
