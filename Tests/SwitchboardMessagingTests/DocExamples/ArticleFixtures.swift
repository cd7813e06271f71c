// The app-side types the SwitchboardMessaging articles use; ArticleExampleTests.swift holds the
// examples themselves (Scripts/check-doc-snippets.py fails CI when the two drift apart).
import SwitchboardMessaging

struct CartChanged: Message {}

struct ItemAdded: Message {
    let count: Int
}

final class Cart: Sendable {}

extension MessageBus {
    /// The app-wide bus of the articles' examples.
    static let app = MessageBus(label: "app")
}

@MainActor
final class CartBadge {
    private(set) var refreshCount = 0

    func startObserving() {
        MessageBus.app.observe(CartChanged.self, by: self) { badge, _ in
            badge.refresh()
        }
    }

    func refresh() { refreshCount += 1 }
}

struct ReaderSettings: Codable, Sendable, Equatable {
    var fontSize = 14
    var isDark = false
}

extension ReaderSettings { @TaskLocal static var shared = SharedSettings(ReaderSettings()) }

/// The object that redraws in the new theme.
@MainActor
final class ArticleView {
    private(set) var isDark = false

    func applyTheme(dark: Bool) { isDark = dark }
}

/// A screen whose button writes the task's shared reader settings.
@MainActor
final class ReaderScreen {
    func largerTextTapped() async {
        ReaderSettings.shared.update { $0.fontSize += 2 }
    }
}
