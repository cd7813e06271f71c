#if os(Linux)
    /// Stand-in for UIKit's `UIColor`: red, green, blue and alpha components in the sRGB space, or
    /// a dynamic colour that picks them by trait collection, as the system colours do. Two
    /// colours are equal when their components are in light and in dark appearance
    /// (`isEqual(_:)`); a dynamic colour read without a trait collection (`getRed`) gives its
    /// light components.
    open class UIColor: NSObject, @unchecked Sendable {
        // @unchecked Sendable: immutable after init (`let`s, the provider a `@Sendable` closure),
        // as UIKit documents UIColor thread-safe.
        private let red: CGFloat
        private let green: CGFloat
        private let blue: CGFloat
        private let alpha: CGFloat
        /// Picks the colour for a trait collection; `nil` for a fixed colour.
        private let provider: (@Sendable (UITraitCollection) -> UIColor)?

        /// Creates a colour from sRGB components, each from 0 to 1.
        ///
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
            provider = nil
            super.init()
        }

        /// Creates a dynamic colour: `dynamicProvider` gives the colour for each trait collection
        /// it is resolved with. (The stand-in asks for a `@Sendable` provider; the iOS 17 SDK does
        /// not, so code that compiles here compiles there.)
        ///
        /// - Parameter dynamicProvider: The colour for a trait collection.
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
            let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).fixed(for: .light)
            (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
            provider = dynamicProvider
            super.init()
        }

        /// The fixed colour this one shows in `traitCollection`: itself when it is not dynamic.
        ///
        /// - Parameter traitCollection: The traits to resolve with, usually a view's.
        /// - Returns: The colour.
        open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
            guard let provider else { return self }
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }

        /// The fixed colour for `style`.
        private func fixed(for style: UIUserInterfaceStyle) -> UIColor {
            resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        }

        /// A colour with a light and a dark value, as the system colours have.
        private static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? dark : light }
        }

        /// sRGB components out of 255 and an opacity.
        private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
            UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        }

        /// Creates a grey.
        ///
        /// - Parameters:
        ///   - white: The grey level, from 0 (black) to 1 (white).
        ///   - alpha: The opacity.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// The same colour with opacity `alpha` (dynamic still, if this one is).
        ///
        /// - Parameter alpha: The new opacity.
        /// - Returns: The colour.
        open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
            return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
        }

        /// Reads the sRGB components; `true` as the colour converts.
        ///
        /// - Parameters:
        ///   - red: Receives the red component.
        ///   - green: Receives the green component.
        ///   - blue: Receives the blue component.
        ///   - alpha: Receives the opacity.
        /// - Returns: `true`.
        open func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = self.red
            green?.pointee = self.green
            blue?.pointee = self.blue
            alpha?.pointee = self.alpha
            return true
        }

        /// Whether `object` is a colour with the same components in light and in dark appearance.
        ///
        /// - Parameter object: The object to compare.
        /// - Returns: `true` for the same colour.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            return [UIUserInterfaceStyle.light, .dark].allSatisfy { style in
                let (mine, theirs) = (fixed(for: style), other.fixed(for: style))
                return (mine.red, mine.green, mine.blue, mine.alpha)
                    == (theirs.red, theirs.green, theirs.blue, theirs.alpha)
            }
        }

        /// A hash of the components.
        open override var hash: Int {
            var hasher = Hasher()
            for component in [red, green, blue, alpha] { hasher.combine(component) }
            return hasher.finalize()
        }

        /// Black.
        public class var black: UIColor { UIColor(white: 0, alpha: 1) }
        /// White.
        public class var white: UIColor { UIColor(white: 1, alpha: 1) }
        /// Fully transparent.
        public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
        // The system colours' light and dark values, from the Human Interface Guidelines' colour
        // tables (iOS, default contrast).
        /// The background of the main interface: white in light appearance, black in dark.
        public class var systemBackground: UIColor { adaptive(light: .white, dark: .black) }
        /// The colour of primary text: black in light appearance, white in dark.
        public class var label: UIColor { adaptive(light: .black, dark: .white) }
        /// A fill for thin and small shapes, such as a slider's track.
        public class var systemFill: UIColor {
            adaptive(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
        }
        /// The system blue.
        public class var systemBlue: UIColor { adaptive(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
        /// The system green.
        public class var systemGreen: UIColor { adaptive(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
        /// The system orange.
        public class var systemOrange: UIColor { adaptive(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
        /// The system purple.
        public class var systemPurple: UIColor { adaptive(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
        /// The system teal.
        public class var systemTeal: UIColor { adaptive(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    }
#endif
