import SwitchboardContainment

/// Performing a plan's effects with UIKit's containment sequences.
extension ContainerExecutor {
    /// Performs `effects` in order; a step that takes time continues from its completion.
    ///
    /// A refused containment call is reported. With `stopsOnRefusal` (a request's plan) the plan
    /// ends there, with the violation (see `end(_:refusal:)`); an announcement is not made when the next
    /// containment call is already known to be refused, so no *will* precedes a change that
    /// cannot happen. Without it (the set-up) the remaining effects still run.
    ///
    /// The look-ahead is made only when the announcement reaches someone (an observer or a bus).
    /// Unheard, it runs no code, so the refusable call right after it meets the same hierarchy
    /// and its own check refuses it the same way: same trace, report and abandonment, one check
    /// instead of two.
    func execute(
        _ effects: ArraySlice<ContainmentEffect>, stopsOnRefusal: Bool,
        then done: Ending
    ) {
        var index = effects.startIndex
        while index < effects.endIndex {
            // Matched in place: an unheard announcement is skipped without copying it out.
            let position = index
            index += 1
            if case .announce = effects[position] {
                // Unheard, an announcement does nothing at all.
                guard announcementsAreHeard, case .announce(let announcement) = effects[position] else { continue }
                if stopsOnRefusal, let refusal = refusalAhead(in: effects[index...]) {
                    ContainmentViolationReporter.current.report(refusal)
                    return end(done, refusal: refusal)
                }
                announce(announcement)
                continue
            }
            // The swap of every swap request, matched in place too: a copy of the effect costs more.
            if case .transition(let from, let to, let layout, let animation) = effects[position] {
                let next = Continuation(remaining: effects[index...], stopsOnRefusal: stopsOnRefusal, done: done)
                return performTransition(from: from, to: to, layout: layout, animation: animation, then: next)
            }
            let effect = effects[position]
            if case .move(let placements, let animation) = effect, var change = interactive, change.parked == nil {
                let start = placements.compactMap { placement in
                    placedLayouts[placement.child].map { ContainmentEffect.Placement(placement.child, $0) }
                }
                change.parked = InteractiveChange.Parked(
                    placements: placements, animation: animation, start: start, remaining: effects[index...],
                    stopsOnRefusal: stopsOnRefusal, done: done)
                interactive = change
                return
            }
            // A transition was taken above: what is left that takes time is an animated move.
            if effect.takesTime, case .move(let placements, let animation) = effect {
                let next = Continuation(remaining: effects[index...], stopsOnRefusal: stopsOnRefusal, done: done)
                return animateMove(placements, animation: animation, then: next)
            }
            if let refusal = performInstant(effect) {
                ContainmentViolationReporter.current.report(refusal)
                if stopsOnRefusal { return end(done, refusal: refusal) }
            }
        }
        end(done, refusal: nil)
    }

    /// Performs `effects` outside any plan (what a machine undoes after a cancel), each at once: a
    /// refused call is reported and the rest still run.
    func performAtOnce(_ effects: [ContainmentEffect]) {
        for effect in effects {
            if let refusal = performInstant(effect) { ContainmentViolationReporter.current.report(refusal) }
        }
    }

    private func performInstant(_ effect: ContainmentEffect) -> ContainmentViolation? {
        guard let host else { return nil }
        switch effect {
        case .embed(let id, let layout):
            guard let child = instance(for: id) else { return nil }
            // Checked first: on UIKit the call itself would raise, not refuse.
            if let refusal = embeddingViolation(child) { return refuse(refusal) }
            embed(child, id, layout: layout, in: host)
        case .unembed(let id):
            guard let child = built[id] else { return nil }
            if let refusal = removalViolation(child) { return refuse(refusal) }
            // A child still appeared or mid-appearance ends disappeared before it leaves, as a
            // swapped-out child does: never appeared or mid-appearance at rest. It can still be
            // appeared when the plan's disappearance was left to the host's own (a request sent
            // while the host leaves the window) and the host had not reached it yet.
            if !host.shouldAutomaticallyForwardAppearanceMethods, appearance(of: id) != .disappeared {
                endAppearanceBeforeLeaving(child, id, animated: false)
            }
            unembed(child, id, from: host)
        case .move(let placements, _):
            place(placements)
        case .beginAppearance(let id, let isAppearing, let animated):
            // Only a host that forwards by hand drives its children's appearance. On screen or
            // appearing, the plan changes it now; off screen or leaving, the host's own
            // appearance brings the shown children along later.
            guard !host.shouldAutomaticallyForwardAppearanceMethods, hostAppearance.isHeadingToAppeared,
                let child = built[id], child.parent === host.asParent,
                appearance(of: id).isHeadingToAppeared != isAppearing
            else { return nil }
            // While the host itself appears, its children get its flag, as automatic forwarding gives.
            let flag = hostAppearance.isInTransition ? hostAppearanceAnimated : animated
            beginPlannedAppearance(of: child, id, isAppearing, animated: flag)
        case .endAppearance(let id):
            endPlannedAppearance(of: id)
        case .discard(let id):
            if !isFixedInstance(id), built[id]?.parent !== host.asParent { forget(id) }
        case .announce(let announcement):
            announce(announcement)
        case .transition:
            break
        }
        return nil
    }

