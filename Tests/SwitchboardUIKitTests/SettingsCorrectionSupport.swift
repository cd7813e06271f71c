#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import Testing

    /// Every value an observer of one part of the settings is called with, in order: what the
    /// "one corrective update" checks count.
    @MainActor
    final class PartUpdates<Root: Sendable, Part: Equatable & Sendable> {
        private(set) var seen: [Part] = []
        private var observation: SubscriptionToken?

        /// Starts observing `part` of `settings`, for as long as this recorder lives.
        init(_ settings: SharedSettings<Root>, _ part: any KeyPath<Root, Part> & Sendable) {
            observation = settings.observe(part, by: self) { updates, new in updates.seen.append(new) }
        }

        /// Stops observing.
        func cancel() {
            observation?.cancel()
        }
    }

    /// Expects observers to have seen `written`, then exactly one corrective update back to
    /// `shown`: the settings strategy's "one correction, seen once".
    ///
    /// - Parameters:
    ///   - seen: The values observers were called with, in order.
    ///   - written: The value written elsewhere, which the container refused.
    ///   - shown: What the container shows.
    ///   - sourceLocation: Where a failure is reported.
    func expectCorrectedOnce<Part: Equatable>(
        _ seen: [Part], written: Part, shown: Part, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let corrections = seen.drop { $0 != written }.dropFirst()
        #expect(
            seen == [written, shown],
            "observers saw \(seen): expected the write, then one corrective update (\(corrections.count) after it)",
            sourceLocation: sourceLocation)
    }

    extension AnnouncementLog {
        /// The refusals announced (``ContainerAnnouncement/refused(_:reason:)``), in order.
        var refusals: [ContainerAnnouncement] {
            announcements.filter { announcement in
                if case .refused = announcement { return true }
                return false
            }
        }
    }

    /// The containment violations reported while `body` runs.
    @MainActor
    func collectingViolations(_ body: () -> Void) -> [ContainmentViolation] {
        ContainmentViolationReporter.violations(during: body)
    }
#endif
