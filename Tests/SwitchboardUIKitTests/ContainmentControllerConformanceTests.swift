#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A containment sequence written once against the UIKit-spelled protocol, so it runs on either
    /// hierarchy: add a child, place its view by hand, finish the move, then remove it again.
    @MainActor
    private func addAndRemove<C: ContainmentController>(
        _ child: C.Controller, in container: C.Controller, addView: (C.Controller, C.Controller) -> Void,
        removeView: (C.Controller) -> Void, as _: C.Type
    ) -> [String] {
        var facts: [String] = []
        container.loadViewIfNeeded()
        container.addChild(child)
        facts.append("parent set: \(child.parent === container)")
        addView(child, container)
        child.didMove(toParent: container)
        facts.append("children: \(container.children.count), view in place: \(child.viewIfLoaded?.superview != nil)")
        child.willMove(toParent: nil)
        removeView(child)
        child.removeFromParent()
        facts.append(
            "after removal: \(child.parent == nil), \(container.children.isEmpty), loaded: \(child.isViewLoaded)")
        return facts
    }

    /// `UIViewController` and `HeadlessViewController` adopt the executor's UIKit-spelled protocol with
    /// empty extensions: the compiler matches every member by UIKit's own signature.
    @MainActor
    @Suite("ContainmentController: UIViewController and HeadlessViewController adopt it as they are")
    struct ContainmentControllerConformanceTests {
        private static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// The types `text` declares conformances for with an empty body, `extension T: P {}`, and
        /// the ones whose conformance to `protocolName` has a body.
        static func conformances(to protocolName: String, in text: String) -> (empty: [String], withBody: [String]) {
            var empty: [String] = []
            var withBody: [String] = []
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for line in lines where line.hasPrefix("extension ") && line.contains(": \(protocolName)") {
                let type = String(line.dropFirst("extension ".count).prefix { $0 != ":" })
                if line.hasSuffix(": \(protocolName) {}") { empty.append(type) } else { withBody.append(type) }
            }
            return (empty, withBody)
        }

        @Test("The same sequence, written against the protocol, runs on both hierarchies with the same result")
        func sameSequenceOnBoth() {
            let uikit = addAndRemove(
                UIViewController(), in: UIViewController(), addView: { $1.view.addSubview($0.view) },
                removeView: { $0.view.removeFromSuperview() }, as: UIViewController.self)
            let headless = addAndRemove(
                HeadlessViewController(title: "child"), in: HeadlessViewController(title: "container"),
                addView: { $1.view.addSubview($0.view) }, removeView: { $0.view.removeFromSuperview() },
                as: HeadlessViewController.self)
            #expect(uikit == headless)
            #expect(
                uikit == [
                    "parent set: true", "children: 1, view in place: true", "after removal: true, true, loaded: true",
                ])
        }

        @Test(
            "Each conformance is an empty extension",
            arguments: [
                (
                    "Sources/SwitchboardUIKit/UIViewController+ContainmentController.swift",
                    ["UIViewController", "UIView"]
                ),
                (
                    "Sources/SwitchboardContainment/Containment/HeadlessViewController+ContainmentController.swift",
                    ["HeadlessViewController", "HeadlessView"]
                ),
            ])
        func emptyExtensions(file: String, types: [String]) throws {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let controller = Self.conformances(to: "ContainmentController", in: text)
            let view = Self.conformances(to: "ContainmentView", in: text)
            #expect(controller.empty + view.empty == types)
            #expect(controller.withBody.isEmpty && view.withBody.isEmpty)
        }

        @Test("The check tells an empty conformance from one with a body (negative control)")
        func checkFindsABody() {
            let sample = """
                extension UIViewController: ContainmentController {}
                extension UIView: ContainmentView {
                    var superview: UIView? { nil }
                }
                """
            #expect(Self.conformances(to: "ContainmentController", in: sample) == (["UIViewController"], []))
            #expect(Self.conformances(to: "ContainmentView", in: sample) == ([], ["UIView"]))
        }
    }
#endif
