import Switchboard

// A scroll step on the headless pager: one `updateInteractiveChange(_:)` of a swipe under way
// from page 1 toward page 2, on screen in a `HeadlessWindow`, nothing traced. The finger moves
// between 30 % and 70 % of the way, so every step moves the pages and, with an observer, reports
// a new `PageScrollProgress`. The baseline row has no observer and no bus: progress costs nothing
// but its bookkeeping there.

@MainActor
enum PagerProgressRows {
    /// The step with nobody following the progress.
    static let stepRowName = "pager.scroll-step"
    /// The same step with one progress observer.
    static let observedStepRowName = "pager.scroll-step.1-progress-observer"

    static func all() -> [Benchmark] {
        [
            Benchmark(stepRowName, "a scroll step on the headless pager (a swipe's update), no progress observer") {
                fixture(observed: false)
            },
            Benchmark(
                observedStepRowName, "a scroll step on the headless pager with one progress observer"
            ) { fixture(observed: true) },
        ]
    }

    private static func fixture(observed: Bool) -> Fixture {
        let window = HeadlessWindow(trace: nil)
        let observer = StepCounter()
        let pager: HeadlessPagingContainerViewController
        do {
            pager = HeadlessPagingContainerViewController(
                pages: (0..<3).map { [.instance(ChildID("page \($0)"), HeadlessViewController(trace: nil))] },
                initialPage: 1, title: "bench", trace: nil)
            window.rootViewController = pager
            guard try pager.beginInteractiveScroll(to: 2) else {
                preconditionFailure("benchmark pager did not begin its swipe")
            }
        } catch {
            preconditionFailure("benchmark pager could not begin its swipe: \(error)")
        }
        if observed { pager.observers.add(observer) }
        var step = 0
        let run: @MainActor (Int) -> Void = { iterations in
            for _ in 0..<iterations {
                step &+= 1
                pager.updateInteractiveChange(step & 1 == 0 ? 0.3 : 0.7)
            }
        }
        // Stops the run if the observed row heard nothing: it would time the baseline twice.
        run(2)
        if observed, observer.steps == 0 { preconditionFailure("benchmark progress observer heard no step") }
        return Fixture { iterations in
            withExtendedLifetime((window, observer)) { run(iterations) }
        }
    }
}

/// Counts the steps it hears.
@MainActor
private final class StepCounter: ContainerObserver {
    var steps = 0

    func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
        steps &+= 1
    }
}
