import Testing

@testable import SwitchboardCoordination

/// The answers: what a handler returns and what a link reports, and how they compare.
@Suite("Request results and link deliveries")
struct LinkDeliveryTests {
    /// A reason that cannot be compared.
    struct Opaque: Error {}

    @Test(
        "each handler answer becomes the same delivery",
        arguments: [
            (RequestResult.applied, LinkDelivery.applied), (.queued(position: 2), .queued), (.unchanged, .unchanged),
            (.rejected(LibraryError.noSuchItem(1)), .rejected(LibraryError.noSuchItem(1))),
        ])
    func resultBecomesDelivery(result: RequestResult, delivery: LinkDelivery) {
        #expect(LinkDelivery(result) == delivery)
        #expect(delivery.reachedContainer)
        #expect(result.isAccepted == (result.rejection == nil))
    }

    @Test("deliveries that reached no container say so")
    func undelivered() {
        #expect(!LinkDelivery.containerGone.reachedContainer)
        #expect(!LinkDelivery.unlinked.reachedContainer)
        #expect(LinkDelivery.containerGone != .unlinked)
    }

    @Test("rejections compare by their reasons' values")
    func rejectionsCompareByReason() {
        let rejected = LinkDelivery.rejected(LibraryError.noSuchItem(1))
        #expect(rejected == .rejected(LibraryError.noSuchItem(1)))
        #expect(rejected != .rejected(LibraryError.noSuchItem(2)))
        #expect(rejected != .rejected(ContainerRejection.noChildren))
        #expect(rejected != .applied)
        #expect(RequestResult.rejected(ContainerRejection.noChildren) == .rejected(ContainerRejection.noChildren))
        #expect(RequestResult.rejected(ContainerRejection.noChildren) != .unchanged)
        #expect(RequestResult.queued(position: 1) == .queued(position: 1))
        #expect(RequestResult.queued(position: 1) != .queued(position: 2))
    }

    @Test("negative control: reasons that are not Equatable never compare equal")
    func opaqueReasonsDiffer() {
        let reason = Opaque()
        #expect(LinkDelivery.rejected(reason) != .rejected(reason))
        #expect(RequestResult.rejected(reason) != .rejected(reason))
    }

    @Test("the typed reason can be read back as its own type, and only as it")
    func typedReason() {
        let delivery = LinkDelivery.rejected(ContainerRejection.pageOutOfRange(7, pageCount: 2))
        #expect(delivery.rejection(as: ContainerRejection.self) == .pageOutOfRange(7, pageCount: 2))
        #expect(delivery.rejection(as: LibraryError.self) == nil)
        #expect(LinkDelivery.applied.rejection(as: ContainerRejection.self) == nil)
    }

    @Test("descriptions name the case, and the reason of a rejection")
    func descriptions() {
        #expect(LinkDelivery.applied.description == "applied")
        #expect(LinkDelivery.containerGone.description == "containerGone")
        #expect(
            LinkDelivery.rejected(ContainerRejection.noChildren).description
                == "rejected: A container needs at least one child.")
        #expect(RequestResult.queued(position: 2).description == "queued at 2")
        #expect(PostedRequest(LibraryRequest.closeDetail, from: "list").description == "closeDetail from list")
        #expect(PostedRequest(LibraryRequest.closeDetail, from: nil).description == "closeDetail")
    }
}
