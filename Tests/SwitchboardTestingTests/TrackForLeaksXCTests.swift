import Switchboard
import SwitchboardTesting
import XCTest

/// The positive side of `XCTestCase.trackForLeaks`: these tests must pass.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class TrackForLeaksXCTests: XCTestCase {
    func testReleasedObjectsPass() {
        let parent = trackForLeaks(DelegateCycleParent.makeWeakPair())
        trackForLeaks(Leaf(), named: "temporary")
        XCTAssertTrue(parent.child?.weakDelegate === parent)
    }

    func testAsyncReleaseWithinGracePeriodPasses() {
        let gate = Gate()
        let leaf = trackForLeaks(SendableLeaf(), within: .seconds(30))
        Task { [leaf] in
            await gate.wait()
            _ = leaf
        }
        gate.open()
    }
}

/// Negative controls for `XCTestCase.trackForLeaks`: each test leaks on purpose and captures
/// the failures the kit reports, instead of failing, then checks them.
///
/// The checking teardown block is added first so that it runs last, after the kit's own teardown
/// block (XCTest runs teardown blocks in reverse order).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class TrackForLeaksFailureXCTests: FailureCapturingTestCase {
    /// A registry that outlives each test body, as an app-wide service would.
    private var forgotten: [AnyObject] = []

    func testChildKeptByForgottenArrayIsReported() {
        let line = #line + 3
        expectOneLeakReport(naming: "Leaf \"forgotten child\"", line: line) { self.forgotten = [] }
        startCapturing()
        forgotten.append(trackForLeaks(Leaf(), named: "forgotten child"))
    }

    func testStrongDelegateCycleIsReported() {
        let parent = DelegateCycleParent.makeStrongCycle()
        let line = #line + 3
        expectOneLeakReport(naming: "DelegateCycleParent", line: line) { [weak parent] in parent?.child = nil }
        startCapturing()
        trackForLeaks(parent)
    }

    func testFailureHeadlineNamesTheCycle() {
        let parent = DelegateCycleParent.makeStrongCycle()
        let line = #line + 7
        expectOneLeakReport(
            naming: "DelegateCycleParent", line: line,
            headlineEnding:
                "is still alive, held by a cycle: DelegateCycleParent.child → DelegateCycleChild.strongDelegate → DelegateCycleParent"
        ) { [weak parent] in parent?.child = nil }
        startCapturing()
        trackForLeaks(parent)
    }

    func testFailureShowsThePathFromARoot() {
        let holder = StorageHolder(placeholder: self)
        let leaf = Leaf()
        holder.box.target = leaf
        forgotten.append(holder)
        let line = #line + 5
        expectOneLeakReport(
            naming: "Leaf", line: line, headlineEnding: "held by root StorageHolder: StorageHolder.box.target → Leaf"
        ) { self.forgotten = [] }
        startCapturing()
        trackForLeaks(leaf, roots: [holder])
    }

    func testFailureShowsThePathFromAnotherObjectTheTestTracked() {
        let holder = StorageHolder(placeholder: self)
        let leaf = Leaf()
        holder.inherited = leaf
        forgotten.append(holder)
        addTeardownBlock {
            let failures = self.capturedFailures()
            self.forgotten = []
            let headlines = failures.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
            XCTAssertEqual(failures.count, 2, "failures: \(failures.map(\.description))")
            XCTAssertTrue(
                headlines.contains { $0.hasSuffix("held by tracked StorageHolder: StorageHolder.inherited → Leaf") },
                "headlines: \(headlines)")
        }
        startCapturing()
        trackForLeaks(holder)
        trackForLeaks(leaf)
    }

    /// Adds the teardown block that checks the captured failures, then runs `cleanUp`.
    private func expectOneLeakReport(
        naming subject: String, line: Int, headlineEnding: String? = nil, cleanUp: @escaping () -> Void,
        fileID: String = #fileID, filePath: String = #filePath
    ) {
        addTeardownBlock {
            let failures = self.capturedFailures()
            cleanUp()
            XCTAssertEqual(failures.count, 1, "failures: \(failures.map(\.description))")
            guard let failure = failures.first else { return }
            XCTAssertTrue(failure.description.contains("\(subject) tracked at \(fileID):\(line)"), failure.description)
            XCTAssertTrue(failure.description.contains("still alive"), failure.description)
            if let headlineEnding {
                let headline = failure.description.split(separator: "\n").first.map(String.init) ?? ""
                XCTAssertTrue(headline.hasSuffix(headlineEnding), headline)
            }
            XCTAssertEqual(failure.filePath, filePath)
            XCTAssertEqual(failure.line, line)
        }
    }
}
