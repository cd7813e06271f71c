import Switchboard

/// A child screen of the demo: a coloured view with a button that asks its container for
/// something. It holds its `ContainerLink` and nothing else.
@MainActor
final class DemoChild: HeadlessViewController {
    var link = ContainerLink.unlinked

    /// What the child's button would do: send `request` and say what happened.
    @discardableResult
    func tap(_ request: ContainerRequest) -> LinkDelivery {
        link.send(request)
    }
}
