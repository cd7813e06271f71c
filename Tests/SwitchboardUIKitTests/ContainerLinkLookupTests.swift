#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    import Switchboard
    import SwitchboardUIKit
    import Testing

    /// A UIKit container that hands its children links, as the UIKit hosts will.
    @MainActor
    private final class SlideMenuHost: UIViewController, ContainerLinkProviding {
        var coordinator: Coordinator<ContainerRequest>?
        var names: [ObjectIdentifier: ChildID] = [:]

        func embed(_ child: UIViewController, as id: ChildID) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            names[ObjectIdentifier(child)] = id
        }

        func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
            names[ObjectIdentifier(child)].flatMap { coordinator?.link(for: $0) as? ContainerLink<Request> }
        }
    }

    /// Receives what the links deliver.
    @MainActor
    private final class RequestLog: RequestHandler {
        var received: [String] = []
        func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
            received.append("\(request) from \(child?.rawValue ?? "nobody")")
            return .applied
        }
    }

    @Suite("UIViewController.containerLink: a child finds its container's link by walking up parent")
    @MainActor
    struct ContainerLinkLookupTests {
        @Test("A controller nested in a child gets the link of that child")
        func nestedControllerFindsTheLink() {
            let log = RequestLog()
            let host = SlideMenuHost()
            let coordinator = Coordinator(strategy: .delegate, handler: log)
            host.coordinator = coordinator
            let profile = UIViewController()
            host.embed(profile, as: "profile")
            let profileButtons = UIViewController()
            profile.addChild(profileButtons)
            profileButtons.didMove(toParent: profile)

            let link = profileButtons.containerLink  // profile buttons → profile → the slide menu
            link?.send(.closePanels)
            #expect(log.received == ["closePanels from profile"])
        }

        @Test("Without a providing ancestor there is no link")
        func noProviderNoLink() {
            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            #expect(child.containerLink == nil)
            #expect(parent.containerLink == nil)
        }

        @Test("A provider without a link for the path is walked past; a type filter skips other providers")
        func walkingPastProviders() {
            let outerLog = RequestLog()
            let innerLog = RequestLog()
            let outer = SlideMenuHost()
            let outerCoordinator = Coordinator(strategy: .delegate, handler: outerLog)
            outer.coordinator = outerCoordinator
            let inner = InnerHost()
            let innerCoordinator = Coordinator(strategy: .delegate, handler: innerLog)
            inner.coordinator = innerCoordinator
            outer.embed(inner, as: "main")
            let known = UIViewController()
            inner.addChild(known)
            inner.known = known
            let unknown = UIViewController()
            inner.addChild(unknown)

            known.containerLink?.send(.swapNext)
            unknown.containerLink?.send(.toggleMenu)
            known.containerLink(from: SlideMenuHost.self)?.send(.toggleProfile)
            #expect(innerLog.received == ["swapNext from page"])
            #expect(outerLog.received == ["toggleMenu from main", "toggleProfile from main"])
        }

        @Test("A link found this way holds nothing: the host goes, the link reports it")
        func foundLinkDoesNotRetain() {
            let log = RequestLog()
            var host: SlideMenuHost? = SlideMenuHost()
            let coordinator = Coordinator(strategy: .delegate, handler: log)
            host?.coordinator = coordinator
            let child = UIViewController()
            host?.embed(child, as: "menu")
            let link = child.containerLink
            weak let released = host
            host = nil
            #expect(released == nil)
            #expect(link?.send(.closePanels) == .applied)
            coordinator.invalidate()
            #expect(link?.send(.closePanels) == .containerGone)
        }
    }

    /// A provider that knows one of its children only.
    @MainActor
    private final class InnerHost: UIViewController, ContainerLinkProviding {
        var coordinator: Coordinator<ContainerRequest>?
        weak var known: UIViewController?

        func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
            child === known ? coordinator?.link(for: "page") as? ContainerLink<Request> : nil
        }
    }
#endif
