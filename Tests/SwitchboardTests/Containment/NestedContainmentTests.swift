import Foundation
import Switchboard
import Testing

@MainActor
@Suite("Nested containers forward appearance")
struct NestedContainmentTests {
    let trace = ContainmentTrace()

    @Test("Showing a container inside a container reaches the innermost child, parents first")
    func showNested() throws {
        let outer = HeadlessViewController(title: "outer", trace: trace)
        let middle = HeadlessViewController(title: "middle")
        let leaf = HeadlessViewController(title: "leaf")
        try outer.embed(middle)
        try middle.embed(leaf, layout: .fraction(0.5, of: .bottom))
        trace.removeAll()

        let window = HeadlessWindow(trace: trace)
        window.rootViewController = outer

        #expect(
            trace.events == [
                .viewWillAppear("outer", animated: false),
                .viewWillAppear("middle", animated: false),
                .viewWillAppear("leaf", animated: false),
                .viewAdded("outer", to: "window"),
                .viewIsAppearing("outer", animated: false),
                .viewIsAppearing("middle", animated: false),
                .viewIsAppearing("leaf", animated: false),
                .layout("outer"),
                .layout("middle"),
                .layout("leaf"),
                .viewDidAppear("outer", animated: false),
                .viewDidAppear("middle", animated: false),
                .viewDidAppear("leaf", animated: false),
            ])
        #expect(leaf.view.frame == CGRect(x: 0, y: 284, width: 320, height: 284))
    }

    @Test("Removing a middle container on screen makes its child disappear too")
    func removeNested() throws {
        let outer = HeadlessViewController(title: "outer", trace: trace)
        let window = onScreen(outer, trace: trace)
        let middle = HeadlessViewController(title: "middle")
        let leaf = HeadlessViewController(title: "leaf")
        try middle.embed(leaf)
        try outer.embed(middle)
        #expect(leaf.appearanceState == .appeared)
        trace.removeAll()

        try outer.unembed(middle)

        #expect(
            trace.events == [
                .willMove("middle", toParent: nil),
                .viewRemoved("middle", from: "outer"),
                .viewWillDisappear("middle", animated: false),
                .viewWillDisappear("leaf", animated: false),
                .viewDidDisappear("middle", animated: false),
                .viewDidDisappear("leaf", animated: false),
                .removeFromParent("middle", parent: "outer"),
                .didMove("middle", toParent: nil),
            ])
        #expect(leaf.parent === middle, "the inner relationship is untouched")
        #expect(window.rootViewController === outer)
    }

    @Test("A transition inside a nested container forwards to the incoming child's own children")
    func transitionNested() throws {
        let outer = HeadlessViewController(title: "outer", trace: trace)
        let window = onScreen(outer, trace: trace)
        let middle = HeadlessViewController(title: "middle")
        let old = HeadlessViewController(title: "old")
        let new = HeadlessViewController(title: "new")
        let newInner = HeadlessViewController(title: "newInner")
        try outer.embed(middle)
        try middle.embed(old)
        try new.embed(newInner)
        try middle.replace(old, with: new, duration: 0.25)

        #expect(newInner.appearanceState == .appeared)
        #expect(old.appearanceState == .disappeared && old.parent == nil)
        #expect(middle.children.map(\.debugName) == ["new"])
        #expect(outer.auditContainment().isEmpty)
        #expect(trace.violations.isEmpty)
        #expect(new.view.window === window)
    }

    @Test("A container that forwards by hand gets each child's appearance exactly once")
    func manualForwarding() throws {
        let container = ManualForwardingContainer(title: "manual", trace: trace)
        let child = ProbeViewController(title: "child")
        try container.embed(child)
        let reported = collectingReports {
            let window = HeadlessWindow(trace: trace)
            window.rootViewController = container
            #expect(child.view.window === window)
        }
        #expect(reported.isEmpty)
        #expect(
            child.appearanceHooks == [
                "viewWillAppear", "viewIsAppearing", "viewDidAppear",
            ])
        #expect(child.appearanceState == .appeared)
    }

    @Test("Negative control: a container that disables forwarding and forgets to forward leaves its child unshown")
    func forgottenManualForwarding() throws {
        final class Forgetful: HeadlessViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = Forgetful(title: "forgetful", trace: trace)
        let child = HeadlessViewController(title: "child")
        try container.embed(child)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = container
        #expect(container.appearanceState == .appeared)
        #expect(child.appearanceState == .disappeared)
        #expect(!trace.events.contains(.viewWillAppear("child", animated: false)))
    }
}
