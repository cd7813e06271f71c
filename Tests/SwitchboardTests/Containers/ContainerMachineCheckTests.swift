import ListDetailExample
import Switchboard
import SwitchboardTesting
import Testing

/// The fuzz check a user runs over their own machine: it passes on the list–detail feed, and
/// catches each kind of broken machine with a short failing sequence and a seed that replays it.
/// (The article's own call, on the feed with its default options, is a test of ClientCheck's, in
/// ClientCheck/Tests/ClientCallSites/ListDetailContainerTests.swift.)
@MainActor
@Suite("checkContainerMachine: fuzzing a machine of your own")
struct ContainerMachineCheckTests {
    /// The feed's requests, an unknown item among them.
    static let requests: [FeedRequest] = [
        .showDetail(id: 1), .showDetail(id: 2), .showDetail(id: 3), .showDetail(id: 9), .dismissDetail, .refresh,
    ]

    @Test("The feed keeps them with animated changes and requests from its children too")
    func animatedFeedKeepsTheRules() {
        let failure = checkContainerMachine(
            FeedMachine(items: [1, 2, 3], animation: .crossDissolve(duration: 0.3)), requests: Self.requests,
            senders: [nil, "list", "detail-1"])
        #expect(failure == nil)
    }

    @Test("A list–detail machine written without the bugs passes, so the controls below differ only by their bug")
    func correctSloppyFeedPasses() {
        #expect(checkContainerMachine(SloppyFeed(bug: nil), requests: Self.requests) == nil)
    }

    @Test(
        "Negative control: each broken machine is caught, with a short sequence that replays from its seed",
        arguments: SloppyFeed.Bug.allCases)
    func brokenMachineIsCaught(bug: SloppyFeed.Bug) throws {
        var found: SeededCheckFailure?
        withKnownIssue("expected: negative control — the machine check catches a machine that \(bug.rawValue)") {
            found = checkContainerMachine(SloppyFeed(bug: bug), requests: Self.requests)
        }
        let failure = try #require(found)
        #expect(failure.problems.contains { $0.contains(bug.expectedProblem) }, "\(failure)")
        #expect(failure.steps.count <= 3, "each bug shows in two requests and a settle: \(failure.steps)")
        #expect(failure.description.contains("seed \(failure.seed)"))
        var replayed: SeededCheckFailure?
        withKnownIssue("expected: negative control — the same seed fails again") {
            replayed = checkContainerMachine(
                SloppyFeed(bug: bug), requests: Self.requests, sequences: 1, seed: failure.seed)
        }
        #expect(replayed?.steps == failure.steps)
    }

    @Test("Negative control: a machine whose rejection changes its state is caught")
    func rejectionThatChangesStateIsCaught() throws {
        var found: SeededCheckFailure?
        withKnownIssue(
            "expected: negative control — the machine check catches a machine that forgets its detail when it refuses a request"
        ) {
            found = checkContainerMachine(ResettingFeed(), requests: Self.requests)
        }
        let failure = try #require(found)
        #expect(failure.problems.contains { $0.contains("rejection(for:from:) must change nothing") }, "\(failure)")
        #expect(failure.steps == ["send showDetail(id: 1)"], "a shown detail is all it takes")
    }

    @Test("Negative control: a machine that declares a child twice is reported with the refusal, the process goes on")
    func childDeclaredTwiceIsReported() throws {
        var found: SeededCheckFailure?
        withKnownIssue("expected: negative control — the host refuses a machine that declares a child twice") {
            found = checkContainerMachine(TwiceDeclaredList(), requests: [.closePanels])
        }
        let failure = try #require(found)
        let refusal = "the host refused the machine's children: \(ContainerRejection.duplicateChild("list"))"
        #expect(failure.problems.contains(refusal), "\(failure)")
    }
}

/// A machine that declares its one child twice: a host refuses its children (the check builds the
/// host with the `validating` initializer, so it reports the refusal instead of stopping).
struct TwiceDeclaredList: ContainerStateMachine, Equatable {
    var containerName: String { "TwiceDeclaredList" }
    var childIDs: [ChildID] { ["list", "list"] }
    var visibleChildren: [ChildID] { ["list"] }

    func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? { nil }

