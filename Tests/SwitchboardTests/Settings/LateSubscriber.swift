import Switchboard

/// A page subscription that, on hearing page 1, subscribes a second one, `late`, from inside that
/// delivery, and then, if asked, updates the page again from inside it too: for the tests of
/// subscriptions added during a delivery.
final class LateSubscriber: Sendable {
    /// What the subscription added during the delivery heard.
    let late = Recorder<Int>()
    private let lateToken = Locked<SubscriptionToken?>(nil)
    private let adder: SubscriptionToken

    /// - Parameters:
    ///   - settings: The settings to subscribe to.
    ///   - nestedPage: A page to set from inside the delivery of page 1, after adding `late`.
    init(on settings: SharedSettings<PanelSettings>, nestedUpdateTo nestedPage: Int? = nil) {
        let (late, lateToken) = (late, lateToken)
        adder = settings.subscribe(\.page) { page in
            guard page == 1 else { return }
            lateToken.withLock { $0 = settings.subscribe(\.page) { late.record($0) } }
            if let nestedPage { settings.update { $0.page = nestedPage } }
        }
    }

    /// Ends both subscriptions.
    func cancel() {
        adder.cancel()
        lateToken.withLock { $0 }?.cancel()
    }
}
