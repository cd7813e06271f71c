#if os(Linux)
    /// Stand-in for the Objective-C runtime's `Selector` (Swift's `ObjectiveC` overlay): the name of
    /// a method that target–action APIs send. Linux has no Objective-C runtime, so `#selector` does
    /// not compile there and a selector here is only its name; a target hears it through
    /// ``ObjCMessageReceiving``.
    public struct Selector: Hashable, Sendable {
        /// The method's Objective-C name, such as `"handlePan:"`.
        public let name: String

        /// Names the method `name`, as `Selector("handlePan:")` does on Apple platforms.
        ///
        /// - Parameter name: The Objective-C method name.
        public init(_ name: String) {
            self.name = name
        }
    }

    /// Not UIKit: what the Objective-C runtime's message send does on Apple platforms. UIKit calls
    /// the target's method named by the selector; on Linux the stand-in calls this instead, so a
    /// target written with an `@objc` method behind `#if canImport(ObjectiveC)` adopts it in the
    /// `#else` branch and forwards to the same Swift code.
    @MainActor
    public protocol ObjCMessageReceiving: AnyObject {
        /// Runs the method named `action`, with `sender` as its argument.
        ///
        /// - Parameters:
        ///   - action: The selector UIKit sends.
        ///   - sender: The object that sends it (a gesture recognizer).
        func receive(_ action: Selector, from sender: Any)
    }
#endif
