import Switchboard
import SwitchboardTesting
import Testing

@Suite("expectDeallocated")
struct ExpectDeallocatedTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("an object made and released in the closure passes")
    func releasedObjectPasses() async {
        let deallocated = await expectDeallocated {
            let parent = DelegateCycleParent.makeWeakPair()
            #expect(parent.child?.weakDelegate === parent)
            return parent
        }
        #expect(deallocated)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("an object kept by a forgotten array is reported at the call")
    @MainActor
    func keptObjectIsReported() async throws {
        let registry = LongLivedRegistry()
        let line = #line + 2
        let issues = await capturedIssues("expectDeallocated reports an object that is kept") {
            let deallocated = await expectDeallocated {
                let leaf = Leaf()
                registry.keep(leaf)
                return leaf
            }
            #expect(!deallocated)
        }
        registry.releaseEverything()
        try #require(issues.count == 1)
        expectLeak(issues[0], typeName: "Leaf", fileID: #fileID, line: line)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("the variable form sets the variable to nil and passes when nothing else holds the object")
    func variableFormPasses() async {
        var parent: DelegateCycleParent? = .makeWeakPair()
        #expect(parent?.child != nil)
        let deallocated = await expectDeallocated(&parent)
        #expect(deallocated)
        #expect(parent == nil)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("the variable form reports a strong delegate cycle")
    func variableFormReportsCycle() async throws {
        var parent: DelegateCycleParent? = .makeStrongCycle()
        weak let weakParent = parent
        let line = #line + 2
        let issues = await capturedIssues("expectDeallocated reports a variable whose object is held by a cycle") {
            await expectDeallocated(&parent)
        }
        weakParent?.child = nil
        try #require(issues.count == 1)
        expectLeak(issues[0], typeName: "DelegateCycleParent", fileID: #fileID, line: line)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("the variable form with nil records nothing and returns true")
    func variableFormWithNilIsNoOp() async {
        var nothing: Leaf?
        #expect(await expectDeallocated(&nothing))
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("async release within the grace period passes")
    func asyncReleaseWithinGracePeriodPasses() async {
        let gate = Gate()
        let holder = Locked<Task<Void, Never>?>(nil)
        let deallocated = await expectDeallocated(within: .seconds(30)) {
            let leaf = SendableLeaf()
            holder.withLock {
                $0 = Task { [leaf] in
                    await gate.wait()
                    _ = leaf
                }
            }
            gate.open()
            return leaf
        }
        #expect(deallocated)
        await holder.withLock { $0 }?.value
    }
}

@Suite("expectLeaked: a negative control of the user's own")
struct ExpectLeakedTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a strong delegate cycle leaks: nothing is recorded and the report names the cycle")
    func leakedObjectIsReported() async throws {
        weak var leaked: DelegateCycleParent?
        let line = #line + 1
        let report = await expectLeaked {
            let parent = DelegateCycleParent.makeStrongCycle()
            leaked = parent
            return parent
        }
        leaked?.child = nil
        let survivor = try #require(report.survivors.first)
        #expect(report.survivors.count == 1)
        #expect(survivor.typeName == "DelegateCycleParent")
        #expect(survivor.line == line)
        #expect(survivor.paths.contains { $0.description.contains("cycle") }, "\(survivor.paths)")
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("negative control: an object that is released makes it record an issue at the call")
    func releasedObjectIsAnIssue() async throws {
        let line = #line + 2
        let issues = await capturedIssues("expectLeaked reports an object that did not leak") {
            let report = await expectLeaked { DelegateCycleParent.makeWeakPair() }
            #expect(report.isClean)
        }
        try #require(issues.count == 1)
        #expect(commentText(of: issues[0]).contains("it was deallocated"))
        #expect(issues[0].sourceLocation?.line == line)
    }
}
