// swift-tools-version: 6.0
import PackageDescription

/// The UIKit stand-in, as a dependency on Linux only: on Apple platforms the real UIKit is used.
let uikitStandIn = Target.Dependency.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))

let package = Package(
    name: "Switchboard",
    // The UIKit adapter's VoiceOver strings (Sources/SwitchboardUIKit/Resources/*.lproj).
    defaultLocalization: "en",
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
        .library(name: "SwitchboardUIKit", targets: ["SwitchboardUIKit"]),
        .executable(name: "switchboard-demo", targets: ["SwitchboardDemo"]),
        .executable(name: "switchboard-bench", targets: ["SwitchboardBench"]),
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
        // The UIKit adapter. On Apple platforms it imports UIKit; on Linux it compiles against
        // `UIKitStandIn`, test-only declarations of the UIKit API it uses, which is a dependency on
        // Linux only and never reaches an app.
        // UIKit's NS_ENUMs, declared in C as the SDK declares them, so Swift imports them open
        // (a `switch` needs `@unknown default`) without unsafe flags; part of the stand-in.
        .target(name: "UIKitStandInEnums"),
        .target(name: "UIKitStandIn", dependencies: ["UIKitStandInEnums"]),
        .target(
            name: "SwitchboardUIKit", dependencies: ["Switchboard", uikitStandIn], resources: [.process("Resources")]),
        // The tutorials' five scenarios, naive and coordinated: shared by the demo and its tests.
        .target(
            name: "DemoScenarios", dependencies: ["Switchboard", "SwitchboardTesting"], path: "Examples/Scenarios"),
        .executableTarget(
            name: "SwitchboardDemo",
            dependencies: ["Switchboard", "SwitchboardTesting", "DemoScenarios"],
            path: "Examples/SwitchboardDemo"
        ),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "SwitchboardBench",
            dependencies: ["Switchboard", "AllocationCounter"],
            path: "Benchmarks/SwitchboardBench"
        ),
        // A container of an app's own requests (list and detail), for the tests and the UIKit example.
        // ClientCheck/ builds it too, with public access only, and runs it on each strategy.
        .target(name: "ListDetailExample", dependencies: ["Switchboard"], path: "Examples/ListDetail"),
        // App-side UIKit example: a library, because on Linux it can only be type-checked.
        .target(
            name: "UIKitAppExample", dependencies: ["Switchboard", "SwitchboardUIKit", "ListDetailExample", uikitStandIn],
            path: "Examples/UIKitApp",
            // What only the Xcode project reads: its spec, the app's Info.plist, the device-check list.
            exclude: ["project.yml", "Info.plist", "DeviceChecks.list"]),
        // Each lower layer alone, with nothing above it: proves the layers build and work apart.
        .testTarget(name: "SwitchboardMessagingTests", dependencies: ["SwitchboardMessaging"]),
        .testTarget(name: "SwitchboardContainmentTests", dependencies: ["SwitchboardContainment"]),
        .testTarget(
            name: "SwitchboardTests",
            dependencies: [
                "Switchboard", "SwitchboardMessaging", "SwitchboardContainment", "SwitchboardCoordination",
                "SwitchboardTesting", "DemoScenarios", "ListDetailExample",
            ]
        ),
        .testTarget(name: "SwitchboardTestingTests", dependencies: ["SwitchboardTesting", "Switchboard"]),
        // Its files gated for iOS also build and run there (`xcodebuild test` on a simulator), so
        // what they import is named here, not reached through another target's dependencies.
        .testTarget(
            name: "SwitchboardUIKitTests",
            dependencies: [
                "SwitchboardUIKit", "Switchboard", "SwitchboardCoordination", "UIKitAppExample", "ListDetailExample",
                uikitStandIn,
            ]
        ),
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
