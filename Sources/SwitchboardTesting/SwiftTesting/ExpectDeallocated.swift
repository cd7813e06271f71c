/// Creates an object, lets it go, and expects it to be deallocated: a one-off leak check that
/// needs no trait.
///
/// The object exists only inside `makeObject`, so no stray strong reference can outlive the
/// closure by accident: build the object, exercise it, and return it.
///
/// ```swift
/// @Test("a child removed from its container is released")
/// @MainActor
/// func removedChildIsReleased() async {
///     let container = HeadlessViewController(title: "container")
///     await expectDeallocated(within: .milliseconds(100)) {
///         let child = HeadlessViewController(title: "child")
///         container.addChild(child)
///         container.view.addSubview(child.view)
///         child.didMove(toParent: container)
///         child.willMove(toParent: nil)
///         child.view.removeFromSuperview()
///         child.removeFromParent()
///         return child
///     }
///     #expect(container.children.isEmpty)
/// }
/// ```
///
/// If the object is still alive after the grace period, one issue is recorded at the call.
///
/// - Parameters:
///   - gracePeriod: How long pending async work may take to release the object; the check
///     ends as soon as it is gone.
///   - fileID: Where the check is made; leave the default.
///   - filePath: Where the check is made; leave the default.
///   - line: Where the check is made; leave the default.
///   - column: Where the check is made; leave the default.
///   - isolation: The caller's isolation, so `makeObject` can build main-actor objects.
///   - makeObject: Creates, uses and returns the object to check.
/// - Returns: Whether the object was deallocated in time.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@discardableResult
public func expectDeallocated<Object: AnyObject>(
    within gracePeriod: Duration = .zero,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ makeObject: () async throws -> Object
) async rethrows -> Bool {
    let report = try await reportOnMadeObject(
        within: gracePeriod, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column),
        makeObject)
    report.recordIssues()
    return report.isClean
}

/// Tracks the object `makeObject` returns at `site`, once the closure has let it go, and checks it.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func reportOnMadeObject<Object: AnyObject>(
    within gracePeriod: Duration, at site: SourceSite, isolation: isolated (any Actor)? = #isolation,
    _ makeObject: () async throws -> Object
) async rethrows -> LeakReport {
    let tracker = LeakTracker()
    do {
        let object = try await makeObject()
        tracker.track(object, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
    return await tracker.check(within: gracePeriod)
}

/// Sets a variable to `nil` and expects the object it held to be deallocated.
///
/// For objects built step by step in the test body. The variable must hold the only strong
/// reference the test keeps: a second `let` pointing at the object keeps it alive and is
/// reported as a leak.
///
/// ```swift
/// @Test("a menu container set to nil is released")
/// @MainActor
/// func closedMenuContainerIsReleased() async throws {
///     var menu: HeadlessSlideMenuContainerViewController? = HeadlessSlideMenuContainerViewController(
///         main: .factory("main") { HeadlessViewController(title: "main") },
///         menu: .factory("menu") { HeadlessViewController(title: "menu") })
///     _ = try menu?.toggleMenu()
///     menu?.closePanels()
///     await expectDeallocated(&menu)
/// }
/// ```
///
/// A variable that is already `nil` holds nothing to check: the call records nothing and returns `true`.
///
/// - Parameters:
///   - object: The variable holding the object; it is `nil` afterwards.
///   - gracePeriod: How long pending async work may take to release the object.
///   - fileID: Where the check is made; leave the default.
///   - filePath: Where the check is made; leave the default.
///   - line: Where the check is made; leave the default.
///   - column: Where the check is made; leave the default.
///   - isolation: The caller's isolation; leave the default.
/// - Returns: Whether the object was deallocated in time.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@discardableResult
public func expectDeallocated<Object: AnyObject>(
    _ object: inout Object?,
    within gracePeriod: Duration = .zero,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    isolation: isolated (any Actor)? = #isolation
) async -> Bool {
    let tracker = LeakTracker()
    // The binding is scoped to the `if` so that no strong reference outlives `object = nil`.
    if let current = object {
        tracker.track(current, fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
        return true
    }
    object = nil
    return await recordIssues(of: tracker, within: gracePeriod)
}

/// Checks `tracker`, records an issue per survivor, and says whether there were none.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private func recordIssues(of tracker: LeakTracker, within gracePeriod: Duration) async -> Bool {
    let report = await tracker.check(within: gracePeriod)
    report.recordIssues()
    return report.isClean
}