    func setUpEffects() -> [ContainmentEffect] { [.embed("list", layout: .pinnedToEdges())] }

    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] { [] }
}

/// A list–detail machine with one deliberate bug, or none.
struct SloppyFeed: ContainerStateMachine, Equatable {
    enum Bug: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Closing the detail discards it without unembedding it: it stays on screen.
        case forgetsToUnembed = "forgets to unembed"
        /// Showing the shown detail again embeds it a second time.
        case embedsTwice = "embeds twice"
        /// Dismissing says nothing changed, but clears the detail.
        case changesStateWhenUnchanged = "changes its state in a plan that does nothing"

        var testDescription: String { rawValue }

        /// What the check must say.
        var expectedProblem: String {
            switch self {
            case .forgetsToUnembed: "visibleChildren"
            case .embedsTwice: "refused the plan"
            case .changesStateWhenUnchanged: "answered unchanged"
            }
        }
    }

    let bug: Bug?
    var detail: Int?

    var containerName: String { "SloppyFeed" }
    var visibleChildren: [ChildID] { ["list"] + (detail.map { [FeedMachine.detailID($0)] } ?? []) }

    func rejection(for request: FeedRequest, from sender: ChildID?) -> FeedError? {
        if case .showDetail(let id) = request, !(1...3).contains(id) { return .noSuchItem(id) }
        return nil
    }

    func setUpEffects() -> [ContainmentEffect] { [.embed("list", layout: .pinnedToEdges())] }

    mutating func plan(_ request: FeedRequest, from sender: ChildID?) -> [ContainmentEffect] {
        switch request {
        case .showDetail(let id):
            guard detail != id else {
                return bug == .embedsTwice ? [.embed(FeedMachine.detailID(id), layout: .pinnedToEdges())] : []
            }
            let shown = detail
            detail = id
            guard let shown else { return [.embed(FeedMachine.detailID(id), layout: .pinnedToEdges())] }
            return [
                .transition(
                    from: FeedMachine.detailID(shown), to: FeedMachine.detailID(id), layout: .pinnedToEdges(),
                    animation: .crossDissolve(duration: 0.3)),
                .discard(FeedMachine.detailID(shown)),
            ]
        case .dismissDetail:
            guard let shown = detail else { return [] }
            detail = nil
            if bug == .changesStateWhenUnchanged { return [] }
            let id = FeedMachine.detailID(shown)
            return bug == .forgetsToUnembed ? [.discard(id)] : [.unembed(id), .discard(id)]
        case .refresh:
            return []
        }
    }
}

/// A machine that keeps its state in a class instance and clears it when it refuses a request:
/// a rejection that changes what the container shows.
struct ResettingFeed: ContainerStateMachine, Equatable {
    // Only the main actor touches the model: the check runs the machine on the main actor, and
    // the machine never leaves it, so no two threads ever share it.
    final class Model: @unchecked Sendable {
        var detail: Int?
    }

    let model = Model()

    static func == (lhs: ResettingFeed, rhs: ResettingFeed) -> Bool { lhs.model.detail == rhs.model.detail }

    var containerName: String { "ResettingFeed" }
    var visibleChildren: [ChildID] { ["list"] + (model.detail.map { [FeedMachine.detailID($0)] } ?? []) }

    func rejection(for request: FeedRequest, from sender: ChildID?) -> FeedError? {
        guard case .showDetail(let id) = request, !(1...3).contains(id) else { return nil }
        model.detail = nil  // the bug: refusing a request forgets the shown detail
        return .noSuchItem(id)
    }

    /// Starts each host from the list alone (the model is shared by every copy of the machine).
    func setUpEffects() -> [ContainmentEffect] {
        model.detail = nil
        return [.embed("list", layout: .pinnedToEdges())]
    }

    mutating func plan(_ request: FeedRequest, from sender: ChildID?) -> [ContainmentEffect] {
        switch request {
        case .showDetail(let id):
            guard model.detail == nil else { return [] }
            model.detail = id
            return [.embed(FeedMachine.detailID(id), layout: .pinnedToEdges())]
        case .dismissDetail:
            guard let shown = model.detail else { return [] }
            model.detail = nil
            return [.unembed(FeedMachine.detailID(shown)), .discard(FeedMachine.detailID(shown))]
        case .refresh:
            return []
        }
    }
}
