import Switchboard

/// Reference model of a swap slot with alternates a, b, c.
struct SwapScenario: FuzzScenario {
    let alternates: [ChildID] = ["a", "b", "c"]
    let requests: [ContainerRequest] = [
        .swap(to: "a"), .swap(to: "b"), .swap(to: "c"), .swap(to: "zzz"), .swapNext, .swapNext, .showPage(0),
        .toggleMenu,
    ]
    let senders: [ChildID?] = [nil, "a"]
    let forwardsAppearanceByHand = false
    let initialModel: ChildID = "a"

    func apply(_ request: ContainerRequest, from sender: ChildID?, to model: inout ChildID) -> ContainerRejection? {
        switch request {
        case .swap(let child):
            guard alternates.contains(child) else { return .unknownChild(child, known: alternates) }
            model = child
        case .swapNext:
            let index = alternates.firstIndex(of: model) ?? 0
            model = alternates[(index + 1) % alternates.count]
        case .showPage, .toggleMenu, .toggleProfile, .closePanels, .editPages:
            return .unsupportedRequest(request, container: "SwapContainer")
        }
        return nil
    }

    func embedded(_ model: ChildID) -> Set<ChildID> { [model] }
    func appeared(_ model: ChildID) -> Set<ChildID> { [model] }
    func layouts(_ model: ChildID) -> [ChildID: LayoutRule] { [model: .pinnedToEdges()] }

    func machine(_ config: FuzzConfig) -> SwapContainer {
        SwapContainer(alternates: alternates, animation: config.animation, retention: config.retention)
    }

    @MainActor
    func host(
        _ config: FuzzConfig, _ factory: ChildFactory, _ trace: ContainmentTrace
    )
        -> HeadlessContainerViewController<SwapContainer>
    {
        HeadlessSwapContainerViewController(
            alternates.map(factory.child), animation: config.animation, retention: config.retention, trace: trace)
    }
}

/// Reference model of four pages: red, green|blue, white, x|y|z, starting on page 1; by default
/// only the page on screen appears (UIKit's pagers), or every page with `.allPages`. Every child
/// is built by a factory, so a page enters the container when it is first shown or next to the
/// page shown (page 3 not at set-up), and stays.
struct PagingScenario: FuzzScenario {
    struct Model {
        var page = 1
        var shown: [ChildID] = ["red", "green", "white", "x"]
        var entered: Set<Int> = [0, 1, 2]
        /// The children in the container: the shown child of each page that has entered.
        var present: [Int: ChildID] {
            Dictionary(uniqueKeysWithValues: entered.map { ($0, shown[$0]) })
        }
    }

    let pages: [[ChildID]] = [["red"], ["green", "blue"], ["white"], ["x", "y", "z"]]
    let requests: [ContainerRequest] = [
        .showPage(-1), .showPage(0), .showPage(1), .showPage(2), .showPage(3), .showPage(4), .swap(to: "green"),
        .swap(to: "blue"), .swap(to: "z"), .swap(to: "red"), .swap(to: "q"), .swapNext, .swapNext, .closePanels,
        .editPages(.reload(0)),
    ]
    let senders: [ChildID?] = [nil, "green", "blue", "y", "red"]
    var appearanceMode = PagingContainer.AppearanceMode.visiblePage
    var forwardsAppearanceByHand: Bool { appearanceMode == .visiblePage }
    let initialModel = Model()

    func apply(_ request: ContainerRequest, from sender: ChildID?, to model: inout Model) -> ContainerRejection? {
        switch request {
        case .showPage(let page):
            guard (0..<pages.count).contains(page) else { return .pageOutOfRange(page, pageCount: pages.count) }
            model.page = page
            model.entered.formUnion(max(page - 1, 0)...min(page + 1, pages.count - 1))
        case .swap(let child):
            guard let page = pages.firstIndex(where: { $0.contains(child) }) else {
                return .unknownChild(child, known: pages.flatMap { $0 })
            }
            model.shown[page] = child
        case .swapNext:
            let senderPage = sender.flatMap { child in pages.firstIndex { $0.contains(child) } }
            guard let page = senderPage, pages[page].count > 1 else {
                return .ambiguousAlternatingPage(candidates: [1, 3])
            }
            let index = pages[page].firstIndex(of: model.shown[page]) ?? 0
            model.shown[page] = pages[page][(index + 1) % pages[page].count]
        case .editPages:
            return .pagesNotEditable(pageCount: pages.count)
        case .toggleMenu, .toggleProfile, .closePanels:
            return .unsupportedRequest(request, container: "PagingContainer")
        }
        return nil
    }

    func embedded(_ model: Model) -> Set<ChildID> { Set(model.present.values) }
    func appeared(_ model: Model) -> Set<ChildID> {
        appearanceMode == .visiblePage ? [model.shown[model.page]] : Set(model.present.values)
    }
    func layouts(_ model: Model) -> [ChildID: LayoutRule] {
        Dictionary(uniqueKeysWithValues: model.present.map { ($1, .page($0 - model.page)) })
    }

