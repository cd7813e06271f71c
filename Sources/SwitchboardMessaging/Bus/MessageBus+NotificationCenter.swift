public import Foundation

// A bridge for migrating code that still speaks in `Notification.Name`s, one name at a time.
extension MessageBus {
    /// Re-posts every legacy `name` notification on this bus as a typed message.
    ///
    /// Old code keeps posting `NotificationCenter.default.post(name: .cartDidChange, object: self)`;
    /// new code subscribes to `CartChanged`. When the notification's `object` is a class instance it
    /// becomes the post's subject.
    ///
    /// ```swift
    /// let bridge = bus.receiveNotifications(named: .cartDidChange, as: CartChanged.self) { _ in CartChanged() }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The legacy notification name.
    ///   - object: Only notifications from this sender, as `NotificationCenter` filters; `nil` for all.
    ///   - center: The notification center to listen on.
    ///   - type: The typed message to post.
    ///   - transform: Builds the message from a notification; return `nil` to skip one.
    /// - Returns: The token that owns the bridge; releasing it removes the `NotificationCenter` observer.
    public func receiveNotifications<M: Message>(
        named name: Notification.Name,
        object: AnyObject? = nil,
        from center: NotificationCenter = .default,
        as type: M.Type,
        transform: @escaping @Sendable (Notification) -> M?
    ) -> SubscriptionToken {
        let observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard let self, let message = transform(notification) else { return }
            post(message, subject: Self.subject(of: notification))
        }
        let registration = NotificationObserver(center: center, observer: observer)
        return SubscriptionToken(onCancel: { registration.remove() })
    }

    /// Posts a legacy `name` notification for every `type` message posted on this bus.
    ///
    /// Old observers of `.cartDidChange` keep working while posters move to `bus.post(CartChanged())`.
    /// The post's subject becomes the notification's `object`.
    ///
    /// ```swift
    /// let forwarder = bus.forwardMessages(of: CartChanged.self, toNotificationNamed: .cartDidChange)
    /// ```
    ///
    /// Do not forward a type to a name that is also received back into the same type: the loop is
    /// stopped at ``maximumDispatchDepth`` and reported, but every hop posts once more.
    ///
    /// - Parameters:
    ///   - type: The typed message to forward.
    ///   - subject: When given, only posts for this exact object are forwarded.
    ///   - name: The legacy notification name to post.
    ///   - center: The notification center to post on.
    ///   - label: A debug name shown in ``registrations``.
    ///   - file: Where the forwarder was made, for ``registrations``.
    ///   - line: Where the forwarder was made, for ``registrations``.
    ///   - userInfo: Builds the notification's `userInfo` from the message; `nil` by default.
    /// - Returns: The token that owns the forwarder.
    public func forwardMessages<M: Message>(
        of type: M.Type,
        subject: AnyObject? = nil,
        toNotificationNamed name: Notification.Name,
        on center: NotificationCenter = .default,
        label: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        userInfo: @escaping @Sendable (M) -> [AnyHashable: Any]? = { _ in nil }
    ) -> SubscriptionToken {
        let entry = register(subject: subject) { sequence in
            TypedEntry<M>(
                .withSubject { message, subject in center.post(name: name, object: subject, userInfo: userInfo(message))
                },
                kind: .notificationForwarder,
                origin: RegistrationOrigin(label: label ?? name.rawValue, file: file, line: line),
                sequence: sequence, subject: subject)
        }
        return SubscriptionToken(entry: entry, lock: state)
    }

    /// The notification's object when it is a class instance (a value has no identity to scope by).
    private static func subject(of notification: Notification) -> AnyObject? {
        guard let object = notification.object, type(of: object) is AnyClass else { return nil }
        return object as AnyObject
    }
}

/// Removes a `NotificationCenter` block observer when the bridge's token ends.
///
/// Safety of `@unchecked Sendable`: both properties are `let`; `NotificationCenter.removeObserver(_:)`
/// is documented thread-safe and the observer token is only ever handed to it.
private final class NotificationObserver: @unchecked Sendable {
    let center: NotificationCenter
    let observer: any NSObjectProtocol

    init(center: NotificationCenter, observer: any NSObjectProtocol) {
        self.center = center
        self.observer = observer
    }

    func remove() {
        center.removeObserver(observer)
    }
}
