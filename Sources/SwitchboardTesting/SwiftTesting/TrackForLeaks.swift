internal import Testing

/// Tracks an object with the current test's ``LeakTracker``: the test fails if the object is
/// still alive when it ends. The test needs the ``LeakCheckingTrait/checksLeaks`` trait.
///
/// ```swift
/// @Test("pages are released with their container", .checksLeaks)
/// @MainActor
/// func pagingReleasesPages() throws {
///     let window = HeadlessWindow()
///     let pager = trackForLeaks(
///         HeadlessPagingContainerViewController(pages: [
///             [.instance("page 1", trackForLeaks(HeadlessViewController(title: "page 1"), named: "page 1"))],
///             [.factory("page 2") { HeadlessViewController(title: "page 2") }],
///         ]))
///     window.rootViewController = pager
///     try pager.showPage(1)
///     #expect(pager.currentPage == 1)
/// }
/// ```
///
/// Called where there is no current tracker (a test without the trait, or a `Task.detached`),
/// it records an issue saying so and tracks nothing. In an `XCTestCase`, the method
/// `XCTestCase.trackForLeaks(_:named:within:fileID:file:line:)` is found first and is the one to use.
///
/// - Parameters:
///   - object: The object that must be gone when the test ends; it is not retained.
///   - name: A name that tells apart several objects of one type in failure messages.
///   - fileID: Where the object is tracked; leave the default.
///   - filePath: Where the object is tracked; leave the default.
///   - line: Where the object is tracked; leave the default.
///   - column: Where the object is tracked; leave the default.
/// - Returns: `object`, so tracking can wrap its creation.
@discardableResult
public func trackForLeaks<Object: AnyObject>(
    _ object: Object, named name: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Object {
    guard let tracker = LeakTracker.current else {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        Issue.record(
            "trackForLeaks(_:) found no leak tracker: add the .checksLeaks trait to the test or its suite",
            sourceLocation: site.sourceLocation)
        return object
    }
    return tracker.track(object, named: name, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Tracks an object with the current test's ``LeakTracker``, and names objects that may hold it:
/// if it survives, the failure shows the references from them to it.
///
/// A root is something that lives on purpose during the test (a window, a shared bus, the
/// container under test); the path search starts from it. Roots are held weakly and not checked.
///
/// ```swift
/// @Test("a container shown in a window is released with it", .checksLeaks)
/// @MainActor
/// func containerInWindowIsReleased() {
///     let window = HeadlessWindow()
///     let container = trackForLeaks(HeadlessViewController(title: "container"), roots: [window])
///     window.rootViewController = container
///     window.rootViewController = nil
/// }
/// ```
///
/// - Parameters:
///   - object: The object that must be gone when the test ends; it is not retained.
///   - name: A name that tells apart several objects of one type in failure messages.
///   - roots: Objects the path search starts from.
///   - fileID: Where the object is tracked; leave the default.
///   - filePath: Where the object is tracked; leave the default.
///   - line: Where the object is tracked; leave the default.
///   - column: Where the object is tracked; leave the default.
/// - Returns: `object`, so tracking can wrap its creation.
@discardableResult
public func trackForLeaks<Object: AnyObject>(
    _ object: Object, named name: String? = nil, roots: [AnyObject],
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Object {
    LeakTracker.current?.addRoots(roots)
    return trackForLeaks(object, named: name, fileID: fileID, filePath: filePath, line: line, column: column)
}