    func machine(_ config: FuzzConfig) -> PagingContainer {
        // As the host makes them from factory children: each page enters when it comes near.
        do {
            return try PagingContainer(
                validatingPages: pages, enteringWhenNear: Set(pages.indices), initialPage: 1,
                pageAnimation: config.animation, swapAnimation: config.animation, retention: config.retention,
                appearanceMode: appearanceMode)
        } catch {
            error.stopProgram(in: "PagingScenario")
        }
    }

    @MainActor
    func host(
        _ config: FuzzConfig, _ factory: ChildFactory, _ trace: ContainmentTrace
    )
        -> HeadlessContainerViewController<PagingContainer>
    {
        HeadlessPagingContainerViewController(
            pages: pages.map { $0.map(factory.child) }, initialPage: 1, pageAnimation: config.animation,
            swapAnimation: config.animation, retention: config.retention, appearanceMode: appearanceMode,
            trace: trace)
    }
}

/// Reference model of the seed 003 slide container, keeping closed panels embedded or (with the
/// sequence's ``AlternateRetention/releaseWhenHidden``) only the open one, in one of the drawer
/// styles (panels 260 points).
struct SlideScenario: FuzzScenario {
    struct Model {
        enum Panel { case menu, profile }
        var open: Panel?
        var unloadsClosedPanels = false
    }

    let requests: [ContainerRequest] = [.toggleMenu, .toggleProfile, .closePanels, .swapNext, .showPage(0)]
    let senders: [ChildID?] = [nil, "main"]
    let forwardsAppearanceByHand = true
    let initialModel = Model()
    var style = SlideMenuContainer.Style.slideOut

    func initialModel(for config: FuzzConfig) -> Model {
        Model(unloadsClosedPanels: config.retention == .releaseWhenHidden)
    }

    func apply(_ request: ContainerRequest, from sender: ChildID?, to model: inout Model) -> ContainerRejection? {
        switch request {
        case .toggleMenu: model.open = model.open == .menu ? nil : .menu
        case .toggleProfile: model.open = model.open == .profile ? nil : .profile
        case .closePanels: model.open = nil
        case .swap, .swapNext, .showPage, .editPages:
            return .unsupportedRequest(request, container: "SlideMenuContainer")
        }
        return nil
    }

    func embedded(_ model: Model) -> Set<ChildID> {
        model.unloadsClosedPanels ? appeared(model) : ["main", "menu", "profile"]
    }

    func appeared(_ model: Model) -> Set<ChildID> {
        switch model.open {
        case nil: ["main"]
        case .menu: ["main", "menu"]
        case .profile: ["main", "profile"]
        }
    }

    func layouts(_ model: Model) -> [ChildID: LayoutRule] {
        let all: [ChildID: LayoutRule] =
            switch (style, model.open) {
            case (.slideOut, nil): ["main": .offset(x: 0), "menu": .offset(x: -260), "profile": .offset(x: 260)]
            case (.slideOut, .menu): ["main": .offset(x: 260), "menu": .offset(x: 0), "profile": .offset(x: 260)]
            case (.slideOut, .profile):
                ["main": .offset(x: -260), "menu": .offset(x: -260), "profile": .offset(x: 0)]
            // The panels lie still beneath; only the main child moves.
            case (.reveal, nil): ["main": .offset(x: 0), "menu": .offset(x: 0), "profile": .offset(x: 0)]
            case (.reveal, .menu): ["main": .offset(x: 260), "menu": .offset(x: 0), "profile": .offset(x: 0)]
            case (.reveal, .profile): ["main": .offset(x: -260), "menu": .offset(x: 0), "profile": .offset(x: 0)]
            // The main child stays; a closed panel waits a whole width away, an open one shows 260 points.
            case (.overlay, nil):
                ["main": .offset(x: 0), "menu": .offsetInWidths(-1), "profile": .offsetInWidths(1)]
            case (.overlay, .menu):
                ["main": .offset(x: 0), "menu": .shift(widths: -1, points: 260), "profile": .offsetInWidths(1)]
            case (.overlay, .profile):
                ["main": .offset(x: 0), "menu": .offsetInWidths(-1), "profile": .shift(widths: 1, points: -260)]
            }
        let embedded = embedded(model)
        return all.filter { embedded.contains($0.key) }
    }

    func machine(_ config: FuzzConfig) -> SlideMenuContainer {
        SlideMenuContainer(
            main: "main", menu: "menu", profile: "profile", animation: config.animation, retention: config.retention,
            style: style)
    }

    @MainActor
    func host(
        _ config: FuzzConfig, _ factory: ChildFactory, _ trace: ContainmentTrace
    )
        -> HeadlessContainerViewController<SlideMenuContainer>
    {
        HeadlessSlideMenuContainerViewController(
            main: factory.child("main"), menu: factory.child("menu"), profile: factory.child("profile"),
            animation: config.animation, retention: config.retention, style: style, trace: trace)
    }
}
