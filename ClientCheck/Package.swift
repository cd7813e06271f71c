// swift-tools-version: 6.0
// A client of Switchboard, as an app is one: its own package, depending on the library by path, so
// it sees only what is `public` (a test target of the library shares the package's `package` access
// and cannot tell). It compiles, unchanged, the code that backs every call site README.md, Docs/ and
// the DocC articles show, UIKit ones aside (Scripts/check-doc-snippets.py fails when a block is
// backed by no file compiled here): most folders below are links to the library's own examples and
// doc-example tests; the quick start, the list-detail app and their tests live here. Built by .ci/run.
//
// Every target uses its default folder (Sources/<name> or Tests/<name>, links followed) and compiles
// every Swift file in it: check-doc-snippets.py relies on that, and refuses `path:`, `sources:` and
// `exclude:` here.
import PackageDescription

let switchboard = Target.Dependency.product(name: "Switchboard", package: "Switchboard")
let testing = Target.Dependency.product(name: "SwitchboardTesting", package: "Switchboard")
let messaging = Target.Dependency.product(name: "SwitchboardMessaging", package: "Switchboard")
let containment = Target.Dependency.product(name: "SwitchboardContainment", package: "Switchboard")

let package = Package(
    name: "SwitchboardClientCheck",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .executable(name: "switchboard-quickstart", targets: ["ClientQuickStart"]),
        .executable(name: "switchboard-list-detail", targets: ["ClientListDetailApp"]),
    ],
    dependencies: [.package(name: "Switchboard", path: "..")],
    targets: [
        // Target names differ from the library's (they must be unique in a package graph).
        // Examples/ListDetail, the app's own container (the library's tests build it as ListDetailExample).
        .target(name: "ClientListDetail", dependencies: [switchboard]),
        // README's quick start and Docs/ChoosingAStrategy.md, run by CI.
        .executableTarget(name: "ClientQuickStart", dependencies: [switchboard, "ClientListDetail"]),
        // The list-detail feed on each strategy, and its fuzz budget, run by CI.
        .executableTarget(name: "ClientListDetailApp", dependencies: [switchboard, testing, "ClientListDetail"]),
        // Call sites of README and the container articles, and the list-detail feed's tests.
        .testTarget(name: "ClientCallSites", dependencies: [switchboard, testing, "ClientListDetail"]),
        // Tests/SwitchboardMessagingTests/DocExamples: the messaging articles.
        .testTarget(name: "ClientMessagingDocExamples", dependencies: [messaging]),
        // Tests/SwitchboardContainmentTests: the containment layer imported alone.
        .testTarget(name: "ClientContainmentAlone", dependencies: [containment]),
        // Tests/SwitchboardTests/DocExamples: the coordination articles and the `///` examples.
        .testTarget(name: "ClientDocExamples", dependencies: [switchboard, messaging, testing]),
        // Tests/SwitchboardTestingTests/DocExamples and GuideExamples: the leak-checking articles and
        // Docs/TestingForLeaks.md.
        .testTarget(name: "ClientTestingDocExamples", dependencies: [switchboard, testing]),
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
