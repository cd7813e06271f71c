#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Testing

    /// The adapter and the example compile against the real UIKit only if they use nothing but UIKit's
    /// API from the stand-in. Everything the stand-in adds for tests lives in `StandIn`; this suite
    /// checks that no adapter or example source names it.
    @Suite("Adapter sources use only UIKit's API")
    struct AdapterSourceTests {
        /// The lines of `text` that name the stand-in's test-only API (`StandIn`), import lines and
        /// comments aside.
        static func standInUses(in text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !code.hasPrefix("import "), !code.hasPrefix("public import ") else {
                    return false
                }
                return code.range(of: #"\bStandIn\b"#, options: .regularExpression) != nil
            }
        }

        private static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test(
            "No file of SwitchboardUIKit or Examples/UIKitApp uses StandIn",
            arguments: ["Sources/SwitchboardUIKit", "Examples/UIKitApp"])
        func noStandInInAdapter(folder: String) throws {
            let directory = Self.root.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".swift")
            }
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                #expect(Self.standInUses(in: text).isEmpty, "\(folder)/\(file) uses the stand-in's test-only API")
            }
        }

        @Test("The check finds a use of StandIn and ignores imports and comments (negative control)")
        func checkFindsAUse() {
            let sample = """
                import UIKitStandIn
                // StandIn.reset() in a comment
                let scene = StandIn.makeWindowScene()
                let name = "UIKitStandInLike"
                """
            #expect(Self.standInUses(in: sample) == ["let scene = StandIn.makeWindowScene()"])
        }
    }
#endif
