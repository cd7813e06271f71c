public import Switchboard

/// A coordinated child screen: a coloured view whose buttons send requests over its link, the
/// only thing it holds.
@MainActor
public final class DemoChild<Request: Sendable>: HeadlessViewController {
    /// The child's way to its container.
    public var link = ContainerLink<Request>.unlinked

    /// A button press: sends `request` and returns the container's answer.
    @discardableResult
    public func tap(_ request: Request) -> RequestResult {
        link.send(request)
    }
}
