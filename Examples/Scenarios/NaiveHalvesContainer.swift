import Switchboard

/// The add/remove tutorial's container, plainly: two half-height children added in
/// `viewDidLoad` and removed by the four steps when their close button is tapped, through
/// optional properties that are never cleared.
@MainActor
final class NaiveHalvesContainer: HeadlessViewController {
    var top: HeadlessViewController?
    var bottom: HeadlessViewController?

    init(top: HeadlessViewController, bottom: HeadlessViewController) {
        self.top = top
        self.bottom = bottom
        super.init(title: "naive halves")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (child, edge) in [(top, LayoutRule.Edge.top), (bottom, .bottom)] {
            guard let child else { continue }
            addChild(child)
            child.view.layoutRule = .fraction(0.5, of: edge)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    func closeTop() { remove(top) }
    func closeBottom() { remove(bottom) }

    private func remove(_ child: HeadlessViewController?) {
        child?.willMove(toParent: nil)
        child?.view.removeFromSuperview()
        child?.removeFromParent()
    }

    var openChildren: [ChildID] {
        [("top", top), ("bottom", bottom)].filter { $0.1?.parent === self }.map { ChildID($0.0) }
    }
}
