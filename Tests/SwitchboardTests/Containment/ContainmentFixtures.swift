import Switchboard
import Testing

/// A controller that logs which of its overridden hooks ran, and what it saw while they ran.
@MainActor
final class ProbeViewController: HeadlessViewController {
    var hooks: [String] = []
    /// The appearance callbacks among ``hooks``, in order (no `viewDidLoad`, no moves).
    var appearanceHooks: [String] { hooks.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" } }
    var sawMovingToParentInWillAppear: Bool?
    /// `isMovingToParent` as read in each appearance callback, in order.
    var sawMovingToParentInAppearance: [Bool] = []
    /// `isMovingFromParent` as read in each disappearance callback, in order.
    var sawMovingFromParentInDisappearance: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        hooks.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sawMovingToParentInWillAppear = isMovingToParent
        sawMovingToParentInAppearance.append(isMovingToParent)
        hooks.append("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        sawMovingToParentInAppearance.append(isMovingToParent)
        hooks.append("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sawMovingToParentInAppearance.append(isMovingToParent)
        hooks.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sawMovingFromParentInDisappearance.append(isMovingFromParent)
        hooks.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sawMovingFromParentInDisappearance.append(isMovingFromParent)
        hooks.append("viewDidDisappear")
    }

    override func willMove(toParent parent: HeadlessViewController?) {
        super.willMove(toParent: parent)
        hooks.append("willMove(\(parent?.debugName ?? "nil"))")
    }

    override func didMove(toParent parent: HeadlessViewController?) {
        super.didMove(toParent: parent)
        hooks.append("didMove(\(parent?.debugName ?? "nil"))")
    }
}

/// A container that forwards appearance to its children by hand.
@MainActor
final class ManualForwardingContainer: ExecutorTestHost {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for child in children { child.beginAppearanceTransition(true, animated: animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in children { child.endAppearanceTransition() }
    }
}

/// Collects what the UIKit-spelled methods report, for the duration of `body`.
@MainActor
func collectingReports(_ body: () -> Void) -> [ContainmentViolation] {
    ContainmentViolationReporter.violations(during: body)
}

/// A window showing `container`, with the setup events cleared from `trace`.
@MainActor
func onScreen(
    _ container: HeadlessViewController, trace: ContainmentTrace, animator: (any ContainmentAnimator)? = nil
)
    -> HeadlessWindow
{
    let window = HeadlessWindow(trace: trace, animator: animator)
    window.rootViewController = container
    trace.removeAll()
    return window
}

/// A snapshot of the parts of a controller tree that a refused call must not change.
struct HierarchySnapshot: Equatable {
    var children: [String: [String]] = [:]
    var parents: [String: String?] = [:]
    var superviews: [String: String?] = [:]
    var appearance: [String: AppearanceState] = [:]

    @MainActor
    init(_ controllers: [HeadlessViewController]) {
        for controller in controllers {
            let name = controller.debugName
            children[name] = controller.children.map(\.debugName)
            parents[name] = controller.parent?.debugName
            superviews[name] = controller.viewIfLoaded?.superview?.debugName
            appearance[name] = controller.appearanceState
        }
    }
}

/// Expects `trace` to keep UIKit's containment contract, with no controller left mid-appearance and
/// no refused call.
@MainActor
func expectCleanTrace(_ trace: ContainmentTrace, sourceLocation: SourceLocation = #_sourceLocation) {
    var checker = TraceContractChecker()
    checker.consume(trace)
    #expect(checker.issues.isEmpty, "\(checker.issues)", sourceLocation: sourceLocation)
    #expect(checker.controllersMidAppearance.isEmpty, sourceLocation: sourceLocation)
    #expect(trace.violations.isEmpty, sourceLocation: sourceLocation)
}
