// The types the guide Docs/TestingForLeaks.md tests. Keep the two in sync.

final class ProfileModel {
    var onChange: (() -> Void)?

    func update() { onChange?() }
}

@MainActor
final class ProfileScreen {
    let model = ProfileModel()
    private(set) var renderCount = 0

    init() {
        model.onChange = { [weak self] in self?.render() }
    }

    func render() { renderCount += 1 }

    /// Renders again on the next turn of the main actor; the task holds the screen until then.
    func refreshSoon() {
        Task { self.render() }
    }
}
