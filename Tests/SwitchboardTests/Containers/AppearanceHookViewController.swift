import Switchboard

/// A child that runs one pending action from the first appearance callback of any child sharing
/// its ``AppearanceHook``: the way to send a request while the container is between its own
/// will and did (a child's `viewWillAppear` runs inside the container's appearance).
@MainActor
final class AppearanceHookViewController: HeadlessViewController {
    private let hook: AppearanceHook

    init(title: String, hook: AppearanceHook) {
        self.hook = hook
        super.init(title: title)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hook.fire()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hook.fire()
    }
}

/// One pending action, run at most once by the first ``AppearanceHookViewController`` that
/// begins an appearance change while it is armed.
@MainActor
final class AppearanceHook {
    private var action: (@MainActor () -> Void)?
    /// How many armed actions ran.
    private(set) var fired = 0

    func arm(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Drops the pending action, if it has not run; returns whether it had not.
    @discardableResult
    func disarm() -> Bool {
        defer { action = nil }
        return action != nil
    }

    func fire() {
        guard let action else { return }
        self.action = nil
        fired += 1
        action()
    }
}
