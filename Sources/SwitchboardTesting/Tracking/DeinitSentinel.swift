/// A tiny object whose only job is to be deallocated, so that things which are not objects can
/// be tracked, and so that a deinit can be observed without editing the type.
///
/// A closure, a task or a value cannot be referenced weakly. Capture a sentinel in it and track
/// the sentinel instead: the sentinel lives exactly as long as whatever holds it.
///
/// ```swift
/// model.onChange = { [sentinel = tracker.makeSentinel(named: "onChange handler")] in _ = sentinel }
/// ```
///
/// Stored in an object, a sentinel with an `onDeinit` action reports the owner's deallocation:
///
/// ```swift
/// final class Screen {
///     let sentinel = DeinitSentinel(named: "Screen") { print("Screen deallocated") }
/// }
/// ```
public final class DeinitSentinel: Sendable {
    /// The name a tracker reports when this sentinel survives.
    public let name: String
    private let onDeinit: (@Sendable () -> Void)?

    /// Creates a sentinel.
    ///
    /// - Parameters:
    ///   - name: What the sentinel stands for, such as `"row tap handler"`.
    ///   - onDeinit: Runs once, on whichever thread releases the last reference.
    public init(named name: String, onDeinit: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }

    deinit { onDeinit?() }
}
