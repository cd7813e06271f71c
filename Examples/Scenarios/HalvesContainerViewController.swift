import Switchboard

/// Two half-height children, top and bottom, each removable by the four-step containment
/// contract — as a `RequestHandler`, so any strategy can carry a child's "close" to it.
@MainActor
final class HalvesContainerViewController: HeadlessViewController, RequestHandler {
    private var halves: [(id: ChildID, controller: HeadlessViewController, edge: LayoutRule.Edge)]

    init(top: HeadlessViewController, bottom: HeadlessViewController) {
        halves = [("top", top, .top), ("bottom", bottom, .bottom)]
        super.init(title: "halves container")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for half in halves {
            addChild(half.controller)
            half.controller.view.layoutRule = .fraction(0.5, of: half.edge)
            view.addSubview(half.controller.view)
            half.controller.didMove(toParent: self)
        }
    }

    /// The children still shown, top first.
    var openChildren: [ChildID] { halves.filter { $0.controller.parent === self }.map(\.id) }

    func handle(_ request: HalvesRequest, from child: ChildID?) -> RequestResult {
        switch request {
        case .close(let id):
            guard let half = halves.first(where: { $0.id == id }) else {
                return .rejected(HalvesRejection.unknownChild(id))
            }
            guard half.controller.parent === self else { return .unchanged }
            half.controller.willMove(toParent: nil)
            half.controller.view.layoutRule = nil
            half.controller.view.removeFromSuperview()
            half.controller.removeFromParent()
            return .applied
        }
    }
}
