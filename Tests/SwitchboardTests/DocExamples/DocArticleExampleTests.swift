// The examples of the Switchboard DocC articles, verbatim (Scripts/check-doc-snippets.py checks
// that each one appears here or in another compiled file). If one stops compiling or passing,
// fix the article with it.
import Foundation
import Switchboard
import Testing

@Suite("Docs: Switchboard article examples")
@MainActor
struct DocArticleExampleTests {
    @Test("Containers: a swap container plans a swap as ordered effects")
    func swapPlan() {
        var slot = SwapContainer(alternates: ["green", "blue"])
        let plan = slot.plan(.swapNext, from: nil)
        // [.announce(.willSwap(from: green, to: blue)),
        //  .transition(from: green, to: blue, layout: .pinnedToEdges(), animation: none),
        //  .announce(.didSwap(from: green, to: blue))]
        #expect(
            plan == [
                .announce(.willSwap(from: "green", to: "blue")),
                .transition(from: "green", to: "blue", layout: .pinnedToEdges(), animation: .none),
                .announce(.didSwap(from: "green", to: "blue")),
            ])
    }

    @Test("Containers: a literal configuration takes no try; one read at run time is validated")
    func configurations() {
        let window = HeadlessWindow()
        let slot = HeadlessSwapContainerViewController([
            .instance("green", HeadlessViewController(title: "green")),
            .factory("blue") { HeadlessViewController(title: "blue") },
        ])

        let savedCards = ["green", "blue", "green"]  // read from a file the user edited
        do {
            window.rootViewController = try HeadlessSwapContainerViewController(
                validating: savedCards.map { name in .factory(ChildID(name)) { HeadlessViewController(title: name) } })
        } catch {
            print(error)  // The child green is registered twice; identifiers must be unique within a container.
            window.rootViewController = slot
        }
        #expect(window.rootViewController === slot)
    }

    @Test("Containers: a container driven from a child, and called directly")
    func drivingAContainer() throws {
        let window = HeadlessWindow()
        let firstChild = FirstViewController(title: "first")
        let container = HeadlessSwapContainerViewController(
            [.instance("first", firstChild), .factory("second") { link in SecondViewController(link: link) }],
            animation: .crossDissolve(duration: 1.0), retention: .releaseWhenHidden)
        window.rootViewController = container

        firstChild.link = container.connect(.delegate).link(for: "first")
        firstChild.link.send(.swapNext)  // .applied, from a child, over any strategy
        print(firstChild.link.send(.swap(to: "purple")))  // rejected: No child named purple; …

        do {
            try container.swap(to: "purple")
        } catch {
            print(error)  // ContainerRejection.unknownChild
        }
        #expect(container.current == "second")
        #expect(container.lastRejection == .unknownChild("purple", known: ["first", "second"]))
        let second = try #require(container.controller(for: "second") as? SecondViewController)
        #expect(second.link.send(.swap(to: "first")) == .applied)
        #expect(
            firstChild.link.send(.swap(to: "purple"))
                == .rejected(ContainerRejection.unknownChild("purple", known: ["first", "second"])))
    }

    @Test("Coordination strategies: a host and a link")
    func hostAndLink() {
        final class Host: RequestHandler {
            func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
                // apply the request and say so, or reject it with a typed error
                .applied
            }
        }

        let host = Host()
        let link = Coordinator(strategy: .delegate, handler: host).link(for: "green")
        link.send(.swapNext)  // .applied: the container's own answer
        #expect(link.isConnected)
        #expect(link.send(.swapNext) == .applied)
    }

    @Test("Headless containment: adding a child by the book, traced")
    func addingAChildTraced() {
        let trace = ContainmentTrace()
        let window = HeadlessWindow(trace: trace)
        let container = HeadlessViewController(title: "container")
        window.rootViewController = container
        trace.removeAll()  // keep what follows

        let red = HeadlessViewController(title: "red")
        container.addChild(red)
        red.view.layoutRule = .pinnedToEdges()
        container.view.addSubview(red.view)
        red.didMove(toParent: container)

        print(trace.plainText)
        // 1. red: addChild (into container)
        // 2. red: willMove(toParent: container)
        // 3. red: viewDidLoad
        // 4. red: viewWillAppear(false)
        // 5. red: view added to container
        // 6. red: viewIsAppearing(false)
        // 7. red: layout
        // 8. red: viewDidAppear(false)
        // 9. red: didMove(toParent: container)
        let printed = trace.plainText.split(separator: "\n").map { "// \($0)" }
        #expect(printed == Self.commentLines(below: "print(trace.plainText)", in: #filePath), "the article's output")
    }

    /// The `//` lines right after the first line containing `marker` in the file at `path`.
    static func commentLines(below marker: String, in path: String) -> [String] {
        let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n") ?? []
        guard let start = lines.firstIndex(where: { $0.contains(marker) }) else { return [] }
        return lines[(start + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("// ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("Message bus: an observation owned by a view controller")
    func observationOwnedByAController() {
        do {
            let menu = MenuViewController(title: "menu")
            menu.loadViewIfNeeded()
            MessageBus.app.post(CartChanged())
            #expect(menu.toggleCount == 1)
        }
        MessageBus.app.post(CartChanged())
        #expect(MessageBus.app.subscriberCount(for: CartChanged.self) == 0)
    }

    @Test("Shared settings: update, read and observe")
    func updateReadObserve() {
        let menu = SlidingMenu()
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.toggleMenu() }  // atomic read-modify-write
        let isOpen = settings.value.menuOpen  // consistent snapshot
        settings.observe(\.menuOpen, by: menu) { menu, isOpen in menu.slide(open: isOpen) }
        settings.update { $0.toggleMenu() }
        #expect(isOpen)
        #expect(menu.isOpen == false)
    }

    @Test("opening the menu closes the profile")
    func openingTheMenuClosesTheProfile() async {
        await PanelSettings.$shared.withValue(SharedSettings(PanelSettings(profileOpen: true))) {
            await MenuScreen().menuButtonTapped()  // reads PanelSettings.shared
            #expect(PanelSettings.shared.value.profileOpen == false)
        }
    }

    @Test("Shared settings: persisted in a JSON file")
    func persistedInAJSONFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: url)
        let settings = SharedSettings(PanelSettings(), store: store)
        if let issue = settings.loadIssue { print("settings not loaded: \(issue)") }
        settings.update { $0.toggleMenu() }
        #expect(try store.load(defaults: PanelSettings())?.menuOpen == true)
        #expect(AppPreferences.shared.value == AppPreferences())
    }
}

/// The article's view controller, observing the app-wide bus.
final class MenuViewController: HeadlessViewController {  // a UIViewController in an app
    private(set) var toggleCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        MessageBus.app.observe(CartChanged.self, by: self) { controller, _ in
            controller.toggle()
        }
    }

    func toggle() { toggleCount += 1 }
}

struct CartChanged: Message {}

struct ItemAdded: Message {
    let count: Int
}
