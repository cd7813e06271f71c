import Testing

@testable import SwitchboardMessaging

@MainActor
private protocol PageListener: AnyObject {
    func didShowPage(_ index: Int)
}

@MainActor
private final class Listener: PageListener {
    let name: String
    var onPage: ((Listener, Int) -> Void)?
    private let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func didShowPage(_ index: Int) {
        log.entries.append("\(name):\(index)")
        onPage?(self, index)
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite("MulticastDelegate")
struct MulticastDelegateTests {
    @Test("invokes live delegates in registration order")
    func registrationOrder() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let listeners = ["a", "b", "c"].map { Listener($0, log: log) }
        for listener in listeners { delegates.add(listener) }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["a:1", "b:1", "c:1"])
        #expect(delegates.count == 3)
    }

    @Test("adding twice keeps one entry at the first position; remove and contains agree")
    func addRemoveContains() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let first = Listener("first", log: log)
        let second = Listener("second", log: log)
        #expect(delegates.add(first))
        #expect(delegates.add(second))
        #expect(!delegates.add(first))
        #expect(delegates.count == 2)
        #expect(delegates.contains(second))
        #expect(delegates.remove(second))
        #expect(!delegates.remove(second))
        #expect(!delegates.contains(second))
        delegates.invoke { $0.didShowPage(0) }
        #expect(log.entries == ["first:0"])
    }

    @Test("holds delegates weakly and prunes the dead")
    func weakAndPruned() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        weak var weakListener: Listener?
        do {
            let listener = Listener("temporary", log: log)
            weakListener = listener
            delegates.add(listener)
            #expect(delegates.count == 1)
        }
        #expect(weakListener == nil)
        #expect(delegates.count == 0)
        delegates.invoke { $0.didShowPage(3) }
        #expect(log.entries.isEmpty)
    }

    @Test("negative control: a strong array keeps the delegate alive where the multicast does not")
    func strongArrayKeepsAlive() {
        let log = Log()
        var strong: [any PageListener] = []
        weak var weakListener: Listener?
        do {
            let listener = Listener("kept", log: log)
            weakListener = listener
            strong.append(listener)
        }
        #expect(weakListener != nil)
        strong.removeAll()
        #expect(weakListener == nil)
    }

    @Test("a delegate removed during invoke is not called for the rest of it")
    func removalDuringInvoke() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let remover = Listener("remover", log: log)
        let victim = Listener("victim", log: log)
        delegates.add(remover)
        delegates.add(victim)
        remover.onPage = { _, _ in delegates.remove(victim) }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["remover:1"])
    }

    @Test("a delegate added during invoke is called from the next invoke on")
    func additionDuringInvoke() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let adder = Listener("adder", log: log)
        let latecomer = Listener("late", log: log)
        delegates.add(adder)
        adder.onPage = { _, _ in delegates.add(latecomer) }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["adder:1"])
        delegates.invoke { $0.didShowPage(2) }
        #expect(log.entries == ["adder:1", "adder:2", "late:2"])
    }

    @Test("a delegate deallocated during invoke is skipped and pruned")
    func deallocationDuringInvoke() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        var doomed: Listener? = Listener("doomed", log: log)
        let killer = Listener("killer", log: log)
        delegates.add(killer)
        if let doomed { delegates.add(doomed) }
        killer.onPage = { _, _ in doomed = nil }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["killer:1"])
        #expect(delegates.count == 1)
    }

    @Test("adding a value type is a documented no-op")
    func valueTypesAreRejected() {
        let delegates = MulticastDelegate<any Equatable>()
        #expect(!delegates.add(42))
        #expect(delegates.isEmpty)
    }

    @Test("WeakRef does not retain and reports death")
    func weakRef() throws {
        var listener: Listener? = Listener("x", log: Log())
        let reference = WeakRef(try #require(listener))
        #expect(!reference.isDead)
        listener = nil
        #expect(reference.isDead)
    }
}

private protocol Named {
    var name: String { get }
}

extension Listener: Named {}

private struct ListenerFailure: Error {}

