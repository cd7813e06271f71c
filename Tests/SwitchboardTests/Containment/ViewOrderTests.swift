import Switchboard
import Testing

/// UIKit's drawing-order API on ``HeadlessView``: it reorders siblings and never touches appearance.
@MainActor
@Suite("View order: bringSubviewToFront, sendSubviewToBack, exchangeSubview(at:withSubviewAt:)")
struct ViewOrderTests {
    let trace = ContainmentTrace()

    private func root(with names: [String]) -> HeadlessView {
        let root = HeadlessView(name: "root")
        for name in names { root.addSubview(HeadlessView(name: name)) }
        return root
    }

    private func subview(_ name: String, of root: HeadlessView) throws -> HeadlessView {
        try #require(root.subviews.first { $0.debugName == name })
    }

    @Test("bringSubviewToFront moves a subview to the end of subviews; a stranger is ignored")
    func bringToFront() throws {
        let root = root(with: ["a", "b", "c"])
        root.bringSubviewToFront(try subview("a", of: root))
        #expect(root.subviews.map(\.debugName) == ["b", "c", "a"])
        root.bringSubviewToFront(try subview("a", of: root))
        #expect(root.subviews.map(\.debugName) == ["b", "c", "a"], "already in front")
        let stranger = HeadlessView(name: "stranger")
        root.bringSubviewToFront(stranger)
        #expect(root.subviews.map(\.debugName) == ["b", "c", "a"])
        #expect(stranger.superview == nil, "not adopted")
    }

    @Test("sendSubviewToBack moves a subview to the start of subviews; a grandchild is not a subview")
    func sendToBack() throws {
        let root = root(with: ["a", "b", "c"])
        root.sendSubviewToBack(try subview("c", of: root))
        #expect(root.subviews.map(\.debugName) == ["c", "a", "b"])
        let grandchild = HeadlessView(name: "grandchild")
        try subview("a", of: root).addSubview(grandchild)
        root.sendSubviewToBack(grandchild)
        #expect(root.subviews.map(\.debugName) == ["c", "a", "b"])
        #expect(grandchild.superview?.debugName == "a")
    }

    @Test("exchangeSubview swaps two positions; an index out of range changes nothing")
    func exchange() {
        let root = root(with: ["a", "b", "c"])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map(\.debugName) == ["c", "b", "a"])
        root.exchangeSubview(at: 1, withSubviewAt: 1)
        #expect(root.subviews.map(\.debugName) == ["c", "b", "a"])
        for (first, second) in [(0, 3), (-1, 0), (5, 7)] {
            root.exchangeSubview(at: first, withSubviewAt: second)
        }
        #expect(root.subviews.map(\.debugName) == ["c", "b", "a"])
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }

    @Test("Reordering on screen sends no appearance callbacks and records nothing")
    func reorderOnScreenKeepsAppearance() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let main = ProbeViewController(title: "main")
        let menu = ProbeViewController(title: "menu")
        try container.embed(main)
        try container.embed(menu)
        container.view.sendSubviewToBack(menu.view)
        main.hooks.removeAll()
        menu.hooks.removeAll()
        trace.removeAll()

        container.view.bringSubviewToFront(menu.view)
        #expect(container.view.subviews.map(\.debugName) == ["main", "menu"])
        container.view.sendSubviewToBack(menu.view)
        container.view.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(container.view.subviews.map(\.debugName) == ["main", "menu"])
        #expect(main.hooks.isEmpty && menu.hooks.isEmpty)
        #expect(trace.events.isEmpty)
        #expect(main.appearanceState == .appeared && menu.appearanceState == .appeared)
        withExtendedLifetime(window) {}
    }
}
