/// Why a container refused a request, or a configuration given to a `validating` initializer. A
/// rejected request changes nothing.
///
/// ```swift
/// do {
///     try container.swap(to: "purple")
/// } catch {
///     print(error)  // "No child named purple; known children: green, blue."
/// }
/// ```
///
/// Whether a request is valid depends only on the container's configuration, which is fixed
/// at creation, so a request accepted into the queue is never rejected later — except in a pager
/// over a page source, whose page count changes with page edits: a request that waited while an
/// edit ran is checked again when its turn comes, and rejected then if it no longer fits.
public enum ContainerRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The container does not handle this kind of request at all (a swap slot has no pages).
    case unsupportedRequest(ContainerRequest, container: String)
    /// No child of the container has this identifier.
    case unknownChild(ChildID, known: [ChildID])
    /// The page index is outside `0..<pageCount`.
    case pageOutOfRange(Int, pageCount: Int)
    /// The slide container was created without this panel.
    case panelNotConfigured(ContainerPanel)
    /// `swapNext` reached a paging container none of whose pages holds alternates.
    case noAlternatingPage
    /// `swapNext` without a sender reached a paging container with several alternating pages.
    case ambiguousAlternatingPage(candidates: [Int])
    /// A container was configured without any child.
    case noChildren
    /// A container was configured with the same identifier twice.
    case duplicateChild(ChildID)
    /// A host was given no controller (instance or factory) for a child its state machine names.
    case childNotProvided(ChildID)
    /// A page edit reached a pager with a fixed list of pages: only a pager over a page source
    /// inserts, removes or reloads pages.
    case pagesNotEditable(pageCount: Int)
    /// A page edit names pages outside the pager's, or no page at all: an insertion at an index
    /// outside `0...pageCount` or of fewer than one page, a removal reaching outside
    /// `0..<pageCount` or empty, a reload outside `0..<pageCount`.
    case pageEditOutOfRange(PageEdit, pageCount: Int)
    /// A removal of every page: a pager keeps at least one page.
    case removingEveryPage(pageCount: Int)
    /// A ``StackContainer`` configuration it cannot lay out: the proportions or the spacing, as
    /// the sentence says.
    case invalidStackLayout(String)
    /// A drawer changes its style only while both panels are closed and nothing moves them.
    case drawerNotClosed

    /// Whether the refusal says the request is for another container: one that handles this
    /// kind, has this child, has pages with alternates, or has this panel. A request found its
    /// container by walking up (`containerLink`) goes on past one that would refuse it so.
    var meansAnotherContainer: Bool {
        switch self {
        case .unsupportedRequest, .unknownChild, .noAlternatingPage, .panelNotConfigured: true
        default: false
        }
    }

    /// Stops the program for a configuration it spelled out itself, where a refusal is a mistake
    /// in the program, with the container's name and this refusal's sentence, which names the bad
    /// value (`SwapContainer: The child green is registered twice; …`): what a literal initializer
    /// does when its `validating` twin, which it calls, throws. `fatalError`, not
    /// `preconditionFailure`: an optimized build drops a precondition's message, and the message is
    /// the point.
    ///
    /// - Parameter container: The container's name, for the message.
    package func stopProgram(in container: String) -> Never {
        fatalError("\(container): \(self)")
    }

    /// A sentence saying what was refused and what is accepted instead.
    public var description: String {
        switch self {
        case .unsupportedRequest(let request, let container):
            return "\(container) does not handle \(request)."
        case .unknownChild(let child, let known):
            return "No child named \(child); known children: \(known.map(\.rawValue).joined(separator: ", "))."
        case .pageOutOfRange(let page, let pageCount):
            return "Page \(page) is out of range: the container has \(pageCount) page(s), 0..<\(pageCount)."
        case .panelNotConfigured(let panel):
            return "The container has no \(panel) panel."
        case .noAlternatingPage:
            return "swapNext needs a page with alternates; every page holds a single child."
        case .ambiguousAlternatingPage(let candidates):
            return
                "swapNext without a sender is ambiguous: pages \(candidates.map(String.init).joined(separator: ", ")) "
                + "hold alternates; send it from a child of the page to swap."
        case .noChildren:
            return "A container needs at least one child."
        case .duplicateChild(let child):
            return "The child \(child) is registered twice; identifiers must be unique within a container."
        case .childNotProvided(let child):
            return "No controller was provided for the child \(child)."
        case .pagesNotEditable(let pageCount):
            return
                "Only a pager over a page source inserts, removes or reloads pages; this one has a fixed list of "
                + "\(pageCount) page(s)."
        case .pageEditOutOfRange(let edit, let pageCount):
            return
                "\(edit) is out of range: the pager has \(pageCount) page(s); \(edit.validRange(pageCount: pageCount))."
        case .removingEveryPage(let pageCount):
            return "Removing all \(pageCount) page(s) is refused: a pager keeps at least one page."
        case .invalidStackLayout(let reason):
            return "The stack's layout is refused: \(reason)."
        case .drawerNotClosed:
            return "The drawer's style changes only while both panels are closed and nothing moves them."
        }
    }
}
