import SwitchboardMessaging
import Testing

@MainActor protocol DownloadObserver: AnyObject { func downloadDidFinish(_ id: Int) }

@MainActor
final class ProgressBadge: DownloadObserver {
    private(set) var finished: [Int] = []
    func downloadDidFinish(_ id: Int) { finished.append(id) }
}

/// The `MulticastDelegate` example of its type documentation.
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
}
