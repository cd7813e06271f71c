import Switchboard

/// The same container on two hosts of the one executor — a headless container in a window and a
/// ``RecordingHost`` — driven by the same actions, so their containment traces can be compared.
@MainActor
final class HostPair<Machine: BuiltInVocabularyMachine> {
    let headlessTrace = ContainmentTrace()
    let recordingTrace = ContainmentTrace()
    let headlessAnimator = ManualAnimator()
    let recordingAnimator = ManualAnimator()
    let window: HeadlessWindow
    let headless: HeadlessContainerViewController<Machine>
    let recording: RecordingHost<Machine>
    let headlessLog = AnnouncementLog()
    let recordingLog = AnnouncementLog()
    /// Requests the two hosts answered differently.
    private(set) var outcomeMismatches: [String] = []

    init(
        headless makeHeadless: (ContainmentTrace) throws -> HeadlessContainerViewController<Machine>,
        recording makeRecording: (ContainmentTrace, ManualAnimator) throws -> RecordingHost<Machine>
    ) throws {
        headless = try makeHeadless(headlessTrace)
        recording = try makeRecording(recordingTrace, recordingAnimator)
        window = HeadlessWindow(trace: headlessTrace, animator: headlessAnimator)
        headless.observers.add(headlessLog)
        recording.observers.add(recordingLog)
        enterWindow()
    }

    func enterWindow() {
        window.rootViewController = headless
        recording.appear()
    }

    func leaveWindow() {
        window.rootViewController = nil
        recording.disappear()
    }

    func submit(_ request: ContainerRequest, from sender: ChildID? = nil) {
        let headlessOutcome = Result { () throws(ContainerRejection) in try headless.submit(request, from: sender) }
        let recordingOutcome = Result { () throws(ContainerRejection) in try recording.submit(request, from: sender) }
        if headlessOutcome != recordingOutcome {
            outcomeMismatches.append("\(request): headless \(headlessOutcome), recording \(recordingOutcome)")
        }
    }

    func perform(_ action: FuzzAction) {
        switch action {
        case .request(let request, let sender): submit(request, from: sender)
        case .tick:
            headlessAnimator.advance(by: FuzzConfig.tickDuration)
            recordingAnimator.advance(by: FuzzConfig.tickDuration)
        case .settle: settle()
        case .leaveWindow: leaveWindow()
        case .enterWindow: enterWindow()
        case .requestDuringWindowChange(let request, let sender, let entering):
            // The two hosts reach their children's callbacks at different points of a window
            // change (the headless one mid-forwarding, the recording one after it), so the request
            // is compared after the change; HostAppearanceTransitionTests sends it inside.
            if entering { enterWindow() } else { leaveWindow() }
            submit(request, from: sender)
        }
    }

    func settle() {
        var rounds = 0
        while headless.isTransitioning || recording.isTransitioning, rounds < 1_000 {
            headlessAnimator.finishAll()
            recordingAnimator.finishAll()
            rounds += 1
        }
    }

    /// Where the two hosts differ: their containment traces (from event `mark` on), what they
    /// announced, what became of each request, and the children they hold. Empty when they agree.
    func differences(from marks: (headless: Int, recording: Int) = (0, 0)) -> [String] {
        let byHand = !headless.shouldAutomaticallyForwardAppearanceMethods
        let left = Self.containmentTrace(
            Array(headlessTrace.events[marks.headless...]), host: headless.debugName, appearanceByHand: byHand)
        let right = Self.containmentTrace(
            Array(recordingTrace.events[marks.recording...]), host: recording.name, appearanceByHand: byHand)
        var differences: [String] = []
        if left != right {
            let index = zip(left, right).prefix { $0 == $1 }.count
            differences.append(
                "traces differ at event \(index): headless \(left[index...].prefix(3).map(\.description)), "
                    + "recording \(right[index...].prefix(3).map(\.description))")
        }
        if headlessLog.announcements != recordingLog.announcements {
            differences.append(
                "announcements: headless \(headlessLog.announcements), recording \(recordingLog.announcements)")
        }
        if !outcomeMismatches.isEmpty { differences.append("outcomes: \(outcomeMismatches)") }
        if headless.requestTally != recording.requestTally || headless.pendingRequests != recording.pendingRequests {
            differences.append("tallies: headless \(headless.requestTally), recording \(recording.requestTally)")
        }
        let children = (headless.children.map(\.debugName), recording.children.map(\.name))
        if children.0 != children.1 { differences.append("children: headless \(children.0), recording \(children.1)") }
        return differences
    }

    /// The events of a trace that the executor's calls produce: containment, views added and
    /// removed, transitions and refusals — and, for a host that forwards appearance by hand, the
    /// appearance transitions it drives on its children. Left out: what the host's window does to
    /// the host itself, view loading and layout, `viewIsAppearing` (its timing is the host's), and
    /// the children's appearance that a host forwarding automatically drives on its own.
    static func containmentTrace(
        _ events: [ContainmentEvent], host: String, appearanceByHand: Bool
    ) -> [ContainmentEvent] {
        events.filter { event in
            switch event {
            case .addChild, .removeFromParent, .willMove, .didMove, .transitionBegan, .transitionEnded, .violation:
                true
            case .viewAdded, .viewRemoved:
                event.subject != host
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                appearanceByHand && event.subject != host
            case .viewDidLoad, .viewIsAppearing, .layout:
                false
            }
        }
    }

}
