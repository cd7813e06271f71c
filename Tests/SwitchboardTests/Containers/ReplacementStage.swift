import Switchboard

/// One ``ReplacementCase`` staged in a window: a host (forwarding appearance by hand for
/// `.forwardsByHand`) shows "shown", and `old` and `new` are what the replacement is asked to
/// swap, broken the way the case says. The headless checks and the executor's preflight are asked
/// about the same stage, so they judge the same facts.
@MainActor
final class ReplacementStage {
    let animator = ManualAnimator()
    let host: ExecutorTestHost
    let window: HeadlessWindow
    /// Another container in the window: `.newViewElsewhere` embeds `new` in it.
    let elsewhere = HeadlessViewController(title: "elsewhere")
    let shown = HeadlessViewController(title: "shown")
    private(set) var old: HeadlessViewController?
    private(set) var new = HeadlessViewController(title: "new")

    init(_ scenario: ReplacementCase) throws {
        host =
            scenario == .forwardsByHand
            ? ManualForwardingContainer(title: "host") : ExecutorTestHost(title: "host")
        window = HeadlessWindow(animator: animator)
        window.rootViewController = host
        try host.embed(shown)
        old = shown
        switch scenario {
        case .valid, .forwardsByHand: break
        case .missingOld: old = nil
        case .newIsHost: new = host
        case .newAlreadyChild: host.addChild(new)
        case .oldNotChild: old = HeadlessViewController(title: "stranger")
        case .toSelf:
            let stranger = HeadlessViewController(title: "stranger")
            (old, new) = (stranger, stranger)
        case .oldInFlight: try host.replace(shown, with: HeadlessViewController(title: "incoming"), duration: 1)
        case .oldViewDetached: shown.view.removeFromSuperview()
        case .newViewElsewhere: try elsewhere.embed(new)
        }
    }

    /// Ends the transition a case may have left running.
    func finish() {
        animator.finishAll()
    }
}

/// A plain headless controller that can host a container executor, as the ready containers do:
/// the executor's preflight is asked about the same controller the headless checks judge.
class ExecutorTestHost: HeadlessViewController, HeadlessContainerHost {}
