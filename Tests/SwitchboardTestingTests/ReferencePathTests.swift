import Switchboard
import SwitchboardTesting
import Testing

/// The classic leaks, each reported with the path that keeps it alive, and each fix reported clean.
@Suite("Reference paths: the classic cycles")
@MainActor
struct ReferencePathCycleTests {
    @Test("a strong delegate is reported as a cycle through the delegate; a weak one leaks nothing")
    func strongDelegate() throws {
        let tracker = LeakTracker()
        let parent = tracker.track(DelegateCycleParent.makeStrongCycle())
        let path = try #require(onlySurvivor(of: tracker.reportWithPaths()).paths.first)
        parent.child = nil

        #expect(path.origin == .cycle)
        #expect(path.isCertain)
        #expect(path.steps.map(\.node) == ["DelegateCycleParent", "DelegateCycleChild", "DelegateCycleParent"])
        #expect(path.steps.map(\.property) == ["child", "strongDelegate", nil])
        #expect(
            path.description
                == "held by a cycle: DelegateCycleParent.child → DelegateCycleChild.strongDelegate → DelegateCycleParent"
        )

        let fixed = LeakTracker()
        do { fixed.track(DelegateCycleParent.makeWeakPair()) }
        #expect(fixed.reportWithPaths().isClean)
    }

    @Test("a stored bus token whose handler captures self is a possible cycle through the handler")
    func busTokenCapturingSelf() throws {
        let bus = MessageBus(label: "app")
        let tracker = LeakTracker()
        let watcher = tracker.track(LeakyThemeWatcher(bus: bus))
        let path = try #require(onlySurvivor(of: tracker.reportWithPaths()).paths.first)
        watcher.token.withLock { $0 = nil }

        #expect(path.origin == .cycle)
        #expect(!path.isCertain, "the handler's captures cannot be seen, so the last link is not certain")
        try #require(path.steps.count == 5)
        #expect(path.steps[0] == ReferencePath.Step(node: "LeakyThemeWatcher", property: "token"))
        #expect(path.steps[1] == ReferencePath.Step(node: "SubscriptionToken"))
        #expect(
            path.steps[2].node.hasPrefix(
                "bus registration SwitchboardTestingTests.ThemeChanged ← subscription \"theme\""))
        #expect(path.steps[2].node.contains("PathFixtures.swift"))
        #expect(path.steps[3] == ReferencePath.Step(node: "handler closure (captures not visible)"))
        #expect(path.steps[4] == ReferencePath.Step(node: "LeakyThemeWatcher"))
        #expect(path.description.hasPrefix("possibly held by a cycle through a closure: LeakyThemeWatcher.token → "))

        let fixed = LeakTracker()
        do { fixed.track(ThemeWatcher(bus: bus)) }
        #expect(fixed.reportWithPaths().isClean)
        #expect(bus.subscriberCount(for: ThemeChanged.self) == 0)
    }

    @Test("a settings subscription whose handler captures self is a possible cycle through the handler")
    func settingsSubscriptionCapturingSelf() throws {
        let settings = SharedSettings(PanelSettings())
        let tracker = LeakTracker()
        let badge = tracker.track(LeakyMenuBadge(settings: settings))
        let path = try #require(onlySurvivor(of: tracker.reportWithPaths()).paths.first)
        badge.token.withLock { $0 = nil }

        #expect(path.origin == .cycle)
        #expect(!path.isCertain)
        try #require(path.steps.count == 5)
        #expect(path.steps[0] == ReferencePath.Step(node: "LeakyMenuBadge", property: "token"))
        #expect(path.steps[1] == ReferencePath.Step(node: "SubscriptionToken"))
        #expect(path.steps[2].node.hasPrefix("settings registration \\PanelSettings.menuOpen ← subscription at "))
        #expect(path.steps[3] == ReferencePath.Step(node: "handler closure (captures not visible)"))
        #expect(path.steps[4] == ReferencePath.Step(node: "LeakyMenuBadge"))

        let fixed = LeakTracker()
        do { fixed.track(MenuBadge(settings: settings)) }
        #expect(fixed.reportWithPaths().isClean)
        #expect(settings.subscriberCount == 0)
    }

    @Test("a parent and child holding each other through stored properties are a cycle, through a struct")
    func parentAndChildProperties() throws {
        let tracker = LeakTracker()
        let album = tracker.track(Album.makeCycle())
        let path = try #require(onlySurvivor(of: tracker.reportWithPaths()).paths.first)
        album.layout.cover = nil

        #expect(path.origin == .cycle)
        #expect(path.isCertain)
        #expect(path.steps.map(\.node) == ["Album", "Cover", "Album"])
        #expect(path.steps.map(\.property) == ["layout.cover", "album", nil])

        let fixed = LeakTracker()
        do { fixed.track(Album.makePair()) }
        #expect(fixed.reportWithPaths().isClean)
    }

    @Test("a child in the container's children array holding the container is a cycle through its index")
    func childrenArrayHoldingContainer() throws {
        let tracker = LeakTracker()
        let pager = tracker.track(HeadlessViewController(title: "pager"), named: "pager")
        let pages = addPages(to: pager, strongBackReferenceAt: 1)
        let path = try #require(onlySurvivor(of: tracker.reportWithPaths()).paths.first)
        pages[1].pager = nil

        #expect(path.origin == .cycle)
        #expect(path.isCertain)
        #expect(
            path.steps.map(\.node) == [
                "HeadlessViewController \"pager\"", "PageController", "HeadlessViewController \"pager\"",
            ])
        #expect(path.steps.map(\.property) == ["children[1]", "pager", nil])

        let fixed = LeakTracker()
        do {
            let pager = fixed.track(HeadlessViewController(title: "pager"), named: "pager")
            addPages(to: pager, strongBackReferenceAt: nil)
        }
        #expect(fixed.reportWithPaths().isClean)
    }

    @Test("negative control: a cycle through three objects is found, from each of them")
    func cycleThroughThreeObjects() throws {
        let tracker = LeakTracker()
        let first = tracker.track(RingLink(), named: "a")
        let second = tracker.track(RingLink(), named: "b")
        let third = tracker.track(RingLink(), named: "c")
        first.next = second
        second.next = third
        third.next = first
        let report = tracker.reportWithPaths()
        first.next = nil

        try #require(report.survivors.count == 3)
        let cycles = report.survivors.map { $0.paths.first?.steps.map(\.description) }
        #expect(
            cycles == [
                ["RingLink \"a\".next", "RingLink \"b\".next", "RingLink \"c\".next", "RingLink \"a\""],
                ["RingLink \"b\".next", "RingLink \"c\".next", "RingLink \"a\".next", "RingLink \"b\""],
                ["RingLink \"c\".next", "RingLink \"a\".next", "RingLink \"b\".next", "RingLink \"c\""],
            ])
        #expect(report.survivors.allSatisfy { $0.paths.count == 1 }, "the others are on the cycle: not listed again")
    }

    /// Adds three pages to `pager`, each pointing back at it weakly, except the one at `index`.
    @discardableResult
    private func addPages(to pager: HeadlessViewController, strongBackReferenceAt index: Int?) -> [PageController] {
        let pages = (0..<3).map { PageController(title: "page \($0)") }
        for (offset, page) in pages.enumerated() {
            if offset == index { page.pager = pager } else { page.weakPager = pager }
            pager.addChild(page)
            page.didMove(toParent: pager)
        }
        return pages
    }
}

