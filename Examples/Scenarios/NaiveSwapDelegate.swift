import Switchboard

/// The paging tutorial's protocol: the slot's children call their container through it.
@MainActor
protocol NaiveSwapDelegate: AnyObject {
    func swap()
}

/// A child with the tutorial's `weak var delegate` and a "Swap Me!" button.
@MainActor
final class NaiveSwapChild: HeadlessViewController {
    weak var delegate: (any NaiveSwapDelegate)?

    /// The button: calls the delegate if there is one; says whether there was.
    func swapButtonTapped() -> Bool {
        delegate?.swap()
        return delegate != nil
    }
}
