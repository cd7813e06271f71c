import Switchboard

/// A stand-in for `NotificationCenter` as the slide-menu tutorial uses it: names posted by a
/// child, heard by whoever added an observer for that name.
@MainActor
final class NaiveNotificationCenter {
    private var observers: [(name: String, handler: @MainActor () -> Void)] = []

    func addObserver(forName name: String, using handler: @escaping @MainActor () -> Void) {
        observers.append((name, handler))
    }

    /// Posts `name`; returns how many observers heard it.
    @discardableResult
    func post(name: String) -> Int {
        let hearing = observers.filter { $0.name == name }
        for observer in hearing { observer.handler() }
        return hearing.count
    }
}

/// The slide-menu tutorial's singleton: one flag per panel, flipped by whoever wants.
@MainActor
final class NaiveShareSettings {
    static let shared = NaiveShareSettings()
    var isMenuOpen = false
    var isProfileOpen = false

    /// Back to the launch state (each demo run is a fresh app launch).
    func reset() {
        isMenuOpen = false
        isProfileOpen = false
    }
}