    /// Carries on after an effect that took time: a refusal is reported (and ends a plan), else
    /// the remaining effects run.
    private func resume(_ next: Continuation, refusal: ContainmentViolation?) {
        if let refusal {
            ContainmentViolationReporter.current.report(refusal)
            if next.stopsOnRefusal { return end(next.done, refusal: refusal) }
        }
        execute(next.remaining, stopsOnRefusal: next.stopsOnRefusal, then: next.done)
    }

    private func animateMove(
        _ placements: [ContainmentEffect.Placement], animation: ContainerAnimation, then next: Continuation
    ) {
        guard let host else { return }
        host.animate(
            withDuration: animation.duration, animations: { [self] in place(placements) },
            completion: { [self] _ in resume(next, refusal: nil) })
    }

    private func performTransition(
        from: ChildID, to: ChildID, layout: LayoutRule, animation: ContainerAnimation, then next: Continuation
    ) {
        guard let host else { return }
        guard let new = instance(for: to) else { return resume(next, refusal: nil) }
        let outgoing = (id: from, controller: built[from])
        let swap = ViewSwap(into: layout, replacing: placedLayouts[from], animation: animation)
        if !host.shouldAutomaticallyForwardAppearanceMethods {
            return swapByHand(outgoing, with: (to, new), swap: swap, in: host, then: next)
        }
        // Checked first: on UIKit the transition itself would raise, not refuse.
        if let refusal = replacementViolation(outgoing.controller, with: new, byHand: false, in: host) {
            return resume(next, refusal: refuse(refusal))
        }
        guard let old = outgoing.controller else { return resume(next, refusal: nil) }
        transition(from: (from, old), to: (to, new), swap: swap, in: host, then: next)
    }

    /// `addChild` → place → `addSubview` (appearance when on screen) → `didMove(toParent:)`.
    private func embed(_ child: Controller, _ id: ChildID, layout: LayoutRule, in host: Host) {
        host.executorWillCall(.addChild(child))
        host.addChild(child)
        host.addView(of: child, placedBy: layout, above: nil)
        if machine.embedsAtBack(id) { host.sendViewToBack(of: child) }
        placedLayouts[id] = layout
        host.executorWillCall(.didMove(child, toParent: host.asParent))
        child.didMove(toParent: host.asParent)
    }

    /// `willMove(toParent: nil)` → `removeFromSuperview` (appearance when on screen) →
    /// `removeFromParent` (which calls `didMove(toParent: nil)`).
    private func unembed(_ child: Controller, _ id: ChildID, from host: Host) {
        host.executorWillCall(.willMove(child, toParent: nil))
        child.willMove(toParent: nil)
        host.removeView(of: child)
        placedLayouts[id] = nil
        host.executorWillCall(.removeFromParent(child))
        child.removeFromParent()
    }

    /// `addChild(new)` → `old.willMove(toParent: nil)` → the host's transition → on completion
    /// `new.didMove(toParent:)`, `old.removeFromParent()`.
    private func transition(
        from outgoing: (id: ChildID, controller: Controller), to incoming: (id: ChildID, controller: Controller),
        swap: ViewSwap, in host: Host, then next: Continuation
    ) {
        let (old, new) = (outgoing.controller, incoming.controller)
        host.executorWillCall(.addChild(new))
        host.addChild(new)
        host.executorWillCall(.willMove(old, toParent: nil))
        old.willMove(toParent: nil)
        // A tuple, not a `Set` of the sides: no allocation per swap.
        let sides = (ObjectIdentifier(old), ObjectIdentifier(new))
        swapping.append(sides.0)
        swapping.append(sides.1)
        do {
            try host.transition(from: old, to: new, swap: swap) { [self] _ in
                stopSwapping(sides)
                placedLayouts[outgoing.id] = nil
                placedLayouts[incoming.id] = swap.incomingEnd
                host.executorWillCall(.didMove(new, toParent: host.asParent))
                new.didMove(toParent: host.asParent)
                host.executorWillCall(.removeFromParent(old))
                old.removeFromParent()
                resume(next, refusal: nil)
            }
        } catch {
            // A host that checks its calls refused what the preflight allowed; it recorded why.
            stopSwapping(sides)
            resume(next, refusal: error)
        }
    }

