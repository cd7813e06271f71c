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
final class Host: ContainerRequestHandler {
    var coordinator: Coordinator?
    func handle(_ request: ContainerRequest, from child: ChildID?) {
        print("\(child?.description ?? "someone") asked for \(request)")
    }
}

let host = Host()
host.coordinator = Coordinator(strategy: .delegate, handler: host)
//                 or .bus(MessageBus(label: "app")), or .sharedSettings(PanelSettings.shared)
let link = host.coordinator?.link(for: "green") ?? .unlinked
link.send(.swapNext)  // prints "green asked for swapNext"; returns .delivered

withExtendedLifetime((token, watch, link)) {}
