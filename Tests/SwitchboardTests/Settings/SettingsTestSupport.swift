import Foundation
import Switchboard

/// Collects values from any thread, in arrival order.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Locked<[Element]>([])

    func record(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var elements: [Element] {
        storage.withLock { $0 }
    }
}

/// A stand-in for a view controller that owns an observation.
@MainActor
final class PanelOwner {
    var received: [Bool] = []
    var pages: [Int] = []

    /// Starts observing the menu the way a view controller would, with `by: self`.
    func watchMenu(of settings: SharedSettings<PanelSettings>) {
        settings.observe(\.menuOpen, by: self) { owner, isOpen in owner.received.append(isOpen) }
    }
}

/// A class that can be watched for deallocation from any thread.
final class Canary: Sendable {}

/// Polls `condition` every 5 ms until it holds or a minute's worth of polls (12,000) have passed;
/// returns whether it held.
///
/// Sleeping between polls also lets the main queue run enqueued main-actor deliveries. The bound
/// counts polls, not wall time, so a poller starved with the rest of the pool (a sanitizer on two
/// busy cores) waits longer instead of giving up during the stall; the poll returns as soon as the
/// condition holds anyway.
func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<12_000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}

/// Whether `values` is exactly `first, first + 1, …`: the shape of a counter's change history
/// delivered completely and in order.
func isConsecutive(_ values: [Int], from first: Int) -> Bool {
    values == Array(first..<(first + values.count))
}

/// Whether each of `values` is greater than the one before: a counter's changes delivered in order,
/// some coalesced away (skipped) but none repeated or going back.
func isIncreasing(_ values: [Int]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
}

/// Calls `update` from a context with no isolation, as a background thread would.
func updateWithoutIsolation(_ settings: SharedSettings<PanelSettings>, _ body: @Sendable (inout PanelSettings) -> Void)
{
    settings.update(isolation: nil, body)
}

/// The first `count` elements of `stream` (fewer if it ends first).
func collect<Element: Sendable>(_ stream: AsyncStream<Element>, count: Int) async -> [Element] {
    var elements: [Element] = []
    for await element in stream {
        elements.append(element)
        if elements.count == count { break }
    }
    return elements
}

/// Runs `body` on a thread of its own and waits at most `seconds` for it to return.
///
/// - Returns: Whether it returned in time. A body that deadlocks is abandoned on its thread, so
///   a regression fails the test that calls this instead of hanging the whole suite. The default
///   bound is a minute: a new thread can wait seconds for a core under a sanitizer, and a body that
///   returns ends the wait at once.
func returnsInTime(within seconds: Double = 60, _ body: @escaping @Sendable () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    Thread {
        body()
        finished.signal()
    }
    .start()
    return finished.wait(timeout: .now() + seconds) == .success
}

/// Runs a closure when it deallocates, to observe exactly where a value's contents are released.
final class DeinitHook: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(_ onDeinit: @escaping @Sendable () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// The name of the thread whose call stack code runs in. A task-local read outside any task
/// falls back to thread-local storage, so it names the thread reliably on every platform
/// (unlike `Thread.current.name`).
enum CallingThread {
    @TaskLocal static var name = "unnamed"
}

/// Starts `body` on a new thread, where ``CallingThread/name`` is `name`.
///
/// - Returns: A semaphore signalled when `body` returns; wait on it with a timeout.
func startThread(named name: String, _ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let finished = DispatchSemaphore(value: 0)
    Thread {
        CallingThread.$name.withValue(name, operation: body)
        finished.signal()
    }
    .start()
    return finished
}

/// A fresh temporary folder per test, removed afterwards.
struct TemporaryFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("SwitchboardSettingsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

extension TemporaryFolder {
    /// Writes `text` to the file `name` in the folder and returns its URL.
    func file(_ name: String, containing text: String) throws -> URL {
        let url = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The bytes of the file `name` in the folder.
    func bytes(of name: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(name))
    }
}
