import SwitchboardContainment

/// A pager over a source: a page count, with each page's child built by the host when the page
/// comes near, and let go (``AlternateRetention/releaseWhenHidden``) or kept
/// (``AlternateRetention/keepAlive``) when it leaves.
///
/// Only the *live window* is in the container: the page shown and its neighbours, at most three
/// pages. A page change embeds the pages it brings near and unembeds those it leaves behind, so
/// opening or changing pages builds at most three pages, whatever the count.
extension PagingContainer {
    /// Whether the pages come from a source rather than a fixed list.
    public var isSourced: Bool {
        if case .source = storage { return true }
        return false
    }

    /// The pages in the container around `page`: it and its neighbours.
    func liveWindow(around page: Int) -> ClosedRange<Int> {
        max(page - 1, 0)...min(page + 1, pageCount - 1)
    }

    /// The child of a source's page `page`: named after the page's key (its index until pages
    /// are inserted or removed before it), so it keeps its name when its index shifts.
    func sourcedChild(onPage page: Int) -> ChildID {
        Self.sourcedChild(key: sourcePages?.key(onPage: page) ?? page)
    }

    /// The child of the page holding `key`.
    static func sourcedChild(key: Int) -> ChildID {
        ChildID(sourcedPrefix + String(key))
    }

    /// The key a source's child is named after, if `child` names one.
    static func sourcedKey(of child: ChildID) -> Int? {
        guard child.rawValue.hasPrefix(sourcedPrefix) else { return nil }
        return Int(child.rawValue.dropFirst(sourcedPrefix.count))
    }

    private static let sourcedPrefix = "page "

    /// The `makeChild` of a host over a source: builds the child the machine names for a page with
    /// the app's page builder, handed the page's index in `index`'s machine (the machine as it is
    /// when the page is built). The machine names no other child. `nil` without a page builder (a
    /// fixed list of pages).
    package static func pageBuilder<Controller>(
        _ makePage: (@MainActor (Int, ContainerLink<ContainerRequest>) -> Controller)?,
        index: SourcedPageIndex
    ) -> (@MainActor (ChildID, ContainerLink<ContainerRequest>) -> Controller)? {
        guard let makePage else { return nil }
        return { id, link in
            // Before any edit a page's key is its index: the host's machine may not be reachable yet.
            guard let page = index.machine().map({ $0.page(of: id) }) ?? sourcedKey(of: id) else {
                preconditionFailure("a pager over a source names only its pages, not \(id)")
            }
            return makePage(page, link)
        }
    }

    /// Embeds the live window around the initial page; then makes the current page appear.
    func sourcedSetUpEffects() -> [ContainmentEffect] {
        let embeds = liveWindow(around: currentPage).map { page in
            ContainmentEffect.embed(sourcedChild(onPage: page), layout: .page(page - currentPage))
        }
        guard appearanceMode == .visiblePage else { return embeds }
        let current = sourcedChild(onPage: currentPage)
        return embeds + [.beginAppearance(current, isAppearing: true, animated: false), .endAppearance(current)]
    }

    /// A page change over a source. The target, when it is not a neighbour already in the
    /// container, is embedded first beside the page left (`target - old` widths away); the move
    /// scrolls what is in the container; then the target's new neighbours are embedded and the
    /// pages left behind unembedded (and, with ``AlternateRetention/releaseWhenHidden``,
    /// discarded). A swipe to a neighbour changes no containment before its move, so cancelling
    /// it leaves the container as it was.
    func sourcedShowPage(from old: Int, to target: Int) -> [ContainmentEffect] {
        let oldWindow = liveWindow(around: old)
        let newWindow = liveWindow(around: target)
        let far = !oldWindow.contains(target)
        let child = sourcedChild(onPage:)
        var plan: [ContainmentEffect] = [.announce(.willShowPage(from: old, to: target))]
        if far { plan.append(.embed(child(target), layout: .page(target - old))) }
        let moving = Array(oldWindow) + (far ? [target] : [])
        let move = ContainmentEffect.move(
            moving.map { .init(child($0), .page($0 - target)) }, animation: pageAnimation)
        if appearanceMode == .visiblePage {
            let animated = pageAnimation.isAnimated
            plan += [
                .beginAppearance(child(old), isAppearing: false, animated: animated),
                .beginAppearance(child(target), isAppearing: true, animated: animated),
                move, .endAppearance(child(old)), .endAppearance(child(target)),
            ]
        } else {
            plan.append(move)
        }
        for page in oldWindow where !newWindow.contains(page) {
            plan.append(.unembed(child(page)))
            if retention == .releaseWhenHidden { plan.append(.discard(child(page))) }
        }
        for page in newWindow where !oldWindow.contains(page) && page != target {
            plan.append(.embed(child(page), layout: .page(page - target)))
        }
        plan.append(.announce(.didShowPage(from: old, to: target)))
        return plan
    }

    /// A cancelled interactive jump to a page outside the live window embedded that page before
    /// its move: it is unembedded again (and, with ``AlternateRetention/releaseWhenHidden``,
    /// discarded), so only the live window stays in the container. A swipe to a neighbour
    /// embedded nothing.
    ///
    /// - Parameter request: The cancelled request; the state is the one before it.
    /// - Returns: The effects that undo the jump's embed, or none.
    public func effectsAfterCancelling(_ request: ContainerRequest) -> [ContainmentEffect] {
        guard case .showPage(let target) = request, (0..<pageCount).contains(target) else { return [] }
        guard case .source = storage else {
            // A fixed list's page that entered for the jump leaves again, kept for when it comes near.
            return listHasEntered(target) ? [] : [.unembed(shownChild(onPage: target))]
        }
        guard !liveWindow(around: currentPage).contains(target) else { return [] }
        let child = sourcedChild(onPage: target)
        return retention == .releaseWhenHidden ? [.unembed(child), .discard(child)] : [.unembed(child)]
    }
}

/// Where a host over a source finds its machine when it builds a page: the page's index is the
/// machine's for the page's key at that moment.
@MainActor
package final class SourcedPageIndex {
    /// The host's machine, once the host is initialised; `nil` before.
    package var machine: () -> PagingContainer? = { nil }

    /// An index that reaches no machine yet.
    package init() {}
}
