import Foundation
import Testing

/// No file of the executor or the containers reads a member the headless controller or view has
/// and UIKit's do not: what runs a plan runs on `UIViewController` as it is. Only the headless
/// host's adapter (`HeadlessViewController+ContainerHost.swift`) may, as it is the headless side.
@Suite("Containers read no headless-only member")
struct HeadlessOnlyMemberTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func sources(in folder: String, where include: (String) -> Bool) throws -> [(String, String)] {
        let directory = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".swift") && include($0) }
            .map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The members of the headless controller and view that UIKit's do not have.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    static func headlessOnlyMembers() throws -> Set<HeadlessOnlyMemberScanner.Member> {
        let headless = try sources(in: "Sources/SwitchboardContainment/Containment") {
            $0.hasPrefix("HeadlessViewController") || $0.hasPrefix("HeadlessView")
        }
        let uikit = try sources(in: "Sources/UIKitStandIn") {
            $0.hasPrefix("UIViewController") || $0.hasPrefix("UIView") || $0.hasPrefix("UIResponder")
        }
        let uikitNames = Set(uikit.flatMap { HeadlessOnlyMemberScanner.declaredMembers(in: $0.1) }.map(\.name))
        return Set(headless.flatMap { HeadlessOnlyMemberScanner.declaredMembers(in: $0.1) }).filter {
            !uikitNames.contains($0.name)
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("The derived list holds the internals the headless host is known for, and nothing UIKit has")
    func derivedList() throws {
        let names = Set(try Self.headlessOnlyMembers().map(\.name))
        for member in ["transitionParticipants", "storedView", "appearanceState", "layoutRule", "effectiveAnimator"] {
            #expect(names.contains(member))
        }
        for shared in ["parent", "children", "viewIfLoaded", "addChild", "superview", "frame", "bounds"] {
            #expect(!names.contains(shared))
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("No executor or container file reads a headless-only member")
    func containersReadNone() throws {
        let scanner = HeadlessOnlyMemberScanner(members: try Self.headlessOnlyMembers())
        let files = try Self.sources(in: "Sources/SwitchboardCoordination/Containers") {
            !$0.hasPrefix("HeadlessViewController+")
        }
        #expect(files.contains { $0.0 == "ContainerExecutor.swift" })
        #expect(files.contains { $0.0 == "HeadlessContainerViewController.swift" })
        for (file, text) in files {
            let reads = try scanner.reads(in: text)
            #expect(reads.isEmpty, "\(file) reads headless-only members: \(reads)")
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test(
        "The scan finds the reads the executor once made, and ignores comments, enum cases and locals (negative control)"
    )
    func scanFindsReads() throws {
        let scanner = HeadlessOnlyMemberScanner(members: try Self.headlessOnlyMembers())
        let body = """
                guard appearanceState == .appeared, child.appearanceState.isHeadingToAppeared else { return }
                if transitionParticipants.contains(ObjectIdentifier(old)) { return }
                new.view.layoutRule = layout
                effectiveAnimator.animate(withDuration: 0, animations: {}, completion: { _ in })
                try checkedAddChild(child)
                // old.view.layoutRule in a comment
                let effects = [ContainmentEffect.embed(child, layout: layout)]
                init(title: String?, trace: ContainmentTrace?) { super.init(title: title, trace: trace) }
                let name = host.name(of: child)
            }
            """
        let host = try scanner.reads(in: "final class Host: HeadlessViewController {\n" + body)
        #expect(host.map { $0.prefix(7) } == ["line 2:", "line 3:", "line 4:", "line 5:", "line 6:"], "\(host)")
        #expect(
            host.contains { $0.contains("checkedAddChild(…)") } && host.contains { $0.contains("appearanceState in") })
        let other = try scanner.reads(in: "final class Executor {\n" + body)
        #expect(other.map { $0.prefix(7) } == ["line 2:", "line 4:"], "a bare name is the type's own: \(other)")
    }
}
