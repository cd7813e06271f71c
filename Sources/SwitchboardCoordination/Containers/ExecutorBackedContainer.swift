package import SwitchboardContainment
package import SwitchboardMessaging

/// A ready host of a ``ContainerStateMachine``: ``HeadlessContainerViewController`` and the UIKit
/// `ContainerViewController`. What they forward to the ``ContainerExecutor`` they own is written
/// here, once; each host keeps only what differs — its view life cycle, its controller type and
/// `handle(_:from:)`, which stays in the class so the request path calls the executor with no
/// protocol in between (the swap host's override specializes it).
@MainActor
package protocol ExecutorBackedContainer: StateMachineContainer, CoordinatorKeeping {
    /// The executor's host type: the headless controller, or the UIKit container itself.
    associatedtype ExecutorHost: ContainerHost

    /// Runs the plans: scheduling, building children, the containment sequences, preflight,
    /// abandonment, appearance forwarding and interactive changes.
    var executor: ContainerExecutor<Machine, ExecutorHost> { get }
}

extension ExecutorBackedContainer {
    /// The container's state, as of the last applied request.
    public var machine: Machine { executor.machine }

    /// The most recent rejection, if any request was rejected.
    public var lastRejection: Machine.Rejection? { executor.lastRejection }

    /// The most recent request accepted but abandoned because the hierarchy refused its plan.
    public var lastAbandonment: (sent: SentRequest<Machine.Request>, violation: ContainmentViolation)? {
        executor.lastAbandonment
    }

    /// Who receives announcements; held weakly, called in registration order.
    public var observers: MulticastDelegate<any ContainerObserver> { executor.observers }

    /// Where announcements are also posted, with this container as the subject; `nil` for none.
    public var bus: MessageBus? {
        get { executor.bus }
        set { executor.bus = newValue }
    }

    /// Requests waiting for the running plan to finish, oldest first.
    public var pendingRequests: [SentRequest<Machine.Request>] { executor.pendingRequests }

    /// Whether a plan is still running (typically an animation in flight).
    public var isTransitioning: Bool { executor.isTransitioning }

    /// What happened to every request so far.
    public var requestTally: ContainerRequestTally { executor.requestTally }

    /// The identifier of `controller` when it is one of this container's children, `nil`
    /// otherwise.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Its identifier.
    public func childID(of controller: AnyObject) -> ChildID? {
        executor.childID(ofChild: controller)
    }

    /// Applies, queues or rejects `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The machine's rejection, after recording it; nothing changed.
    @discardableResult
    public func submit(
        _ request: Machine.Request, from sender: ChildID?
    ) throws(Machine.Rejection) -> RequestResult {
        try executor.submit(request, from: sender)
    }

    /// This container's link for its child `child`, reaching it through its newest coordinator.
    ///
    /// - Parameter child: The child the link speaks for.
    /// - Returns: The link.
    public func link(for child: ChildID) -> ContainerLink<Machine.Request> {
        executor.link(for: child)
    }

    /// Starts `request` as a change the user drives.
    ///
    /// - Parameter request: A request whose plan moves views.
    /// - Returns: `true` when the change is waiting for the user.
    /// - Throws: The request's rejection; nothing changes then.
    @discardableResult
    public func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool {
        try executor.beginInteractiveChange(request)
    }

    /// Whether a change the user drives is waiting for them.
    public var isChangingInteractively: Bool { executor.isChangingInteractively }

    /// Moves the views of the interactive change to `fraction` of the way (`0...1`).
    ///
    /// - Parameter fraction: How far the user has moved.
    public func updateInteractiveChange(_ fraction: Double) {
        executor.updateInteractiveChange(fraction)
    }

    /// Completes the interactive change.
    public func finishInteractiveChange() {
        executor.finishInteractiveChange()
    }

    /// Cancels the interactive change.
    public func cancelInteractiveChange() {
        executor.cancelInteractiveChange()
    }

    /// The name `containerLink(for:named:)` finds this container by; kept by the executor.
    public var linkName: String? {
        get { executor.linkName }
        set { executor.linkName = newValue }
    }

    /// This container's link for a controller outside it that found it by name: it sends from
    /// no child, as ``StateMachineContainer/submit(_:from:)`` with `nil` does.
    ///
    /// - Parameter requests: The request type the link must carry: the machine's.
    /// - Returns: The link, or `nil` for another request type.
    public func containerLink<Request>(fromOutside requests: Request.Type) -> ContainerLink<Request>? {
        executor.link(for: nil) as? ContainerLink<Request>
    }

    /// Where the container keeps the coordinators made for it: with its executor.
    package var keptCoordinators: KeptCoordinators { executor.keptCoordinators }
}
