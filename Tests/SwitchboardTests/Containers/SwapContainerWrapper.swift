import Switchboard

/// A swap container with one behaviour changed, for the negative controls: a conforming type
/// keeps a ``SwapContainer`` in `inner` and writes only the `plan` it breaks; the rest is the
/// inner container's.
protocol SwapContainerWrapper: BuiltInVocabularyMachine {
    var inner: SwapContainer { get set }
}

extension SwapContainerWrapper {
    var containerName: String { inner.containerName }
    var childIDs: [ChildID] { inner.childIDs }
    var visibleChildren: [ChildID] { inner.visibleChildren }

    func isIdempotent(_ request: ContainerRequest) -> Bool { inner.isIdempotent(request) }

    func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? {
        inner.rejection(for: request, from: sender)
    }

    func setUpEffects() -> [ContainmentEffect] { inner.setUpEffects() }
}
