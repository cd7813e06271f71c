import Switchboard
import SwitchboardTesting
import Testing

/// Page edits over a pager on a page source, fuzzed: through the pure core against a model of the
/// pages' identities, and through the headless host with the kit's machine check.
@Suite("Page edits over a sourced pager, fuzzed")
@MainActor
struct PagerEditFuzzTests {
    /// Edits in and out of range for a pager of about six pages, and page changes.
    static let requests: [ContainerRequest] = [
        .showPage(0), .showPage(2), .showPage(5), .showPage(7), .editPages(.insert(at: 0, count: 1)),
        .editPages(.insert(at: 3, count: 2)), .editPages(.insert(at: 6, count: 1)),
        .editPages(.insert(at: 9, count: 1)),
        .editPages(.remove(0..<1)), .editPages(.remove(2..<4)), .editPages(.remove(4..<5)), .editPages(.remove(0..<6)),
        .editPages(.reload(0)), .editPages(.reload(2)), .editPages(.reload(4)), .editPages(.reload(8)),
    ]

    @Test(
        "Pure core: 2,000 edit sequences keep every surviving page's child, give new pages new ones, keep the page shown",
        arguments: [AlternateRetention.releaseWhenHidden, .keepAlive])
    func identitiesFollowTheEdits(retention: AlternateRetention) throws {
        var random = SeededGenerator(seed: 32)
        for _ in 0..<2_000 {
            var machine = PagingContainer(pageCount: 6, initialPage: 2, retention: retention)
            // Each page's child, as the model knows it; nil for a page the machine named anew.
            var model: [ChildID?] = machine.shownChildren
            for _ in 0..<12 {
                let request = try #require(Self.requests.randomElement(using: &random))
                let shown = machine.shownChild(onPage: machine.currentPage)
                let rejection = machine.rejection(for: request, from: nil)
                let before = machine
                let plan = rejection == nil ? machine.plan(request, from: nil) : []
                guard rejection == nil else {
                    #expect(machine == before, "\(request) was refused but changed the machine")
                    continue
                }
                if case .editPages(let edit) = request {
                    switch edit {
                    case .insert(let index, let count):
                        model.insert(contentsOf: Array(repeating: nil, count: count), at: index)
                    case .remove(let range): model.removeSubrange(range)
                    case .reload(let index): model[index] = nil
                    }
                    #expect(
                        plan.first == .announce(.willEditPages(edit)) && plan.last == .announce(.didEditPages(edit)))
                    if model.contains(shown) {
                        #expect(
                            machine.shownChild(onPage: machine.currentPage) == shown, "\(edit) moved off the page shown"
                        )
                    }
                }
                let children = machine.shownChildren
                #expect(children.count == model.count && machine.pageCount == model.count)
                #expect(Set(children).count == children.count, "two pages share a child")
                for (page, child) in children.enumerated() {
                    if let known = model[page] { #expect(child == known, "page \(page) changed its child") }
                    #expect(machine.page(of: child) == page)
                }
                // A new page's child never named a page before.
                for (page, known) in model.enumerated() where known == nil {
                    #expect(!before.shownChildren.contains(children[page]), "a new page reuses an old child")
                }
                model = children
            }
        }
    }

    @Test(
        "Headless host: random page changes and edits keep the containment rules, every request settles, nothing leaks",
        arguments: [AlternateRetention.releaseWhenHidden, .keepAlive])
    func hostKeepsTheRules(retention: AlternateRetention) {
        let machine = PagingContainer(
            pageCount: 6, initialPage: 2, pageAnimation: .slide(duration: 0.3), retention: retention,
            appearanceMode: .allPages)
        #expect(checkContainerMachine(machine, requests: Self.requests) == nil)
    }
}
