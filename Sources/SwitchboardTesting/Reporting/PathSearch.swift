/// How far a ``LeakTracker`` looks for the references that keep a survivor alive.
///
/// When a check finds survivors, the tracker walks stored properties, on the main actor, from
/// the survivors, the other tracked objects and the roots, and reports the paths it found
/// (``Survivor/paths``). The walk is bounded: it follows at most ``maximumDepth`` references
/// from where it started and visits at most ``maximumObjects`` objects, and a report says when
/// it stopped at a limit.
///
/// ```swift
/// let tracker = LeakTracker(pathSearch: PathSearch(maximumDepth: 8, maximumObjects: 500))
/// ```
public struct PathSearch: Sendable, Hashable {
    /// How many references a path may have from its start; below 1 counts as 1.
    public let maximumDepth: Int
    /// How many objects the walk may visit in all; below 1 counts as 1.
    public let maximumObjects: Int
    /// Whether the tracker searches at all.
    public let isEnabled: Bool

    /// Creates limits for the walk.
    ///
    /// - Parameters:
    ///   - maximumDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjects: How many objects the walk may visit; values below 1 count as 1.
    public init(maximumDepth: Int = 32, maximumObjects: Int = 5_000) {
        self.maximumDepth = max(maximumDepth, 1)
        self.maximumObjects = max(maximumObjects, 1)
        isEnabled = true
    }

    private init(disabled: Void) {
        maximumDepth = 1
        maximumObjects = 1
        isEnabled = false
    }

    /// The default: up to 32 references deep and 5,000 objects.
    public static let standard = PathSearch()

    /// No search: reports name survivors and their tracking sites only.
    public static let disabled = PathSearch(disabled: ())
}
