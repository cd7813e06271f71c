// The app-side types that the Switchboard DocC articles use. DocArticleExampleTests.swift holds
// the examples themselves; keep the articles and these files in sync
// (Scripts/check-doc-snippets.py fails CI when they drift).
import Switchboard

/// The first alternate of the article's swap container; it keeps the link its container gave it.
final class FirstViewController: HeadlessViewController {
    var link = ContainerLink.unlinked
}

final class SecondViewController: HeadlessViewController {
    var link = ContainerLink.unlinked

    /// A second child built around the link its container hands it.
    convenience init(link: ContainerLink<ContainerRequest>) {
        self.init(title: "second", trace: nil)
        self.link = link
    }
}

extension MessageBus {
    /// The app-wide bus of the article's examples.
    static let app = MessageBus(label: "app")
}

/// A menu that slides when the shared settings say so.
@MainActor
final class SlidingMenu {
    private(set) var isOpen = false

    func slide(open: Bool) { isOpen = open }
}

/// A screen whose menu button writes the task's shared panel settings.
@MainActor
final class MenuScreen {
    func menuButtonTapped() async {
        PanelSettings.shared.update { $0.toggleMenu() }
    }
}

struct AppPreferences: Sendable, Equatable {
    var prefersLargeText = false
}

extension AppPreferences { @TaskLocal static var shared = SharedSettings(AppPreferences()) }
