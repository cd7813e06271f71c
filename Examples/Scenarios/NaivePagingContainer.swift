import Foundation
import Switchboard

/// The paging tutorial's container, plainly: three children added by hand to a scrolling
/// strip, green and blue sharing page 1 and swapped by toggling `isHidden`, and the start page
/// set from the strip's width when the view loads — before it has one.
@MainActor
final class NaivePagingContainer: HeadlessViewController, NaiveSwapDelegate {
    let red: NaiveSwapChild
    let green: NaiveSwapChild
    let blue: NaiveSwapChild
    /// The scroll view's content: moved left by the content offset.
    private let strip = HeadlessView(name: "strip")
    private(set) var contentOffsetX = 0.0
    let pageCount = 2

    init(red: NaiveSwapChild, green: NaiveSwapChild, blue: NaiveSwapChild) {
        self.red = red
        self.green = green
        self.blue = blue
        super.init(title: "naive paging")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(strip)
        for (child, page) in [(red, 0), (green, 1), (blue, 1)] {
            addChild(child)
            child.view.layoutRule = .page(page)
            strip.addSubview(child.view)
            child.didMove(toParent: self)
        }
        blue.view.isHidden = true
        green.delegate = self
        blue.delegate = self
        // The tutorial's answer to "start on the second page": one width across. The view has
        // no width yet, so this is 0 and the first page shows.
        scroll(toOffset: view.bounds.width * 1)
    }

    private func scroll(toOffset x: Double) {
        contentOffsetX = x
        strip.layoutRule = .offset(x: -x)
    }

    /// A swipe to `page`; the scroll view stops at its content's edges.
    func scroll(toPage page: Int) {
        scroll(toOffset: Double(min(max(page, 0), pageCount - 1)) * view.bounds.width)
    }

    /// The page covering the screen.
    var visiblePage: Int {
        let width = view.bounds.width
        return width > 0 ? Int((contentOffsetX / width).rounded()) : 0
    }

    func swap() {
        green.view.isHidden.toggle()
        blue.view.isHidden.toggle()
    }
}
