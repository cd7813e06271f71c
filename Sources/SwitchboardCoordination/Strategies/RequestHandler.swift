/// A container that acts on requests of its own type, whichever strategy delivers them.
///
/// The request type is yours: any `Sendable` value, usually an enum. The handler decides, and
/// says what it did; the child that sent the request gets that answer back from
/// ``ContainerLink/send(_:)`` on every strategy.
///
/// ```swift
/// enum LibraryRequest: Sendable, Hashable { case showDetail(item: Int), closeDetail }
///
/// enum LibraryError: Error, Equatable { case noSuchItem(Int) }
///
/// final class LibraryContainer: HeadlessViewController, RequestHandler {
///     private(set) var detailItem: Int?
///
///     func handle(_ request: LibraryRequest, from child: ChildID?) -> RequestResult {
///         switch request {
///         case .showDetail(let item) where item < 0: return .rejected(LibraryError.noSuchItem(item))
///         case .showDetail(let item) where item == detailItem: return .unchanged
///         case .showDetail(let item): detailItem = item
///         case .closeDetail where detailItem == nil: return .unchanged
///         case .closeDetail: detailItem = nil
///         }
///         return .applied
///     }
/// }
/// ```
///
/// A ``Coordinator`` holds its handler weakly, so adopting this protocol never creates a cycle.
/// Handlers are main-actor objects (view controllers), which makes them `Sendable`.
@MainActor
public protocol RequestHandler: AnyObject, Sendable {
    /// What children can ask of this container.
    associatedtype Request: Sendable

    /// Acts on one request, or refuses it.
    ///
    /// A refused request must change nothing: return ``RequestResult/rejected(_:)`` with a
    /// typed error saying why. The settings strategy relies on it to leave shared state as it
    /// was.
    ///
    /// - Parameters:
    ///   - request: What the child asked for.
    ///   - child: The child that asked, or `nil` when the request did not come through a link
    ///     (a change written to shared settings elsewhere, a post made by other code).
    /// - Returns: What the container did with it.
    func handle(_ request: Request, from child: ChildID?) -> RequestResult
}
