internal import Switchboard
public import XCTest

extension XCTestCase {
    /// Tracks an object until the test ends: the test fails if the object is still alive after
    /// the test's teardown blocks that were added later, and after `gracePeriod`.
    ///
    /// Built on `addTeardownBlock`, so it needs no `tearDown()` override. The failure names the
    /// object's type and this call's line, and is reported at this line. Its first line also
    /// gives the shortest reference path found to the object, from itself (a cycle), from the
    /// other objects the test tracked, or from the roots it named
    /// (``trackForLeaks(_:named:roots:within:fileID:file:line:)``).
    ///
    /// ```swift
    /// final class SwapContainerLeakTests: XCTestCase {
    ///     @MainActor
    ///     func testSwappedOutChildIsReleased() async {
    ///         let window = HeadlessWindow()
    ///         let container = trackForLeaks(
    ///             HeadlessSwapContainerViewController(
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
        let context = leakPathContext()
        context.track(object, named: name, fileID: fileID, filePath: "\(file)", line: Int(line), column: 1)
        let tracker = LeakTracker(pathSearch: .standard, pathContext: context)
        tracker.track(object, named: name, fileID: fileID, filePath: "\(file)", line: Int(line), column: 1)
        addTeardownBlock { @Sendable in
            let report = await tracker.check(within: gracePeriod)
            for issue in report.issues {
                XCTFail(issue.message, file: file, line: line)
            }
        }
        return object
    }

    /// Tracks an object until the test ends, and names objects that may hold it: if it
    /// survives, the failure shows the references from them to it.
    ///
    /// Roots are held weakly and are not checked; they are where the search for what keeps the
    /// object alive starts, along with the test's other tracked objects.
    ///
    /// ```swift
    /// final class ProfileCacheTests: XCTestCase {
    ///     func testEvictedModelIsReleased() {
    ///         let cache = ProfileCache()
    ///         cache.insert(trackForLeaks(ProfileModel(), roots: [cache]))
    ///         cache.removeAll()
    ///         XCTAssertTrue(cache.isEmpty)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object that must be gone when the test ends; it is not retained.
    ///   - name: A name that tells apart several objects of one type in failure messages.
    ///   - roots: Objects the path search starts from.
    ///   - gracePeriod: How long pending async work may take to release the object.
    ///   - fileID: Where the object is tracked; leave the default.
    ///   - file: Where the object is tracked; leave the default.
    ///   - line: Where the object is tracked; leave the default.
    /// - Returns: `object`, so tracking can wrap its creation.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func trackForLeaks<Object: AnyObject>(
        _ object: Object, named name: String? = nil, roots: [AnyObject], within gracePeriod: Duration = .zero,
        fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line
    ) -> Object {
        leakPathContext().addRoots(roots)
        return trackForLeaks(object, named: name, within: gracePeriod, fileID: fileID, file: file, line: line)
    }

    /// The tracker that sees every object this test tracked and every root it named, so that
    /// each object's report can show paths from the others. Made on first use, with a teardown
    /// block that forgets it; added first, that block runs after the checks (XCTest runs teardown
    /// blocks in reverse order).
    private func leakPathContext() -> LeakTracker {
        let key = ObjectIdentifier(self)
        let (context, isNew) = leakPathContexts.withLock { contexts in
            if let existing = contexts[key] { return (existing, false) }
            let created = LeakTracker(pathSearch: .disabled)
            contexts[key] = created
            return (created, true)
        }
        if isNew {
            addTeardownBlock { leakPathContexts.withLock { _ = $0.removeValue(forKey: key) } }
        }
        return context
    }
}

/// Each running test case's ``XCTestCase/leakPathContext()``, by test case identity.
private let leakPathContexts = Locked<[ObjectIdentifier: LeakTracker]>([:])
