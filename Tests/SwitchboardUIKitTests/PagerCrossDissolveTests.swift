#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("A pager that forwards appearance by hand cross-dissolves an in-place swap, as UIKit's transition would")
    @MainActor
    struct PagerCrossDissolveTests {
        @Test(
            "The swap takes its duration and ends with both views opaque, in either appearance mode",
            arguments: [PagingContainer.AppearanceMode.visiblePage, .allPages])
        func swapDissolves(_ mode: PagingContainer.AppearanceMode) {
            StandIn.reset()
            let green = titled("green")
            let blue = titled("blue")
            let pager = PagingContainerViewController(
                pages: [[.instance("green", green), .instance("blue", blue)], [.instance("other", titled("other"))]],
                swapAnimation: .crossDissolve(duration: 1), appearanceMode: mode, title: "pager", trace: nil)
            let window = onScreen(pager)
            #expect(pager.handle(.swapNext, from: "green") == .applied)
            StandIn.tick()
            #expect(pager.isTransitioning, "a dissolve that animates something lasts its duration")
            StandIn.advance(by: 1)
            StandIn.runUntilIdle()
            #expect(!pager.isTransitioning)
            #expect(blue.view.superview != nil && blue.view.alpha == 1)
            #expect(green.view.superview == nil && green.view.alpha == 1, "a kept alternate comes back opaque")
            #expect(pager.handle(.swapNext, from: "blue") == .applied)
            StandIn.runUntilIdle()
            #expect(green.view.superview != nil && green.view.alpha == 1)
            withExtendedLifetime(window) {}
        }
    }
#endif
