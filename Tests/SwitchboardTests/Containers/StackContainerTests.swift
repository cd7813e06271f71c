import Foundation
import SwitchboardTesting
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination

/// Issue 46: the ready split/stack container, as a machine: its slots' bands, its refusals of
/// configurations it cannot lay out, and the machine contract under fuzzing.
@Suite("StackContainer: fixed slots side by side or stacked")
struct StackContainerTests {
    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 600)

    /// `child`'s slot in ``bounds``, to a thousandth of a point (thirds do not add up exactly).
    func frame(of child: ChildID, in stack: StackContainer) -> CGRect {
        let frame = stack.slotRule(for: child).frame(in: Self.bounds)
        func round(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
        return CGRect(
            x: round(frame.minX), y: round(frame.minY), width: round(frame.width), height: round(frame.height))
    }

    @Test("a row of [1, 2] with 8 points between: a third, and two thirds, 8 points apart")
    func rowFrames() {
        let stack = StackContainer(sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 8)
        #expect(frame(of: "list", in: stack) == CGRect(x: 0, y: 0, width: 96, height: 600))
        #expect(frame(of: "detail", in: stack) == CGRect(x: 104, y: 0, width: 196, height: 600))
    }

    @Test("right to left, the leading slot is on the right")
    func rightToLeftRow() {
        let stack = StackContainer(
            sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 8, layoutDirection: .rightToLeft)
        #expect(frame(of: "list", in: stack) == CGRect(x: 204, y: 0, width: 96, height: 600))
        #expect(frame(of: "detail", in: stack) == CGRect(x: 0, y: 0, width: 196, height: 600))
    }

    @Test("a column of three equal slots with 6 points between fills the height, gaps included")
    func columnFrames() {
        let stack = StackContainer(stacked: ["a", "b", "c"], spacing: 6)
        let frames = stack.slots.map { frame(of: $0, in: stack) }
        #expect(frames.map(\.minY) == [0, 203, 403])
        #expect(frames.map(\.height) == [197, 194, 197])
        #expect(frames.allSatisfy { $0.width == 300 && $0.minX == 0 })
        #expect(stack.visibleChildren.last == "a", "the top slot, under the status bar, decides it")
    }

    @Test(
        "a configuration it cannot lay out is refused with a typed error naming the problem",
        arguments: [
            ([], nil, 0.0),
            (["a", "a"], nil, 0),
            (["a", "b"], [1.0], 0),
            (["a", "b"], [1, 0], 0),
            (["a", "b"], [1, .nan], 0),
            (["a", "b"], nil, -1),
            (["a", "b"], nil, .infinity),
        ] as [([ChildID], [Double]?, Double)])
    func refusedConfigurations(slots: [ChildID], proportions: [Double]?, spacing: Double) {
        #expect(throws: ContainerRejection.self) {
            try StackContainer(validatingSideBySide: slots, proportions: proportions, spacing: spacing)
        }
        do {
            _ = try StackContainer(validatingStacked: slots, proportions: proportions, spacing: spacing)
            Issue.record("accepted \(slots) \(String(describing: proportions)) \(spacing)")
        } catch {
            #expect(!error.description.isEmpty)
            if case .invalidStackLayout(let reason) = error { #expect(!reason.isEmpty) }
        }
    }

    @Test("it accepts no request, so a found link walks past it; each is refused as unsupported")
    func acceptsNothing() {
        let stack = StackContainer(sideBySide: ["list", "detail"])
        for request in [ContainerRequest.swapNext, .swap(to: "detail"), .showPage(0), .toggleMenu, .closePanels] {
            #expect(!stack.accepts(request, from: "list"))
            #expect(
                stack.rejection(for: request, from: "list") == .unsupportedRequest(request, container: "StackContainer")
            )
        }
    }

    @Test("the machine contract holds under random requests")
    @MainActor
    func fuzzed() {
        let stack = StackContainer(stacked: ["a", "b", "c"], proportions: [2, 1, 1], spacing: 4)
        let requests: [ContainerRequest] = [.swapNext, .swap(to: "a"), .showPage(1), .toggleMenu, .closePanels]
        #expect(checkContainerMachine(stack, requests: requests, senders: [nil, "a", "b"]) == nil)
    }
}
