import Switchboard
import Testing

/// A request a child sends while its container, which forwards appearance by hand, is between
/// its own will and did: each case names a container, the request, and what must be shown after.
enum MidAppearanceRequest: CaseIterable, CustomTestStringConvertible {
    /// A pager scrolls from red to green.
    case pageScroll
    /// A pager swaps green, the page on screen, for blue (a swap by hand).
    case pageSwap
    /// A slide container opens its menu.
    case menuOpens
    /// A slide container whose menu was open before it came on screen closes it.
    case menuCloses

    var testDescription: String {
        switch self {
        case .pageScroll: "a pager scrolls"
        case .pageSwap: "a pager swaps the page on screen"
        case .menuOpens: "a slide container opens its menu"
        case .menuCloses: "a slide container closes its open menu"
        }
    }

    /// The children the container shows once the request has applied.
    var shownAfter: Set<String> {
        switch self {
        case .pageScroll: ["green"]
        case .pageSwap: ["blue"]
        case .menuOpens: ["main", "menu"]
        case .menuCloses: ["main"]
        }
    }

    /// The children the request takes out of the container.
    var removed: Set<String> {
        self == .pageSwap ? ["green"] : []
    }

    /// Builds the container, off screen, with hooked children sharing `hook`.
    @MainActor
    func scene(
        animation: ContainerAnimation, hook: AppearanceHook, trace: ContainmentTrace
    ) throws -> MidAppearanceScene {
        func child(_ name: String) -> AppearanceHookViewController {
            AppearanceHookViewController(title: name, hook: hook)
        }
        switch self {
        case .pageScroll, .pageSwap:
            let pages: [[ChildID]] = self == .pageScroll ? [["red"], ["green"]] : [["green", "blue"]]
            let built = pages.map { page in page.map { ($0, child($0.rawValue)) } }
            let pager = HeadlessPagingContainerViewController(
                pages: built.map { page in page.map { .instance($0.0, $0.1) } }, pageAnimation: animation,
                swapAnimation: animation, trace: trace)
            return MidAppearanceScene(
                container: pager, children: built.joined().map(\.1),
                request: { [unowned pager] in
                    if self == .pageScroll { try pager.showPage(1) } else { try pager.swap(to: "blue") }
                },
                isTransitioning: { [unowned pager] in pager.isTransitioning })
        case .menuOpens, .menuCloses:
            let children = [child("main"), child("menu")]
            let slide = HeadlessSlideMenuContainerViewController(
                main: .instance("main", children[0]), menu: .instance("menu", children[1]), animation: animation,
                trace: trace)
            if self == .menuCloses { try slide.toggleMenu() }
            return MidAppearanceScene(
                container: slide, children: children, request: { [unowned slide] in try slide.toggleMenu() },
                isTransitioning: { [unowned slide] in slide.isTransitioning })
        }
    }
}

/// A container and its children for a ``MidAppearanceRequest``.
@MainActor
struct MidAppearanceScene {
    let container: HeadlessViewController
    let children: [HeadlessViewController]
    let request: () throws -> Void
    let isTransitioning: () -> Bool

    /// Lets every animation, and whatever is queued behind it, finish.
    func settle(_ animator: ManualAnimator) {
        var rounds = 0
        while isTransitioning() || animator.inFlightCount > 0, rounds < 100 {
            animator.finishAll()
            rounds += 1
        }
    }

    /// Where the children's appearance departs from `shown` having appeared and every other
    /// child (embedded or removed) having disappeared.
    func appearanceIssues(shown: Set<String>) -> [String] {
        children.compactMap { child in
            let expected: AppearanceState = shown.contains(child.debugName) ? .appeared : .disappeared
            return child.appearanceState == expected
                ? nil : "\(child.debugName) is \(child.appearanceState), not \(expected)"
        }
    }
}

/// Checks a trace's appearance callbacks since `mark`: UIKit's order (``TraceContractChecker``),
/// nothing left mid-appearance, and at most one will per direction for each child. The events
/// before `mark` only set each controller's starting state; their own issues are not reported.
///
/// A recording host's trace has no `viewIsAppearing` (its timing is the host's, not the
/// executor's): with `recordsIsAppearing` false, one is assumed right before each
/// `viewDidAppear`.
@MainActor
func appearanceTraceIssues(
    _ trace: ContainmentTrace, from mark: Int = 0, recordsIsAppearing: Bool = true
) -> [String] {
    var checked = trace
    var checkedMark = mark
    if !recordsIsAppearing {
        checked = ContainmentTrace()
        for (index, event) in trace.events.enumerated() {
            if index == mark { checkedMark = checked.events.count }
            if case .viewDidAppear(let name, let animated) = event {
                checked.record(.viewIsAppearing(name, animated: animated))
            }
            checked.record(event)
        }
        if mark >= trace.events.count { checkedMark = checked.events.count }
    }
    var checker = TraceContractChecker()
    checker.consume(checked, upTo: checkedMark)
    let before = checker.issues.count
    checker.consume(checked)
    var issues = Array(checker.issues.dropFirst(before))
    if !checker.controllersMidAppearance.isEmpty {
        issues.append("mid-appearance: \(checker.controllersMidAppearance)")
    }
    var wills: [String: (appear: Int, disappear: Int)] = [:]
    for event in trace.events[mark...] {
        switch event {
        case .viewWillAppear(let name, _): wills[name, default: (0, 0)].appear += 1
        case .viewWillDisappear(let name, _): wills[name, default: (0, 0)].disappear += 1
        default: break
        }
    }
    for (name, count) in wills where count.appear > 1 || count.disappear > 1 {
        issues.append("\(name) began \(count.appear) appearances and \(count.disappear) disappearances")
    }
    return issues
}