/// Where paths start and what the walk reads.
@Suite("Reference paths: roots, tracked holders and storage")
@MainActor
struct ReferencePathWalkTests {
    @Test("a survivor held by a root is reported with the path from the root")
    func heldByRoot() throws {
        let window = HeadlessWindow()
        let tracker = LeakTracker()
        let survivor = try {
            let container = tracker.track(
                HeadlessViewController(title: "container"), named: "container", roots: [window])
            window.rootViewController = container
            return try onlySurvivor(of: tracker.reportWithPaths())
        }()
        window.rootViewController = nil

        let path = try #require(survivor.paths.first)
        #expect(path.origin == .root)
        #expect(path.isCertain)
        #expect(path.steps.map(\.node) == ["HeadlessWindow", "HeadlessViewController \"container\""])
        #expect(path.description.hasPrefix("held by root HeadlessWindow: HeadlessWindow."))
        #expect(tracker.reportWithPaths().isClean, "the root is not checked, and the report kept nothing alive")
    }

    @Test("a survivor held by another tracked object is reported with the path from it")
    func heldByTrackedObject() throws {
        let registry = LongLivedRegistry()
        let tracker = LeakTracker()
        let container = tracker.track(HeadlessViewController(title: "container"), named: "container")
        let child = tracker.track(HeadlessViewController(title: "child"), named: "child")
        container.addChild(child)
        child.didMove(toParent: container)
        registry.keep(container)
        let report = tracker.reportWithPaths()
        registry.releaseEverything()

        try #require(report.survivors.count == 2)
        #expect(report.survivors[0].paths.isEmpty, "the registry is not a root: the container's holder is unseen")
        let path = try #require(report.survivors[1].paths.first)
        #expect(path.origin == .trackedObject)
        #expect(
            path.steps.map(\.description) == [
                "HeadlessViewController \"container\".children[0]", "HeadlessViewController \"child\"",
            ])
        #expect(path.description.hasPrefix("held by tracked HeadlessViewController \"container\": "))
    }

    @Test(
        "stored properties are read through every kind of storage",
        arguments: StorageKind.allCases)
    func storageKinds(kind: StorageKind) throws {
        let tracker = LeakTracker()
        let target = Leaf()
        let holder = StorageHolder(placeholder: target)
        kind.store(target, in: holder)
        tracker.track(target, roots: [holder])
        let survivor = try onlySurvivor(of: tracker.reportWithPaths())
        withExtendedLifetime(target) {}

        let path = try #require(survivor.paths.first)
        #expect(path.origin == .root)
        #expect(path.steps.first == ReferencePath.Step(node: "StorageHolder", property: kind.expectedProperty))
        #expect(path.steps.last == ReferencePath.Step(node: "Leaf"))
    }

    @Test("weak and unowned properties are not followed, and an unowned one whose object is gone is not read")
    func weakAndUnownedAreSkipped() throws {
        let tracker = LeakTracker()
        let target = tracker.track(Leaf())
        let holder = StorageHolder(placeholder: target)
        holder.weakTarget = target
        var referent: Leaf? = Leaf()
        let referrer = UnownedReferrer(referent: try #require(referent))
        referent = nil
        tracker.addRoots([holder, referrer])
        let survivor = try onlySurvivor(of: tracker.reportWithPaths())
        withExtendedLifetime(target) {}

        #expect(survivor.paths.isEmpty)
        #expect(survivor.pathSearch?.isTruncated == false)
        #expect(survivor.description.contains("nothing the search walked holds it"))
    }

    @Test("a closure property is a possible holder, and the report says its captures are not visible")
    func closurePropertyIsPossibleHolder() throws {
        let tracker = LeakTracker()
        let model = ProfileModel()
        let sentinel = tracker.makeSentinel(named: "onChange handler")
        model.onChange = { _ = sentinel }
        tracker.addRoots([model])
        let survivor = try onlySurvivor(of: tracker.reportWithPaths())
        model.onChange = nil

        let path = try #require(survivor.paths.first)
        #expect(path.origin == .root)
        #expect(!path.isCertain)
        #expect(
            path.description
                == "possibly held by root ProfileModel through a closure: ProfileModel.onChange → "
                + "closure (captures not visible) → DeinitSentinel \"onChange handler\"")
    }

    @Test("an actor's state is not read")
    func actorStateIsNotRead() async throws {
        let tracker = LeakTracker()
        let keeper = ObjectKeeper()
        await keeper.keep(tracker.track(SendableLeaf()))
        tracker.addRoots([keeper])
        let survivor = try onlySurvivor(of: tracker.reportWithPaths())

        #expect(survivor.paths.isEmpty)
        #expect(survivor.pathSearch?.objectsVisited == 2)
    }

    @Test("the report holds names only: once the cycle is broken, everything it walked is gone")
    func reportRetainsNothing() throws {
        let tracker = LeakTracker()
        let bus = MessageBus()
        do {
            let parent = tracker.track(DelegateCycleParent.makeStrongCycle())
            let watcher = tracker.track(LeakyThemeWatcher(bus: bus))
            tracker.track(try #require(parent.child))
            let report = tracker.reportWithPaths()
            #expect(report.survivors.count == 3)
            parent.child = nil
            watcher.token.withLock { $0 = nil }
        }
        #expect(tracker.report().isClean)
    }

    @Test("report() and a disabled search leave paths out")
    func noSearch() throws {
        let tracker = LeakTracker(searchesPaths: false)
        let parent = tracker.track(DelegateCycleParent.makeStrongCycle())
        let traced = try onlySurvivor(of: tracker.reportWithPaths())
        let untraced = try onlySurvivor(of: LeakTracker().report(tracking: parent))
        parent.child = nil

        #expect(traced.paths.isEmpty && traced.pathSearch == nil)
        #expect(untraced.paths.isEmpty && untraced.pathSearch == nil)
        #expect(traced.description == "DelegateCycleParent tracked at \(traced.site) is still alive")
    }
}

