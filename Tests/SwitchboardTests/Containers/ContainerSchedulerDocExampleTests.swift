// The `///` examples of `ContainerScheduler`, verbatim (Scripts/check-doc-snippets.py checks that
// each one appears in a compiled file). The scheduler is the package's own (an app cannot call it),
// so they are here rather than in DocExamples/, which ClientCheck compiles as an app would.
import Switchboard
import Testing

@Suite("Docs: container scheduler examples")
struct ContainerSchedulerDocExampleTests {
    @Test("ContainerScheduler: a request during a transition waits, then starts")
    func scheduler() {
        var scheduler = ContainerScheduler(SwapContainer(alternates: ["first", "second", "third"]))
        scheduler.receive(.swap(to: "second"))  // .started([...])
        scheduler.receive(.swap(to: "third"))  // .queued(position: 0)
        scheduler.endTransition()  // third starts
        #expect(scheduler.machine.current == "third")
        #expect(scheduler.isTransitioning)
        #expect(scheduler.pending.isEmpty)
    }

    @Test("ContainerScheduler: an abandoned transition restores the machine")
    func abandon() {
        var scheduler = ContainerScheduler(SwapContainer(alternates: ["first", "second"]))
        scheduler.receive(.swap(to: "second"))  // .started([...]); the host's transition is refused
        scheduler.endTransition(.abandoned)  // machine.current is "first" again
        #expect(scheduler.machine.current == "first")
        #expect(!scheduler.isTransitioning)
    }
}
