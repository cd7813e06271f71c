/// A first-in, first-out queue of elements in one growable ring of memory: ``StreamBuffer``'s storage.
///
/// It exists because a stream's code runs unspecialized (the element type is the app's), and there an
/// `Array<Element>` operation first looks up `Array<Element>`'s type metadata in the runtime's cache,
/// which costs more than the rest of a delivery. Raw-pointer operations need only `Element` itself.
/// Removing moves the element out, so the queue never keeps a handed-out element alive.
///
/// Not thread-safe: a queue is reached either under its ``StreamBuffer``'s lock or by the one iterator
/// that took it from there (under that lock).
final class ElementQueue<Element> {
    /// `capacity` slots, a power of two; the live ones are `count` slots from `head`, wrapping around.
    private var slots: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var head = 0
    private(set) var count = 0

    /// Creates an empty queue with room for `minimumCapacity` elements before it grows.
    init(minimumCapacity: Int = 8) {
        var capacity = 1
        while capacity < minimumCapacity { capacity <<= 1 }
        self.capacity = capacity
        slots = UnsafeMutablePointer.allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        slots.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The slot of the element `offset` places after the oldest.
    @inline(__always)
    private func slot(_ offset: Int) -> UnsafeMutablePointer<Element> {
        slots + ((head &+ offset) & (capacity &- 1))
    }

    /// Adds `element` after the newest, doubling the ring when it is full.
    func append(_ element: Element) {
        if count == capacity { grow() }
        slot(count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the oldest element. The queue must not be empty.
    func removeFirst() -> Element {
        precondition(count > 0, "removeFirst on an empty ElementQueue")
        let element = slot(0).move()
        head = (head &+ 1) & (capacity &- 1)
        count -= 1
        return element
    }

    /// Removes and returns the element `offset` places after the oldest, keeping the others in order.
    ///
    /// Moves the `offset` older elements up by one slot, so it is cheap for a small `offset`.
    func remove(at offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "ElementQueue.remove(at:) out of range")
        let element = slot(offset).move()
        var index = offset
        while index > 0 {
            slot(index).moveInitialize(from: slot(index - 1), count: 1)
            index -= 1
        }
        head = (head &+ 1) & (capacity &- 1)
        count -= 1
        return element
    }

    /// Destroys every element, keeping the memory.
    func removeAll() {
        while count > 0 {
            slot(0).deinitialize(count: 1)
            head = (head &+ 1) & (capacity &- 1)
            count -= 1
        }
        head = 0
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        // The live elements are at most two runs: from `head` to the end, then from the start.
        let firstRun = min(count, capacity - head)
        larger.moveInitialize(from: slots + head, count: firstRun)
        (larger + firstRun).moveInitialize(from: slots, count: count - firstRun)
        slots.deallocate()
        slots = larger
        capacity *= 2
        head = 0
    }
}