/// The search's limits.
@Suite("Reference paths: limits")
@MainActor
struct ReferencePathLimitTests {
    @Test("a cycle longer than the depth limit is not found, and the report says the search stopped at it")
    func depthLimit() throws {
        let survivor = try ringSurvivor(links: 6, search: PathSearch(maximumDepth: 3))

        #expect(survivor.paths.isEmpty)
        #expect(survivor.pathSearch?.limitsReached == [.depth(3)])
        #expect(survivor.truncatedSearchNote == "the path search stopped at its depth limit (3): paths may be missing")
        #expect(survivor.description.hasSuffix("\n" + (survivor.truncatedSearchNote ?? "?")))
    }

    @Test("within the depth limit, the same cycle is found")
    func depthLimitLargeEnough() throws {
        let survivor = try ringSurvivor(links: 6, search: PathSearch(maximumDepth: 6))

        #expect(survivor.paths.first?.steps.count == 7)
        #expect(survivor.pathSearch?.isTruncated == false)
        #expect(survivor.truncatedSearchNote == nil)
    }

    @Test("the walk visits at most the object limit, and the report says it stopped there")
    func objectLimit() throws {
        let survivor = try ringSurvivor(links: 10, search: PathSearch(maximumObjects: 4))

        #expect(survivor.paths.isEmpty)
        #expect(survivor.pathSearch?.objectsVisited == 4)
        #expect(survivor.pathSearch?.limitsReached == [.objectCount(4)])
        #expect(survivor.description.contains("stopped at its object limit (4)"))
    }

