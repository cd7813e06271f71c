#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// The example app's device checks, run against the stand-in: what the simulator job runs on
    /// real UIKit must at least pass here, and the list the workflow counts must match the code.
    @Suite("Example app: the device checks")
    @MainActor
    struct DeviceChecksTests {
        /// A stage on the stand-in: the clock runs to idle where a device would wait.
        private static func standInStage() -> DeviceCheckStage {
            StandIn.reset()
            let scene = StandIn.makeWindowScene(size: CGSize(width: 390, height: 844))
            let window = UIWindow(windowScene: scene)
            StandIn.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: window)
            return stage(in: window)
        }

        /// A stage on the stand-in in `window`, as it is.
        static func stage(in window: UIWindow) -> DeviceCheckStage {
            DeviceCheckStage(
                window: window,
                settle: { StandIn.runUntilIdle() },
                rotate: {
                    StandIn.rotate(window, to: CGSize(width: window.bounds.height, height: window.bounds.width))
                    StandIn.runUntilIdle()
                })
        }

        /// The list's lines that declare a check: a name and its twin.
        private static func declared() throws -> [[String]] {
            let list = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Examples/UIKitApp/DeviceChecks.list")
            return try String(contentsOf: list, encoding: .utf8)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                .map { $0.split(separator: " ").map(String.init) }
        }

        @Test("Every device check passes against the stand-in, and the summary line counts them")
        func everyCheckPasses() async {
            var lines: [String] = []
            let result = await DeviceChecks.run(in: Self.standInStage()) { lines.append($0) }
            #expect(result.failed == 0, "\(lines)")
            #expect(result.passed == DeviceChecks.all.count)
            #expect(lines.last == "DEVICE-CHECKS: \(DeviceChecks.all.count) passed, 0 failed")
        }

        @Test("A failing check is reported by name with its reason, and counted as failed")
        func aFailingCheckIsReported() async {
            let failing = DeviceCheck(name: "always-fails", twin: "none") { stage in
                try stage.expect(false, "planted failure")
            }
            var lines: [String] = []
            let result = await DeviceChecks.run(
                [failing] + DeviceChecks.all.prefix(1), in: Self.standInStage()
            ) { lines.append($0) }
            #expect(result.passed == 1 && result.failed == 1)
            #expect(lines.first == "DEVICE-CHECK always-fails: failed: planted failure")
            #expect(lines.last == "DEVICE-CHECKS: 1 passed, 1 failed")
        }

        @Test("DeviceChecks.list declares the checks the app runs, in order, each with its twin")
        func theListMatchesTheCode() throws {
            let declared = try Self.declared()
            #expect(declared.map { $0.first ?? "" } == DeviceChecks.all.map(\.name))
            #expect(declared.map { $0.dropFirst().first ?? "" } == DeviceChecks.all.map(\.twin))
        }

        @Test("Each check's stand-in twin is a test suite of this target")
        func everyTwinExists() throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            for check in DeviceChecks.all {
                let file = folder.appendingPathComponent("\(check.twin).swift")
                let source = try String(contentsOf: file, encoding: .utf8)
                #expect(source.contains("struct \(check.twin)"), "\(check.name): no suite \(check.twin)")
            }
        }
    }
#endif
