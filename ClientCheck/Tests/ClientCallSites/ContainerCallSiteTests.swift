// Call sites README.md and the container articles show, compiled here as an app compiles them:
// from another package, which sees only Switchboard's public API. (A test target of the library
// shares its `package` access: `container.submit(.swapNext)` compiled there while an app could not
// call it, because its `from: nil` default lived in an extension of a package protocol.)
import ClientListDetail
import Switchboard
import Testing

@MainActor
struct ContainerCallSiteTests {
    @Test("a container takes a request from the app with no sender: submit(_:)")
    func submitWithoutSender() throws {
        let window = HeadlessWindow()
        let green = HeadlessViewController(title: "green")
        let blue = HeadlessViewController(title: "blue")
        let container = HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
        window.rootViewController = container
        try container.submit(.swapNext)
        #expect(container.machine.current == "blue")
        try container.submit(.swapNext, from: "blue")
        #expect(container.machine.current == "green")
    }

    @Test("a container, a child and a link, on each strategy")
    func quickStart() {
        let window = HeadlessWindow()
        let green = HeadlessViewController(title: "green")
        let blue = HeadlessViewController(title: "blue")
        let container = HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
        window.rootViewController = container

        let greenLink = container.connect(.delegate).link(for: "green")  // the container keeps its coordinator
        #expect(greenLink.send(.swapNext) == .applied)
        #expect(greenLink.send(.swap(to: "purple")) != .applied)

        let appBus = MessageBus(label: "app")
        let overBus = container.connect(.bus(appBus)).link(for: "blue")
        #expect(overBus.send(.swapNext) == .applied)
        let overSettings = container.connect(.sharedSettings(SharedSettings(PanelSettings()))).link(for: "green")
        #expect(overSettings.send(.swapNext) == .applied)
    }

    @Test("your own container (YourOwnContainers.md): the list-detail feed, built from another package")
    func ownContainer() {
        let window = HeadlessWindow()
        let list = FeedListController()
        let feed = Feed.make(list: list)
        window.rootViewController = feed
        list.link = feed.connect(.delegate).link(for: "list")
        #expect(list.tap(42) == .applied)
        let detailLink = feed.controller(for: "detail-42")?.containerLink(for: FeedRequest.self)
        #expect(detailLink?.send(.dismissDetail) == .applied)
    }
}
