import Switchboard

/// The switching tutorial's container, plainly: each button instantiates a new child of the
/// requested kind and cycles to it with an animation — even when that kind is already shown.
@MainActor
final class NaiveSwitchingContainer: HeadlessViewController {
    private let builds: BuildCounter
    private let make: @MainActor (String) -> HeadlessViewController
    private(set) var current: HeadlessViewController?

    init(builds: BuildCounter, make: @escaping @MainActor (String) -> HeadlessViewController) {
        self.builds = builds
        self.make = make
        super.init(title: "naive switching")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = build("first")
        addChild(first)
        first.view.layoutRule = .pinnedToEdges()
        view.addSubview(first.view)
        first.didMove(toParent: self)
        current = first
    }

    private func build(_ name: String) -> HeadlessViewController {
        builds.count(name)
        return make(name)
    }

    /// The buttons' action: a new child every time.
    func changeCenterView(_ name: String) {
        guard let old = current else { return }
        let next = build(name)
        old.willMove(toParent: nil)
        addChild(next)
        next.view.layoutRule = .pinnedToEdges()
        view.addSubview(next.view)
        current = next
        effectiveAnimator.animate(withDuration: 0.5) {
            next.view.layoutIfNeeded()
        } completion: { [weak self] _ in
            guard let self else { return }
            old.view.removeFromSuperview()
            old.removeFromParent()
            next.didMove(toParent: self)
        }
    }
}
