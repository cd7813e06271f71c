#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import ListDetailExample
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The documented container of your own: a headless controller that keeps a coordinator and
    /// names each child it embeds; no dictionary of names.
    final class FeedHost: HeadlessViewController, RequestHandler, ContainerLinkProviding {
        var coordinator: Coordinator<FeedRequest>?
        var received: [(FeedRequest, ChildID?)] = []

        func show(_ detail: HeadlessViewController) {
            addChild(detail)
            view.addSubview(detail.view)
            detail.didMove(toParent: self)
            coordinator?.name(detail, as: "detail")
        }

        func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
            coordinator?.link(forChild: child, requests: requests)
        }

        func handle(_ request: FeedRequest, from child: ChildID?) -> RequestResult {
            received.append((request, child))
            return .applied
        }
    }

    /// The same container written on UIKit, recording what reaches it.
    private final class OwnFeedViewController: UIViewController, RequestHandler, ContainerLinkProviding {
        var coordinator: Coordinator<FeedRequest>?
        var received: [String] = []

        func show(_ detail: UIViewController, as id: ChildID) {
            addChild(detail)
            view.addSubview(detail.view)
            detail.didMove(toParent: self)
            coordinator?.name(detail, as: id)
        }

        func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
            coordinator?.link(forChild: child, requests: requests)
        }

        func handle(_ request: FeedRequest, from child: ChildID?) -> RequestResult {
            received.append("\(request) from \(child?.rawValue ?? "nobody")")
            return .applied
        }
    }

    /// A container that adopts the protocol and has no link for any child.
    private final class SourcelessHost: HeadlessViewController, ContainerLinkProviding {
        func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
            nil
        }
    }

    /// The lookups both controller kinds have, so one scene describes either host.
    @MainActor
    protocol FindsContainerLink: AnyObject {
        var containerLink: ContainerLink<ContainerRequest>? { get }
        func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>?
    }

    extension HeadlessViewController: FindsContainerLink {}
    extension UIViewController: FindsContainerLink {}

    /// A request type no container in these tests speaks.
    private enum NoteRequest: Sendable, Hashable { case pin }

    @Suite("A container you wrote yourself hands over its coordinator; a child finds its link by walking up")
    @MainActor
    struct OwnContainerLinkLookupTests {
        typealias Host = ContainerHostKind

        /// How requests reach the container.
        enum Strategy: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case delegate, bus
            var testDescription: String { rawValue }
        }

        /// A self-written feed container on screen, with a detail named `"detail"` holding a
        /// button, and a child the container never named holding another.
        struct Scene {
            let coordinator: Coordinator<FeedRequest>
            /// Inside the named detail.
            let button: any FindsContainerLink
            /// The named detail itself.
            let detail: any FindsContainerLink
            /// Inside a child embedded without a name.
            let stranger: any FindsContainerLink
            /// What reached the container, as `"request from child"`.
            let received: @MainActor () -> [String]
            /// Names the detail again.
            let rename: @MainActor (ChildID) -> Void
            /// Takes the detail out of the container.
            let removeDetail: @MainActor () -> Void
            let keep: [AnyObject]
        }

        func scene(on host: Host, strategy: Strategy) -> Scene {
            let bus = MessageBus()
            let chosen: CoordinationStrategy<FeedRequest> = strategy == .bus ? .bus(bus) : .delegate
            switch host {
            case .headless:
                let feed = FeedHost(title: "feed")
                let window = HeadlessWindow()
                window.rootViewController = feed
                let coordinator = Coordinator(strategy: chosen, handler: feed)
                feed.coordinator = coordinator
                let detail = HeadlessViewController(title: "detail")
                feed.show(detail)
                let button = HeadlessViewController(title: "button")
                detail.addChild(button)
                button.didMove(toParent: detail)
                let unnamed = HeadlessViewController(title: "unnamed")
                feed.addChild(unnamed)
                unnamed.didMove(toParent: feed)
                let stranger = HeadlessViewController(title: "stranger")
                unnamed.addChild(stranger)
                return Scene(
                    coordinator: coordinator, button: button, detail: detail, stranger: stranger,
                    received: { feed.received.map { "\($0.0) from \($0.1?.rawValue ?? "nobody")" } },
                    rename: { coordinator.name(detail, as: $0) },
                    removeDetail: {
                        detail.willMove(toParent: nil)
                        detail.view.removeFromSuperview()
                        detail.removeFromParent()
                    }, keep: [window, feed, bus])
            case .uikit:
                resetStandIn()
                let feed = OwnFeedViewController()
                let window = onScreen(feed)
                let coordinator = Coordinator(strategy: chosen, handler: feed)
                feed.coordinator = coordinator
                let detail = titled("detail")
                feed.show(detail, as: "detail")
                let button = titled("button")
                detail.addChild(button)
                button.didMove(toParent: detail)
                let unnamed = titled("unnamed")
                feed.addChild(unnamed)
                unnamed.didMove(toParent: feed)
                let stranger = titled("stranger")
                unnamed.addChild(stranger)
                return Scene(
                    coordinator: coordinator, button: button, detail: detail, stranger: stranger,
                    received: { feed.received }, rename: { coordinator.name(detail, as: $0) },
                    removeDetail: {
                        detail.willMove(toParent: nil)
                        detail.view.removeFromSuperview()
                        detail.removeFromParent()
                    }, keep: [window, feed, bus])
            }
        }

        @Test(
            "A controller inside the named child finds the link for FeedRequest and sends as that child",
            arguments: Host.allCases, Strategy.allCases)
        func nestedControllerFindsItsLink(host: Host, strategy: Strategy) {
            let scene = scene(on: host, strategy: strategy)
            let button = scene.button
            let link = button.containerLink(for: FeedRequest.self)  // walks up: button → detail → host
            link?.send(.dismissDetail)
            #expect(link?.child == "detail")
            #expect(scene.detail.containerLink(for: FeedRequest.self)?.send(.refresh) == .applied)
            #expect(scene.received() == ["dismissDetail from detail", "refresh from detail"])
            withExtendedLifetime(scene.keep) {}
        }

        @Test("A lookup for another request type finds nothing", arguments: Host.allCases)
        func otherRequestTypesFindNothing(host: Host) {
            let scene = scene(on: host, strategy: .delegate)
            #expect(scene.button.containerLink(for: NoteRequest.self) == nil)
            #expect(scene.button.containerLink(for: ContainerRequest.self) == nil)
            #expect(scene.button.containerLink == nil)
            #expect(scene.received().isEmpty)
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "Negative control: a child never named, a child taken out, or a container without a source gets no link",
            arguments: Host.allCases)
        func unnamedRemovedOrSourcelessFindsNothing(host: Host) throws {
            let scene = scene(on: host, strategy: .delegate)
            #expect(scene.stranger.containerLink(for: FeedRequest.self) == nil)
            let before = try #require(scene.button.containerLink(for: FeedRequest.self))
            scene.removeDetail()
            #expect(scene.button.containerLink(for: FeedRequest.self) == nil)
            #expect(before.send(.refresh) == .applied)  // a link found earlier still speaks for its child

            let sourceless = SourcelessHost(title: "sourceless")
            let child = HeadlessViewController(title: "child")
            sourceless.addChild(child)
            #expect(child.containerLink(for: FeedRequest.self) == nil)
            withExtendedLifetime(scene.keep) {}
        }

        @Test("Naming a child again replaces its name", arguments: Host.allCases)
        func renamingReplacesTheName(host: Host) throws {
            let scene = scene(on: host, strategy: .delegate)
            scene.rename("detail-2")
            let link = try #require(scene.button.containerLink(for: FeedRequest.self))
            #expect(link.send(.dismissDetail) == .applied)
            #expect(scene.received() == ["dismissDetail from detail-2"])
            withExtendedLifetime(scene.keep) {}
        }

        @Test("The coordinator holds a named child weakly")
        func namedChildIsHeldWeakly() {
            let feed = FeedHost(title: "feed")
            let coordinator = Coordinator(strategy: .delegate, handler: feed)
            feed.coordinator = coordinator
            var detail: HeadlessViewController? = HeadlessViewController(title: "detail")
            weak let released = detail
            coordinator.name(detail!, as: "detail")
            detail = nil
            #expect(released == nil)
            #expect(coordinator.link(forChild: feed, requests: FeedRequest.self) == nil)
        }

        @Test("A ready container in between, speaking another vocabulary, is walked past", arguments: Host.allCases)
        func readyContainerInBetweenIsWalkedPast(host: Host) {
            switch host {
            case .headless:
                let feed = FeedHost(title: "feed")
                let window = HeadlessWindow()
                window.rootViewController = feed
                let coordinator = Coordinator(strategy: .delegate, handler: feed)
                feed.coordinator = coordinator
                let green = HeadlessViewController(title: "green")
                let swap = HeadlessSwapContainerViewController([
                    .instance("green", green), .instance("blue", HeadlessViewController()),
                ])
                feed.show(swap)
                #expect(green.containerLink(for: FeedRequest.self)?.child == "detail")
                #expect(green.containerLink?.child == "green")
                withExtendedLifetime((window, coordinator)) {}
            case .uikit:
                resetStandIn()
                let feed = OwnFeedViewController()
                let window = onScreen(feed)
                let coordinator = Coordinator(strategy: .delegate, handler: feed)
                feed.coordinator = coordinator
                let green = titled("green")
                let swap = SwapContainerViewController([
                    .instance("green", green), .instance("blue", titled("blue")),
                ])
                feed.show(swap, as: "detail")
                #expect(green.containerLink(for: FeedRequest.self)?.send(.dismissDetail) == .applied)
                #expect(feed.received == ["dismissDetail from detail"])
                #expect(green.containerLink?.child == "green")
                withExtendedLifetime((window, coordinator)) {}
            }
        }
    }
#endif
