import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination

/// A configuration with one mistake, written once for each headless way to build it: the literal
/// initializer must stop the process with the container's name and the refusal's sentence, and the
/// `validating` initializer must throw that refusal.
enum HeadlessConfigurationMistake: String, CaseIterable, Codable, Sendable {
    case swapMachineDuplicate
    case pagingMachineInitialPage
    case sourcedPagingMachineNoPages
    case slideMachineSharedRole
    case stackMachineProportions
    case stackMachineSpacing
    case swapHostDuplicate
    case pagingHostNoPages
    case sourcedPagingHostInitialPage
    case slideHostSharedRole
    case machineHostMissingChild

    /// The container the message names.
    var container: String {
        switch self {
        case .swapMachineDuplicate, .swapHostDuplicate: "SwapContainer"
        case .pagingMachineInitialPage, .sourcedPagingMachineNoPages, .pagingHostNoPages, .sourcedPagingHostInitialPage:
            "PagingContainer"
        case .slideMachineSharedRole, .slideHostSharedRole: "SlideMenuContainer"
        case .stackMachineProportions, .stackMachineSpacing, .machineHostMissingChild: "StackContainer"
        }
    }

    /// The refusal, naming the bad value.
    var rejection: ContainerRejection {
        switch self {
        case .swapMachineDuplicate, .swapHostDuplicate: .duplicateChild("green")
        case .pagingMachineInitialPage: .pageOutOfRange(3, pageCount: 1)
        case .sourcedPagingMachineNoPages, .pagingHostNoPages: .noChildren
        case .sourcedPagingHostInitialPage: .pageOutOfRange(7, pageCount: 5)
        case .slideMachineSharedRole, .slideHostSharedRole: .duplicateChild("main")
        case .stackMachineProportions: .invalidStackLayout("1 proportion(s) for 2 slot(s): give one per slot")
        case .stackMachineSpacing: .invalidStackLayout("spacing -4.0 must be finite and 0 or more points")
        case .machineHostMissingChild: .childNotProvided("detail")
        }
    }

    /// Builds the configuration with the literal initializer.
    @MainActor func buildLiteral() {
        switch self {
        case .swapMachineDuplicate: _ = SwapContainer(alternates: ["green", "blue", "green"])
        case .pagingMachineInitialPage: _ = PagingContainer(pages: [["a"]], initialPage: 3)
        case .sourcedPagingMachineNoPages: _ = PagingContainer(pageCount: 0)
        case .slideMachineSharedRole: _ = SlideMenuContainer(main: "main", menu: "menu", profile: "main")
        case .stackMachineProportions: _ = StackContainer(sideBySide: ["list", "detail"], proportions: [1])
        case .stackMachineSpacing: _ = StackContainer(stacked: ["list", "detail"], spacing: -4)
        case .swapHostDuplicate:
            _ = HeadlessSwapContainerViewController([.factory("green") { HeadlessViewController() }, .green])
        case .pagingHostNoPages: _ = HeadlessPagingContainerViewController(pages: [])
        case .sourcedPagingHostInitialPage:
            _ = HeadlessPagingContainerViewController(pageCount: 5, initialPage: 7) { _, _ in HeadlessViewController() }
        case .slideHostSharedRole:
            _ = HeadlessSlideMenuContainerViewController(main: .main, menu: .main)
        case .machineHostMissingChild:
            _ = HeadlessContainerViewController(
                machine: StackContainer(sideBySide: ["list", "detail"]), children: [.list])
        }
    }

