#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A UIKit container that traces its transitions the way a UIKit host does: around UIKit's own
    /// `transition(from:to:…)`, at the moments the headless host records them.
    @MainActor
    private final class TracedContainer: UIViewController {
        var recorder = ContainmentTraceRecorder(trace: nil)

        override func transition(
            from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
            options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {
            recorder.beganTransition(from: fromViewController, to: toViewController, in: self)
            recorder.addedView(of: toViewController, to: self)
            super.transition(
                from: fromViewController, to: toViewController, duration: duration, options: options,
                animations: animations
            ) { [self] finished in
                recorder.removedView(of: fromViewController, from: self)
                recorder.endedTransition(from: fromViewController, to: toViewController, in: self, finished: finished)
                completion?(finished)
            }
        }
    }

    /// A UIKit child that traces its appearance callbacks.
    @MainActor
    private final class TracedChild: UIViewController {
        var recorder = ContainmentTraceRecorder(trace: nil)

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            recorder.appearance(.viewWillAppear, of: self, animated: animated)
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            recorder.appearance(.viewIsAppearing, of: self, animated: animated)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            recorder.appearance(.viewDidAppear, of: self, animated: animated)
        }
    }

    @Suite("ContainmentTraceRecorder: a UIKit host's trace reads like the headless one")
    @MainActor
    struct ContainmentTraceRecorderTests {
        @Test("Adding and removing a child records what the headless host records for the same calls")
        func embedAndRemove() {
            let headlessTrace = ContainmentTrace()
            let headlessContainer = HeadlessViewController(title: "container", trace: headlessTrace)
            let headlessChild = HeadlessViewController(title: "child")
            headlessContainer.loadViewIfNeeded()
            headlessChild.loadViewIfNeeded()
            headlessTrace.removeAll()
            headlessContainer.addChild(headlessChild)
            headlessContainer.view.addSubview(headlessChild.view)
            headlessChild.didMove(toParent: headlessContainer)
            headlessChild.willMove(toParent: nil)
            headlessChild.view.removeFromSuperview()
            headlessChild.removeFromParent()

            let trace = ContainmentTrace()
            let container = UIViewController()
            container.title = "container"
            let child = UIViewController()
            child.title = "child"
            let recorder = ContainmentTraceRecorder(trace: trace)
            container.addChild(child)
            recorder.addedChild(child, to: container)
            container.view.addSubview(child.view)
            recorder.addedView(of: child, to: container)
            child.didMove(toParent: container)
            recorder.didMove(child, toParent: container)
            child.willMove(toParent: nil)
            recorder.willMove(child, toParent: nil)
            child.view.removeFromSuperview()
            recorder.removedView(of: child, from: container)
            child.removeFromParent()
            recorder.removedFromParent(child, from: container)

            #expect(!trace.events.isEmpty)
            #expect(trace.events == headlessTrace.events)
        }

        // Linux only: the transition completes when the stand-in's clock ticks; on UIKit it completes
        // on a later run-loop cycle that a synchronous test cannot wait for.
        #if os(Linux)
            @Test("A swap through transition(from:to:…) records the headless events, in the headless order")
            func swapThroughTransition() {
                let headlessTrace = ContainmentTrace()
                let headless = HeadlessViewController(title: "container", trace: headlessTrace)
                let headlessOld = HeadlessViewController(title: "old")
                let headlessNew = HeadlessViewController(title: "new")
                headless.addChild(headlessOld)
                headless.view.addSubview(headlessOld.view)
                headlessOld.didMove(toParent: headless)
                headlessNew.loadViewIfNeeded()
                headlessTrace.removeAll()
                headless.addChild(headlessNew)
                headlessOld.willMove(toParent: nil)
                headless.transition(
                    from: headlessOld, to: headlessNew, duration: 0, options: [], animations: nil,
                    completion: { _ in
                        headlessNew.didMove(toParent: headless)
                        headlessOld.removeFromParent()
                    })

                let trace = ContainmentTrace()
                let container = TracedContainer()
                container.title = "container"
                let recorder = ContainmentTraceRecorder(trace: trace)
                container.recorder = recorder
                let old = UIViewController()
                old.title = "old"
                let new = UIViewController()
                new.title = "new"
                container.addChild(old)
                container.view.addSubview(old.view)
                old.didMove(toParent: container)
                container.addChild(new)
                recorder.addedChild(new, to: container)
                old.willMove(toParent: nil)
                recorder.willMove(old, toParent: nil)
                container.transition(from: old, to: new, duration: 0, options: [], animations: nil) { _ in
                    new.didMove(toParent: container)
                    recorder.didMove(new, toParent: container)
                    old.removeFromParent()
                    recorder.removedFromParent(old, from: container)
                }
                StandIn.tick()  // a zero duration completes at the next run loop cycle

                #expect(
                    container.children == [new] && new.view.superview === container.view && old.view.superview == nil)
                #expect(trace.events == headlessTrace.events)
            }
        #endif

        @Test("Appearance callbacks traced by a child match the headless events")
        func appearance() {
            let headlessTrace = ContainmentTrace()
            let headlessChild = HeadlessViewController(title: "child", trace: headlessTrace)
            headlessChild.loadViewIfNeeded()
            headlessTrace.removeAll()
            headlessChild.beginAppearanceTransition(true, animated: true)
            headlessChild.endAppearanceTransition()

            let trace = ContainmentTrace()
            let child = TracedChild()
            child.title = "child"
            child.recorder = ContainmentTraceRecorder(trace: trace)
            child.beginAppearanceTransition(true, animated: true)
            child.endAppearanceTransition()

            #expect(
                trace.events == [
                    .viewWillAppear("child", animated: true), .viewIsAppearing("child", animated: true),
                    .viewDidAppear("child", animated: true),
                ])
            #expect(trace.events == headlessTrace.events)
        }

        @Test("Names follow the headless rule; without a trace nothing is recorded")
        func namesAndNoTrace() {
            final class ProfileViewController: UIViewController {}
            let untitled = ProfileViewController()
            #expect(untitled.traceName == "ProfileViewController")
            untitled.title = ""
            #expect(untitled.traceName == "ProfileViewController")
            untitled.title = "profile"
            #expect(untitled.traceName == "profile")

            let trace = ContainmentTrace()
            let recorder = ContainmentTrace.$current.withValue(trace) { ContainmentTraceRecorder() }
            #expect(recorder.trace === trace)
            let silent = ContainmentTraceRecorder(trace: nil)
            silent.loadedView(of: untitled)
            recorder.loadedView(of: untitled)
            recorder.layout(of: untitled)
            #expect(trace.events == [.viewDidLoad("profile"), .layout("profile")])
        }

        @Test("The recorder's documented sequence embeds a child")
        func documentedSequence() {
            let trace = ContainmentTrace()
            let container = UIViewController()
            let child = UIViewController()
            let recorder = ContainmentTraceRecorder(trace: trace)
            container.addChild(child)
            recorder.addedChild(child, to: container)
            container.view.addSubview(child.view)
            recorder.addedView(of: child, to: container)
            child.didMove(toParent: container)
            recorder.didMove(child, toParent: container)
            #expect(
                trace.events == [
                    .addChild("UIViewController", parent: "UIViewController"),
                    .willMove("UIViewController", toParent: "UIViewController"),
                    .viewAdded("UIViewController", to: "UIViewController"),
                    .didMove("UIViewController", toParent: "UIViewController"),
                ])
        }
    }
#endif
