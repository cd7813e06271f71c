// The code README.md ("The bus and the settings on their own") and Docs/ChoosingAStrategy.md show, with the
// container basics the README tests in its quick start, compiled and run by CI (Scripts/check-doc-snippets.py checks
// the documents still match it) in this package of its own, which sees the public API only, as an app does.

import ClientListDetail
import Switchboard

// A container, a child and a link.

let window = HeadlessWindow()
let green = HeadlessViewController(title: "green")
let blue = HeadlessViewController(title: "blue")
let container = HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
window.rootViewController = container

let greenLink = container.connect(.delegate).link(for: "green")  // the container keeps its coordinator
print(greenLink.send(.swapNext))  // applied: blue is shown
print(greenLink.send(.swap(to: "purple")))  // rejected: No child named purple; …

// The same container and link on the other two strategies.

let appBus = MessageBus(label: "app")
let overBus = container.connect(.bus(appBus)).link(for: "blue")
print(overBus.send(.swapNext))  // applied: green again, and every bus subscriber could see it
let overSettings = container.connect(.sharedSettings(SharedSettings(PanelSettings()))).link(for: "green")
print(overSettings.send(.swapNext))  // applied: blue, and the settings record it

// Your own container (Examples/ListDetail: FeedMachine, its requests and children; YourOwnContainers.md).

let list = FeedListController()
let feed = Feed.make(list: list)
window.rootViewController = feed
list.link = feed.connect(.delegate).link(for: "list")
print(list.tap(42))  // applied: the feed built "detail-42", handed it its link, embedded it
let detailLink = feed.controller(for: "detail-42")?.containerLink(for: FeedRequest.self)
print(detailLink?.send(.dismissDetail) ?? .unlinked)  // applied: the feed lets the detail go

// README.md: the bus and the settings on their own.

struct MenuToggled: Message {}

let bus = MessageBus(label: "demo")
let token = bus.subscribe(to: MenuToggled.self) { _ in print("menu toggled") }
bus.post(MenuToggled())  // prints "menu toggled" before post returns
token.cancel()  // or just let the token go

let settings = SharedSettings(PanelSettings())
let watch = settings.subscribe(\.menuOpen) { isOpen in print("menu open:", isOpen) }
settings.update { $0.menuOpen.toggle() }  // prints "menu open: true"

// Docs/ChoosingAStrategy.md

@MainActor
final class Host: RequestHandler {
    func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        print("\(child?.description ?? "someone") asked for \(request)")
        return .applied
    }
}

let host = Host()
let link = Coordinator(strategy: .delegate, handler: host).link(for: "green")
//         or .bus(MessageBus(label: "app")), or .sharedSettings(PanelSettings.shared)
link.send(.swapNext)  // prints "green asked for swapNext"; returns .applied

withExtendedLifetime((token, watch, host)) {}
