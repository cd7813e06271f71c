#!/usr/bin/env bash
# The shell of the Apple workflow (.github/workflows/apple.yml): each of its jobs runs one step of
# this script, so the logic lives where Linux CI can run it. Linux has no Xcode: `.ci/run` runs the
# script against fake `xcode-select`, `xcodebuild`, `xcrun` and `xcodegen`
# (Scripts/fixtures/fake-apple-tools) that select a beta Xcode, that fail, that print no
# DEVICE-CHECKS line, that print too few passes, and that pass; only the last may exit 0.
# UNVERIFIED on a Mac until the workflow's first run on GitHub.
#
# Usage:
#   apple-ci.sh products DESTINATION   build every library product for one platform
#                                      (e.g. "generic/platform=iOS Simulator")
#   apple-ci.sh macos                  build with warnings as errors, then `swift test`
#   apple-ci.sh simulator              on an iOS simulator: the UIKit tests that need no stand-in
#                                      (`xcodebuild test`), the example app's XcodeGen project, its
#                                      build, its UI tests (XCUITest: the touch contracts), then the
#                                      device checks it runs at launch
set -euo pipefail
cd "$(dirname "$0")/.."

# The library products, one `xcodebuild` scheme each: the package scheme would also build the
# Linux-only executables (the demo and the benchmarks).
products=(Switchboard SwitchboardMessaging SwitchboardContainment SwitchboardCoordination SwitchboardTesting
    SwitchboardUIKit)
# The device checks the app declares, one name a line (with its stand-in twin); the job passes only
# when the app reports exactly this many passed and none failed.
checks_list=Examples/UIKitApp/DeviceChecks.list
project_spec=Examples/UIKitApp/project.yml
derived=.build/apple-ci
app_bundle_id=dev.switchboard.example
# The package's UIKit tests run from a scheme of their own, written before the run: the package's
# own `Switchboard-Package` scheme would also build the Linux-only executables (the demo, the
# benchmarks), and `.swiftpm/` is not in the repository.
uikit_tests=SwitchboardUIKitTests
test_scheme=.swiftpm/xcode/xcshareddata/xcschemes/$uikit_tests.xcscheme
# The example app's XCUITest target (Examples/UIKitAppUITests): the touch contracts.
ui_tests=SwitchboardExampleUITests

fail() {
    echo "apple-ci: $*" >&2
    exit 1
}

# The workflow runs on the image's default Xcode, which GitHub keeps on a stable release. A
# pre-release selected by hand (`xcode-select`, `DEVELOPER_DIR`) is refused: its SDKs are not the
# ones users build with, and the image may lack its simulator platforms. The images name them
# `Xcode_26.5_beta_2.app` or `Xcode_26.0_Release_Candidate.app`.
require_stable_xcode() {
    local developer
    developer=$(xcode-select --print-path) || fail "no Xcode is selected"
    if grep -qiE 'beta|release.?candidate|_rc([._/]|$)' <<<"$developer"; then
        fail "the selected Xcode is a pre-release ($developer); select a stable one"
    fi
    echo "apple-ci: Xcode at $developer"
}

# The version of the selected Xcode's simulator SDK for platform `$1` (iOS, tvOS, watchOS): the
# simulator runtime it runs on and builds against is the one of the same version.
sdk_version() {
    local sdk
    case $1 in
        iOS) sdk=iphonesimulator ;;
        tvOS) sdk=appletvsimulator ;;
        watchOS) sdk=watchsimulator ;;
        *) fail "no simulator SDK is known for platform $1" ;;
    esac
    xcrun --sdk "$sdk" --show-sdk-version || fail "the selected Xcode has no $sdk SDK"
}

# Downloads the simulator platform `$1` when the image lacks the selected Xcode's version of it: an
# Xcode without it refuses even a generic build ("iOS 26.1 is not installed"), and runtimes of
# other versions (an older Xcode's, a beta's) on the image do not count.
ensure_platform() {
    local platform=$1 version runtimes
    version=$(sdk_version "$platform")
    # Read whole before matching: `grep -q` stops at the first match, and under `pipefail` the
    # listing it cut off would fail the pipeline (SIGPIPE), now and then.
    runtimes=$(xcrun simctl list runtimes) || fail "simctl could not list the simulator runtimes"
    if grep -qE "^$platform ${version//./\\.}[ .]" <<<"$runtimes"; then return 0; fi
    echo "apple-ci: the $platform $version simulator platform is missing; downloading it"
    xcodebuild -downloadPlatform "$platform" || fail "could not download the $platform platform"
}

build_products() {
    local destination=$1
    require_stable_xcode
    ensure_platform "$(sed -E 's/.*platform=([A-Za-z]+).*/\1/' <<<"$destination")"
    for product in "${products[@]}"; do
        echo "::group::$product"
        xcodebuild build -scheme "$product" -destination "$destination" -skipPackagePluginValidation \
            SWIFT_TREAT_WARNINGS_AS_ERRORS=YES || fail "$product does not build for $destination"
        echo "::endgroup::"
    done
}

macos() {
    require_stable_xcode
    swift build --build-tests -Xswiftc -warnings-as-errors || fail "the package does not build on macOS"
    swift test --skip-build || fail "the tests fail on macOS"
}

declared_checks() {
    grep -cvE '^[[:space:]]*(#|$)' "$checks_list"
}

