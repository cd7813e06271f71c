public import SwitchboardContainment

/// One step a container's decision asks its host to perform, in order.
///
/// The vocabulary is deliberately small and names children by ``ChildID`` only, so a plan is
/// plain data: tests compare plans with `==`, and a headless or UIKit host executes the same
/// plan. Each step that takes time (a transition, an animated move) finishes before the next
/// step starts.
///
/// ```swift
/// var swap = SwapContainer(alternates: ["green", "blue"])
/// let plan = swap.plan(.swapNext, from: nil)
/// // [.announce(.willSwap(from: green, to: blue)),
/// //  .transition(from: green, to: blue, layout: .pinnedToEdges(), animation: .none),
/// //  .announce(.didSwap(from: green, to: blue))]
/// ```
public enum ContainmentEffect: Hashable, Sendable, CustomStringConvertible {
    /// Make the child a child and show its view with `layout`:
    /// `addChild` → place → `addSubview` → `didMove(toParent:)`.
    case embed(ChildID, layout: LayoutRule)
    /// Remove the child: `willMove(toParent: nil)` → `removeFromSuperview` → `removeFromParent`.
    case unembed(ChildID)
    /// Replace a shown child with another in its place, through the container's transition:
    /// `addChild(new)` → `old.willMove(toParent: nil)` → `transition(from:to:)` → on completion
    /// `new.didMove(toParent:)`, `old.removeFromParent()`. A host that forwards appearance by hand
    /// may not call `transition(from:to:…)` (UIKit raises), so it performs the same steps itself:
    /// it adds the new view, begins both appearance transitions when the child is shown, animates,
    /// removes the old view and ends them.
    case transition(from: ChildID, to: ChildID, layout: LayoutRule, animation: ContainerAnimation)
    /// Give several children's views new layouts together, animated as one change.
    case move([Placement], animation: ContainerAnimation)
    /// Begin an appearance transition on a child (containers that forward appearance by hand).
    /// A host that forwards appearance automatically skips it (its children follow their views),
    /// and so does one that is not on screen itself.
    case beginAppearance(ChildID, isAppearing: Bool, animated: Bool)
    /// End the appearance transition begun last on the child; skipped when its begin was.
    case endAppearance(ChildID)
    /// The container no longer needs the child's instance: a host that can rebuild it (from a
    /// factory) lets it go.
    case discard(ChildID)
    /// Tell observers and the bus.
    case announce(ContainerAnnouncement)

    /// A child's view and the layout it should take.
    public struct Placement: Hashable, Sendable, CustomStringConvertible {
        /// The child whose view moves.
        public let child: ChildID
        /// Where it goes.
        public let layout: LayoutRule

        /// Creates a placement.
        ///
        /// - Parameters:
        ///   - child: The child whose view moves.
        ///   - layout: Where it goes.
        public init(_ child: ChildID, _ layout: LayoutRule) {
            self.child = child
            self.layout = layout
        }

        /// `child → layout`.
        public var description: String { "\(child) → \(layout)" }
    }

    /// Whether the host waits for an animation before the next step.
    public var takesTime: Bool {
        switch self {
        case .transition: true
        case .move(_, let animation): animation.isAnimated
        case .embed, .unembed, .beginAppearance, .endAppearance, .discard, .announce: false
        }
    }

    /// The effect as it reads in code.
    public var description: String {
        switch self {
        case .embed(let child, let layout): "embed(\(child), \(layout))"
        case .unembed(let child): "unembed(\(child))"
        case .transition(let from, let to, _, let animation): "transition(\(from) → \(to), \(animation))"
        case .move(let placements, let animation):
            "move([\(placements.map(\.description).joined(separator: ", "))], \(animation))"
        case .beginAppearance(let child, let isAppearing, _): "beginAppearance(\(child), \(isAppearing))"
        case .endAppearance(let child): "endAppearance(\(child))"
        case .discard(let child): "discard(\(child))"
        case .announce(let announcement): "announce(\(announcement))"
        }
    }
}
