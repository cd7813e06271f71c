import SwitchboardContainment

/// The decision logic of a single slot that shows one of several alternate children (seeds 002
/// and 004), as a pure value.
///
/// - `swap(to:)` shows that alternate; swapping to the one already shown changes nothing; an
///   unknown identifier is rejected with ``ContainerRejection/unknownChild(_:known:)``.
/// - `swapNext` shows the next alternate in registration order, wrapping around.
/// - Every other request is unsupported.
///
/// ```swift
/// var slot = SwapContainer(
///     alternates: ["first", "second", "third"], animation: .crossDissolve(duration: 0.5))
/// let plan = slot.plan(.swap(to: "third"), from: nil)
/// print(slot.current)  // third
/// ```
///
/// ``HeadlessSwapContainerViewController`` executes the plans; `ContainerScheduler` queues requests
/// that arrive during a transition.
public struct SwapContainer: ContainerStateMachine, BuiltInContainerMachine, Hashable {
    /// The alternates, in registration order.
    public let alternates: [ChildID]
    /// The alternate shown (after the plans produced so far).
    public private(set) var current: ChildID
    /// How swaps are animated.
    public var animation: ContainerAnimation
    /// Whether hidden alternates are kept or discarded.
    public var retention: AlternateRetention

    /// Creates a slot showing `initial`, from alternates the program spells out.
    ///
    /// A configuration ``init(validatingAlternates:initial:animation:retention:)`` would refuse
    /// (no alternates, a repeated one, an `initial` that is not one of them) is a mistake in the
    /// program: it stops with a message naming the container and the bad value.
    ///
    /// - Parameters:
    ///   - alternates: The children, in the order `swapNext` cycles through them; unique.
    ///   - initial: The child shown first; the first alternate by default.
    ///   - animation: How swaps are animated; none by default.
    ///   - retention: Whether hidden alternates are kept; kept by default.
    public init(
        alternates: [ChildID], initial: ChildID? = nil, animation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive
    ) {
        do {
            try self.init(
                validatingAlternates: alternates, initial: initial, animation: animation, retention: retention)
        } catch {
            error.stopProgram(in: "SwapContainer")
        }
    }

    /// Creates a slot showing `initial`, from alternates known only at run time.
    ///
    /// - Parameters:
    ///   - alternates: The children, in the order `swapNext` cycles through them.
    ///   - initial: The child shown first; the first alternate by default.
    ///   - animation: How swaps are animated; none by default.
    ///   - retention: Whether hidden alternates are kept; kept by default.
    /// - Throws: ``ContainerRejection/noChildren``, ``ContainerRejection/duplicateChild(_:)``, or
    ///   ``ContainerRejection/unknownChild(_:known:)`` for an `initial` that is not an alternate.
    public init(
        validatingAlternates alternates: [ChildID], initial: ChildID? = nil, animation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive
    ) throws(ContainerRejection) {
        guard let first = alternates.first else { throw .noChildren }
        if let duplicate = alternates.firstDuplicate { throw .duplicateChild(duplicate) }
        let initial = initial ?? first
        guard alternates.contains(initial) else { throw .unknownChild(initial, known: alternates) }
        self.alternates = alternates
        self.current = initial
        self.animation = animation
        self.retention = retention
    }

    /// `"SwapContainer"`.
    public var containerName: String { "SwapContainer" }

    /// The alternates.
    public var childIDs: [ChildID] { alternates }

    /// The current alternate.
    public var visibleChildren: [ChildID] { [current] }

    /// The alternate `swapNext` would show.
    public var next: ChildID {
        let index = alternates.firstIndex(of: current) ?? 0
        return alternates[(index + 1) % alternates.count]
    }

    /// Whether applying `request` twice in a row equals applying it once: `swap(to:)`,
    /// `showPage` and `closePanels`; toggles and `swapNext` are not.
    ///
    /// - Parameter request: A request.
    /// - Returns: `true` for an idempotent request.
    public func isIdempotent(_ request: ContainerRequest) -> Bool {
        request.isIdempotent
    }

    /// `true` for `swap(to:)` and `swapNext`.
    ///
    /// - Parameter request: A request.
    public func supports(_ request: ContainerRequest) -> Bool {
        switch request {
        case .swap, .swapNext: true
        case .showPage, .toggleMenu, .toggleProfile, .closePanels, .editPages: false
        }
    }

    /// Rejects unsupported requests and unknown alternates.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: Ignored.
    /// - Returns: The rejection, or `nil`.
    public func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? {
        if let rejection = unsupported(request) { return rejection }
        if case .swap(let target) = request, !alternates.contains(target) {
            return .unknownChild(target, known: alternates)
        }
        return nil
    }

    /// Embeds the current alternate, pinned to the slot's edges.
    public func setUpEffects() -> [ContainmentEffect] {
        [.embed(current, layout: .pinnedToEdges())]
    }

    /// Swaps to the requested alternate: will-announcement, transition, discard of the old one
    /// when ``retention`` says so, did-announcement. Empty when it is already shown.
    ///
    /// - Parameters:
    ///   - request: `swap(to:)` or `swapNext`.
    ///   - sender: Ignored.
    /// - Returns: The plan.
    public mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        let target: ChildID
        switch request {
        case .swap(let child): target = child
        case .swapNext: target = next
        case .showPage, .toggleMenu, .toggleProfile, .closePanels, .editPages: return []
        }
        guard target != current else { return [] }
        let old = current
        current = target
        // Built whole, so the plan is one allocation (appending to a two-element literal grows it).
        let will = ContainmentEffect.announce(.willSwap(from: old, to: target))
        let swap = ContainmentEffect.transition(from: old, to: target, layout: .pinnedToEdges(), animation: animation)
        let did = ContainmentEffect.announce(.didSwap(from: old, to: target))
        return retention == .releaseWhenHidden ? [will, swap, .discard(old), did] : [will, swap, did]
    }
}

extension Sequence where Element: Hashable {
    /// The first element that occurs earlier in the sequence too.
    var firstDuplicate: Element? {
        var seen: Set<Element> = []
        return first { !seen.insert($0).inserted }
    }
}
