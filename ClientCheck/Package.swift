// swift-tools-version: 6.0
// A client of Switchboard, as an app is one: its own package, depending on the library by path, so
// it sees only what is `public` (a test target of the library shares the package's `package` access
// and cannot tell). It compiles, unchanged, the code that backs every call site README.md, Docs/ and
// the DocC articles show (Scripts/check-doc-snippets.py checks those blocks are backed here): the
// folders below are links to the library's own examples and doc-example tests. Built by .ci/run.
import PackageDescription

let switchboard = Target.Dependency.product(name: "Switchboard", package: "Switchboard")
let testing = Target.Dependency.product(name: "SwitchboardTesting", package: "Switchboard")
let messaging = Target.Dependency.product(name: "SwitchboardMessaging", package: "Switchboard")

let package = Package(
    name: "SwitchboardClientCheck",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    dependencies: [.package(name: "Switchboard", path: "..")],
    targets: [
        // Target names differ from the library's (they must be unique in a package graph); the
        // sources are the library's own.
        .target(name: "ClientListDetail", dependencies: [switchboard]),
        .testTarget(name: "ClientCallSites", dependencies: [switchboard, "ClientListDetail"]),
        .testTarget(name: "ClientMessagingDocExamples", dependencies: [messaging]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableExperimentalFeature("StrictConcurrency=complete"))
    target.swiftSettings = settings
}
