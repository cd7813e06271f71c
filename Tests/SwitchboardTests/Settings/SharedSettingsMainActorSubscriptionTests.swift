import Foundation
import Switchboard
import Testing

/// Main-actor state with no owner object, updated by a token-owned main-actor subscription.
@MainActor
final class PageModel {
    var pages: [Int] = []
}

@Suite("SharedSettings: token-owned main-actor subscriptions")
@MainActor
struct SharedSettingsMainActorSubscriptionTests {
    @Test("an update on the main actor calls the handler synchronously, for its field only")
    func synchronousOnMainActor() {
        let settings = SharedSettings(PanelSettings())
        let model = PageModel()
        let token = settings.subscribeOnMainActor(\.page) { page in model.pages.append(page) }
        settings.update { $0.page = 1 }
        #expect(model.pages == [1])
        settings.update { $0.menuOpen = true }
        #expect(model.pages == [1])
        token.cancel()
    }

    @Test("updates from other threads reach the main actor in order, coalesced to the newest, ending at the last")
    func enqueuedInCommitOrder() async {
        let settings = SharedSettings(PanelSettings())
        let model = PageModel()
        let token = settings.subscribeOnMainActor(\.page) { page in
            MainActor.assertIsolated()
            model.pages.append(page)
        }
        await Task.detached {
            for page in 1...50 { settings.update { $0.page = page } }
        }.value
        #expect(await eventually { model.pages.last == 50 })
        #expect(isIncreasing(model.pages))
        token.cancel()
    }

    @Test("a cancel on the main actor stops calls already enqueued")
    func cancelStopsEnqueued() async {
        let settings = SharedSettings(PanelSettings())
        let model = PageModel()
        let marker = PageModel()
        let token = settings.subscribeOnMainActor(\.page) { model.pages.append($0) }
        let markerToken = settings.subscribeOnMainActor(\.swapNextCount) { marker.pages.append($0) }
        updateWithoutIsolation(settings) { $0.page = 1 }
        token.cancel()
        updateWithoutIsolation(settings) { $0.swapNextCount = 1 }
        #expect(await eventually { marker.pages == [1] })
        #expect(model.pages.isEmpty)
        markerToken.cancel()
    }

    @Test("negative control: without the cancel the enqueued call runs")
    func enqueuedCallRuns() async {
        let settings = SharedSettings(PanelSettings())
        let model = PageModel()
        let token = settings.subscribeOnMainActor(\.page) { model.pages.append($0) }
        updateWithoutIsolation(settings) { $0.page = 1 }
        #expect(await eventually { model.pages == [1] })
        token.cancel()
    }

    @Test("releasing the token ends the subscription and releases the handler's captures")
    func releasingTokenEnds() {
        let settings = SharedSettings(PanelSettings())
        let model = PageModel()
        weak var weakCapture: Canary?
        var token: SubscriptionToken?
        do {
            let capture = Canary()
            weakCapture = capture
            token = settings.subscribeOnMainActor(\.page) { page in
                _ = capture
                model.pages.append(page)
            }
        }
        settings.update { $0.page = 1 }
        #expect(settings.subscriberCount == 1)
        token = nil
        settings.update { $0.page = 2 }
        #expect(model.pages == [1])
        #expect(weakCapture == nil)
        #expect(settings.subscriberCount == 0)
        #expect(token == nil)
    }
}
