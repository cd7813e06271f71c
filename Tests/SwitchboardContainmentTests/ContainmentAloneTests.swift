import SwitchboardContainment
import Testing

/// The headless containment model depends on no other Switchboard module: this target links
/// `SwitchboardContainment` alone.
@MainActor
@Suite("Containment layer, imported alone")
struct ContainmentAloneTests {
    @Test("the four-step add contract runs and is traced with no coordination module")
    func addChildAlone() throws {
        let trace = ContainmentTrace()
        let window = HeadlessWindow(trace: trace)
        let container = HeadlessViewController(title: "container", trace: trace)
        window.rootViewController = container
        let child = HeadlessViewController(title: "child", trace: trace)

        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)

        #expect(child.parent === container)
        #expect(container.children.count == 1)
        #expect(child.view.superview === container.view)
        #expect(!trace.events.isEmpty)
    }
}
