import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A bar of page slots at the bottom of the pager whose dot follows the pager's scroll
    /// progress, step by step, as a page indicator or a menu bar's underline does.
    @MainActor
    final class PageIndicator: ContainerObserver {
        /// The track the dot moves along.
        let track = UIView()
        private let dot = UIView()
        private let pageCount: Int
        private var dotOffset: NSLayoutConstraint?
        /// How far apart the pages' slots are, in points.
        static let slotSpacing: CGFloat = 32

        /// Creates an indicator for `pageCount` pages.
        init(pageCount: Int) {
            self.pageCount = pageCount
        }

        /// Where the dot is, in pages (1.5: half way from page 1 to page 2).
        var position: CGFloat { (dotOffset?.constant ?? 0) / Self.slotSpacing }

        /// Puts the indicator over the bottom of `pager`'s view and follows its progress.
        func install(on pager: PagingContainerViewController) {
            let host: UIView = pager.view
            for part in [track, dot] { part.translatesAutoresizingMaskIntoConstraints = false }
            // System colours: the track and the dot keep their contrast in dark mode.
            track.backgroundColor = .systemFill
            dot.backgroundColor = .label
            host.addSubview(track)
            track.addSubview(dot)
            let offset = dot.leadingAnchor.constraint(equalTo: track.leadingAnchor, constant: 0)
            NSLayoutConstraint.activate([
                // Above the home indicator, wherever the device puts it.
                track.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                track.centerXAnchor.constraint(equalTo: host.centerXAnchor),
                track.widthAnchor.constraint(equalToConstant: Self.slotSpacing * CGFloat(pageCount)),
                track.heightAnchor.constraint(equalToConstant: 8),
                offset, dot.topAnchor.constraint(equalTo: track.topAnchor),
                dot.widthAnchor.constraint(equalToConstant: Self.slotSpacing),
                dot.heightAnchor.constraint(equalToConstant: 8),
            ])
            dotOffset = offset
            offset.constant = CGFloat(pager.currentPage) * Self.slotSpacing
            pager.observers.add(self)
        }

        func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
            dotOffset?.constant = CGFloat(progress.position) * Self.slotSpacing
        }
    }
#endif
