import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Everything a bus handler may do to the bus while it runs, each with the outcome the "Reentrancy"
/// rules of `MessageBus` (and the MessageBus article's delivery rules) promise.
@Suite("Bus handler reentrancy: each documented outcome")
struct HandlerReentrancyTests {
    /// Three subscribers to `Ping` in registration order, each logging "name value".
    private struct Trio {
        let bus = MessageBus()
        let log = BusRecorder<String>()
        let tokens = Locked<[String: SubscriptionToken]>([:])

        /// Subscribes `names` in order; `act` runs inside the named handler after it logs.
        func subscribe(_ names: [String], act: @escaping @Sendable (_ name: String, _ message: Ping) -> Void) {
            for name in names {
                let token = bus.subscribe(to: Ping.self) { [log] message in
                    log.record("\(name) \(message.value)")
                    act(name, message)
                }
                tokens.withLock { $0[name] = token }
            }
        }

        func token(_ name: String) -> SubscriptionToken? {
            tokens.withLock { $0[name] }
        }

        /// Ends every subscription: their handlers capture the trio, so the table of tokens and the
        /// handlers would otherwise keep each other alive.
        func endAll() {
            let all = tokens.withLock { tokens in
                defer { tokens = [:] }
                return tokens
            }
            for token in all.values { token.cancel() }
        }
    }

    @Test("a nested post is delivered to every subscriber before the outer dispatch moves on (depth-first)")
    func nestedPostIsDepthFirst() {
        let trio = Trio()
        defer { trio.endAll() }
        trio.subscribe(["a", "b", "c"]) { name, message in
            if name == "b", message.value == 1 { trio.bus.post(Ping(value: 2)) }
        }
        trio.bus.post(Ping(value: 1))
        #expect(trio.log.values == ["a 1", "b 1", "a 2", "b 2", "c 2", "c 1"])
    }

    @Test("a handler that cancels itself is not called again; the rest of the dispatch goes on")
    func cancelSelf() {
        let trio = Trio()
        defer { trio.endAll() }
        trio.subscribe(["a", "b", "c"]) { name, _ in
            if name == "b" { trio.token("b")?.cancel() }
        }
        trio.bus.post(Ping(value: 1))
        trio.bus.post(Ping(value: 2))
        #expect(trio.log.values == ["a 1", "b 1", "c 1", "a 2", "c 2"])
        #expect(trio.token("b")?.isCancelled == true)
    }

    @Test("cancelling the next subscriber skips it for the rest of this dispatch and every later one")
    func cancelNext() {
        let trio = Trio()
        defer { trio.endAll() }
        trio.subscribe(["a", "b", "c"]) { name, _ in
            if name == "a" { trio.token("b")?.cancel() }
        }
        trio.bus.post(Ping(value: 1))
        trio.bus.post(Ping(value: 2))
        #expect(trio.log.values == ["a 1", "c 1", "a 2", "c 2"])
        #expect(trio.bus.subscriberCount(for: Ping.self) == 2)
    }

    @Test("a subscription made in a handler misses the message in flight but gets a post nested after it")
    func subscribeInHandler() {
        let trio = Trio()
        defer { trio.endAll() }
        let late = BusRecorder<Int>()
        let lateToken = Locked<SubscriptionToken?>(nil)
        trio.subscribe(["a", "b"]) { name, message in
            guard name == "a", message.value == 1 else { return }
            lateToken.withLock { $0 = trio.bus.subscribe(to: Ping.self) { late.record($0.value) } }
            trio.bus.post(Ping(value: 2))
        }
        trio.bus.post(Ping(value: 1))
        #expect(late.values == [2], "the nested post takes a fresh snapshot; the outer one does not")
        #expect(trio.log.values == ["a 1", "a 2", "b 2", "b 1"])
        trio.bus.post(Ping(value: 3))
        #expect(late.values == [2, 3])
    }

    @Test("a handler may release the last reference to its own token: it finishes, and is not called again")
    func releaseOwnToken() {
        let bus = MessageBus()
        let log = BusRecorder<Int>()
        let holder = Locked<SubscriptionToken?>(nil)
        let token = bus.subscribe(to: Ping.self) { message in
            holder.withLock { $0 = nil }
            log.record(message.value)  // still running on captured state after the release
        }
        holder.withLock { $0 = token }
        _ = consume token
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(log.values == [1])
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @MainActor
    @Test("releasing another observer's owner during a main-actor dispatch: that observer is not called, and is purged")
    func releaseAnotherOwner() {
        let bus = MessageBus()
        let shelf = OwnerShelf(count: 2)
        weak let second = shelf.owners[1]
        bus.observe(Ping.self, by: shelf.owners[0]) { owner, message in
            owner.received.append(message.value)
            shelf.owners.removeLast()  // the second observer's owner deallocates here, on the main actor
        }
        bus.observe(Ping.self, by: shelf.owners[1]) { owner, message in owner.received.append(message.value) }

        bus.post(Ping(value: 1))

        #expect(second == nil)
        #expect(shelf.owners.map(\.received) == [[1]])
        #expect(bus.subscriberCount(for: Ping.self) == 1)
    }

    @Test("a handler may post to another bus, whose handler cancels the first subscription")
    func crossBusCancel() {
        let trio = Trio()
        defer { trio.endAll() }
        let other = MessageBus()
        let relay = other.subscribe(to: Pong.self) { _ in trio.token("c")?.cancel() }
        trio.subscribe(["a", "b", "c"]) { name, _ in
            if name == "a" { other.post(Pong()) }
        }
        trio.bus.post(Ping(value: 1))
        #expect(trio.log.values == ["a 1", "b 1"])
        relay.cancel()
    }
}

/// The only strong references to some observers' owners, so a handler can release one.
@MainActor
private final class OwnerShelf {
    var owners: [ScreenDouble]

    init(count: Int) {
        owners = (0..<count).map { _ in ScreenDouble() }
    }
}
