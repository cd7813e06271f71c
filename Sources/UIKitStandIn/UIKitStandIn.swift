// UIKitStandIn — TEST-ONLY. Not UIKit, not a UIKit implementation, not shipped.
//
// It compiles to nothing except on Linux, the only platform it is a dependency on.
//
// What it is: the slice of UIKit's API that `SwitchboardUIKit` and `Examples/UIKitApp` use,
// declared with Apple's documented Swift signatures (argument labels, optionality, `UIView!`,
// closure types, `@MainActor`, designated and required initializers), so that those sources
// type-check on Linux, where UIKit cannot be imported. Package.swift makes it a dependency on
// Linux only; on Apple platforms the real UIKit is imported instead and this module is never
// linked.
//
// Behaviour is what the adapter relies on, modelled pessimistically, as a device behaves (each
// public declaration is listed, with the header or documentation page it was checked against, in
// the provenance table of Sources/SwitchboardUIKit/SwitchboardUIKit.docc):
// - containment bookkeeping (`children`, `parent`, `willMove`/`didMove`, `isMovingToParent`,
//   `isMovingFromParent`), view loading (`loadView`, `viewDidLoad`, `viewIfLoaded`), explicit
//   appearance transitions (`beginAppearanceTransition` / `endAppearanceTransition`, including
//   the ones `transition(from:to:…)` makes, and the reversal of one under way) and the root of a
//   visible window;
// - a view tree (`addSubview`, `removeFromSuperview`, `subviews`, `superview`, `window`) with
//   frames and bounds, hit testing with UIKit's rules, `UIControl`/`UIButton`/`UIAction`, the safe
//   area and a scroll view's content-inset adjustment;
// - constraints recorded on the nearest common ancestor (`constraints`), and a solver for the
//   shapes the adapter and the example create — a view related to its superview, to the
//   superview's safe-area or readable-content guide, to a sibling, or to a constant, sized by its
//   intrinsic size where no constraint sizes it — run by `layoutIfNeeded()` for the views marked
//   as needing layout, leading and trailing flipped right to left;
// - Dynamic Type: text styles sized from the Human Interface Guidelines' table at the user's text
//   size (`StandIn.setPreferredContentSizeCategory(_:)`), labels that follow it, and text measured
//   with a crude font model (a line 1.2 × the point size high, a character 0.6 × wide);
// - animations as a device runs them: the block sets the final values at once, the completion runs
//   after the duration on a clock tests control (`StandIn.advance(by:)`, `StandIn.tick()`,
//   `StandIn.runUntilIdle()`), a zero duration at the next tick; animated scrolls, decelerations
//   and rotations move on the same clock, and each cycle ends with a layout pass; every call logged.
//
// What it is not: Auto Layout (no priorities, inequalities or ambiguity), glyph metrics, Core
// Animation (no interpolation of what is drawn), trait collections, touch delivery beyond the stand-in's finger (gesture
// recognizers get a test's pans and taps, see `StandIn.Finger`), scroll physics (velocities,
// rubber-banding: a test says where a drag lands).
// Misuse that UIKit answers with an exception (a constraint between views without a common
// ancestor, an illegal constraint, a transition between controllers that are not children of the
// receiver or by a receiver that forwards appearance by hand) stops the process here too, so a
// Linux test fails where a device would crash.
//
// `@objc optional` protocol requirements cannot exist on Linux; they are modelled as
// requirements with empty default implementations, so a conforming type compiles the same way.
// Everything that is *not* UIKit API lives in `StandIn` and must never appear in the adapter.

// UIKit re-exports Foundation (CGFloat, CGRect, CGPoint, CGSize, TimeInterval, NSObject, NSCoder,
// Bundle); the stand-in does the same, so adapter code needs no import UIKit would not need.
#if os(Linux)
    @_exported public import Foundation
    // UIKit's NS_ENUMs, declared in C so that Swift imports them open, as from the SDK.
    @_exported public import UIKitStandInEnums
#endif
