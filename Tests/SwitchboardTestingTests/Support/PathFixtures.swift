import Switchboard

// Classic leaks, each next to its fix, for the reference-path tests.

/// The app's theme changed.
struct ThemeChanged: Message {
    var isDark: Bool
}

/// Listens for theme changes, the wrong way: it keeps its token, and its handler captures
/// `self` strongly, so the bus entry the token holds keeps the watcher alive.
final class LeakyThemeWatcher: Sendable {
    let token = Locked<SubscriptionToken?>(nil)
    let refreshes = Locked(0)

    init(bus: MessageBus) {
        let subscription = bus.subscribe(to: ThemeChanged.self, label: "theme") { _ in self.refresh() }
        token.withLock { $0 = subscription }
    }

    func refresh() { refreshes.withLock { $0 += 1 } }
}

/// The fix: the handler captures `self` weakly.
final class ThemeWatcher: Sendable {
    let token = Locked<SubscriptionToken?>(nil)
    let refreshes = Locked(0)

    init(bus: MessageBus) {
        let subscription = bus.subscribe(to: ThemeChanged.self, label: "theme") { [weak self] _ in self?.refresh() }
        token.withLock { $0 = subscription }
    }

    func refresh() { refreshes.withLock { $0 += 1 } }
}

/// Redraws when the menu opens, the wrong way: its settings subscription's handler captures
/// `self`, and it keeps the token.
final class LeakyMenuBadge: Sendable {
    let token = Locked<SubscriptionToken?>(nil)
    let redraws = Locked(0)

    init(settings: SharedSettings<PanelSettings>) {
        let subscription = settings.subscribe(\.menuOpen) { _ in self.redraw() }
        token.withLock { $0 = subscription }
    }

    func redraw() { redraws.withLock { $0 += 1 } }
}

/// The fix: the handler captures `self` weakly.
final class MenuBadge: Sendable {
    let token = Locked<SubscriptionToken?>(nil)
    let redraws = Locked(0)

    init(settings: SharedSettings<PanelSettings>) {
        let subscription = settings.subscribe(\.menuOpen) { [weak self] _ in self?.redraw() }
        token.withLock { $0 = subscription }
    }

    func redraw() { redraws.withLock { $0 += 1 } }
}

/// An album and its cover, each with a stored property for the other.
final class Album {
    var layout = AlbumLayout()
}

/// The album's layout: a struct, so the path goes through it.
struct AlbumLayout {
    var cover: Cover?
}

/// The cover of an ``Album``; the bug is a strong back-reference.
final class Cover {
    var album: Album?
    weak var weakAlbum: Album?
}

extension Album {
    /// An album and cover that hold each other strongly.
    static func makeCycle() -> Album {
        let album = Album()
        let cover = Cover()
        cover.album = album
        album.layout.cover = cover
        return album
    }

    /// The fix: the cover's back-reference is weak.
    static func makePair() -> Album {
        let album = Album()
        let cover = Cover()
        cover.weakAlbum = album
        album.layout.cover = cover
        return album
    }
}

/// A page of a pager, with a back-reference to the pager that may be strong (the bug) or weak.
@MainActor
final class PageController: HeadlessViewController {
    var pager: HeadlessViewController?
    weak var weakPager: HeadlessViewController?
}

/// Three objects in a ring: A → B → C → A.
final class RingLink {
    var next: RingLink?
}

/// A chain of objects, for the limit tests.
final class ChainLink {
    var next: ChainLink?

    /// A chain of `count` links whose last link points back at the first.
    static func makeRing(count: Int) -> ChainLink {
        let first = ChainLink()
        var last = first
        for _ in 1..<count {
            let link = ChainLink()
            last.next = link
            last = link
        }
        last.next = first
        return first
    }

    /// Breaks the ring that starts at `self`.
    func breakRing() {
        var current: ChainLink? = self
        while let link = current {
            current = link.next
            link.next = nil
        }
    }
}

/// An object that only holds what it is given, through one kind of storage or another.
class HolderBase {
    /// Declared on the superclass: the walk reads superclass levels too.
    var inherited: AnyObject?
}

/// Holds a target through the kind of storage a test chooses.
final class StorageHolder: HolderBase {
    struct Box {
        var target: AnyObject?
    }

    enum State {
        case idle
        case loaded(AnyObject)
    }

    var box = Box()
    var state = State.idle
    var byName: [String: AnyObject] = [:]
    var members: Set<HashableBox> = []
    var pair: (String, AnyObject?) = ("none", nil)
    var existential: Any?
    lazy var cached: AnyObject? = nil
    weak var weakTarget: AnyObject?
    unowned(unsafe) var unsafeTarget: AnyObject

    init(placeholder: AnyObject) {
        unsafeTarget = placeholder
    }
}

/// An object usable as a set member, holding the target.
final class HashableBox: Hashable {
    let target: AnyObject

    init(_ target: AnyObject) { self.target = target }

    static func == (lhs: HashableBox, rhs: HashableBox) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An object with an `unowned` reference, which may outlive what it references.
final class UnownedReferrer {
    unowned let referent: Leaf
    weak var weakReferent: Leaf?

    init(referent: Leaf) {
        self.referent = referent
        weakReferent = referent
    }
}

/// A value nested as deep as a test wants.
indirect enum NestedValue {
    case object(AnyObject)
    case wrapped(NestedValue)

    static func wrapping(_ object: AnyObject, levels: Int) -> NestedValue {
        (0..<levels).reduce(.object(object)) { value, _ in .wrapped(value) }
    }
}

/// Holds a nested value.
final class NestedValueHolder {
    var value: NestedValue?
}

/// An actor holding an object: its state is not the walk's to read.
actor ObjectKeeper {
    var kept: [AnyObject] = []

    func keep(_ object: SendableLeaf) { kept.append(object) }
}