    /// A swap for a host that forwards appearance by hand, which UIKit forbids from calling
    /// `transition(from:to:…)`: the transition's steps, with the public calls. The incoming child
    /// appears (and the outgoing one disappears) when it is one of the shown children of a host
    /// on screen or appearing; the appearance follows the host meanwhile, like a panel's, and the
    /// outgoing child has ended disappeared before it leaves.
    private func swapByHand(
        _ outgoing: (id: ChildID, controller: Controller?), with incoming: (id: ChildID, controller: Controller),
        swap: ViewSwap, in host: Host, then next: Continuation
    ) {
        let new = incoming.controller
        if let refusal = replacementViolation(outgoing.controller, with: new, byHand: true, in: host) {
            return resume(next, refusal: refuse(refusal))
        }
        guard let old = outgoing.controller else { return resume(next, refusal: nil) }
        let animated = swap.animation.isAnimated
        let shows = hostAppearance.isHeadingToAppeared && machine.visibleChildren.contains(incoming.id)
        host.executorWillCall(.addChild(new))
        host.addChild(new)
        host.executorWillCall(.willMove(old, toParent: nil))
        old.willMove(toParent: nil)
        // Loaded before its appearance begins, as UIKit does.
        new.loadViewIfNeeded()
        if shows {
            if appearance(of: outgoing.id).isHeadingToAppeared {
                beginPlannedAppearance(of: old, outgoing.id, false, animated: animated)
            }
            beginPlannedAppearance(of: new, incoming.id, true, animated: animated)
        }
        host.addView(of: new, placedBy: swap.incomingStart, above: old)
        placedLayouts[incoming.id] = swap.incomingStart
        // UIKit's transition would cross-dissolve the views itself; by hand, their opacity does.
        let dissolves = animated && swap.animation.isCrossDissolve
        if dissolves { host.setOpacity(ofViewOf: new, to: 0) }
        // A tuple, not a `Set` of the sides: no allocation per swap.
        let sides = (ObjectIdentifier(old), ObjectIdentifier(new))
        swapping.append(sides.0)
        swapping.append(sides.1)
        host.animate(
            withDuration: swap.animation.duration,
            animations: { [self] in
                placeView(of: new, incoming.id, by: swap.incomingEnd)
                if let end = swap.outgoingEnd { placeView(of: old, outgoing.id, by: end) }
                if dissolves {
                    host.setOpacity(ofViewOf: new, to: 1)
                    host.setOpacity(ofViewOf: old, to: 0)
                }
            },
            completion: { [self] _ in
                stopSwapping(sides)
                host.removeView(of: old)
                // A kept alternate shows again, opaque, when it next comes back.
                if dissolves { host.setOpacity(ofViewOf: old, to: 1) }
                placedLayouts[outgoing.id] = nil
                endAppearanceBeforeLeaving(old, outgoing.id, animated: animated)
                endPlannedAppearance(of: incoming.id)
                host.executorWillCall(.didMove(new, toParent: host.asParent))
                new.didMove(toParent: host.asParent)
                host.executorWillCall(.removeFromParent(old))
                old.removeFromParent()
                resume(next, refusal: nil)
            })
    }

    /// Takes the sides of a swap that ended off ``swapping``. The preflight refuses a swap of a
    /// child already swapping, so each side is there once.
    private func stopSwapping(_ sides: (ObjectIdentifier, ObjectIdentifier)) {
        if let index = swapping.firstIndex(of: sides.0) { swapping.remove(at: index) }
        if let index = swapping.firstIndex(of: sides.1) { swapping.remove(at: index) }
    }

    func place(_ placements: [ContainmentEffect.Placement]) {
        for placement in placements {
            guard let child = built[placement.child] else { continue }
            placeView(of: child, placement.child, by: placement.layout)
        }
    }

    func placeView(of child: Controller, _ id: ChildID, by layout: LayoutRule) {
        host?.placeView(of: child, by: layout)
        placedLayouts[id] = layout
    }

    func instance(for id: ChildID) -> Controller? {
        if let existing = built[id] { return existing }
        let made: Controller
        switch sources[id] {
        case .instance(let controller): made = controller
        case .factory(let make): made = make(builtInLink(for: id))
        case nil:
            guard let makeChild else { return nil }
            made = makeChild(id, link(for: id))
        }
        built[id] = made
        builtForPlan.insert(id)
        childAppearance[id] = nil
        return made
    }

    /// Whether `id` is a child given as an instance: the only kind the executor never lets go.
    private func isFixedInstance(_ id: ChildID) -> Bool {
        if case .instance = sources[id] { return true }
        return false
    }

    /// The link a factory child (`ContainerChild.factory`) is handed: the container's, when it
    /// speaks ``ContainerRequest``; for a machine of other requests one that answers
    /// ``RequestResult/unlinked`` (such children are built by `makeChild`, handed their link).
    private func builtInLink(for id: ChildID) -> ContainerLink<ContainerRequest> {
        link(for: id) as? ContainerLink<ContainerRequest> ?? ContainerLink(child: id) { .noCoordinator }
    }

    /// Records `violation` on the host's trace and returns it.
    func refuse(_ violation: ContainmentViolation) -> ContainmentViolation {
        host?.executorRefused(violation)
        return violation
    }
}
