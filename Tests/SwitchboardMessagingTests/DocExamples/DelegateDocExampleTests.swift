import SwitchboardMessaging
import Testing

@MainActor protocol DownloadObserver: AnyObject { func downloadDidFinish(_ id: Int) }

@MainActor
final class ProgressBadge: DownloadObserver {
    private(set) var finished: [Int] = []
    func downloadDidFinish(_ id: Int) { finished.append(id) }
}

@MainActor
final class DownloadSession {
    private(set) var isClosed = false
    func close() { isClosed = true }
}

/// The `WeakRef` and `MulticastDelegate` examples of their type documentation.
@MainActor
@Suite("Docs: weak delegates")
struct DelegateDocExampleTests {
    @Test("MulticastDelegate: every added observer is called")
    func multicast() {
        let progressBadge = ProgressBadge()
        let observers = MulticastDelegate<any DownloadObserver>()
        observers.add(progressBadge)
        observers.invoke { $0.downloadDidFinish(2) }
        #expect(progressBadge.finished == [2])
    }

    @Test("WeakRef: forwards while the object lives, and reads nil after")
    func weakRef() throws {
        let session = DownloadSession()
        let box = WeakRef(session)
        box.object?.close()  // nil once the session is gone
        #expect(session.isClosed)

        var gone: DownloadSession? = DownloadSession()
        let dead = WeakRef(try #require(gone))
        gone = nil
        #expect(dead.isDead)
    }
}
