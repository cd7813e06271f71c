internal import Switchboard

/// Tracks objects weakly and reports the ones still alive when a scope ends.
///
/// Track what a scope creates, let the scope end, then check: every tracked object must be
/// gone. Objects released by async work get a grace period, polled every few milliseconds and
/// bounded, so a clean check returns as soon as the last object is gone.
///
/// ```swift
/// let tracker = LeakTracker()
/// do {
///     let container = tracker.track(
///         HeadlessSwapContainerViewController([.instance("first", HeadlessViewController(title: "first"))]))
///     container.loadViewIfNeeded()
/// }
/// let report = await tracker.check(within: .milliseconds(100))
/// print(report)  // "No leaks: the tracked object was deallocated."
/// ```
///
/// When something survives, ``check(within:)`` also says what keeps it alive: it walks stored
/// properties from the survivors, the other tracked objects and the roots you name, and adds the
/// reference paths it finds to each ``Survivor``, within the limits given to
/// ``init(searchesPaths:maximumPathDepth:maximumObjectsSearched:)``.
///
/// Pure Swift: it needs no Objective-C runtime and works the same on Linux and Apple platforms,
/// inside or outside tests. In tests, prefer the ``LeakCheckingTrait/checksLeaks`` trait (Swift
/// Testing) or `XCTestCase.trackForLeaks(_:named:within:fileID:file:line:)` (XCTest), which
/// create a tracker per test and record one failure per survivor.
///
/// A tracker is safe to use from any thread. It never retains what it tracks.
public final class LeakTracker: Sendable {
    /// The tracker of the enclosing ``LeakCheckingTrait/checksLeaks`` test, if any.
    ///
    /// Bound for the duration of the test, and inherited by tasks the test creates with
    /// `Task { }`, `async let` or task groups (not by `Task.detached`).
    @TaskLocal public static var current: LeakTracker?

    /// How long ``check(within:)`` sleeps between two looks.
    static let pollIntervalMilliseconds = 2

    struct State {
        var objects: [TrackedObject] = []
        var roots: [TrackedRoot] = []
        var checks: [LifetimeCheck] = []
    }

    let state = Locked(State())

    /// How far ``check(within:)`` and ``reportWithPaths()`` look for what keeps survivors alive.
    package let pathSearch: PathSearch

    /// Another tracker whose objects and roots the path search also starts from: the XCTest
    /// helper keeps one per test case, so each object's report can show the test's others.
    let pathContext: LeakTracker?

    /// Creates a tracker with nothing tracked.
    ///
    /// When something survives, the tracker walks stored properties to find what keeps it alive,
    /// within two limits; a report says when the walk stopped at one
    /// (``Survivor/truncatedSearchNote``).
    ///
    /// ```swift
    /// let tracker = LeakTracker(maximumPathDepth: 8, maximumObjectsSearched: 500)
    /// ```
    ///
    /// - Parameters:
    ///   - searchesPaths: Whether to look for what keeps a survivor alive; `false` reports survivors
    ///     without paths, and never needs the main actor.
    ///   - maximumPathDepth: How many references a path may have from where the walk starts;
    ///     values below 1 count as 1.
    ///   - maximumObjectsSearched: How many objects the walk may visit in all; values below 1 count
    ///     as 1.
    public convenience init(
        searchesPaths: Bool = true, maximumPathDepth: Int = 32, maximumObjectsSearched: Int = 5_000
    ) {
        self.init(
            pathSearch: PathSearch(
                searchesPaths: searchesPaths, maximumDepth: maximumPathDepth, maximumObjects: maximumObjectsSearched))
    }

    /// Creates a tracker whose search for paths has `pathSearch`'s limits.
    package init(pathSearch: PathSearch) {
        self.pathSearch = pathSearch
        pathContext = nil
    }

    /// Creates a tracker whose path search also starts from `pathContext`'s objects and roots.
    init(pathSearch: PathSearch, pathContext: LeakTracker?) {
        self.pathSearch = pathSearch
        self.pathContext = pathContext
    }

