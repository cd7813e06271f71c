// The code shown in README.md's quick start and in Docs/ChoosingAStrategy.md, compiled and run
// by CI (Scripts/check-doc-snippets.py checks the documents still match it).

import Switchboard

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
