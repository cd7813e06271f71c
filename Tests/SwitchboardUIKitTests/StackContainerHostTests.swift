#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Issue 46: a list beside a detail slot in a ready stack container, on the headless and the
    /// UIKit host, over every strategy: both slots are laid out side by side and appear with the
    /// container; the list reaches the detail slot by its name, and a request the stack does not
    /// handle walks past it to the drawer above.
    @Suite("StackContainer hosts: a list beside a detail slot")
    @MainActor
    struct StackContainerHostTests {
        typealias Host = ContainerHostKind

        /// A drawer whose main child is a stack of a list (a third) and a detail slot (two
        /// thirds, a swap container of "summary" and "article" named "detail"), 10 points apart,
        /// in a 390-point-wide window.
        struct Scene {
            let sendFromList: @MainActor (ContainerRequest) -> RequestResult?
            let sendFromListTo: @MainActor (String, ContainerRequest) -> RequestResult?
            let frames: @MainActor () -> [CGRect]
            let appeared: @MainActor () -> [Bool]
            let detail: @MainActor () -> ChildID
            let openPanel: @MainActor () -> ContainerPanel?
            let keep: [AnyObject]

            @MainActor
            init<Stack: StateMachineContainer, Detail: StateMachineContainer, Drawer: StateMachineContainer>(
                stack: Stack, detail: Detail, drawer: Drawer, kind: StrategyKind, window: AnyObject,
                sendFromList: @escaping @MainActor (ContainerRequest) -> RequestResult?,
                sendFromListTo: @escaping @MainActor (String, ContainerRequest) -> RequestResult?,
                frames: @escaping @MainActor () -> [CGRect], appeared: @escaping @MainActor () -> [Bool]
            )
            where Stack.Machine == StackContainer, Detail.Machine == SwapContainer, Drawer.Machine == SlideMenuContainer
            {
                let coordinators = [
                    drawer.connect(kind.makeStrategy()), detail.connect(kind.makeStrategy()),
                    stack.connect(kind.makeStrategy()),
                ]
                self.sendFromList = sendFromList
                self.sendFromListTo = sendFromListTo
                self.frames = frames
                self.appeared = appeared
                self.detail = { detail.current }
                openPanel = { drawer.openPanel }
                keep = [window, drawer] + coordinators
            }
        }

        /// A list that counts its `viewDidAppear` calls.
        final class CountingList: UIViewController {
            var didAppear = 0
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                didAppear += 1
            }
        }

        func makeStack() -> StackContainer {
            StackContainer(sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 10)
        }

        func scene(on host: Host, _ kind: StrategyKind) throws -> Scene {
            switch host {
            case .headless:
                let list = HeadlessViewController(title: "list")
                let detail = HeadlessSwapContainerViewController(
                    ["summary", "article"].map { .instance(ChildID($0), HeadlessViewController(title: $0)) })
                detail.linkName = "detail"
                let stack = HeadlessContainerViewController(
                    machine: makeStack(), children: [.instance("list", list), .instance("detail", detail)])
                let drawer = HeadlessSlideMenuContainerViewController(
                    main: .instance("main", stack), menu: .instance("menu", HeadlessViewController(title: "menu")),
                    animation: .none)
                let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = drawer
                return Scene(
                    stack: stack, detail: detail, drawer: drawer, kind: kind, window: window,
                    sendFromList: { list.containerLink?.send($0) },
                    sendFromListTo: { list.containerLink(named: $0)?.send($1) },
                    frames: { [list.view.frame, detail.view.frame] },
                    appeared: { [list, detail].map { $0.appearanceState == .appeared } })
            case .uikit:
                resetStandIn()
                let list = CountingList()
                let detail = SwapContainerViewController(
                    ["summary", "article"].map { .instance(ChildID($0), titled($0)) })
                detail.linkName = "detail"
                let stack = ContainerViewController(
                    machine: makeStack(), children: [.instance("list", list), .instance("detail", detail)])
                let drawer = SlideMenuContainerViewController(
                    main: .instance("main", stack), menu: .instance("menu", titled("menu")), animation: .none)
                let window = onScreen(drawer)
                window.layoutIfNeeded()
                return Scene(
                    stack: stack, detail: detail, drawer: drawer, kind: kind, window: window,
                    sendFromList: { list.containerLink?.send($0) },
                    sendFromListTo: { list.containerLink(named: $0)?.send($1) },
                    frames: {
                        window.layoutIfNeeded()
                        return [list.view.frame, detail.view.frame]
                    },
                    appeared: { [list.didAppear == 1, detail.view.window === window] })
            }
        }

        @Test(
            "both slots are side by side, a third and two thirds of 390 points, 10 apart, and on screen",
            arguments: Host.allCases, StrategyKind.allCases)
        func slotsLaidOutAndShown(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            let frames = scene.frames().map {
                [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 100).rounded() / 100 }
            }
            #expect(frames == [[0, 0, 125, 844], [135, 0, 255, 844]])
            #expect(scene.appeared() == [true, true])
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "the list reaches the detail slot beside it by name; toggleMenu walks past the stack to the drawer",
            arguments: Host.allCases, StrategyKind.allCases)
        func routesThroughTheStack(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            #expect(scene.sendFromListTo("detail", .swap(to: "article")) == .applied)
            #expect(scene.detail() == "article")
            #expect(scene.sendFromList(.toggleMenu) == .applied)
            #expect(scene.openPanel() == .menu)
            withExtendedLifetime(scene.keep) {}
        }

        @Test("UIKit: the top slot of a column decides the status bar; the trailing slot of a row does")
        func statusBarChild() {
            resetStandIn()
            let (top, bottom) = (titled("top"), titled("bottom"))
            let column = ContainerViewController(
                machine: StackContainer(stacked: ["top", "bottom"]),
                children: [.instance("top", top), .instance("bottom", bottom)])
            let (leading, trailing) = (titled("leading"), titled("trailing"))
            let row = ContainerViewController(
                machine: StackContainer(sideBySide: ["leading", "trailing"]),
                children: [.instance("leading", leading), .instance("trailing", trailing)])
            let windows = [onScreen(column), onScreen(row)]
            #expect(column.childForStatusBarStyle === top)
            #expect(row.childForStatusBarStyle === trailing)
            withExtendedLifetime(windows) {}
        }

        @Test(
            "negative control: a swap the detail slot would take, sent up from the list, is refused",
            arguments: Host.allCases)
        func listHasNoSwapAbove(host: Host) throws {
            let scene = try scene(on: host, .delegate)
            // Neither the stack nor the drawer swaps: the nearest, the stack, refuses it.
            let result = scene.sendFromList(.swap(to: "article"))
            #expect(
                result?.rejection as? ContainerRejection
                    == .unsupportedRequest(.swap(to: "article"), container: "StackContainer"))
            #expect(scene.detail() == "summary")
            withExtendedLifetime(scene.keep) {}
        }
    }
#endif
