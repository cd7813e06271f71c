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
        .library(name: "SwitchboardMessaging", targets: ["SwitchboardMessaging"]),
        .library(name: "SwitchboardContainment", targets: ["SwitchboardContainment"]),
        .library(name: "SwitchboardCoordination", targets: ["SwitchboardCoordination"]),
        .library(name: "SwitchboardTesting", targets: ["SwitchboardTesting"]),
        .executable(name: "switchboard-demo", targets: ["SwitchboardDemo"]),
        .executable(name: "switchboard-bench", targets: ["SwitchboardBench"]),
        .executable(name: "switchboard-quickstart", targets: ["QuickStart"]),
    ],
    targets: [
        // Layers, bottom up: a module depends only on the ones above it in this list.
        .target(name: "SwitchboardMessaging"),
        .target(name: "SwitchboardContainment"),
        .target(name: "SwitchboardCoordination", dependencies: ["SwitchboardMessaging", "SwitchboardContainment"]),
        .target(
            name: "Switchboard",
            dependencies: ["SwitchboardMessaging", "SwitchboardContainment", "SwitchboardCoordination"]
        ),
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
        // Each lower layer alone, with nothing above it: proves the layers build and work apart.
        .testTarget(name: "SwitchboardMessagingTests", dependencies: ["SwitchboardMessaging"]),
        .testTarget(name: "SwitchboardContainmentTests", dependencies: ["SwitchboardContainment"]),
        .testTarget(
            name: "SwitchboardTests",
            dependencies: [
                "Switchboard", "SwitchboardMessaging", "SwitchboardContainment", "SwitchboardCoordination",
                "SwitchboardTesting",
            ]
        ),
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
