/// A description of one live registration on a ``MessageBus`` or a ``SharedSettings``, as
/// ``MessageBus/registrations`` and ``SharedSettings/registrations`` list them, for debugging and
/// leak hunting.
///
/// ```swift
/// for registration in bus.registrations { print(registration) }
/// // MyApp.CartChanged ← subscription "badge" at MyApp/CartBadge.swift:42
/// for registration in settings.registrations { print(registration) }
/// // \ReaderSettings.isDark ← observer owner: MyApp.ArticleViewController at MyApp/ArticleViewController.swift:42
/// ```
public struct Registration: Sendable, CustomStringConvertible {
    /// How a registration was made, on the bus or on the settings.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// ``MessageBus/subscribe(to:subject:label:file:line:handler:)`` or
        /// ``SharedSettings/subscribe(_:file:line:handler:)``: a `@Sendable` handler owned by a token.
        case subscription
        /// ``MessageBus/subscribeOnce(to:subject:label:file:line:handler:)``, not yet fired.
        case oneShot
        /// ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` or
        /// ``SharedSettings/observe(_:by:file:line:handler:)``: a main-actor handler bound to an owner.
        case observer
        /// ``MessageBus/subscribeOnMainActor(to:subject:label:file:line:handler:)`` or
        /// ``SharedSettings/subscribeOnMainActor(_:file:line:handler:)``: a main-actor handler owned by a token.
        case mainActorSubscription
        /// ``MessageBus/messages(of:subject:bufferingPolicy:label:file:line:)`` or
        /// ``SharedSettings/values(of:bufferingPolicy:file:line:)``: an async stream.
        case stream
        /// ``MessageBus/forwardMessages(of:subject:toNotificationNamed:on:label:file:line:userInfo:)``.
        case notificationForwarder
    }

    /// How the registration was made.
    public let kind: Kind
    /// What it listens for, as Swift names it: a bus registration's message type
    /// (`MyApp.CartChanged`), a settings observation's key path (`\ReaderSettings.isDark`).
    public var topic: String { String(reflecting: listensTo) }
    /// The message type a bus registration receives; `nil` for a settings observation.
    public var messageType: (any Message.Type)? { listensTo as? any Message.Type }
    /// The fully qualified type of its subject, or `nil` when it takes posts for every subject (and
    /// on the settings, which have no subjects).
    public var subjectType: String? { subjectClass.map { String(reflecting: $0) } }
    /// The fully qualified type of an observer's owner, or `nil` for other registrations.
    public var ownerType: String? { ownerClass.map { String(reflecting: $0) } }
    /// The debug label given at registration, if any (the settings take none).
    public let label: String?
    /// The file (`#fileID`) where it was registered.
    public let file: String
    /// The line where it was registered.
    public let line: Int
    /// The message type or key path, and the types, named only when read: registrations are made
    /// far more often than listed.
    let listensTo: any Sendable
    let subjectClass: (any AnyObject.Type)?
    let ownerClass: (any AnyObject.Type)?
    /// Whether the handler holds nothing of the app's strongly (a coordinator's): leak reports skip it.
    let handlerIsWeak: Bool

    init(
        _ kind: Kind, listeningTo listensTo: any Sendable, subject: AnyObject? = nil, owner: AnyObject? = nil,
        label: String? = nil, file: String, line: Int, handlerIsWeak: Bool = false
    ) {
        self.kind = kind
        self.listensTo = listensTo
        subjectClass = subject.map { type(of: $0) }
        ownerClass = owner.map { type(of: $0) }
        self.label = label
        self.file = file
        self.line = line
        self.handlerIsWeak = handlerIsWeak
    }

    /// What a leak report shows the registry's record of it holding: the handler closure, unless it
    /// holds nothing of the app's (a stream's, a coordinator's).
    var handlerReferences: [LeakPathReference] {
        kind == .stream || handlerIsWeak ? [] : [LeakPathReference(target: .closure("handler closure"))]
    }

    /// `topic ← kind "label" [subject: T] [owner: T] at file:line`.
    public var description: String {
        var text = "\(topic) ← \(kind.rawValue)"
        if let label { text += " \"\(label)\"" }
        if let subjectType { text += " subject: \(subjectType)" }
        if let ownerType { text += " owner: \(ownerType)" }
        return text + " at \(file):\(line)"
    }
}
