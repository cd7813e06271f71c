public import SwitchboardContainment

/// Two or more children in fixed slots, side by side or stacked, as a pure value: a list beside
/// its detail, a player above its controls. Each slot holds any child, a container included.
///
/// It handles no request of its own: a request sent from inside a slot on a found link
/// (`containerLink`) goes on to the container above that accepts it, and a child reaches a
/// container in another slot by the name the app gave it (`containerLink(named:)`).
///
/// ```swift
/// let split = StackContainer(sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 8)
/// print(split.slotRule(for: "detail"))  // the right two thirds, 4 points in from its left side
/// ```
///
/// ``HeadlessContainerViewController`` and the UIKit `ContainerViewController` run it
/// (`init(machine:children:)`): every slot is embedded in its band and appears with the container.
public struct StackContainer: ContainerStateMachine, BuiltInContainerMachine, Hashable {
    /// The slots' children, from the leading (or top) slot.
    public let slots: [ChildID]
    /// Each slot's share of the container's length, in the order of ``slots``; they sum to 1. A
    /// slot gives up half the spacing on each side it shares with another.
    public let proportions: [Double]
    /// The points between two slots.
    public let spacing: Double
    /// The edge the slots start from: `.left` or `.right` for a row (left to right, or right to
    /// left), `.top` for a column.
    public let startEdge: LayoutRule.Edge

    /// A row of slots, leading slot first, as the program spells it out.
    ///
    /// A configuration ``init(validatingSideBySide:proportions:spacing:layoutDirection:)`` would
    /// refuse (no slots, a repeated one, proportions or spacing it cannot lay out) is a mistake in
    /// the program: it stops with a message naming the container and the bad value.
    ///
    /// - Parameters:
    ///   - slots: The children, one per slot, from the leading side; unique.
    ///   - proportions: Each slot's relative share of the width (`[1, 2]`: a third and two thirds);
    ///     equal shares by default.
    ///   - spacing: Points between two slots; none by default.
    ///   - layoutDirection: Which side leads; left to right by default.
    public init(
        sideBySide slots: [ChildID], proportions: [Double]? = nil, spacing: Double = 0,
        layoutDirection: ContainerLayoutDirection = .leftToRight
    ) {
        do {
            try self.init(
                validatingSideBySide: slots, proportions: proportions, spacing: spacing,
                layoutDirection: layoutDirection)
        } catch {
            error.stopProgram(in: "StackContainer")
        }
    }

    /// A row of slots, leading slot first, from a configuration known only at run time.
    ///
    /// - Parameters:
    ///   - slots: The children, one per slot, from the leading side.
    ///   - proportions: Each slot's relative share of the width; equal shares by default.
    ///   - spacing: Points between two slots; none by default.
    ///   - layoutDirection: Which side leads; left to right by default.
    /// - Throws: ``ContainerRejection/noChildren``, ``ContainerRejection/duplicateChild(_:)``, or
    ///   ``ContainerRejection/invalidStackLayout(_:)`` for proportions or spacing it cannot use.
    public init(
        validatingSideBySide slots: [ChildID], proportions: [Double]? = nil, spacing: Double = 0,
        layoutDirection: ContainerLayoutDirection = .leftToRight
    ) throws(ContainerRejection) {
        try self.init(
            slots, proportions: proportions, spacing: spacing,
            startEdge: layoutDirection == .rightToLeft ? .right : .left)
    }

    /// A column of slots, top slot first, as the program spells it out; a configuration
    /// ``init(validatingStacked:proportions:spacing:)`` would refuse stops the program with a
    /// message naming the container and the bad value.
    ///
    /// - Parameters:
    ///   - slots: The children, one per slot, from the top; unique.
    ///   - proportions: Each slot's relative share of the height; equal shares by default.
    ///   - spacing: Points between two slots; none by default.
    public init(stacked slots: [ChildID], proportions: [Double]? = nil, spacing: Double = 0) {
        do {
            try self.init(validatingStacked: slots, proportions: proportions, spacing: spacing)
        } catch {
            error.stopProgram(in: "StackContainer")
        }
    }

