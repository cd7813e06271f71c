import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A page past the cards: built by the pager's source only when it comes next to the page shown.
    final class StoryViewController: UIViewController {
        /// The story's number, from 1.
        let number: Int

        init(number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
            title = "story \(number)"
        }

        /// A heading and a button back to the feed.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: .systemPurple, heading: "Story \(number)",
                actions: [UIAction(title: "Back to feed") { [weak self] _ in self?.feedTapped() }])
        }

        /// Told each appearance callback the story gets, by name (`viewWillAppear`…): the UI tests'
        /// log (``UITestLog``) sets it to check the order of a swipe's callbacks.
        var onAppearance: (@MainActor (String) -> Void)?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onAppearance?("viewWillAppear")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            onAppearance?("viewDidAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onAppearance?("viewWillDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            onAppearance?("viewDidDisappear")
        }

        /// The "back to feed" button's action: the pager is the nearest container.
        @discardableResult
        func feedTapped() -> RequestResult? {
            containerLink?.send(.showPage(0))
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
