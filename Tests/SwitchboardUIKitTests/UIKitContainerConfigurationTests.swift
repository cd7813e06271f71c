#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A UIKit host's configuration with one mistake, built with the literal initializer (which must
    /// stop the process with the container's name and the refusal's sentence) and with the
    /// `validating` one (which must throw that refusal). The headless hosts' twins are in
    /// `ContainerConfigurationTests`.
    enum UIKitConfigurationMistake: String, CaseIterable, Codable, Sendable {
        case swapDuplicate
        case pagingEmptyPage
        case sourcedPagingNoPages
        case slideSharedRole
        case machineHostUnknownChild

        /// The container the message names.
        var container: String {
            switch self {
            case .swapDuplicate: "SwapContainer"
            case .pagingEmptyPage, .sourcedPagingNoPages: "PagingContainer"
            case .slideSharedRole: "SlideMenuContainer"
            case .machineHostUnknownChild: "StackContainer"
            }
        }

        /// The refusal, naming the bad value.
        var rejection: ContainerRejection {
            switch self {
            case .swapDuplicate: .duplicateChild("green")
            case .pagingEmptyPage, .sourcedPagingNoPages: .noChildren
            case .slideSharedRole: .duplicateChild("menu")
            case .machineHostUnknownChild: .unknownChild("extra", known: ["list", "detail"])
            }
        }

        /// The stack and the children of ``machineHostUnknownChild``: one child too many.
        @MainActor static var stackChildren: (StackContainer, [ContainerChild<UIViewController>]) {
            let children = ["list", "detail", "extra"].map { ContainerChild.instance(ChildID($0), UIViewController()) }
            return (StackContainer(stacked: ["list", "detail"]), children)
        }

        /// Builds the configuration with the literal initializer.
        @MainActor func buildLiteral() {
            switch self {
            case .swapDuplicate:
                _ = SwapContainerViewController([.instance("green", UIViewController()), .factory("green") { .init() }])
            case .pagingEmptyPage: _ = PagingContainerViewController(pages: [[.instance("a", UIViewController())], []])
            case .sourcedPagingNoPages: _ = PagingContainerViewController(pageCount: 0) { _, _ in UIViewController() }
            case .slideSharedRole:
                _ = SlideMenuContainerViewController(
                    main: .instance("main", UIViewController()), menu: .instance("menu", UIViewController()),
                    profile: .instance("menu", UIViewController()))
            case .machineHostUnknownChild:
                let (stack, children) = Self.stackChildren
                _ = ContainerViewController(machine: stack, children: children)
            }
        }

        /// Builds the configuration with the `validating` initializer.
        @MainActor func buildValidating() throws(ContainerRejection) {
            switch self {
            case .swapDuplicate:
                _ = try SwapContainerViewController(
                    validating: [.instance("green", UIViewController()), .factory("green") { .init() }])
            case .pagingEmptyPage:
                _ = try PagingContainerViewController(validatingPages: [[.instance("a", UIViewController())], []])
            case .sourcedPagingNoPages:
                _ = try PagingContainerViewController(validatingPageCount: 0) { _, _ in UIViewController() }
            case .slideSharedRole:
                _ = try SlideMenuContainerViewController(
                    validatingMain: .instance("main", UIViewController()), menu: .instance("menu", UIViewController()),
                    profile: .instance("menu", UIViewController()))
            case .machineHostUnknownChild:
                let (stack, children) = Self.stackChildren
                _ = try ContainerViewController(validatingMachine: stack, children: children)
            }
        }
    }

    /// Issue 46 on the UIKit hosts: a literal configuration compiles with no `try` and a mistake in
    /// it stops the program with a message naming it; run-time input goes through the throwing
    /// `validating` initializers, which refuse it with the same typed error.
    @Suite("UIKit container configurations: literal ones stop on a mistake, validated ones throw it")
    struct UIKitContainerConfigurationTests {
        @Test(
            "a literal configuration with a mistake stops the process, naming the container and the value",
            arguments: UIKitConfigurationMistake.allCases)
        func literalMistakeStops(_ mistake: UIKitConfigurationMistake) async throws {
            let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [mistake] in
                await MainActor.run { mistake.buildLiteral() }
            }
            let output = String(decoding: try #require(exit).standardErrorContent, as: UTF8.self)
            #expect(output.contains("\(mistake.container): \(mistake.rejection)"), "\(output)")
        }

        @Test("the validating initializer throws the same typed refusal", arguments: UIKitConfigurationMistake.allCases)
        @MainActor func validatingThrows(_ mistake: UIKitConfigurationMistake) {
            #expect(throws: mistake.rejection) { try mistake.buildValidating() }
        }

        @Test("negative control: a correct literal configuration runs to the end of the process")
        func correctLiteralRuns() async {
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let slot = SwapContainerViewController([
                        .factory("green") { .init() }, .factory("blue") { .init() },
                    ])
                    let pager = PagingContainerViewController(pages: [[.instance("slot", slot)]])
                    _ = SlideMenuContainerViewController(main: .instance("pager", pager))
                }
            }
        }

        @Test("a validating initializer accepts a correct configuration and builds what the literal one builds")
        @MainActor func validatingAcceptsCorrect() throws {
            let pager = try PagingContainerViewController(
                validatingPages: [[.instance("a", UIViewController())], [.instance("b", UIViewController())]],
                initialPage: 1)
            #expect(pager.machine == PagingContainer(pages: [["a"], ["b"]], initialPage: 1))
            let slide = try SlideMenuContainerViewController(
                validatingMain: .instance("main", UIViewController()), menu: .factory("menu") { .init() })
            #expect(slide.machine == SlideMenuContainer(main: "main", menu: "menu"))
        }
    }
#endif