    /// A column of slots, top slot first, from a configuration known only at run time.
    ///
    /// - Parameters:
    ///   - slots: The children, one per slot, from the top.
    ///   - proportions: Each slot's relative share of the height; equal shares by default.
    ///   - spacing: Points between two slots; none by default.
    /// - Throws: ``ContainerRejection/noChildren``, ``ContainerRejection/duplicateChild(_:)``, or
    ///   ``ContainerRejection/invalidStackLayout(_:)`` for proportions or spacing it cannot use.
    public init(
        validatingStacked slots: [ChildID], proportions: [Double]? = nil, spacing: Double = 0
    ) throws(ContainerRejection) {
        try self.init(slots, proportions: proportions, spacing: spacing, startEdge: .top)
    }

    private init(
        _ slots: [ChildID], proportions: [Double]?, spacing: Double, startEdge: LayoutRule.Edge
    ) throws(ContainerRejection) {
        guard !slots.isEmpty else { throw .noChildren }
        if let duplicate = slots.firstDuplicate { throw .duplicateChild(duplicate) }
        let shares = proportions ?? Array(repeating: 1, count: slots.count)
        guard shares.count == slots.count else {
            throw .invalidStackLayout("\(shares.count) proportion(s) for \(slots.count) slot(s): give one per slot")
        }
        guard shares.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw .invalidStackLayout("proportions \(shares) must be finite and greater than 0")
        }
        guard spacing.isFinite, spacing >= 0 else {
            throw .invalidStackLayout("spacing \(spacing) must be finite and 0 or more points")
        }
        let total = shares.reduce(0, +)
        self.slots = slots
        self.proportions = shares.map { $0 / total }
        self.spacing = spacing
        self.startEdge = startEdge
    }

    /// `"StackContainer"`.
    public var containerName: String { "StackContainer" }

    /// The slots' children.
    public var childIDs: [ChildID] { slots }

    /// Every slot, the one that decides the status bar last: the trailing slot of a row, the top
    /// slot of a column (the one under the status bar).
    public var visibleChildren: [ChildID] { startEdge == .top ? slots.reversed() : slots }

    /// Nothing: the container handles no request of its own.
    ///
    /// - Parameter request: A request.
    /// - Returns: `false`.
    public func supports(_ request: ContainerRequest) -> Bool { false }

    /// Rejects every request as ``ContainerRejection/unsupportedRequest(_:container:)``: a found
    /// link walks past this container to one above that accepts it.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: Ignored.
    /// - Returns: The rejection.
    public func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? {
        unsupported(request)
    }

    /// Embeds each slot's child in its band.
    public func setUpEffects() -> [ContainmentEffect] {
        slots.map { .embed($0, layout: slotRule(for: $0)) }
    }

    /// Nothing to do: no request is valid.
    ///
    /// - Parameters:
    ///   - request: Never a valid one.
    ///   - sender: Ignored.
    /// - Returns: No effects.
    public mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] { [] }

    /// Where `child`'s slot lies: its share of the container's length, with half the spacing
    /// inside each side it shares with another slot, so every gap is `spacing` wide.
    ///
    /// - Parameter child: One of ``slots``.
    /// - Returns: The slot's layout rule; the whole container for a child that is not a slot.
    public func slotRule(for child: ChildID) -> LayoutRule {
        guard let index = slots.firstIndex(of: child) else { return .pinnedToEdges() }
        let start = proportions[..<index].reduce(0, +)
        let end = index == slots.count - 1 ? 1 : start + proportions[index]
        let half = spacing / 2
        let (startGap, endGap) = (index == 0 ? 0 : half, index == slots.count - 1 ? 0 : half)
        let insets =
            switch startEdge {
            case .left: LayoutInsets(left: startGap, right: endGap)
            case .right: LayoutInsets(left: endGap, right: startGap)
            case .top: LayoutInsets(top: startGap, bottom: endGap)
            case .bottom: LayoutInsets(top: endGap, bottom: startGap)
            }
        return .band(start: start, end: end, from: startEdge, insets: insets)
    }
}