    /// Builds the configuration with the `validating` initializer.
    @MainActor func buildValidating() throws(ContainerRejection) {
        switch self {
        case .swapMachineDuplicate: _ = try SwapContainer(validatingAlternates: ["green", "blue", "green"])
        case .pagingMachineInitialPage: _ = try PagingContainer(validatingPages: [["a"]], initialPage: 3)
        case .sourcedPagingMachineNoPages: _ = try PagingContainer(validatingPageCount: 0)
        case .slideMachineSharedRole: _ = try SlideMenuContainer(validatingMain: "main", menu: "menu", profile: "main")
        case .stackMachineProportions:
            _ = try StackContainer(validatingSideBySide: ["list", "detail"], proportions: [1])
        case .stackMachineSpacing: _ = try StackContainer(validatingStacked: ["list", "detail"], spacing: -4)
        case .swapHostDuplicate:
            _ = try HeadlessSwapContainerViewController(
                validating: [.factory("green") { HeadlessViewController() }, .green])
        case .pagingHostNoPages: _ = try HeadlessPagingContainerViewController(validatingPages: [])
        case .sourcedPagingHostInitialPage:
            _ = try HeadlessPagingContainerViewController(validatingPageCount: 5, initialPage: 7) { _, _ in
                HeadlessViewController()
            }
        case .slideHostSharedRole:
            _ = try HeadlessSlideMenuContainerViewController(validatingMain: .main, menu: .main)
        case .machineHostMissingChild:
            _ = try HeadlessContainerViewController(
                validatingMachine: StackContainer(sideBySide: ["list", "detail"]), children: [.list])
        }
    }
}

extension ContainerChild<HeadlessViewController> {
    @MainActor static var green: Self { .instance("green", HeadlessViewController(title: "green")) }
    @MainActor static var main: Self { .instance("main", HeadlessViewController(title: "main")) }
    @MainActor static var list: Self { .instance("list", HeadlessViewController(title: "list")) }
}

/// Issue 46: a literal configuration compiles with no `try` and a mistake in it stops the program
/// with a message naming it; a configuration from run-time input goes through the throwing
/// `validating` initializers, which refuse it with the same typed error.
@Suite("Container configurations: literal ones stop on a mistake, validated ones throw it")
struct ContainerConfigurationTests {
    @Test(
        "a literal configuration with a mistake stops the process, naming the container and the value",
        arguments: HeadlessConfigurationMistake.allCases)
    func literalMistakeStops(_ mistake: HeadlessConfigurationMistake) async throws {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [mistake] in
            await MainActor.run { mistake.buildLiteral() }
        }
        let result = try #require(exit)
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("\(mistake.container): \(mistake.rejection)"), "\(output)")
    }

    @Test("the validating initializer throws the same typed refusal", arguments: HeadlessConfigurationMistake.allCases)
    @MainActor func validatingThrows(_ mistake: HeadlessConfigurationMistake) {
        #expect(throws: mistake.rejection) { try mistake.buildValidating() }
    }

    @Test("negative control: a correct literal configuration runs to the end of the process")
    func correctLiteralRuns() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let slot = HeadlessSwapContainerViewController([.green, .instance("blue", HeadlessViewController())])
                let split = HeadlessContainerViewController(
                    machine: StackContainer(sideBySide: ["list", "detail"]),
                    children: [.list, .instance("detail", slot)])
                _ = HeadlessSlideMenuContainerViewController(
                    main: .instance(
                        "pager", HeadlessPagingContainerViewController(pages: [[.instance("split", split)]])))
            }
        }
    }

    @Test("a validating initializer accepts a correct configuration and builds what the literal one builds")
    @MainActor func validatingAcceptsCorrect() throws {
        let ids: [ChildID] = ["green", "blue"]
        let slot = try HeadlessSwapContainerViewController(
            validating: ids.map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, initial: "blue")
        #expect(slot.machine == SwapContainer(alternates: ids, initial: "blue"))
        let pager = try HeadlessPagingContainerViewController(validatingPageCount: 3, initialPage: 2) { index, _ in
            HeadlessViewController(title: "\(index)")
        }
        #expect(pager.machine == PagingContainer(pageCount: 3, initialPage: 2))
        let split = try StackContainer(validatingStacked: ["a", "b"], proportions: [1, 3], spacing: 2)
        #expect(split == StackContainer(stacked: ["a", "b"], proportions: [1, 3], spacing: 2))
    }
}
