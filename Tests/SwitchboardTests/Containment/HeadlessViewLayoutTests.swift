import Foundation
import Switchboard
import Testing

@MainActor
@Suite("Headless view hierarchy and layout")
struct HeadlessViewLayoutTests {
    static let bounds = CGRect(x: 0, y: 0, width: 320, height: 568)

    @Test(
        "Layout rules place a view in its superview's bounds",
        arguments: [
            (LayoutRule.pinnedToEdges(), CGRect(x: 0, y: 0, width: 320, height: 568)),
            (
                .pinnedToEdges(insets: LayoutInsets(top: 20, left: 10, bottom: 0, right: 10)),
                CGRect(x: 10, y: 20, width: 300, height: 548)
            ),
            (.fraction(0.5, of: .top), CGRect(x: 0, y: 0, width: 320, height: 284)),
            (.fraction(0.5, of: .bottom), CGRect(x: 0, y: 284, width: 320, height: 284)),
            (.fraction(0.25, of: .right), CGRect(x: 240, y: 0, width: 80, height: 568)),
            (.page(2), CGRect(x: 640, y: 0, width: 320, height: 568)),
            (.offset(x: -260), CGRect(x: -260, y: 0, width: 320, height: 568)),
            (.offsetInWidths(0.5), CGRect(x: 160, y: 0, width: 320, height: 568)),
            (.offsetInWidths(-0.25), CGRect(x: -80, y: 0, width: 320, height: 568)),
            (.shift(widths: -1, points: 260), CGRect(x: -60, y: 0, width: 320, height: 568)),
            (.explicit(CGRect(x: 1, y: 2, width: 3, height: 4)), CGRect(x: 1, y: 2, width: 3, height: 4)),
        ])
    func rules(rule: LayoutRule, expected: CGRect) {
        let superview = HeadlessView(frame: Self.bounds)
        let view = HeadlessView()
        view.layoutRule = rule
        superview.addSubview(view)
        #expect(view.frame == expected)
    }

    @Test("Layout rules are hashable, explicit frames included: equal rules hash alike, other frames differ")
    func rulesHash() {
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let rules: Set<LayoutRule> = [
            .explicit(frame), .explicit(CGRect(x: 1, y: 2, width: 3, height: 4)),
            .explicit(frame.insetBy(dx: 1, dy: 1)), .offset(x: 1, y: 2), .offset(x: 2, y: 1), .pinnedToEdges(),
        ]
        #expect(rules.count == 5)
        #expect(rules.contains(.explicit(CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)))))
    }

    @Test("Rotating the window recomputes every rule-based frame, and lays out on-screen controllers")
    func rotation() throws {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let pages = (0..<3).map { HeadlessViewController(title: "page\($0)") }
        for (index, page) in pages.enumerated() { try container.embed(page, layout: .page(index)) }
        trace.removeAll()

        window.frame.size = CGSize(width: 568, height: 320)

        #expect(container.view.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
        #expect(pages.map(\.view.frame.minX) == [0, 568, 1136])
        #expect(pages.allSatisfy { $0.view.frame.size == CGSize(width: 568, height: 320) })
        #expect(trace.events == [.layout("container"), .layout("page0"), .layout("page1"), .layout("page2")])
    }

    @Test("insertSubview(_:belowSubview:) keeps an overlay on top (seed 001's close buttons)")
    func insertBelow() {
        let root = HeadlessView(frame: Self.bounds, name: "root")
        let closeButton = HeadlessView(name: "close")
        let content = HeadlessView(name: "content")
        let badge = HeadlessView(name: "badge")
        root.addSubview(closeButton)
        root.insertSubview(content, belowSubview: closeButton)
        root.insertSubview(badge, aboveSubview: content)
        #expect(root.subviews.map(\.debugName) == ["content", "badge", "close"])
        root.addSubview(content)
        #expect(root.subviews.map(\.debugName) == ["badge", "close", "content"], "re-adding brings to front")
    }

    @Test("Moving a view to another superview detaches it from the first")
    func reparentView() {
        let first = HeadlessView(name: "first")
        let second = HeadlessView(name: "second")
        let view = HeadlessView(name: "view")
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty && view.superview === second)
        view.removeFromSuperview()
        view.removeFromSuperview()
        #expect(second.subviews.isEmpty && view.superview == nil)
    }

    @Test("Hiding a view (seed 000's swap) changes neither the hierarchy nor appearance")
    func hiding() throws {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let green = HeadlessViewController(title: "green")
        try container.embed(green, layout: .page(1))
        trace.removeAll()
        green.view.isHidden = true
        green.view.alpha = 0
        #expect(trace.events.isEmpty)
        #expect(green.appearanceState == .appeared && green.view.window === window)
    }

    @Test("A view loaded by loadView() belongs to its controller; viewDidLoad runs once")
    func customLoadView() {
        final class Custom: HeadlessViewController {
            var loads = 0
            override func loadView() {
                view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "custom")
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let controller = Custom(title: "c")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(controller.loads == 1)
        #expect(controller.view.debugName == "custom" && controller.view.viewController === controller)
    }
}
