// The user code of the "Your own requests" guide (Switchboard.docc/YourOwnRequests.md),
// verbatim: a request vocabulary, its container and its shared state, written as an app would.
// The contract suite (Strategies/CoordinationContractTests.swift) runs these same types over the
// three strategies next to the built-in vocabulary.
import Switchboard

enum LibraryRequest: Sendable, Hashable { case showDetail(item: Int), closeDetail }

enum LibraryError: Error, Equatable { case noSuchItem(Int) }

final class LibraryContainer: HeadlessViewController, RequestHandler {
    private(set) var detailItem: Int?

    func handle(_ request: LibraryRequest, from child: ChildID?) -> RequestResult {
        switch request {
        case .showDetail(let item) where item < 0: return .rejected(LibraryError.noSuchItem(item))
        case .showDetail(let item) where item == detailItem: return .unchanged
        case .showDetail(let item): detailItem = item
        case .closeDetail where detailItem == nil: return .unchanged
        case .closeDetail: detailItem = nil
        }
        return .applied
    }
}

struct LibraryState: CoordinatedState {
    var detailItem: Int?

    mutating func apply(_ request: LibraryRequest) {
        if case .showDetail(let item) = request { detailItem = item } else { detailItem = nil }
    }

    func requests(since old: LibraryState) -> [LibraryRequest] {
        guard detailItem != old.detailItem else { return [] }
        return [detailItem.map { .showDetail(item: $0) } ?? .closeDetail]
    }
}

final class ListController: HeadlessViewController {
    var link = ContainerLink<LibraryRequest>.unlinked
    func rowTapped(_ item: Int) -> RequestResult { link.send(.showDetail(item: item)) }
}

struct AppSettings: Codable, Sendable, Equatable {
    var leftPane = LibraryState()
    var rightPane = LibraryState()
}