    @Test("values nested deeper than the walk reads are reported as a limit too")
    func valueNestingLimit() throws {
        let tracker = LeakTracker()
        let target = tracker.track(Leaf())
        let holder = NestedValueHolder()
        holder.value = .wrapping(target, levels: 200)
        tracker.addRoots([holder])
        let survivor = try onlySurvivor(of: tracker.reportWithPaths())

        #expect(survivor.paths.isEmpty)
        #expect(survivor.pathSearch?.limitsReached.count == 1)
        #expect(survivor.description.contains("value nesting limit"))
    }

    @Test("limits below one count as one")
    func limitsAreAtLeastOne() {
        let search = LeakTracker(maximumPathDepth: 0, maximumObjectsSearched: -5).pathSearch
        #expect(search.maximumDepth == 1)
        #expect(search.maximumObjects == 1)
        #expect(search.isEnabled)
        #expect(!LeakTracker(searchesPaths: false).pathSearch.isEnabled)
        #expect(LeakTracker().pathSearch == .standard)
    }

    @Test("the trait's limits reach its tracker's search, and searchesPaths: false turns it off")
    func traitLimits() {
        #expect(LeakCheckingTrait().pathSearch == .standard)
        #expect(
            LeakCheckingTrait(maximumPathDepth: 8, maximumObjectsSearched: 500).pathSearch
                == PathSearch(maximumDepth: 8, maximumObjects: 500))
        #expect(LeakCheckingTrait(searchesPaths: false).pathSearch == .disabled)
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            #expect(LeakCheckingTrait.checksLeaks(within: .zero, maximumPathDepth: 100).pathSearch.maximumDepth == 100)
            #expect(LeakCheckingTrait(gracePeriod: .zero, searchesPaths: false).pathSearch == .disabled)
        }
    }
}