# An available iPhone simulator on the runtime of the selected Xcode's iOS SDK version (the
# newest device list entry of that version): the image may hold newer runtimes (a beta Xcode's)
# that this Xcode cannot run, and older ones.
simulator_udid() {
    local version
    version=$(sdk_version iOS)
    xcrun simctl list devices available --json | python3 -c '
import json, sys
wanted = sys.argv[1].split(".")[:2]
devices = [
    device["udid"]
    for runtime, entries in json.load(sys.stdin)["devices"].items()
    if ".iOS-" in runtime and runtime.split(".iOS-")[1].split("-")[:2] == wanted
    for device in entries
    if device.get("name", "").startswith("iPhone")
]
if not devices:
    sys.exit(f"no available iPhone simulator on iOS {sys.argv[1]}")
print(devices[-1])
' "$version"
}

# A shared scheme whose test action builds and runs the UIKit test target alone (and what it
# depends on: the adapter, the example app's library, never the executables).
write_test_scheme() {
    local reference
    reference=$(printf '%s\n' \
        "            <BuildableReference BuildableIdentifier = \"primary\" BlueprintIdentifier = \"$uikit_tests\"" \
        "               BuildableName = \"$uikit_tests\" BlueprintName = \"$uikit_tests\" ReferencedContainer = \"container:\">" \
        "            </BuildableReference>")
    mkdir -p "$(dirname "$test_scheme")"
    cat >"$test_scheme" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "NO" buildForProfiling = "NO"
            buildForArchiving = "NO" buildForAnalyzing = "NO">
$reference
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "YES">
      <Testables>
         <TestableReference skipped = "NO">
$reference
         </TestableReference>
      </Testables>
   </TestAction>
</Scheme>
XML
}

simulator() {
    local declared udid app output line passed failed
    require_stable_xcode
    declared=$(declared_checks)
    [ "$declared" -gt 0 ] || fail "$checks_list declares no device check"
    ensure_platform iOS
    udid=$(simulator_udid) || fail "no iPhone simulator is available on this runner"
    # The UIKit tests gated for iOS (Tests/SwitchboardUIKitTests; Scripts/check-ios-tests.sh
    # type-checks them on Linux), on UIKit itself; a failing test fails the step. One at a time:
    # `onScreen` lets the main run loop turn once for the root's viewDidAppear, which would run
    # other tests' main-actor work in the middle of a test run in parallel, and the tests share
    # UIKit's key window.
    write_test_scheme
    xcodebuild test -scheme "$uikit_tests" -destination "id=$udid" -derivedDataPath "$derived/package" \
        -only-testing:"$uikit_tests" -parallel-testing-enabled NO -skipPackagePluginValidation \
        || fail "the UIKit tests failed on the simulator $udid"
    xcodegen generate --spec "$project_spec" || fail "XcodeGen could not generate the example app's project"
    xcodebuild build -project Examples/UIKitApp/SwitchboardExample.xcodeproj -scheme SwitchboardExample \
        -destination "id=$udid" -derivedDataPath "$derived" SWIFT_TREAT_WARNINGS_AS_ERRORS=YES \
        || fail "the example app does not build"
    # The touch contracts the stand-in can only imitate, as XCUITests of the app (each names its
    # stand-in twin); a failing one fails the step.
    xcodebuild test -project Examples/UIKitApp/SwitchboardExample.xcodeproj -scheme SwitchboardExample \
        -destination "id=$udid" -derivedDataPath "$derived" -only-testing:"$ui_tests" \
        || fail "the example app's UI tests failed on the simulator $udid"
    app="$derived/Build/Products/Debug-iphonesimulator/SwitchboardExample.app"
    [ -d "$app" ] || fail "the build left no app at $app"
    xcrun simctl boot "$udid" 2>/dev/null || true # already booted is fine
    xcrun simctl bootstatus "$udid" -b || fail "the simulator $udid did not boot"
    xcrun simctl install "$udid" "$app" || fail "the app did not install on $udid"
    # The app runs its checks, prints one line per check and a summary, and exits: a crash or a hang
    # leaves no summary line, and the step fails.
    output=$(xcrun simctl launch --console-pty --terminate-running-process "$udid" "$app_bundle_id" \
        --device-checks) || fail "the app's device checks did not run to the end"
    printf '%s\n' "$output"
    line=$(grep -E '^DEVICE-CHECKS: [0-9]+ passed, [0-9]+ failed' <<<"$output" | tail -n 1) \
        || fail "the app printed no DEVICE-CHECKS line (did it crash?)"
    passed=$(sed -E 's/^DEVICE-CHECKS: ([0-9]+) passed.*/\1/' <<<"$line")
    failed=$(sed -E 's/.*, ([0-9]+) failed.*/\1/' <<<"$line")
    [ "$failed" -eq 0 ] || fail "$failed device check(s) failed"
    [ "$passed" -eq "$declared" ] || fail "$passed device check(s) passed, but $checks_list declares $declared"
    echo "apple-ci: DEVICE-CHECKS: $passed passed, 0 failed (all $declared declared)"
}

case "${1:-}" in
    products) [ $# -eq 2 ] || fail "usage: apple-ci.sh products DESTINATION"; build_products "$2" ;;
    macos) macos ;;
    simulator) simulator ;;
    *) fail "usage: apple-ci.sh products DESTINATION | macos | simulator" ;;
esac
