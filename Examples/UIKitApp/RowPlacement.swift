import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Where a screen's rows of text (its labels and buttons, in a column) sit, against the part of
    /// the screen they must stay in. Each finding names the row and what is wrong with it.
    @MainActor
    struct RowPlacement {
        /// What is wrong, one line per finding; empty when every row is well placed.
        private(set) var problems: [String] = []

        /// Checks the rows of `screen`: inside `visible` (window coordinates), inside the screen's
        /// safe area (from its top; its bottom too when `toBottom`) and readable width, at least a
        /// line of their font high, and each below the one above.
        init(of screen: UIView, visible: CGRect, toBottom: Bool = true) {
            let safe = screen.convert(screen.safeAreaLayoutGuide.layoutFrame, to: nil)
            let readable = screen.convert(screen.readableContentGuide.layoutFrame, to: nil)
            var above: (name: String, frame: CGRect)?
            for row in ScreenContent.rows(of: screen) where !row.isHidden {
                guard let (name, _, font) = ScreenContent.text(of: row) else { continue }
                let frame = row.convert(row.bounds, to: nil)
                // Auto Layout rounds a view's frame to the screen's pixels, not a guide's frame: the
                // edges are compared to within half a point.
                let core = frame.insetBy(dx: 0.5, dy: 0.5)
                let area = toBottom ? safe : CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: .infinity)
                if !area.contains(core) { problems.append("\(name) \(frame) leaves the safe area \(safe)") }
                if core.minX < readable.minX || core.maxX > readable.maxX {
                    problems.append("\(name) \(frame) is wider than the readable width \(readable)")
                }
                if !visible.contains(core) { problems.append("\(name) \(frame) is not all in view \(visible)") }
                if frame.height < font.lineHeight {
                    problems.append("\(name) is \(frame.height) high: it clips a \(font.lineHeight)-point line")
                }
                if let above, frame.minY < above.frame.maxY { problems.append("\(name) overlaps \(above.name)") }
                above = (name, frame)
            }
        }

    }
#endif
