import Switchboard

/// The storyboard tutorial's container, plainly: it swaps its two children with a 1.0 s
/// cross-dissolve, telling the old child it is leaving and removing it from the parent — but
/// never removing its view, which stays in the container, invisible.
@MainActor
final class NaiveDissolveContainer: HeadlessViewController {
    let first: NaiveDissolveChild
    let second: NaiveDissolveChild
    private(set) var current: NaiveDissolveChild

    init(first: NaiveDissolveChild, second: NaiveDissolveChild) {
        self.first = first
        self.second = second
        current = first
        super.init(title: "naive dissolve")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        first.view.layoutRule = .pinnedToEdges()
        view.addSubview(first.view)
        first.didMove(toParent: self)
        first.container = self
        second.container = self
    }

    /// Shows `next` with the cross-dissolve; nothing if it is already shown.
    func show(_ next: NaiveDissolveChild) {
        guard next !== current else { return }
        let old = current
        old.willMove(toParent: nil)
        addChild(next)
        next.view.layoutRule = .pinnedToEdges()
        next.view.alpha = 0
        view.addSubview(next.view)
        current = next
        effectiveAnimator.animate(withDuration: 1.0) {
            next.view.alpha = 1
            old.view.alpha = 0
        } completion: { [weak self] _ in
            guard let self else { return }
            old.removeFromParent()
            next.didMove(toParent: self)
        }
    }

    func swapChildren() {
        show(current === first ? second : first)
    }
}

/// A child of the storyboard tutorial's container: its button reaches the container through a
/// weak property.
@MainActor
final class NaiveDissolveChild: HeadlessViewController {
    weak var container: NaiveDissolveContainer?

    func swapButtonTapped() -> Bool {
        container?.swapChildren()
        return container != nil
    }
}
