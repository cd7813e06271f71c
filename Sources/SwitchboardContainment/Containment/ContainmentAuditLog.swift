/// The audit findings of every ``HeadlessViewController`` created while a log is bound, kept up to
/// date after each containment change — the hook behind the testing kit's end-of-test audit.
///
/// The log holds the controllers weakly and their findings as plain values (names only), so a
/// controller that is gone by the end of the test still reports the state it was left in (a
/// child that never got `didMove(toParent:)`, a view added without `addChild(_:)`), and nothing
/// lives longer than it would without the log.
@MainActor
package final class ContainmentAuditLog {
    private struct Entry {
        weak var controller: HeadlessViewController?
        var findings: [ContainmentViolation] = []
    }

    /// The log controllers created in the current task register with.
    @TaskLocal package static var current: ContainmentAuditLog?

    private var entries: [Entry] = []
    private var isFinished = false

    /// Creates an empty log.
    package init() {}

    /// Registers `controller`; returns its place in the log.
    func register(_ controller: HeadlessViewController) -> Int {
        entries.append(Entry(controller: controller))
        return entries.count - 1
    }

    /// Replaces what the controller at `index` was last found with.
    func update(_ index: Int, findings: [ContainmentViolation]) {
        guard !isFinished, entries.indices.contains(index) else { return }
        entries[index].findings = findings
    }

    /// Audits every controller still alive and returns, in creation order, what each controller
    /// was last found with. Later calls return nothing.
    package func finish() -> [ContainmentViolation] {
        guard !isFinished else { return [] }
        for index in entries.indices {
            if let controller = entries[index].controller { entries[index].findings = controller.directAudit() }
        }
        isFinished = true
        let findings = entries.flatMap(\.findings)
        entries = []
        return findings
    }
}
