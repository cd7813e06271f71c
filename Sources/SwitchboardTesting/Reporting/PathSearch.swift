/// How far a ``LeakTracker`` looks for the references that keep a survivor alive.
///
/// When a check finds survivors, the tracker walks stored properties, on the main actor, from
/// the survivors, the other tracked objects and the roots, and reports the paths it found
/// (``Survivor/paths``). The walk is bounded: it follows at most ``maximumDepth`` references
/// from where it started and visits at most ``maximumObjects`` objects, and a report says when
/// it stopped at a limit. Set from `LeakTracker(searchesPaths:maximumPathDepth:maximumObjectsSearched:)`
/// and the `.checksLeaks` trait's arguments of the same names.
package struct PathSearch: Sendable, Hashable {
    /// How many references a path may have from its start; below 1 counts as 1.
    package let maximumDepth: Int
    /// How many objects the walk may visit in all; below 1 counts as 1.
    package let maximumObjects: Int
    /// Whether the tracker searches at all.
    package let isEnabled: Bool

    /// Creates limits for the walk.
    ///
    /// - Parameters:
    ///   - maximumDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjects: How many objects the walk may visit; values below 1 count as 1.
    package init(maximumDepth: Int = 32, maximumObjects: Int = 5_000) {
        self.maximumDepth = max(maximumDepth, 1)
        self.maximumObjects = max(maximumObjects, 1)
        isEnabled = true
    }

    private init(disabled: Void) {
        maximumDepth = 1
        maximumObjects = 1
        isEnabled = false
    }

    /// Limits for the walk, or none when `searchesPaths` is `false`.
    ///
    /// - Parameters:
    ///   - searchesPaths: Whether to search at all.
    ///   - maximumDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjects: How many objects the walk may visit; values below 1 count as 1.
    package init(searchesPaths: Bool, maximumDepth: Int, maximumObjects: Int) {
        self = searchesPaths ? PathSearch(maximumDepth: maximumDepth, maximumObjects: maximumObjects) : .disabled
    }

    /// The default: up to 32 references deep and 5,000 objects.
    package static let standard = PathSearch()

    /// No search: reports name survivors and their tracking sites only.
    package static let disabled = PathSearch(disabled: ())
}
