// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Switchboard",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
    ],
    products: [
        .library(name: "Switchboard", targets: ["Switchboard"]),
        .library(name: "SwitchboardTesting", targets: ["SwitchboardTesting"]),
        .executable(name: "switchboard-demo", targets: ["SwitchboardDemo"]),
        .executable(name: "switchboard-bench", targets: ["SwitchboardBench"]),
        .executable(name: "switchboard-quickstart", targets: ["QuickStart"]),
    ],
    targets: [
        .target(name: "Switchboard"),
        .target(name: "SwitchboardTesting", dependencies: ["Switchboard"]),
        .executableTarget(
            name: "SwitchboardDemo",
            dependencies: ["Switchboard", "SwitchboardTesting"],
            path: "Examples/SwitchboardDemo"
        ),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "SwitchboardBench",
            dependencies: ["Switchboard", "AllocationCounter"],
            path: "Benchmarks/SwitchboardBench"
        ),
        .executableTarget(name: "QuickStart", dependencies: ["Switchboard"], path: "Examples/QuickStart"),
        .testTarget(name: "SwitchboardTests", dependencies: ["Switchboard"]),
        .testTarget(name: "SwitchboardTestingTests", dependencies: ["SwitchboardTesting", "Switchboard"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every target gets the same strict settings, so none can opt out by accident.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableExperimentalFeature("StrictConcurrency=complete"))
    target.swiftSettings = settings
}
