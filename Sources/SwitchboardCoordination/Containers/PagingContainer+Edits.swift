import SwitchboardContainment

/// Page edits at run time (``ContainerRequest/editPages(_:)``), for a pager over a source only.
///
/// - An insertion or removal before the page shown shifts its index; it stays shown, with no
///   appearance callback.
/// - Removing the page shown shows the page after the removed ones, else the one before, with
///   the appearance sequence of a page change (not animated): the page shown begins to
///   disappear, its successor begins to appear, then both end.
/// - Reloading the page shown swaps a fresh build in for it, with the appearance sequence of a
///   swap; the old build is let go. Reloading another page lets its old build go; it is built
///   again when it comes near (at once when it is a neighbour of the page shown).
/// - A removed page's build is let go, whatever the retention.
/// - A pager keeps at least one page: removing every page is rejected
///   (``ContainerRejection/removingEveryPage(pageCount:)``).
/// - Each edit is announced (``ContainerAnnouncement/willEditPages(_:)`` and
///   ``ContainerAnnouncement/didEditPages(_:)``) and, like any request, queued behind a running
///   change or a swipe.
extension PagingContainer {
    /// Why `edit` must be refused, or `nil`: a fixed list takes no edit, and an edit must name
    /// pages the pager has and leave one page at least.
    ///
    /// - Parameter edit: The edit.
    /// - Returns: The rejection, or `nil`.
    public func editRejection(_ edit: PageEdit) -> ContainerRejection? {
        guard isSourced else { return .pagesNotEditable(pageCount: pageCount) }
        guard edit.fits(pageCount: pageCount) else { return .pageEditOutOfRange(edit, pageCount: pageCount) }
        if case .remove(let range) = edit, range.count == pageCount { return .removingEveryPage(pageCount: pageCount) }
        return nil
    }

    /// Applies `edit` to the pages and returns the plan that brings the container's live window
    /// in line: empty for an edit ``editRejection(_:)`` refuses.
    mutating func planEdit(_ edit: PageEdit) -> [ContainmentEffect] {
        guard var keys = sourcePages, editRejection(edit) == nil else { return [] }
        let old = currentPage
        let oldLive = liveWindow(around: old).map(sourcedChild(onPage:))
        let shown = sourcedChild(onPage: old)
        // The builds of removed and reloaded pages, let go for good.
        var gone: [ChildID] = []
        switch edit {
        case .insert(let index, let count):
            keys.insert(count: count, at: index)
            if index <= old { currentPage = old + count }
        case .remove(let range):
            gone = keys.remove(range).map(Self.sourcedChild(key:))
            if range.contains(old) {
                currentPage = range.upperBound < pageCount ? range.lowerBound : range.lowerBound - 1
            } else if range.upperBound <= old {
                currentPage = old - range.count
            }
        case .reload(let index):
            gone = [Self.sourcedChild(key: keys.reload(index))]
        }
        sourcePages = keys
        return editEffects(edit, shown: shown, oldLive: oldLive, gone: gone)
    }

    /// The plan of an edit already applied to the keys: `shown` and `oldLive` are the page shown
    /// and the live window before it.
    private func editEffects(
        _ edit: PageEdit, shown: ChildID, oldLive: [ChildID], gone: [ChildID]
    ) -> [ContainmentEffect] {
        let window = liveWindow(around: currentPage)
        let newShown = sourcedChild(onPage: currentPage)
        var plan: [ContainmentEffect] = [.announce(.willEditPages(edit))]
        var settled: Set<ChildID> = []
        if case .reload = edit, newShown != shown {
            // The page shown, built again: a swap in place.
            plan += [.transition(from: shown, to: newShown, layout: .page(0), animation: .none), .discard(shown)]
            settled = [shown, newShown]
        }
        var placements: [ContainmentEffect.Placement] = []
        for page in window {
            let child = sourcedChild(onPage: page)
            guard !settled.contains(child) else { continue }
            if oldLive.contains(child) {
                placements.append(.init(child, .page(page - currentPage)))
            } else {
                plan.append(.embed(child, layout: .page(page - currentPage)))
            }
        }
        let changesPage = newShown != shown && settled.isEmpty
        if changesPage, appearanceMode == .visiblePage {
            plan += [
                .beginAppearance(shown, isAppearing: false, animated: false),
                .beginAppearance(newShown, isAppearing: true, animated: false),
            ]
        }
        // Every page stays at its place relative to the page shown, and is placed again: a host
        // that places pages by index (UIKit's) follows the shifted indexes and the new count.
        if !placements.isEmpty { plan.append(.move(placements, animation: .none)) }
        if changesPage, appearanceMode == .visiblePage {
            plan += [.endAppearance(shown), .endAppearance(newShown)]
        }
        let live = Set(window.map(sourcedChild(onPage:)))
        for child in oldLive where !live.contains(child) && !settled.contains(child) {
            plan.append(.unembed(child))
            if retention == .releaseWhenHidden || gone.contains(child) { plan.append(.discard(child)) }
        }
        // Kept builds of removed or reloaded pages out of the window.
        if retention == .keepAlive {
            plan += gone.filter { !oldLive.contains($0) }.map(ContainmentEffect.discard)
        }
        plan.append(.announce(.didEditPages(edit)))
        return plan
    }
}
