#if os(Linux)
    /// Stand-in for UIKit's `UIColor`: red, green, blue and alpha components in the sRGB space.
    /// Two colours are equal when their components are (`isEqual(_:)`). Dynamic colours (light and
    /// dark appearance) resolve to their light values here.
    open class UIColor: NSObject, @unchecked Sendable {
        // @unchecked Sendable: immutable after init (four `let`s), as UIKit documents UIColor
        // thread-safe and Sendable.
        private let red: CGFloat
        private let green: CGFloat
        private let blue: CGFloat
        private let alpha: CGFloat

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
            super.init()
        }

        /// Creates a grey.
        ///
        /// - Parameters:
        ///   - white: The grey level, from 0 (black) to 1 (white).
        ///   - alpha: The opacity.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// The same colour with opacity `alpha`.
        ///
        /// - Parameter alpha: The new opacity.
        /// - Returns: The colour.
        open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: red, green: green, blue: blue, alpha: alpha)
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

        /// Whether `object` is a colour with the same components.
        ///
        /// - Parameter object: The object to compare.
        /// - Returns: `true` for the same colour.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
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
        /// The background of the main interface (white in light appearance).
        public class var systemBackground: UIColor { .white }
        /// The colour of primary text (black in light appearance).
        public class var label: UIColor { .black }
        /// A fill for thin and small shapes, such as a slider's track (its light value).
        public class var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
        /// The system blue (light appearance).
        public class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        /// The system green (light appearance).
        public class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
        /// The system orange (light appearance).
        public class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
        /// The system purple (light appearance).
        public class var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
        /// The system teal (light appearance).
        public class var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    }
#endif
