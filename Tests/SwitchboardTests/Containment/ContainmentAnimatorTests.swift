import Switchboard
import Testing

@MainActor
@Suite("Transitions on injectable animators")
struct ContainmentAnimatorTests {
    let trace = ContainmentTrace()

    @Test("A manual animator keeps a transition in flight until the clock reaches its duration")
    func inFlight() throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace, animator: animator)
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        let yellow = HeadlessViewController(title: "yellow")
        try container.embed(red)
        var animationsRan = false
        var completed: Bool?
        try container.replace(
            red, with: blue, duration: 0.3, animations: { animationsRan = true }, completion: { completed = $0 })

        #expect(animationsRan, "animations run when the transition starts")
        #expect(completed == nil && animator.inFlightCount == 1)
        #expect(red.appearanceState == .disappearing && blue.appearanceState == .appearing)
        #expect(container.view.subviews.map(\.debugName) == ["red", "blue"])
        #expect(!blue.isMovingToParent, "true only inside its appearance callbacks, as in UIKit")

        let reported = collectingReports {
            container.addChild(yellow)
            container.transition(from: blue, to: yellow, duration: 0.3, animations: nil, completion: nil)
        }
        #expect(reported == [.transitionAlreadyInFlight(controller: "blue")])

        animator.advance(by: 0.2)
        #expect(completed == nil)
        animator.advance(by: 0.1)
        #expect(completed == true && animator.inFlightCount == 0)
        #expect(red.appearanceState == .disappeared && blue.appearanceState == .appeared)
        #expect(container.view.subviews.map(\.debugName) == ["blue"])
        #expect(container.children.map(\.debugName) == ["blue", "yellow"])
        #expect(blue.view.window === window)
    }

    @Test("Cancelling a manual animation completes the transition with finished == false")
    func cancelled() throws {
        let animator = ManualAnimator()
        let container = HeadlessViewController(title: "container", trace: trace)
        container.animator = animator
        let red = HeadlessViewController(title: "red")
        let blue = HeadlessViewController(title: "blue")
        try container.embed(red)
        var completed: Bool?
        try container.replace(red, with: blue, duration: 1, completion: { completed = $0 })
        animator.cancelAll()
        #expect(completed == false)
        #expect(
            trace.events.contains(.transitionEnded(from: "red", to: "blue", container: "container", finished: false)))
        #expect(animator.now == 0)
    }

    @Test("The manual clock completes animations in deadline order, then start order")
    func ordering() {
        let animator = ManualAnimator()
        var order: [String] = []
        animator.animate(withDuration: 2, animations: {}, completion: { _ in order.append("slow") })
        animator.animate(withDuration: 1, animations: {}, completion: { _ in order.append("fast") })
        animator.animate(withDuration: 1, animations: {}, completion: { _ in order.append("fast2") })
        animator.finishAll()
        #expect(order == ["fast", "fast2", "slow"])
        #expect(animator.now == 2)
    }

    @Test("The immediate animator runs animations then completion, synchronously")
    func immediate() {
        var order: [String] = []
        ImmediateAnimator().animate(
            withDuration: 5, animations: { order.append("animations") },
            completion: { order.append("completion \($0)") })
        #expect(order == ["animations", "completion true"])
    }

    @Test("Children inherit the animator of their parent, then of the window")
    func inheritance() throws {
        let windowAnimator = ManualAnimator()
        let parentAnimator = ManualAnimator()
        let container = HeadlessViewController(title: "container")
        let child = HeadlessViewController(title: "child")
        let window = HeadlessWindow(animator: windowAnimator)
        window.rootViewController = container
        try container.embed(child)
        #expect(child.effectiveAnimator === windowAnimator)
        container.animator = parentAnimator
        #expect(child.effectiveAnimator === parentAnimator)
        #expect(HeadlessViewController().effectiveAnimator === ImmediateAnimator.shared)
    }
}
