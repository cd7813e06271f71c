// The types the guide Docs/TestingForLeaks.md tests. Keep the two in sync.
import Switchboard

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

// Bus-based types for the "Subscriptions and messages" part of the guide.

struct ProfileRenamed: Message, Equatable {
    let name: String
}

struct ProfileSaved: Message, Equatable {}

/// Shows the profile's name; its observation ends when it is released.
@MainActor
final class ProfileHeader {
    private(set) var title = ""

    init(bus: MessageBus) {
        bus.observe(ProfileRenamed.self, by: self) { header, renamed in header.title = renamed.name }
    }
}

struct ProfileEditor {
    let bus: MessageBus

    func rename(to name: String) {
        bus.post(ProfileRenamed(name: name))
        bus.post(ProfileSaved())
    }
}

// Leaky types for the "What keeps it alive" part of the guide.

/// The profile form tells its delegate when the user saves.
final class ProfileForm {
    var delegate: ProfileFormScreen?  // the bug: a delegate should be weak

    func save() { delegate?.formDidSave() }
}

final class ProfileFormScreen {
    let form = ProfileForm()
    private(set) var saves = 0

    init() { form.delegate = self }

    func formDidSave() { saves += 1 }
}

@MainActor
final class LeakyProfileScreen {
    let model = ProfileModel()
    private(set) var renderCount = 0

    init() {
        model.onChange = { self.render() }  // the bug: captures the screen strongly
    }

    func render() { renderCount += 1 }
}

/// Keeps profile models until told to let them go.
final class ProfileCache {
    private(set) var models: [ProfileModel] = []

    var isEmpty: Bool { models.isEmpty }

    func insert(_ model: ProfileModel) { models.append(model) }

    func removeAll() { models.removeAll() }
}
