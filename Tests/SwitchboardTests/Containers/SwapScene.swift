import Switchboard

/// The seed's swap container on screen, setup events cleared: probes "first" (shown) and
/// "second", a one-second cross-dissolve, and an ``AnnouncementLog`` listening unless `heard` is
/// false. Keep the scene alive for the whole test: it holds the window.
@MainActor
struct SwapScene {
    let first: ProbeViewController
    let second: ProbeViewController
    let container: HeadlessSwapContainerViewController
    let log = AnnouncementLog()
    let window: HeadlessWindow

    init(trace: ContainmentTrace, animator: ManualAnimator, heard: Bool = true) {
        first = ProbeViewController(title: "first")
        second = ProbeViewController(title: "second")
        container = HeadlessSwapContainerViewController(
            [.instance("first", first), .instance("second", second)],
            animation: .crossDissolve(duration: 1.0), title: "container", trace: trace)
        if heard { container.observers.add(log) }
        window = onScreen(container, trace: trace, animator: animator)
    }
}