@MainActor
@Suite("MulticastDelegate with every kind of delegate type")
struct MulticastDelegateRepresentationTests {
    /// Adds a listener as `Delegate`, invokes, and checks that the delegate was called with the right
    /// object and that it is still held weakly.
    private func check<Delegate>(
        _ delegateType: Delegate.Type, wrap: (Listener) -> Delegate, unwrap: @escaping (Delegate) -> Listener?
    ) {
        let log = Log()
        let delegates = MulticastDelegate<Delegate>()
        weak var weakListener: Listener?
        do {
            let listener = Listener("only", log: log)
            weakListener = listener
            #expect(delegates.add(wrap(listener)))
            var called: [Listener] = []
            for _ in 0..<3 {
                delegates.invoke { delegate in
                    if let unwrapped = unwrap(delegate) { called.append(unwrapped) }
                }
            }
            #expect(called.count == 3)
            #expect(called.allSatisfy { $0 === listener })
        }
        #expect(weakListener == nil)
        #expect(delegates.isEmpty)
    }

    @Test("class types, class-bound and opaque existentials, compositions and Any are called and held weakly")
    func everyClassRepresentationIsCalled() {
        check(Listener.self, wrap: { $0 }, unwrap: { $0 })
        check(AnyObject.self, wrap: { $0 }, unwrap: { $0 as? Listener })
        check((any PageListener).self, wrap: { $0 }, unwrap: { $0 as? Listener })
        check((any Named).self, wrap: { $0 }, unwrap: { $0 as? Listener })
        check((any PageListener & Named).self, wrap: { $0 }, unwrap: { $0 as? Listener })
        check(Any.self, wrap: { $0 }, unwrap: { $0 as? Listener })
    }

    @Test("a delegate removed and added again during invoke is called once, from the next invoke on, last")
    func removedAndAddedAgainDuringInvoke() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let mover = Listener("mover", log: log)
        let moved = Listener("moved", log: log)
        let last = Listener("last", log: log)
        delegates.add(mover)
        delegates.add(moved)
        delegates.add(last)
        mover.onPage = { _, page in
            guard page == 1 else { return }
            delegates.remove(moved)
            delegates.add(moved)
        }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["mover:1", "last:1"])
        delegates.invoke { $0.didShowPage(2) }
        #expect(log.entries == ["mover:1", "last:1", "mover:2", "last:2", "moved:2"])
    }

    @Test("a removal inside a nested invoke is seen by the outer invoke")
    func removalInNestedInvoke() {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        let nester = Listener("nester", log: log)
        let victim = Listener("victim", log: log)
        delegates.add(nester)
        delegates.add(victim)
        nester.onPage = { _, page in
            guard page == 1 else { return }
            delegates.invoke { delegate in
                if delegate === victim { delegates.remove(victim) }
                delegate.didShowPage(2)
            }
        }
        delegates.invoke { $0.didShowPage(1) }
        #expect(log.entries == ["nester:1", "nester:2", "victim:2"])
        #expect(delegates.count == 1)
    }

    @Test("a throwing body stops the invoke and leaks no delegate")
    func throwingBodyReleasesTheDelegate() throws {
        let log = Log()
        let delegates = MulticastDelegate<any PageListener>()
        weak var weakFirst: Listener?
        let second = Listener("second", log: log)
        do {
            let first = Listener("first", log: log)
            weakFirst = first
            delegates.add(first)
            delegates.add(second)
            #expect(throws: ListenerFailure.self) {
                try delegates.invoke { delegate in
                    delegate.didShowPage(1)
                    throw ListenerFailure()
                }
            }
            #expect(log.entries == ["first:1"])
        }
        #expect(weakFirst == nil)
        delegates.invoke { $0.didShowPage(2) }
        #expect(log.entries == ["first:1", "second:2"])
    }
}

@MainActor
private final class ReflectingListener: PageListener, @MainActor CustomReflectable {
    var pages: [Int] = []
    func didShowPage(_ index: Int) { pages.append(index) }
    var customMirror: Mirror { Mirror(self, children: ["pages": pages]) }
}

@MainActor
@Suite("MulticastDelegate with custom reflection")
struct MulticastDelegateReflectionTests {
    @Test("a class with a custom mirror is still accepted as an object")
    func customMirrorIsAClass() {
        let delegates = MulticastDelegate<any PageListener>()
        let listener = ReflectingListener()
        #expect(delegates.add(listener))
        delegates.invoke { $0.didShowPage(4) }
        #expect(listener.pages == [4])
    }
}
