import Foundation
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// How well a screen's text reads in the appearance it is shown in: each row's text colour
    /// against what is behind it, both resolved with the row's traits, as WCAG 2 measures it.
    @MainActor
    struct TextContrast {
        /// What is wrong, one line per finding; empty when every row reads.
        private(set) var problems: [String] = []
        /// Each row's name and its contrast ratio, for messages.
        private(set) var ratios: [(row: String, ratio: Double)] = []

        /// Checks every label and button in `screen`'s column: at least 4.5:1 for text under 18
        /// points, 3:1 from 18 points (WCAG 2's AA levels for normal and large text).
        init(of screen: UIView) {
            // A disabled control is exempt, as WCAG 2 exempts inactive components (1.4.3).
            for row in ScreenContent.rows(of: screen) where !row.isHidden && (row as? UIControl)?.isEnabled != false {
                guard let (name, text, font) = ScreenContent.text(of: row) else { continue }
                guard let behind = Self.background(behind: row) else {
                    problems.append("\(name) has nothing opaque behind it")
                    continue
                }
                let ratio = Self.contrast(text.resolvedColor(with: row.traitCollection), behind)
                ratios.append((name, ratio))
                let needed = font.pointSize >= 18 ? 3.0 : 4.5
                if ratio < needed {
                    problems.append(
                        "\(name) reads at \(String(format: "%.2f", ratio)):1 in \(row.traitCollection.userInterfaceStyle.name), below \(needed):1"
                    )
                }
            }
        }

        /// The colour seen behind `view`'s text: its own background and those of the views it is
        /// in, each resolved with its own traits, laid over one another up to the first opaque one.
        /// `nil` when none is opaque.
        static func background(behind view: UIView) -> RGB? {
            var layers: [RGB] = []
            var current: UIView? = view
            while let layer = current {
                if let colour = layer.backgroundColor?.resolvedColor(with: layer.traitCollection) {
                    let rgb = RGB(colour)
                    layers.append(rgb)
                    if rgb.alpha >= 1 { return layers.reversed().dropFirst().reduce(rgb) { $1.over($0) } }
                }
                current = layer.superview
            }
            return nil
        }

        /// WCAG 2's contrast ratio of `text` laid over `background`, from 1 to 21.
        static func contrast(_ text: UIColor, _ background: RGB) -> Double {
            let (first, second) = (RGB(text).over(background).luminance, background.luminance)
            return (max(first, second) + 0.05) / (min(first, second) + 0.05)
        }
    }

    /// A resolved colour's sRGB components, for compositing and luminance.
    struct RGB: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double

        init(_ colour: UIColor) {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        private init(red: Double, green: Double, blue: Double) {
            (self.red, self.green, self.blue, alpha) = (red, green, blue, 1)
        }

        /// This colour laid over an opaque `below`.
        func over(_ below: RGB) -> RGB {
            func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
            return RGB(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
        }

        /// WCAG 2's relative luminance, from 0 (black) to 1 (white).
        var luminance: Double {
            func linear(_ component: Double) -> Double {
                component <= 0.03928 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    extension UIUserInterfaceStyle {
        var name: String {
            switch self {
            case .light: "light appearance"
            case .dark: "dark appearance"
            default: "an unspecified appearance"
            }
        }
    }
#endif
