import Switchboard
import SwitchboardTesting
import Testing

/// A child that holds its container the way apps get it wrong: in a closure that captures it, or
/// in a stored property.
@MainActor
final class ContainerHoldingChild: HeadlessViewController {
    var onDone: (@MainActor () -> Void)?
    var container: HeadlessViewController?
}

/// The child builders a container keeps: factories of a swap container, or the `makeChild` of a
/// container of one's own. Each builder was made before the container, so none captures it.
enum ChildBuilders: String, CaseIterable, CustomTestStringConvertible {
    case factories
    case makeChild

    var testDescription: String { rawValue }

    /// A container showing `child`, next to builders that could reach it but do not hold it.
    @MainActor
    func container(showing child: HeadlessViewController) -> HeadlessViewController {
        switch self {
        case .factories:
            // More factories than a report lists possible paths: the real holder must not be cut.
            return HeadlessSwapContainerViewController(
                [.instance("first", child)]
                    + ["second", "third", "fourth"].map { id in
                        .factory(ChildID(id)) { HeadlessViewController(title: id) }
                    })
        case .makeChild:
            return HeadlessContainerViewController(
                machine: SwapContainer(alternates: ["first", "second"]), children: [.instance("first", child)],
                makeChild: { id, _ in HeadlessViewController(title: id.rawValue) })
        }
    }
}

/// How the child really holds its container.
enum RealHolder: String, CaseIterable, CustomTestStringConvertible {
    case capturingClosure = "onDone"
    case storedProperty = "container"

    var testDescription: String { "\(self)" }

    @MainActor
    func hold(_ container: HeadlessViewController, in child: ContainerHoldingChild) {
        switch self {
        case .capturingClosure: child.onDone = { _ = container }
        case .storedProperty: child.container = container
        }
    }
}

@Suite("Leak paths: what really holds a survivor comes first")
@MainActor
struct LeakPathOrderTests {
    @Test(
        "a child's closure or property holding its container comes before the container's child builders",
        arguments: ChildBuilders.allCases, RealHolder.allCases)
    func realHolderComesFirst(builders: ChildBuilders, holder: RealHolder) throws {
        let tracker = LeakTracker()
        let child = ContainerHoldingChild(title: "first")
        let container = tracker.track(builders.container(showing: child))
        container.loadViewIfNeeded()
        holder.hold(container, in: child)
        defer {
            child.onDone = nil
            child.container = nil
        }
        let survivor = try #require(tracker.reportWithPaths().survivors.first)

        let first = try #require(survivor.paths.first)
        #expect(first.description.contains("ContainerHoldingChild.\(holder.rawValue)"), "\(survivor)")
        #expect(survivor.headline.contains("ContainerHoldingChild.\(holder.rawValue)"))
    }

    @Test("negative control: with no real holder, the builders are still listed as possible holders")
    func buildersAloneAreStillListed() throws {
        let tracker = LeakTracker()
        let child = ContainerHoldingChild(title: "first")
        let container = tracker.track(ChildBuilders.makeChild.container(showing: child))
        let survivor = try #require(tracker.reportWithPaths().survivors.first)
        withExtendedLifetime(container) {}

        #expect(survivor.paths.map(\.description).contains { $0.contains(".makeChild → closure") }, "\(survivor)")
    }
}
