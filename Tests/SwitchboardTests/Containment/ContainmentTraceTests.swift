import Switchboard
import Testing

@MainActor
@Suite("ContainmentTrace rendering and queries")
struct ContainmentTraceTests {
    private func sampleTrace() throws -> ContainmentTrace {
        let trace = ContainmentTrace()
        let container = HeadlessViewController(title: "main container", trace: trace)
        let window = onScreen(container, trace: trace)
        let child = HeadlessViewController(title: "2nd;child")
        try container.embed(child)
        _ = collectingReports { container.addChild(container) }
        #expect(child.view.window === window)
        return trace
    }

    @Test("Plain text has one numbered line per event, naming who, what and with whom")
    func plainText() throws {
        let trace = try sampleTrace()
        let lines = trace.plainText.split(separator: "\n").map(String.init)
        #expect(lines.count == trace.events.count)
        for (index, (line, event)) in zip(lines, trace.events).enumerated() {
            #expect(line == "\(index + 1). \(event.subject): \(event.action)")
        }
        #expect(lines.first == "1. 2nd;child: addChild (into main container)")
    }

    @Test("Mermaid output declares each participant once, draws each event, and notes violations")
    func mermaid() throws {
        let trace = try sampleTrace()
        let lines = trace.mermaidSequenceDiagram.split(separator: "\n").map(String.init)
        #expect(lines.first == "sequenceDiagram")
        let participants = lines.filter { $0.hasPrefix("    participant ") }
        #expect(
            participants == [
                "    participant p_2nd_child as 2nd,child", "    participant main_container as main container",
            ])
        let arrows = lines.filter { $0.contains("->>") }
        let notes = lines.filter { $0.hasPrefix("    Note over ") }
        #expect(arrows.count + notes.count == trace.events.count)
        #expect(notes.count == trace.violations.count && notes.count == 1)
        #expect(arrows.contains("    p_2nd_child->>main_container: willMove(toParent: main container)"))
        #expect(!lines.dropFirst().contains { $0.contains(";") || $0.contains("#") })
    }

    @Test("Events can be filtered by participant; violations are collected in order")
    func queries() throws {
        let trace = try sampleTrace()
        #expect(
            trace.events(involving: "2nd;child").allSatisfy {
                $0.subject == "2nd;child" || $0.counterpart == "2nd;child"
            })
        #expect(trace.events(involving: "2nd;child").count == 9, "add sequence on screen: 9 events")
        #expect(trace.violations == [.childIsSelfOrAncestor(child: "main container", container: "main container")])
    }

    @Test("Controllers created in a ContainmentTrace.current scope record there")
    func currentTrace() {
        let trace = ContainmentTrace()
        let controller = ContainmentTrace.$current.withValue(trace) { HeadlessViewController(title: "scoped") }
        _ = controller.view
        #expect(trace.events == [.viewDidLoad("scoped")])
        #expect(HeadlessViewController().trace == nil)
    }
}
