import SwitchboardContainment
import SwitchboardMessaging

/// Where the scroll under way started and heads for, as the UIKit pager keeps it.
struct PageProgressTrack {
    /// The page the scroll under way left: the page at rest when it began.
    var origin: Int
    /// The page it heads for, when known: the page of the pager's own change, or where a released
    /// drag lands.
    var target: Int?
    /// The position last reported or come to rest at, so a step that leaves the pages where they
    /// were reports nothing.
    var reported: Double
    /// Whether a move on the animator is putting the views where it ends.
    var isMovingPages = false
    /// The step last reported.
    var heading: PageScrollProgress?
    /// Whether the finger moved the pages since they last came to rest.
    var isDragged = false
    /// The move whose steps are still due; a step of an older move reports nothing.
    var move = 0

    /// At rest on `origin`.
    init(origin: Int) {
        self.origin = origin
        reported = Double(origin)
    }
}

/// Progress: the scroll steps of drags (each ``StateMachineContainer/updateInteractiveChange(_:)``)
/// and of the moves that follow (a released drag gliding onto its page or back, a page change
/// the pager makes): its start, its half-way point on the animator's clock when it is animated —
/// the two steps the UIKit stand-in models for a scroll that animates — and its end.
extension HeadlessPagingContainerViewController {
    private var progressIsHeard: Bool {
        bus != nil || !observers.isEmpty
    }

    /// The views of a drag moved: reports where the finger has the pages
    /// (``HeadlessContainerHost/viewsMovedPartWay()``).
    func followDrag() {
        progressTrack.isDragged = true
        guard progressIsHeard, let position = scrollPosition else { return }
        reportProgress(at: position, dragging: true)
    }

    /// Runs a move on `animator`, reporting its start, half-way point and end
    /// (``HeadlessContainerHost/animateMove(withDuration:on:animations:completion:)``).
    func followMove(
        withDuration duration: Double, on animator: any ContainmentAnimator,
        animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        progressTrack.move += 1
        let move = progressTrack.move
        let start = scrollPosition
        animator.animate(
            withDuration: duration,
            animations: { [self] in
                progressTrack.isMovingPages = true
                animations()
                progressTrack.isMovingPages = false
                guard progressIsHeard, let start, let end = scrollPosition, end != start else { return }
                moveBegan(from: start, to: end)
                guard duration > 0 else { return }
                // Scheduled from inside the move, so an animator that finishes at once reports it first.
                animator.animate(
                    withDuration: duration / 2, animations: {},
                    completion: { [self] _ in
                        guard progressTrack.move == move else { return }
                        reportProgress(at: (start + end) / 2, dragging: false)
                    })
            },
            completion: { [self] finished in
                if progressTrack.move == move { progressTrack.move += 1 }
                moveEnded()
                completion(finished)
            })
    }

    /// A view was placed: a move without animation reports its start and end at once
    /// (``HeadlessContainerHost/viewsPlaced()``).
    func followPlacement() {
        guard !progressTrack.isMovingPages, let end = scrollPosition, end != progressTrack.reported else { return }
        // A move without animation: the pages are there at once.
        if progressIsHeard { moveBegan(from: progressTrack.reported, to: end) }
        moveEnded()
    }

    /// A move starts: a released drag heads for the page it lands on; a page change the pager
    /// makes starts at fraction 0 toward its page.
    private func moveBegan(from start: Double, to end: Double) {
        let landing = page(nearest: end)
        guard !progressTrack.isDragged else {
            progressTrack.target = landing
            return
        }
        progressTrack.origin = page(nearest: start)
        progressTrack.target = landing
        progressTrack.reported = start
        deliver(PageScrollProgress(fromPage: progressTrack.origin, toPage: landing, fraction: 0))
    }

    /// A move ended: its last step is reported and the pages are at rest on the page it reached.
    private func moveEnded() {
        guard let end = scrollPosition else { return }
        if progressIsHeard { reportProgress(at: end, dragging: false) }
        progressTrack.origin = page(nearest: end)
        progressTrack.target = nil
        progressTrack.reported = end
        progressTrack.isDragged = false
    }

    /// Reports the scroll step at `position`, unless it is the one last reported.
    private func reportProgress(at position: Double, dragging: Bool) {
        guard position != progressTrack.reported else { return }
        progressTrack.reported = position
        let origin = progressTrack.origin
        let target: Int
        if let heading = progressTrack.target, heading != origin {
            target = heading
        } else if position == Double(origin), let heading = progressTrack.heading, heading.fromPage == origin {
            target = heading.toPage  // back on the page it left: still heading the same way
        } else {
            target = min(max(position > Double(origin) ? origin + 1 : origin - 1, 0), pageCount - 1)
        }
        let fraction = target == origin ? 0 : (position - Double(origin)) / Double(target - origin)
        let progress = PageScrollProgress(fromPage: origin, toPage: target, fraction: fraction)
        if progress.fraction == 1, !dragging, progressTrack.target != nil {
            progressTrack.origin = target
            progressTrack.target = nil
        }
        deliver(progress)
    }

    private func deliver(_ progress: PageScrollProgress) {
        progressTrack.heading = progress
        observers.invoke { $0.container(self, didScroll: progress) }
        bus?.post(progress, subject: self)
    }
}
