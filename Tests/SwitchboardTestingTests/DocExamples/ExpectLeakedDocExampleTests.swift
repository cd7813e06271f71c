// The `expectLeaked` examples of SwitchboardTesting's `///` comments and of the article
// FindingLeaksWithSwiftTesting.md, verbatim (Scripts/check-doc-snippets.py checks that each one
// appears in a compiled file; ClientCheck compiles this folder as an app would).
import SwitchboardTesting
import Testing

/// The documented example's types: a parent whose child holds it through a strong delegate.
private final class Parent {
    let child = DocumentedChild()
}

private final class DocumentedChild {
    var strongDelegate: Parent?
}

@Suite("expectLeaked: the documented examples")
struct ExpectLeakedDocExampleTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("negative control: a strong delegate is reported as a cycle")
    func strongDelegateIsCaught() async throws {
        let report = await expectLeaked {
            let parent = Parent()
            parent.child.strongDelegate = parent  // the deliberate leak
            return parent
        }
        let survivor = try #require(report.survivors.first)
        #expect(survivor.paths.contains { $0.description.contains("strongDelegate") })
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("the article's example: the report says what holds the parent")
    func articleExample() async {
        let report = await expectLeaked {
            let parent = Parent()
            parent.child.strongDelegate = parent  // the deliberate leak
            return parent
        }
        #expect(report.survivors.first?.paths.isEmpty == false)
    }
}
