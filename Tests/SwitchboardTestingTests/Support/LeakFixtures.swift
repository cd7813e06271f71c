/// An object with no references to anything: it goes away as soon as its owner lets go.
final class Leaf {}

/// A ``Leaf`` that can be handed to another task.
final class SendableLeaf: Sendable {}

/// A parent that owns its child; the child points back at it through `delegate`.
final class DelegateCycleParent {
    var child: DelegateCycleChild?
}

/// The child of a ``DelegateCycleParent``. Its delegate is strong when built with the bug.
final class DelegateCycleChild {
    /// The bug under test: a strong delegate keeps the parent alive, and the parent the child.
    var strongDelegate: DelegateCycleParent?
    weak var weakDelegate: DelegateCycleParent?
}

extension DelegateCycleParent {
    /// A parent and child linked the wrong way: a strong reference cycle.
    static func makeStrongCycle() -> DelegateCycleParent {
        let parent = DelegateCycleParent()
        let child = DelegateCycleChild()
        child.strongDelegate = parent
        parent.child = child
        return parent
    }

    /// A parent and child linked the right way: the child's delegate is weak.
    static func makeWeakPair() -> DelegateCycleParent {
        let parent = DelegateCycleParent()
        let child = DelegateCycleChild()
        child.weakDelegate = parent
        parent.child = child
        return parent
    }
}

/// Something that registers a handler capturing `self` strongly.
final class SelfCapturingHandler {
    private(set) var handledCount = 0

    func handle() { handledCount += 1 }
}

/// A registry that outlives the test body, as an app-wide service would: whatever it keeps
/// leaks. Tests call ``releaseEverything()`` after proving the leak, so the process ends clean.
@MainActor
final class LongLivedRegistry {
    private var kept: [AnyObject] = []
    private var handlers: [() -> Void] = []
    private var cycles: [WeakParent] = []

    private struct WeakParent {
        weak var parent: DelegateCycleParent?
    }

    /// Keeps `object` in an array nobody empties: the "forgotten array" bug.
    func keep(_ object: AnyObject) { kept.append(object) }

    /// Stores a closure that captures `handler` strongly: the "closure capturing self" bug.
    func register(_ handler: SelfCapturingHandler) {
        handlers.append { handler.handle() }
    }

    /// Remembers a cycle weakly, only so that ``releaseEverything()`` can break it.
    func remember(_ parent: DelegateCycleParent) { cycles.append(WeakParent(parent: parent)) }

    /// Breaks every remembered cycle and drops everything kept.
    func releaseEverything() {
        for cycle in cycles { cycle.parent?.child = nil }
        cycles = []
        kept = []
        handlers = []
    }
}
