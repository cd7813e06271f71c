import Testing

@testable import SwitchboardCoordination

/// The one answer type: what a handler returns and what a link reports, and how answers compare.
@Suite("Request results")
struct RequestResultTests {
    /// A reason that cannot be compared.
    struct Opaque: Error {}

    @Test(
        "every answer a handler gives reached the container; accepted means not rejected",
        arguments: [
            RequestResult.applied, .queued(position: 2), .queued(position: nil), .unchanged,
            .rejected(LibraryError.noSuchItem(1)),
        ])
    func handlerAnswers(result: RequestResult) {
        #expect(result.reachedContainer)
        #expect(result.isAccepted == (result.rejection == nil))
    }

    @Test("deliveries that reached no container say so")
    func undelivered() {
        #expect(!RequestResult.containerGone.reachedContainer)
        #expect(!RequestResult.unlinked.reachedContainer)
        #expect(RequestResult.containerGone != .unlinked)
        #expect(!RequestResult.containerGone.isAccepted && RequestResult.unlinked.rejection == nil)
    }

    @Test("rejections compare by their reasons' values")
    func rejectionsCompareByReason() {
        let rejected = RequestResult.rejected(LibraryError.noSuchItem(1))
        #expect(rejected == .rejected(LibraryError.noSuchItem(1)))
        #expect(rejected != .rejected(LibraryError.noSuchItem(2)))
        #expect(rejected != .rejected(ContainerRejection.noChildren))
        #expect(rejected != .applied)
        #expect(RequestResult.rejected(ContainerRejection.noChildren) == .rejected(ContainerRejection.noChildren))
        #expect(RequestResult.rejected(ContainerRejection.noChildren) != .unchanged)
        #expect(RequestResult.queued(position: 1) == .queued(position: 1))
        #expect(RequestResult.queued(position: 1) != .queued(position: 2))
        #expect(RequestResult.queued(position: nil) != .queued(position: 0))
    }

    @Test("negative control: reasons that are not Equatable never compare equal")
    func opaqueReasonsDiffer() {
        let reason = Opaque()
        #expect(RequestResult.rejected(reason) != .rejected(reason))
    }

    @Test("the typed reason can be read back as its own type, and only as it")
    func typedReason() {
        let delivery = RequestResult.rejected(ContainerRejection.pageOutOfRange(7, pageCount: 2))
        #expect(delivery.rejection(as: ContainerRejection.self) == .pageOutOfRange(7, pageCount: 2))
        #expect(delivery.rejection(as: LibraryError.self) == nil)
        #expect(RequestResult.applied.rejection(as: ContainerRejection.self) == nil)
    }

    @Test("descriptions name the case, and the reason of a rejection")
    func descriptions() {
        #expect(RequestResult.applied.description == "applied")
        #expect(RequestResult.containerGone.description == "containerGone")
        #expect(
            RequestResult.rejected(ContainerRejection.noChildren).description
                == "rejected: A container needs at least one child.")
        #expect(RequestResult.queued(position: 2).description == "queued at 2")
        #expect(RequestResult.queued(position: nil).description == "queued")
        #expect(SentRequest(LibraryRequest.closeDetail, from: "list").description == "closeDetail from list")
        #expect(SentRequest(LibraryRequest.closeDetail, from: nil).description == "closeDetail")
    }
}