    /// Starts tracking an object, without retaining it, and returns it.
    ///
    /// Tracking the same object twice reports it twice, once per site.
    ///
    /// ```swift
    /// let pane = tracker.track(HeadlessViewController(title: "left"), named: "left pane")
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object that must be gone when the check runs.
    ///   - name: A name that tells apart several objects of one type in the report; a
    ///     ``DeinitSentinel`` is named after its ``DeinitSentinel/name`` by default.
    ///   - fileID: Where the object is tracked; leave the default.
    ///   - filePath: Where the object is tracked; leave the default.
    ///   - line: Where the object is tracked; leave the default.
    ///   - column: Where the object is tracked; leave the default.
    /// - Returns: `object`, so tracking can wrap its creation.
    @discardableResult
    public func track<Object: AnyObject>(
        _ object: Object, named name: String? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Object {
        let survivor = Survivor(
            typeName: String(describing: type(of: object)),
            name: name ?? (object as? DeinitSentinel)?.name,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        let tracked = TrackedObject(object: object, survivor: survivor)
        state.withLock { $0.objects.append(tracked) }
        return object
    }

    /// Starts tracking an object, and names objects that may hold it: if it survives, the report
    /// shows the references from them to it.
    ///
    /// A root is an object that lives on purpose (a window, an app-wide bus, the test's own
    /// container) and that the path search should start from. Roots are held weakly and are
    /// not checked themselves.
    ///
    /// ```swift
    /// let container = tracker.track(HeadlessViewController(title: "container"), roots: [window])
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object that must be gone when the check runs.
    ///   - name: A name that tells apart several objects of one type in the report.
    ///   - roots: Objects the path search starts from; see ``addRoots(_:)``.
    ///   - fileID: Where the object is tracked; leave the default.
    ///   - filePath: Where the object is tracked; leave the default.
    ///   - line: Where the object is tracked; leave the default.
    ///   - column: Where the object is tracked; leave the default.
    /// - Returns: `object`, so tracking can wrap its creation.
    @discardableResult
    public func track<Object: AnyObject>(
        _ object: Object, named name: String? = nil, roots: [AnyObject],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Object {
        addRoots(roots)
        return track(object, named: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Adds objects the path search starts from, without retaining or checking them.
    ///
    /// A survivor held by a root is reported with the path from it, such as
    /// `held by root HeadlessWindow: HeadlessWindow.root → HeadlessSwapContainerViewController`.
    ///
    /// - Parameter roots: Objects that may hold tracked ones: a window, a shared bus, a registry.
    public func addRoots(_ roots: [AnyObject]) {
        let added = roots.map { TrackedRoot(object: $0) }
        state.withLock { $0.roots += added }
    }

    /// Creates a ``DeinitSentinel``, tracks it, and returns it: capture it in a closure or task
    /// to learn whether that closure or task is released.
    ///
    /// ```swift
    /// let refresh = Task { [sentinel = tracker.makeSentinel(named: "refresh task")] in
    ///     _ = sentinel
    ///     await feed.refresh()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: What the sentinel stands for; reports name it.
    ///   - fileID: Where the sentinel is tracked; leave the default.
    ///   - filePath: Where the sentinel is tracked; leave the default.
    ///   - line: Where the sentinel is tracked; leave the default.
    ///   - column: Where the sentinel is tracked; leave the default.
    /// - Returns: The tracked sentinel; the tracker does not retain it.
    public func makeSentinel(
        named name: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> DeinitSentinel {
        track(DeinitSentinel(named: name), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Adds a condition that must hold when the scope ends, such as "no observers left".
    ///
    /// The check is retained by the tracker and consulted by every ``report()`` and
    /// ``check(within:)``, in the order checks were added.
    ///
    /// - Parameter check: The condition to check.
    public func addCheck(_ check: LifetimeCheck) {
        state.withLock { $0.checks.append(check) }
    }

    /// What is still alive right now, without waiting or searching for paths.
    ///
    /// Safe from any thread. ``reportWithPaths()`` also says what keeps each survivor alive.
    ///
    /// - Returns: The survivors, in tracking order, and the added checks' issues.
    public func report() -> LeakReport {
        let (objects, checks) = state.withLock { ($0.objects, $0.checks) }
        // Outside the lock on purpose: a weak load can make this thread the last owner of an
        // object, and its deinit (user code) must not run while the lock is held.
        let survivors = objects.filter(\.isAlive).map(\.survivor)
        let checkIssues = checks.flatMap { $0.currentIssues() }
        return LeakReport(trackedCount: objects.count, survivors: survivors, checkIssues: checkIssues)
    }

    /// Waits until every tracked object is gone and every check passes, or until the grace
    /// period runs out, and reports what remains, with the reference paths that keep each
    /// survivor alive.
    ///
    /// Looks every few milliseconds and returns as soon as the report is clean, so a generous
    /// grace period only costs time when something leaks. With `.zero` (the default) it looks
    /// once. If the calling task is cancelled, it stops waiting and reports the current state.
    /// When something survives, it then searches for paths on the main actor, as
    /// ``reportWithPaths()`` does, so the main actor must be free to run: it is in tests, and in
    /// apps and tools that run the main queue. Create the tracker with `searchesPaths: false`
    /// where it is not.
    ///
    /// ```swift
    /// let report = await tracker.check(within: .milliseconds(200))
    /// if !report.isClean { print(report) }
    /// ```
    ///
    /// - Parameter gracePeriod: How long pending work may take to release the objects; a
    ///   negative duration counts as zero.
    /// - Returns: The report at the moment it became clean, or at the end of the grace period.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func check(within gracePeriod: Duration = .zero) async -> LeakReport {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: max(gracePeriod, .zero))
        var current = report()
        while !current.isClean {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            do {
                try await Task.sleep(for: min(.milliseconds(Self.pollIntervalMilliseconds), remaining))
            } catch {
                current = report()
                break
            }
            current = report()
        }
        return await addingPaths(to: current)
    }

    /// ``check(within:)`` with no grace period, for systems without the Clock API.
    func checkWithoutGracePeriod() async -> LeakReport {
        await addingPaths(to: report())
    }

    /// `report`, with the paths to its survivors when there are any and the search is enabled.
    private func addingPaths(to report: LeakReport) async -> LeakReport {
        guard !report.survivors.isEmpty, pathSearch.isEnabled else { return report }
        return await MainActor.run { reportWithPaths() }
    }
}
