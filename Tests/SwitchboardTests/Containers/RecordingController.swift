import Switchboard

/// A controller that is not `HeadlessViewController`: it implements the executor's UIKit-spelled
/// protocol as plain bookkeeping, the way UIKit keeps it, and records nothing itself — like a
/// `UIViewController`, whose calls a host can only observe through the executor.
@MainActor
class RecordingController: ContainmentController {
    let name: String
    let shouldAutomaticallyForwardAppearanceMethods: Bool
    private(set) weak var parent: RecordingController?
    private(set) var children: [RecordingController] = []
    private(set) var viewIfLoaded: RecordingView?
    private(set) var isMovingToParent = false
    private(set) var isMovingFromParent = false
    /// Where the appearance callbacks would have left the controller.
    private(set) var appearance = AppearanceState.disappeared

    init(name: String, forwardsAppearanceAutomatically: Bool = true) {
        self.name = name
        shouldAutomaticallyForwardAppearanceMethods = forwardsAppearanceAutomatically
    }

    var isViewLoaded: Bool { viewIfLoaded != nil }

    func loadViewIfNeeded() {
        guard viewIfLoaded == nil else { return }
        let view = RecordingView()
        view.owner = self
        viewIfLoaded = view
        viewDidLoad()
    }

    func viewDidLoad() {}

    func addChild(_ childController: RecordingController) {
        childController.removeFromParent()
        childController.isMovingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    func willMove(toParent parent: RecordingController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    func didMove(toParent parent: RecordingController?) {
        if parent == nil { isMovingFromParent = false } else { isMovingToParent = false }
    }

    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearance = isAppearing ? .appearing : .disappearing
    }

    func endAppearanceTransition() {
        switch appearance {
        case .appearing: appearance = .appeared
        case .disappearing: appearance = .disappeared
        case .appeared, .disappeared: break
        }
    }
}
