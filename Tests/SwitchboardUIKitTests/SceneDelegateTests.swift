#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    @Suite("Example app: the scene delegate builds and releases the window")
    @MainActor
    struct SceneDelegateTests {
        @Test("Connecting a window scene shows a key window for it")
        func connectBuildsTheWindow() throws {
            let scene = StandIn.makeWindowScene(size: CGSize(width: 390, height: 844))
            let delegate = SceneDelegate()
            StandIn.connect(scene, delegate: delegate)
            let window = try #require(delegate.window)
            #expect(window.isKeyWindow && !window.isHidden)
            #expect(window.windowScene === scene)
            #expect(scene.windows == [window])
            #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        @Test("Disconnecting the scene releases the window")
        func disconnectReleasesTheWindow() throws {
            let scene = StandIn.makeWindowScene()
            StandIn.connect(scene, delegate: SceneDelegate())
            weak let window = try #require((scene.delegate as? SceneDelegate)?.window)
            StandIn.disconnect(scene)
            #expect(window == nil)
            #expect(scene.windows.isEmpty)
        }
    }
#endif
