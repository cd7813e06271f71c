import SwitchboardMessaging
// How the settings strategy turns requests into desired state and desired state into requests.
extension Coordinator {
    /// Settings strategy: the desired state of this coordinator's scope, which a container that
    /// joins late reads to catch up; `nil` for the other strategies, which keep no state.
    public var desiredState: PanelSettings? {
        guard case .sharedSettings(let settings, _) = strategy else { return nil }
        return settings.value[scope: scope ?? .primary]
    }

    /// Settings strategy: tells a container that starts from the defaults everything the desired
    /// state already asks for (a menu left open, a chosen child, a page), as requests from no
    /// child. Does nothing for the other strategies.
    public func replayDesiredState() {
        guard let desired = desiredState, let handler else { return }
        reconciledState = desired
        for request in PanelSettings().adopting(handler.snapshot).requests(toReach: desired) {
            handler.handle(request, from: nil)
        }
    }

    /// Writes `request` as desired state, so the observation delivers it to the container.
    func write(
        _ request: ContainerRequest, from child: ChildID?, to handler: any ContainerRequestHandler,
        in settings: SharedSettings<PanelSettings>, scope: PanelScope
    ) -> LinkDelivery {
        guard handler.canApply(request, from: child) else {
            // Never written as desired state: the container's rejection path sees it directly.
            handler.handle(request, from: child)
            return .delivered
        }
        if isReconciling {
            return writeNested(request, from: child, to: handler, in: settings, scope: scope)
        }
        writeInProgress = (request, child, false)
        defer { writeInProgress = nil }
        let (changed, desired) = settings.update { value -> (Bool, PanelSettings) in
            let before = value[scope: scope]
            value[scope: scope].apply(request)
            return (value[scope: scope] != before, value[scope: scope])
        }
        guard changed else {
            // The desired state already held; the screen may still disagree (the container
            // started on another page), and then the request is what brings them together.
            guard changesScreen(request, handler: handler, desired: desired) else {
                return .unchanged
            }
            handler.handle(request, from: child)
            return .delivered
        }
        // Another thread may be delivering this instance's changes; then ours reaches the
        // container from the main queue, in order, right after.
        guard writeInProgress?.delivered == true else {
            deferredWrites.append((request, child, desired))
            return .enqueued
        }
        recordRelativeSwap(request, of: handler, in: settings, scope: scope)
        return .delivered
    }

    /// A request sent while the container is being told about a change: the settings defer
    /// its notification until the current one is done, so it is delivered here, directly, and
    /// the deferred notification then finds nothing left to do.
    private func writeNested(
        _ request: ContainerRequest, from child: ChildID?, to handler: any ContainerRequestHandler,
        in settings: SharedSettings<PanelSettings>, scope: PanelScope
    ) -> LinkDelivery {
        let desired = settings.update { value -> PanelSettings in
            value[scope: scope].apply(request)
            return value[scope: scope]
        }
        guard changesScreen(request, handler: handler, desired: reconciledState) || desired != reconciledState else {
            return .unchanged
        }
        reconciledState = desired
        handler.handle(request, from: child)
        recordRelativeSwap(request, of: handler, in: settings, scope: scope)
        return .delivered
    }

    /// Whether applying `request` would change what the container shows.
    private func changesScreen(
        _ request: ContainerRequest, handler: any ContainerRequestHandler, desired: PanelSettings
    ) -> Bool {
        let shown = desired.adopting(handler.snapshot)
        var after = shown
        after.apply(request)
        return after != shown
    }

    /// After a `swapNext`, records the child it led to, so the settings name the child on
    /// screen. Only that field is written: anything else may hold a newer desire from elsewhere.
    private func recordRelativeSwap(
        _ request: ContainerRequest, of handler: any ContainerRequestHandler,
        in settings: SharedSettings<PanelSettings>, scope: PanelScope
    ) {
        guard request == .swapNext, let shown = handler.snapshot.activeChild else { return }
        settings.update { $0[scope: scope].activeChild = shown }
    }

    /// Called by the settings observation with the scope's new desired state.
    func reconcile(to desired: PanelSettings) {
        let previous = reconciledState
        reconciledState = desired
        guard let handler, isActive else { return }
        isReconciling = true
        defer { isReconciling = false }
        if let write = writeInProgress, !write.delivered {
            writeInProgress?.delivered = true
            handler.handle(write.request, from: write.child)
            return
        }
        // Notifications arrive in commit order, so entries before a match can no longer match.
        if let index = deferredWrites.firstIndex(where: { $0.desired == desired }) {
            let deferred = deferredWrites[index]
            deferredWrites.removeFirst(index + 1)
            handler.handle(deferred.request, from: deferred.child)
            if case .sharedSettings(let settings, _) = strategy {
                recordRelativeSwap(deferred.request, of: handler, in: settings, scope: scope ?? .primary)
            }
            return
        }
        // Level-triggered: from what the container shows to what is desired.
        for request in previous.adopting(handler.snapshot).requests(toReach: desired) {
            handler.handle(request, from: nil)
        }
    }
}
