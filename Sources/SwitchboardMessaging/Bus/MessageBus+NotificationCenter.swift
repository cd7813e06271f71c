public import Foundation

extension MessageBus {
    /// Re-posts every legacy `name` notification on this bus as a typed message; a class-instance
    /// `object` becomes the post's subject. `object` filters senders as `NotificationCenter` does;
    /// `transform` returns `nil` to skip one. Releasing the token removes the `NotificationCenter` observer.
    ///
    /// ```swift
    /// let bridge = bus.receiveNotifications(named: .cartDidChange, as: CartChanged.self) { _ in CartChanged() }
    /// ```
    public func receiveNotifications<M: Message>(
        named name: Notification.Name, object: AnyObject? = nil, from center: NotificationCenter = .default,
        as type: M.Type, transform: @escaping @Sendable (Notification) -> M?
    ) -> SubscriptionToken {
        let observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard let self, let message = transform(notification) else { return }
            post(message, subject: notification.object.flatMap(classInstance))
        }
        return SubscriptionToken(NotificationObserver(center: center, observer: observer))
    }

    /// Posts a legacy `name` notification, with the post's subject as `object`, for every `type`
    /// message posted on this bus. Do not forward a type to a name that is received back into it:
    /// the loop stops only at ``maximumDispatchDepth``.
    ///
    /// ```swift
    /// let forwarder = bus.forwardMessages(of: CartChanged.self, toNotificationNamed: .cartDidChange)
    /// ```
    public func forwardMessages<M: Message>(
        of type: M.Type, subject: AnyObject? = nil, toNotificationNamed name: Notification.Name,
        on center: NotificationCenter = .default, label: String? = nil, file: String = #fileID, line: Int = #line,
        userInfo: @escaping @Sendable (M) -> [AnyHashable: Any]? = { _ in nil }
    ) -> SubscriptionToken {
        let forward = BusEntry.Handler.now { message, subject in
            center.post(name: name, object: subject, userInfo: userInfo(BusEntry.typed(message)))
        }
        return register(
            forward, for: M.self, kind: .notificationForwarder, subject: subject, label: label ?? name.rawValue,
            file: file, line: line)
    }
}

/// Removes a `NotificationCenter` block observer, once, when the bridge's token ends. Safety of
/// `@unchecked Sendable`: `center` is a `let`, and `removeObserver(_:)` is documented thread-safe; the
/// observer token is only touched through its ``Locked`` box.
private final class NotificationObserver: ObservationLink, @unchecked Sendable {
    let center: NotificationCenter
    let observer: Locked<(any NSObjectProtocol)?>

    init(center: NotificationCenter, observer: any NSObjectProtocol) {
        self.center = center
        self.observer = Locked(observer)
    }

    func cancel() {
        if let observer = observer.exchange(nil) { center.removeObserver(observer) }
    }

    var isLive: Bool { registryRecord != nil }

    var registryRecord: AnyObject? { observer.withLock { $0 } }
}
