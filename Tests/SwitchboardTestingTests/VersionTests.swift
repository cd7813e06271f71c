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
}
