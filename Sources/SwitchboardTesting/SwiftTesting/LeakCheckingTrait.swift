public import Testing

/// A Swift Testing trait that gives each test a ``LeakTracker`` and fails the test for every
/// tracked object still alive when it ends.
///
/// Use it through ``LeakCheckingTrait/checksLeaks`` or ``LeakCheckingTrait/checksLeaks(within:)``; in
/// the test, track objects with ``trackForLeaks(_:named:fileID:filePath:line:column:)``.
///
/// ```swift
/// @Test("a swapped-out child is released", .checksLeaks)
/// @MainActor
/// func swappedOutChildIsReleased() {
///     let window = HeadlessWindow()
///     let container = trackForLeaks(
///         HeadlessSwapContainerViewController(
///             [
///                 .factory("first") { trackForLeaks(HeadlessViewController(title: "first"), named: "first") },
///                 .factory("second") { HeadlessViewController(title: "second") },
///             ],
///             retention: .releaseWhenHidden))
///     window.rootViewController = container
///     container.swapNext()
///     #expect(container.current == "second")
/// }
/// ```
///
/// On a suite each test gets its own tracker. How failures read, and what the path search can
/// see: <doc:FindingLeaksWithSwiftTesting> and <doc:ReadingLeakReports>.
///
/// The trait without a grace period works at the package's deployment floor, so a suite of a
/// target for iOS 15 can carry `.checksLeaks`; a grace period needs `Duration`.
public struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The grace period, stored without `Duration` so that the trait exists below iOS 16.
    private let gracePeriodNanoseconds: Int64
    /// How far the test's tracker looks for what keeps a survivor alive.
    package let pathSearch: PathSearch

    /// How long, after the test returns, tracked objects may take to go away.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public var gracePeriod: Duration { .nanoseconds(gracePeriodNanoseconds) }

    /// Creates the trait, without a grace period: tracked objects must be gone when the test
    /// returns.
    ///
    /// - Parameters:
    ///   - searchesPaths: Whether to look for what keeps a survivor alive.
    ///   - maximumPathDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjectsSearched: How many objects the search may visit; values below 1 count as 1.
    public init(searchesPaths: Bool = true, maximumPathDepth: Int = 32, maximumObjectsSearched: Int = 5_000) {
        self.gracePeriodNanoseconds = 0
        self.pathSearch = PathSearch(
            searchesPaths: searchesPaths, maximumDepth: maximumPathDepth, maximumObjects: maximumObjectsSearched)
    }

    /// Creates the trait with a grace period.
    ///
    /// - Parameters:
    ///   - gracePeriod: How long, after the test returns, tracked objects may take to go away;
    ///     a negative duration counts as zero.
    ///   - searchesPaths: Whether to look for what keeps a survivor alive.
    ///   - maximumPathDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjectsSearched: How many objects the search may visit; values below 1 count as 1.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(
        gracePeriod: Duration, searchesPaths: Bool = true, maximumPathDepth: Int = 32,
        maximumObjectsSearched: Int = 5_000
    ) {
        let (seconds, attoseconds) = max(gracePeriod, .zero).components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        self.gracePeriodNanoseconds = overflow ? .max : whole.addingReportingOverflow(attoseconds / 1_000_000_000).0
        self.pathSearch = PathSearch(
            searchesPaths: searchesPaths, maximumDepth: maximumPathDepth, maximumObjects: maximumObjectsSearched)
    }

    /// Always `true`: on a suite, the trait applies to every test inside it.
    public var isRecursive: Bool { true }

    /// The trait itself for each test case, and `nil` for a suite, which has nothing to track.
    ///
    /// - Parameters:
    ///   - test: The test or suite about to run.
    ///   - testCase: The test case about to run; `nil` for a suite.
    /// - Returns: `self` for a test case, else `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a fresh tracker as ``LeakTracker/current``, then waits up to
    /// ``gracePeriod`` and records one issue per survivor, at the line that tracked it. The
    /// issue's first line names the survivor and the shortest reference path found to it.
    ///
    /// Leaks are checked even when the test throws; the error is rethrown afterwards.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run.
    ///   - function: The test body.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = LeakTracker(pathSearch: pathSearch)
        let outcome: Result<Void, any Error>
        do {
            try await LeakTracker.$current.withValue(tracker) { try await function() }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            await tracker.check(within: gracePeriod).recordIssues()
        } else {
            // Below iOS 16 only `init(searchesPaths:…)` can have made the trait: no grace period.
            await tracker.checkWithoutGracePeriod().recordIssues()
        }
        try outcome.get()
    }
}

extension Trait where Self == LeakCheckingTrait {
    /// Fails the test for every object tracked with
    /// ``trackForLeaks(_:named:fileID:filePath:line:column:)`` that is still alive when the
    /// test returns.
    ///
    /// ```swift
    /// @Test("a closed menu and its panels are released", .checksLeaks)
    /// @MainActor
    /// func closedMenuIsReleased() throws {
    ///     let window = HeadlessWindow()
    ///     let menu = trackForLeaks(
    ///         HeadlessSlideMenuContainerViewController(
    ///             main: .instance("main", HeadlessViewController(title: "main")),
    ///             menu: .instance("menu", trackForLeaks(HeadlessViewController(title: "menu")))))
    ///     window.rootViewController = menu
    ///     try menu.toggleMenu()
    ///     menu.closePanels()
    ///     #expect(menu.openPanel == nil)
    /// }
    /// ```
    public static var checksLeaks: Self { LeakCheckingTrait() }

    /// Like ``checksLeaks``, but gives pending async work up to `gracePeriod` to release the
    /// tracked objects; the check ends as soon as they are all gone.
    ///
    /// ```swift
    /// @Test("a refreshing screen is released once the refresh ran", .checksLeaks(within: .seconds(5)))
    /// @MainActor
    /// func refreshReleasesTheScreen() {
    ///     trackForLeaks(ProfileScreen()).refreshSoon()
    /// }
    /// ```
    ///
    /// - Parameter gracePeriod: How long tracked objects may take to go away after the test.
    /// - Returns: The trait.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func checksLeaks(within gracePeriod: Duration) -> Self {
        LeakCheckingTrait(gracePeriod: gracePeriod)
    }

    /// Like ``checksLeaks(within:)``, with limits for the search for what keeps a survivor
    /// alive. To skip the search, use `LeakCheckingTrait(gracePeriod:searchesPaths:)` with
    /// `searchesPaths: false`.
    ///
    /// ```swift
    /// @Test("a screen is released", .checksLeaks(within: .zero, maximumPathDepth: 100))
    /// @MainActor
    /// func screenIsReleasedWithDeepSearch() {
    ///     trackForLeaks(ProfileScreen()).render()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - gracePeriod: How long tracked objects may take to go away after the test.
    ///   - maximumPathDepth: How many references a path may have; values below 1 count as 1.
    ///   - maximumObjectsSearched: How many objects the search may visit; values below 1 count as 1.
    /// - Returns: The trait.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func checksLeaks(
        within gracePeriod: Duration, maximumPathDepth: Int = 32, maximumObjectsSearched: Int = 5_000
    ) -> Self {
        LeakCheckingTrait(
            gracePeriod: gracePeriod, maximumPathDepth: maximumPathDepth, maximumObjectsSearched: maximumObjectsSearched
        )
    }
}