/// How the test integrations word a leak: the headline names the survivor and the shortest path.
@Suite("Reference paths: headlines")
@MainActor
struct ReferencePathHeadlineTests {
    @Test("the .checksLeaks issue's first line names the leak and its cycle")
    func traitHeadline() async throws {
        let leak = try await onlyLeakIssue { registry, trackedLine in
            trackedLine.withLock { $0 = #line + 1 }
            let parent = trackForLeaks(DelegateCycleParent.makeStrongCycle())
            registry.remember(parent)
        }

        let lines = commentText(of: leak.issue).split(separator: "\n")
        #expect(
            lines.first
                == """
                DelegateCycleParent tracked at \(#fileID):\(leak.trackedLine) is still alive, \
                held by a cycle: DelegateCycleParent.child → DelegateCycleChild.strongDelegate → DelegateCycleParent
                """)
        #expect(lines.count == 1)
    }

    @Test("roots given to trackForLeaks reach the trait's tracker; the shortest path heads the issue, others follow")
    func traitRootsAndFurtherPaths() async throws {
        let window = HeadlessWindow()
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) { @MainActor in
            let container = trackForLeaks(HeadlessViewController(title: "container"), named: "c", roots: [window])
            window.rootViewController = container
            let page = PageController(title: "page")
            page.pager = container
            container.addChild(page)
            page.didMove(toParent: container)
        }
        let page = try #require(window.rootViewController?.children.first as? PageController)
        page.pager = nil
        window.rootViewController = nil

        try #require(issues.count == 1)
        let lines = commentText(of: issues[0]).split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        #expect(
            lines[0].hasSuffix(
                #"is still alive, held by root HeadlessWindow: HeadlessWindow.root → HeadlessViewController "c""#))
        #expect(
            lines[1]
                == #"also held by a cycle: HeadlessViewController "c".children[0] → PageController.pager → HeadlessViewController "c""#
        )
    }

    @Test("a report's description indents a survivor's further paths under it")
    func reportDescription() throws {
        let window = HeadlessWindow()
        let tracker = LeakTracker()
        let parent = tracker.track(DelegateCycleParent.makeStrongCycle(), roots: [window])
        let report = tracker.reportWithPaths()
        parent.child = nil

        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "Leak check failed: 1 of 1 tracked objects is still alive.")
        #expect(lines.dropFirst().first?.hasPrefix("  - DelegateCycleParent tracked at ") == true)
        #expect(lines.count == 2, "the window holds nothing: no further path")
    }
}

/// The survivor of a report that has exactly one.
@MainActor
private func onlySurvivor(of report: LeakReport, sourceLocation: SourceLocation = #_sourceLocation) throws -> Survivor {
    try #require(report.survivors.count == 1, "report: \(report)", sourceLocation: sourceLocation)
    return report.survivors[0]
}

/// The one survivor of a ring of `count` links, reported with paths searched under `search`. The
/// ring is broken before this returns, so nothing outlives the test.
@MainActor
private func ringSurvivor(
    links count: Int, search: PathSearch, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Survivor {
    let tracker = LeakTracker(pathSearch: search)
    let ring = tracker.track(ChainLink.makeRing(count: count))
    defer { ring.breakRing() }
    return try onlySurvivor(of: tracker.reportWithPaths(), sourceLocation: sourceLocation)
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension LeakTracker {
    /// A plain report on `object`, from this tracker.
    fileprivate func report(tracking object: AnyObject) -> LeakReport {
        track(object)
        return report()
    }
}

/// One kind of storage a ``StorageHolder`` can hold its target through.
enum StorageKind: CaseIterable, Sendable, CustomTestStringConvertible {
    case structProperty, enumPayload, dictionaryValue, setMember, tupleElement, existential, lazyProperty
    case superclassProperty

    var testDescription: String { "\(self)" }

    /// The property path from the holder, as a report names it.
    var expectedProperty: String {
        switch self {
        case .structProperty: "box.target"
        case .enumPayload: "state.loaded"
        case .dictionaryValue: #"byName["page"]"#
        case .setMember: "members[member]"
        case .tupleElement: "pair.1"
        case .existential: "existential"
        case .lazyProperty: "cached"
        case .superclassProperty: "inherited"
        }
    }

    @MainActor
    func store(_ target: AnyObject, in holder: StorageHolder) {
        switch self {
        case .structProperty: holder.box.target = target
        case .enumPayload: holder.state = .loaded(target)
        case .dictionaryValue: holder.byName["page"] = target
        case .setMember: holder.members.insert(HashableBox(target))
        case .tupleElement: holder.pair = ("page", target)
        case .existential: holder.existential = target
        case .lazyProperty: holder.cached = target
        case .superclassProperty: holder.inherited = target
        }
    }
}
