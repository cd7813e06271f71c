import Switchboard
import Testing

/// A provider that answers `containerLink(forChild:requests:)` from names it keeps, instead of
/// asking a coordinator.
@MainActor
final class PanelHost: HeadlessViewController, ContainerLinkProviding {
    var coordinator: Coordinator<ContainerRequest>?
    var names: [ObjectIdentifier: ChildID] = [:]

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

@Suite("HeadlessViewController.containerLink: the lookup UIKit hosts get too")
@MainActor
struct HeadlessContainerLinkLookupTests {
    @Test("A controller inside a child finds the link of that child by walking up parent")
    func nestedControllerFindsTheLink() {
        let log = RequestLog()
        let host = PanelHost(title: "host")
        let coordinator = Coordinator(strategy: .delegate, handler: log)
        host.coordinator = coordinator
        let menu = HeadlessViewController(title: "menu")
        host.addChild(menu)
        menu.didMove(toParent: host)
        host.names[ObjectIdentifier(menu)] = "menu"
        let button = HeadlessViewController(title: "button")
        menu.addChild(button)
        button.didMove(toParent: menu)

        let link = button.containerLink  // walks up: button → menu → host
        link?.send(.toggleMenu)
        #expect(log.received == ["toggleMenu from menu"])
        #expect(host.containerLink == nil)
    }

    @Test("The type filter walks past a nearer provider; a provider without an answer is walked past")
    func typeFilterAndSilentProviders() {
        final class Silent: HeadlessViewController, ContainerLinkProviding {
            func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
                nil
            }
        }
        final class Inner: HeadlessViewController, ContainerLinkProviding {
            var coordinator: Coordinator<ContainerRequest>?
            func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
                coordinator?.link(for: "page") as? ContainerLink<Request>
            }
        }
        let outerLog = RequestLog()
        let innerLog = RequestLog()
        let outer = PanelHost(title: "outer")
        let outerCoordinator = Coordinator(strategy: .delegate, handler: outerLog)
        outer.coordinator = outerCoordinator
        let inner = Inner(title: "inner")
        let innerCoordinator = Coordinator(strategy: .delegate, handler: innerLog)
        inner.coordinator = innerCoordinator
        let silent = Silent(title: "silent")
        outer.addChild(inner)
        outer.names[ObjectIdentifier(inner)] = "main"
        inner.addChild(silent)
        let leaf = HeadlessViewController(title: "leaf")
        silent.addChild(leaf)

        leaf.containerLink?.send(.swapNext)
        leaf.containerLink(from: PanelHost.self)?.send(.toggleProfile)
        #expect(leaf.containerLink(from: Silent.self) == nil)
        #expect(innerLog.received == ["swapNext from page"])
        #expect(outerLog.received == ["toggleProfile from main"])
    }

    @Test("A ready container hands its children their links; a lookup for another vocabulary walks past it")
    func readyContainerProvidesLinks() throws {
        enum NoteRequest: Sendable, Hashable { case pin }
        let window = HeadlessWindow()
        let green = HeadlessViewController(title: "green")
        let container = HeadlessSwapContainerViewController([
            .instance("green", green), .instance("blue", HeadlessViewController()),
        ])
        window.rootViewController = container
        let coordinator = Coordinator(strategy: .delegate, handler: container)

        let link = try #require(green.containerLink)
        #expect(link.send(.swapNext) == .applied)
        #expect(container.current == "blue")
        #expect(green.containerLink == nil)  // no longer a child
        #expect(container.childID(of: green) == nil)
        let blue = try #require(container.controller(for: "blue"))
        #expect(blue.containerLink != nil)
        #expect(blue.containerLink(for: NoteRequest.self) == nil)
        withExtendedLifetime(coordinator) {}
    }

    @Test("Finding by type works for a vocabulary of your own: the nearest container of that type answers")
    func findByTypeForOwnRequests() {
        /// Receives library requests.
        final class LibraryLog: RequestHandler {
            var received: [String] = []
            func handle(_ request: LibraryRequest, from child: ChildID?) -> RequestResult {
                received.append("\(request) from \(child?.rawValue ?? "nobody")")
                return .applied
            }
        }
        /// A container of library requests that names its children on its coordinator.
        final class Shelf: HeadlessViewController, ContainerLinkProviding {
            var coordinator: Coordinator<LibraryRequest>?
            func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
                coordinator?.link(forChild: child, requests: requests)
            }
        }
        let outerLog = LibraryLog()
        let innerLog = LibraryLog()
        let outer = Shelf(title: "outer")
        outer.coordinator = Coordinator(strategy: .delegate, handler: outerLog)
        let host = PanelHost(title: "panels")  // another type in between, another vocabulary
        let inner = Shelf(title: "inner")
        inner.coordinator = Coordinator(strategy: .delegate, handler: innerLog)
        outer.addChild(host)
        outer.coordinator?.name(host, as: "panels")
        host.addChild(inner)
        let leaf = HeadlessViewController(title: "leaf")
        inner.addChild(leaf)
        inner.coordinator?.name(leaf, as: "leaf")

        #expect(leaf.containerLink(from: Shelf.self, for: LibraryRequest.self)?.send(.closeDetail) == .applied)
        #expect(innerLog.received == ["closeDetail from leaf"])
        #expect(host.containerLink(from: Shelf.self, for: LibraryRequest.self)?.send(.closeDetail) == .applied)
        #expect(outerLog.received == ["closeDetail from panels"])
        #expect(
            leaf.containerLink(from: PanelHost.self, for: LibraryRequest.self) == nil, "it speaks another vocabulary")
        #expect(leaf.containerLink(from: Shelf.self) == nil, "no shelf speaks the built-in vocabulary")
    }
}
