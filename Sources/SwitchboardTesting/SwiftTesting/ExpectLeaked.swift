internal import Testing

/// Creates an object, lets it go, and expects it to be still alive: the counterpart of
/// ``expectDeallocated(within:fileID:filePath:line:column:isolation:_:)`` for a negative control
/// in your own suite, which proves that a leak check of yours would catch the leak.
///
/// It records nothing when the object leaks, and returns the report, so the test can check what
/// it says holds the object; it records one issue at the call when the object was deallocated
/// (the control is broken). Inside `withKnownIssue`, that issue is the expected one.
///
/// ```swift
/// @Test("negative control: a strong delegate is reported as a cycle")
/// func strongDelegateIsCaught() async throws {
///     let report = await expectLeaked {
///         let parent = Parent()
///         parent.child.strongDelegate = parent  // the deliberate leak
///         return parent
///     }
///     let survivor = try #require(report.survivors.first)
///     #expect(survivor.paths.contains { $0.description.contains("strongDelegate") })
/// }
/// ```
///
/// - Parameters:
///   - gracePeriod: How long to give pending async work before looking; with `.zero` it looks once.
///   - fileID: Where the check is made; leave the default.
///   - filePath: Where the check is made; leave the default.
///   - line: Where the check is made; leave the default.
///   - column: Where the check is made; leave the default.
///   - isolation: The caller's isolation, so `makeObject` can build main-actor objects.
///   - makeObject: Creates, uses and returns the object that must leak.
/// - Returns: The report, with the survivor and the paths that keep it alive.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@discardableResult
public func expectLeaked<Object: AnyObject>(
    within gracePeriod: Duration = .zero,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ makeObject: () async throws -> Object
) async rethrows -> LeakReport {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let report = try await reportOnMadeObject(within: gracePeriod, at: site, makeObject)
    if report.survivors.isEmpty {
        Issue.record(
            "expectLeaked(_:) expected the object to leak, but it was deallocated: the negative control leaks nothing",
            sourceLocation: site.sourceLocation)
    }
    return report
}
