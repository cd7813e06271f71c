import Switchboard

/// A view of the recording hierarchy: a tree and an owner, nothing else.
@MainActor
final class RecordingView: ContainmentView {
    private(set) weak var superview: RecordingView?
    private(set) var subviews: [RecordingView] = []
    /// The controller whose root view this is; set by the controller when it loads the view.
    weak var owner: RecordingController?

    func insert(_ view: RecordingView, above sibling: RecordingView?) {
        view.removeFromSuperview()
        let index = sibling.flatMap { sibling in subviews.firstIndex { $0 === sibling } }.map { $0 + 1 }
        subviews.insert(view, at: index ?? subviews.count)
        view.superview = self
    }

    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}
