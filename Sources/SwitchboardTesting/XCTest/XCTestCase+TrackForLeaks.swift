public import XCTest

extension XCTestCase {
    /// Tracks an object until the test ends: the test fails if the object is still alive after
    /// the test's teardown blocks that were added later, and after `gracePeriod`.
    ///
    /// Built on `addTeardownBlock`, so it needs no `tearDown()` override. The failure names the
    /// object's type and this call's line, and is reported at this line.
    ///
    /// ```swift
    /// final class SwapContainerLeakTests: XCTestCase {
    ///     @MainActor
    ///     func testSwappedOutChildIsReleased() async throws {
    ///         let window = HeadlessWindow()
    ///         let container = trackForLeaks(
    ///             try SwapContainerViewController(
    ///                 [
    ///                     .factory("first") { self.trackForLeaks(HeadlessViewController(title: "first"), named: "first") },
    ///                     .factory("second") { HeadlessViewController(title: "second") },
    ///                 ],
    ///                 retention: .releaseWhenHidden))
    ///         window.rootViewController = container
    ///         container.swapNext()
    ///         XCTAssertEqual(container.current, "second")
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object that must be gone when the test ends; it is not retained.
    ///   - name: A name that tells apart several objects of one type in failure messages.
    ///   - gracePeriod: How long pending async work may take to release the object; the check
    ///     ends as soon as it is gone.
    ///   - fileID: Where the object is tracked; leave the default.
    ///   - file: Where the object is tracked; leave the default.
    ///   - line: Where the object is tracked; leave the default.
    /// - Returns: `object`, so tracking can wrap its creation.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func trackForLeaks<Object: AnyObject>(
        _ object: Object, named name: String? = nil, within gracePeriod: Duration = .zero,
        fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line
    ) -> Object {
        let tracker = LeakTracker()
        tracker.track(object, named: name, fileID: fileID, filePath: "\(file)", line: Int(line), column: 1)
        addTeardownBlock { @Sendable in
            let report = await tracker.check(within: gracePeriod)
            for issue in report.issues {
                XCTFail(issue.message, file: file, line: line)
            }
        }
        return object
    }
}
