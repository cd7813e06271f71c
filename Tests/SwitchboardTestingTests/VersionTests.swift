import Foundation
import Switchboard
import Testing

@Suite("Package version")
struct VersionTests {
    @Test("the version is three dot-separated numbers")
    func versionIsSemantic() {
        let parts = SwitchboardRelease.version.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }

    @Test("the version is the newest release heading of CHANGELOG.md")
    func versionComesFromChangelog() throws {
        let changelog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let newestRelease = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        #expect(newestRelease.hasPrefix("## [\(SwitchboardRelease.version)] - "))
    }
}
