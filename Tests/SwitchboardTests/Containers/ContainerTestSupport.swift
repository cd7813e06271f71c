import Foundation
import Switchboard

// `AnnouncementLog`, which records what a container announces, is in DocExamples/AnnouncementLog.swift.

/// Builds named controllers and remembers every one of them weakly, to prove none leaks.
@MainActor
final class ChildFactory {
    private(set) var built: [WeakRef<HeadlessViewController>] = []
    private(set) var buildCount: [ChildID: Int] = [:]
    /// How controllers are made; a negative control swaps in a broken kind.
    var makeController: (String) -> HeadlessViewController = { ProbeViewController(title: $0) }
    /// Negative control for the leak check: keep every controller alive.
    var leaksEveryController = false
    private var leaked: [HeadlessViewController] = []

    func make(_ id: ChildID) -> HeadlessViewController {
        let controller = makeController(id.rawValue)
        if leaksEveryController { leaked.append(controller) }
        built.append(WeakRef(controller))
        buildCount[id, default: 0] += 1
        return controller
    }

    func child(_ id: ChildID) -> ContainerChild<HeadlessViewController> {
        .factory(id) { [unowned self] in make(id) }
    }

    var survivors: [String] {
        built.compactMap { $0.object?.debugName }
    }
}

/// Runs `body` with a reporter that records containment violations instead of printing them.
@MainActor
func recordingViolations<T>(_ body: () throws -> T) rethrows -> (T, [ContainmentViolation]) {
    let collector = ContainmentViolationCollector()
    let result = try collector.collect(body)
    return (result, collector.violations)
}

/// The x origins of the given children's views.
@MainActor
func originsX<M>(_ container: HeadlessContainerViewController<M>, _ ids: [ChildID]) -> [Double?] {
    ids.map { container.controller(for: $0)?.viewIfLoaded.map { Double($0.frame.minX) } }
}

/// A machine of the built-in vocabulary: what the generic fuzzers and host pairs drive.
protocol BuiltInVocabularyMachine: ContainerStateMachine
where Request == ContainerRequest, Rejection == ContainerRejection {}

extension SwapContainer: BuiltInVocabularyMachine {}
extension PagingContainer: BuiltInVocabularyMachine {}
extension SlideMenuContainer: BuiltInVocabularyMachine {}
