import Switchboard
import Testing

@MainActor
@Suite("Children deallocate after removal")
struct ContainmentLifetimeTests {
    @Test("A removed child and its view deallocate; the trace keeps only names")
    func removedChild() throws {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        weak var weakChild: HeadlessViewController?
        weak var weakView: HeadlessView?
        do {
            let child = ProbeViewController(title: "child")
            weakChild = child
            weakView = child.view
            try container.embed(child)
            try container.unembed(child)
        }
        #expect(weakChild == nil)
        #expect(weakView == nil)
        #expect(!trace.events.isEmpty && window.rootViewController === container)
    }

    @Test("The child swapped out by a transition deallocates once the animation completes")
    func swappedOut() throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container")
        let window = HeadlessWindow(animator: animator)
        window.rootViewController = container
        weak var weakOld: HeadlessViewController?
        do {
            let old = HeadlessViewController(title: "old")
            weakOld = old
            try container.embed(old)
            try container.replace(old, with: HeadlessViewController(title: "new"), duration: 1)
        }
        #expect(weakOld != nil, "still held by the in-flight transition")
        animator.finishAll()
        #expect(weakOld == nil)
    }

    @Test("Negative control (seed 002): skipping removeFromSuperview keeps the child's view alive in the container")
    func leakedView() throws {
        let container = HeadlessViewController(title: "container")
        weak var weakChild: HeadlessViewController?
        weak var weakView: HeadlessView?
        do {
            let child = HeadlessViewController(title: "child")
            weakChild = child
            weakView = child.view
            try container.embed(child)
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        #expect(weakChild == nil, "the controller itself is released")
        #expect(weakView != nil, "but its view is leaked inside the container")
        #expect(container.view.subviews.count == 1)
    }

    @Test("A window releases a replaced root controller")
    func replacedRoot() {
        let window = HeadlessWindow()
        weak var weakRoot: HeadlessViewController?
        do {
            let root = HeadlessViewController(title: "root")
            weakRoot = root
            window.rootViewController = root
        }
        #expect(weakRoot != nil)
        window.rootViewController = nil
        #expect(weakRoot == nil)
        #expect(window.subviews.isEmpty)
    }
}
