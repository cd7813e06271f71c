// Linux only: it holds the stand-in's clock at its first run loop cycle and reads its console record.
#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// A recording controller whose `viewIsAppearing` is recorded too.
    @MainActor
    private func recorder() -> AppearanceChild {
        let controller = AppearanceChild()
        controller.recordsViewIsAppearing = true
        return controller
    }

    /// The stand-in's window root appears over two run loop cycles, as on a device: will and
    /// is-appearing in `makeKeyAndVisible()`, did at the next cycle (`UIViewController.h`; WWDC23;
    /// Quick #941, swift-snapshot-testing #307 and #434).
    @Suite("The stand-in's window root appears over two run loop cycles, and its children follow it")
    @MainActor
    struct StandInWindowRootAppearanceTests {
        @Test("makeKeyAndVisible: the root and its child will appear and are appearing now; they did at the next cycle")
        func rootAppearsAtTheNextCycle() {
            resetStandIn()
            let root = recorder()
            let child = recorder()
            embed(child, in: root)
            let window = appearingOnScreen(root)
            #expect(root.calls == ["willAppear", "isAppearing"])
            #expect(child.calls == ["willAppear", "isAppearing"])
            StandIn.tick()
            #expect(root.calls == ["willAppear", "isAppearing", "didAppear"])
            #expect(child.calls == ["willAppear", "isAppearing", "didAppear"])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("A child whose view enters the window while its parent appears begins now and appears with the parent")
        func childEmbeddedWhileParentAppears() {
            resetStandIn()
            let root = recorder()
            let window = appearingOnScreen(root)
            let child = recorder()
            embed(child, in: root)
            #expect(child.calls == ["willAppear"])
            StandIn.tick()
            #expect(child.calls == ["willAppear", "isAppearing", "didAppear"])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("A child whose view leaves the window while its parent appears ends disappeared at once")
        func childRemovedWhileParentAppears() {
            resetStandIn()
            let root = recorder()
            let child = recorder()
            embed(child, in: root)
            let window = appearingOnScreen(root)
            child.view.removeFromSuperview()
            #expect(child.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
            StandIn.tick()
            #expect(child.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
            #expect(root.calls.last == "didAppear")
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("A root replaced before the first cycle disappears at once and never gets its did; the new one appears")
        func rootReplacedBeforeTheFirstCycle() {
            resetStandIn()
            let first = recorder()
            let second = recorder()
            let window = appearingOnScreen(first)
            window.rootViewController = second
            #expect(first.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
            #expect(second.calls == ["willAppear", "isAppearing"])
            StandIn.runUntilIdle()
            #expect(first.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
            #expect(second.calls == ["willAppear", "isAppearing", "didAppear"])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("A transition between children while the parent appears is the transition's to end, not the parent's")
        func transitionWhileParentAppears() {
            resetStandIn()
            let root = recorder()
            let old = recorder()
            let new = recorder()
            embed(old, in: root)
            let window = appearingOnScreen(root)
            root.addChild(new)
            old.willMove(toParent: nil)
            root.transition(
                from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil
            ) { _ in
                new.didMove(toParent: root)
                old.removeFromParent()
            }
            StandIn.tick()
            #expect(new.calls == ["willAppear"], "the parent's did leaves the new child to its transition")
            StandIn.runUntilIdle()
            #expect(old.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
            #expect(new.calls == ["willAppear", "isAppearing", "didAppear"])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime(window) {}
        }
    }
#endif
