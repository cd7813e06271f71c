// The `///` examples of Sources/Switchboard/Containment, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file).
import Foundation
import Switchboard
import Testing

@Suite("Docs: headless containment examples")
@MainActor
struct ContainmentDocExampleTests {
    @Test("ContainmentEvent: the UIKit add-a-child sequence, as recorded")
    func events() {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let red = HeadlessViewController(title: "red", trace: trace)
        container.loadViewIfNeeded()
        trace.removeAll()
        container.addChild(red)
        container.view.addSubview(red.view)
        red.didMove(toParent: container)

        #expect(
            trace.events == [
                .addChild("red", parent: "container"),
                .willMove("red", toParent: "container"),
                .viewDidLoad("red"),
                .viewAdded("red", to: "container"),
                .didMove("red", toParent: "container"),
            ])
    }

    @Test("HeadlessViewController: a begin in the opposite direction cancels the transition in progress")
    func cancelledAppearance() {
        let container = HeadlessViewController(title: "container", trace: nil)
        let page = HeadlessViewController(title: "page", trace: nil)
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = container
        container.addChild(page)
        container.view.addSubview(page.view)
        page.didMove(toParent: container)
        page.beginAppearanceTransition(false, animated: true)  // the swipe starts: viewWillDisappear
        page.beginAppearanceTransition(true, animated: true)  // cancelled: viewWillAppear
        page.endAppearanceTransition()  // viewDidAppear; page is appeared
        #expect(page.appearanceState == .appeared)
    }

    @Test("ContainmentViolationReporter.violations(during:): refused calls gathered in order")
    func gatheredViolations() {
        let container = HeadlessViewController(title: "container", trace: nil)
        let refused = ContainmentViolationReporter.violations {
            container.addChild(container)
        }
        print(refused)  // [childIsSelfOrAncestor(child: "container", container: "container")]
        #expect(refused == [.childIsSelfOrAncestor(child: "container", container: "container")])
        #expect(ContainmentViolationReporter.violations {}.isEmpty)
    }

    @Test("AppearanceOrdering: a window adopts the ordering in effect when it is created")
    func appearanceOrdering() {
        for ordering in AppearanceOrdering.allVariants {
            AppearanceOrdering.$current.withValue(ordering) {
                let window = HeadlessWindow()
                window.rootViewController = HeadlessViewController(title: "root")
                print(ordering, window.appearanceOrdering == ordering)
            }
        }
        #expect(AppearanceOrdering.$current.withValue(.standard) { HeadlessWindow().appearanceOrdering } == .standard)
    }

    @Test("UIKitBehavior: a transition in a container that forwards appearance by hand raises on UIKit")
    func uikitBehavior() {
        let violation = ContainmentViolation.transitionWithManualAppearanceForwarding(container: "slide")
        print(violation.uikitBehavior)  // raises
        #expect(violation.uikitBehavior == .raises)
    }

    @Test("ContainmentTrace: controllers in a window record into the window's trace")
    func trace() {
        let container = HeadlessViewController(title: "container", trace: nil)
        let child = HeadlessViewController(title: "child", trace: nil)
        let trace = ContainmentTrace()
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        container.addChild(child)
        print(trace.plainText)

        #expect(trace.events.contains(.addChild("child", parent: "container")))
        #expect(trace.plainText.contains("child"))
    }

    @Test("ContainmentViolationReporter: a refused call reaches the scoped reporter and the trace")
    func violationReporter() {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let reporter = ContainmentViolationReporter { violation in print("refused:", violation) }
        ContainmentViolationReporter.$current.withValue(reporter) {
            container.addChild(container)  // refused, recorded on the trace and reported
        }
        #expect(container.children.isEmpty)
        #expect(trace.violations.count == 1)
    }

    @Test("HeadlessView: a subview with a layout rule is laid out in its superview")
    func headlessView() {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessViewController(title: "container", trace: nil)
        window.rootViewController = container
        let slot = HeadlessView(name: "slot")
        container.view.addSubview(slot)
        slot.layoutRule = .fraction(0.5, of: .bottom)
        container.view.layoutIfNeeded()
        #expect(slot.frame == CGRect(x: 0, y: 284, width: 320, height: 284))
    }

    @Test("HeadlessViewController: manual containment follows UIKit's call order")
    func headlessViewController() {
        final class PageViewController: HeadlessViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.alpha = 0.5
            }
        }

        let container = HeadlessViewController(title: "container")
        let page = PageViewController(title: "page")
        container.addChild(page)  // page.willMove(toParent: container)
        container.view.addSubview(page.view)  // appearance, if the container is on screen
        page.didMove(toParent: container)

        #expect(page.parent === container)
        #expect(page.view.alpha == 0.5)
        #expect(container.view.subviews.contains { $0 === page.view })
    }

    @Test("HeadlessWindow: resizing the window lays the root view out again")
    func headlessWindow() {
        let container = HeadlessViewController(title: "container", trace: nil)
        let trace = ContainmentTrace()
        let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568), trace: trace)
        window.rootViewController = container
        window.frame.size = CGSize(width: 568, height: 320)  // rotate
        window.layoutIfNeeded()
        #expect(container.view.frame.size == CGSize(width: 568, height: 320))
    }

    @Test("LayoutRule: each rule's frame in a 320×568 slot")
    func layoutRules() {
        let child = HeadlessViewController(trace: nil)
        let top = HeadlessViewController(trace: nil)
        let middle = HeadlessViewController(trace: nil)
        let page = HeadlessViewController(trace: nil)
        let main = HeadlessViewController(trace: nil)
        let badge = HeadlessView(name: "badge")
        child.view.layoutRule = .pinnedToEdges()  // fills the slot
        top.view.layoutRule = .fraction(0.5, of: .top)  // upper half
        middle.view.layoutRule = .band(start: 0.25, end: 0.75, from: .left)  // the middle half of a row
        page.view.layoutRule = .page(2)  // third page, x = 2 × width
        main.view.layoutRule = .offset(x: 260)  // slid right to reveal a menu
        main.view.layoutRule = .offsetInWidths(0.8)  // slid right by 80 % of the width
        badge.layoutRule = .explicit(CGRect(x: 8, y: 8, width: 20, height: 20))

        let slot = CGRect(x: 0, y: 0, width: 320, height: 568)
        let frames = [child.view, top.view, middle.view, page.view, main.view, badge].map {
            $0.layoutRule?.frame(in: slot)
        }
        #expect(
            frames == [
                slot, CGRect(x: 0, y: 0, width: 320, height: 284), CGRect(x: 80, y: 0, width: 160, height: 568),
                CGRect(x: 640, y: 0, width: 320, height: 568),
                CGRect(x: 256, y: 0, width: 320, height: 568), CGRect(x: 8, y: 8, width: 20, height: 20),
            ])
    }

    @Test("LayoutRule.band: the right two thirds of a row, 4 points in from its left side")
    func bandRule() {
        let detail = HeadlessViewController(trace: nil)
        detail.view.layoutRule = .band(start: 1.0 / 3, end: 1, from: .left, insets: LayoutInsets(left: 4))
        let frame = detail.view.layoutRule?.frame(in: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(frame.map { [$0.minX.rounded(), $0.width.rounded(), $0.height] } == [104, 196, 500])
    }

    @Test("ManualAnimator: a transition stays in flight until the clock is advanced")
    func manualAnimator() {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessViewController(title: "container", trace: nil)
        let red = HeadlessViewController(title: "red", trace: nil)
        let blue = HeadlessViewController(title: "blue", trace: nil)
        window.rootViewController = container
        container.addChild(red)
        container.view.addSubview(red.view)
        red.didMove(toParent: container)
        container.addChild(blue)
        red.willMove(toParent: nil)

        let animator = ManualAnimator()
        container.animator = animator
        container.transition(from: red, to: blue, duration: 0.3, options: [], animations: nil, completion: nil)
        print(animator.inFlightCount)  // 1: in flight until the clock moves
        animator.advance(by: 0.3)  // completes it
        #expect(animator.inFlightCount == 0)
        #expect(blue.view.superview === container.view)
        #expect(red.view.superview == nil)
    }
}
