#!/usr/bin/env bash
# Type-checks the UIKit tests that run on UIKit (Tests/SwitchboardUIKitTests, the files gated
# `#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))`) against Apple's real iPhoneOS SDK, with
# the Linux toolchain, as Xcode compiles that test target for an iOS simulator.
#
# Usage: Scripts/check-ios-tests.sh SDK_DIR [--self-test]       (from anywhere; SDK_DIR as for check.sh)
# Env:   IOS_SDK_CHECK  the shared check.sh (default: ../shared or ../../shared tools/ios-sdk-check/check.sh)
#        OUT            check.sh's output folder (default: a temporary folder); REUSE_OUT=1 skips
#                       running check.sh when OUT already holds its modules
# Exit 0 when check.sh passes and the test target has no error and no warning in Swift 6 mode.
#
# What it proves: every ungated test file (and the support it uses) compiles against Apple's UIKit,
# Foundation and Swift Testing at the iOS 15 floor, with the package's `package` and `@testable`
# access (`-package-name switchboard`, modules emitted with `-enable-testing`), and names nothing
# the stand-in alone has (`StandIn.advance`, `tap`, drags, …): those are not in UIKit. The files
# still gated to Linux compile to nothing here, as they do in Xcode.
# What it does not prove: that the tests pass on UIKit. It runs nothing; `xcodebuild test` on a
# simulator (Scripts/apple-ci.sh simulator) does that. Like check.sh, it reads the iOS 17.4 SDK's
# Swift 5.10 standard library, so the Swift 6 spellings check.sh rewrites are rewritten here too,
# in a scratch copy. Swift Testing is not in an SDK: its module is rebuilt for iOS from the Linux
# toolchain's own interface (target changed; `#isolation` defaults as `nil`; `ExitTest.current`,
# which needs a newer standard library, left out). XCTest is not in an SDK either, so the
# `SwitchboardTesting` leak kit (part of it imports XCTest) is not checked (no ungated test imports
# it), and the example app's UI tests (Examples/UIKitAppUITests) are only parsed, for syntax.
#
# --self-test: the negative controls. A copy of an ungated test with a planted type error, and one
# with a planted stand-in-only call (`StandIn.advance(by:)`), must each fail; the unchanged copy
# must pass.
set -uo pipefail
project=$(cd "$(dirname "$0")/.." && pwd)
sdk=$(cd "${1:?usage: check-ios-tests.sh SDK_DIR [--self-test]}" && pwd)
self_test=${2:-}
check_sh=${IOS_SDK_CHECK:-}
if [ -z "$check_sh" ]; then
    for candidate in "$project/../shared" "$project/../../shared"; do
        [ -x "$candidate/tools/ios-sdk-check/check.sh" ] && check_sh=$candidate/tools/ios-sdk-check/check.sh && break
    done
fi
[ -x "$check_sh" ] || { echo "check-ios-tests: no check.sh (set IOS_SDK_CHECK)" >&2; exit 2; }
out=${OUT:-$(mktemp -d)}
target=arm64-apple-ios15.0
tests=Tests/SwitchboardUIKitTests

# 1. The package's own iOS check; it leaves the scratch sources and the resource folder in $out.
if [ "${REUSE_OUT:-0}" = 1 ] && [ -f "$out/SwitchboardUIKit.swiftmodule" ] && [ -d "$out/src" ]; then
    echo "check-ios-tests: reusing check.sh's output in $out"
else
    OUT=$out "$check_sh" "$sdk" "$project" || { echo "check-ios-tests: check.sh failed; tests not checked"; exit 1; }
fi

# 2. The package's modules again, with `-enable-testing` (the tests `@testable import` them), from
# check.sh's scratch copy, each in the language mode check.sh uses for it.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
modules=$scratch/modules
mkdir -p "$modules"
base=(-target "$target" -sdk "$sdk" -resource-dir "$out/resource" -module-cache-path "$out/module-cache"
    -I "$modules" -package-name switchboard -parse-as-library -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature MemberImportVisibility)
relaxed=(-swift-version 5 -strict-concurrency=minimal "$out/Swift6Compat.swift")
for feature in IsolatedDefaultValues RegionBasedIsolation GlobalActorIsolatedTypesUsability \
    InferSendableFromCaptures DisableOutwardActorInference DynamicActorIsolation GlobalConcurrency \
    ConciseMagicFile ForwardTrailingClosures ImplicitOpenExistentials BareSlashRegexLiterals \
    DeprecateApplicationMain ImportObjcForwardDeclarations NonfrozenEnumExhaustivity; do
    relaxed+=(-enable-upcoming-feature "$feature")
done
strict=(-swift-version 6 -strict-concurrency=complete)
emit() { # strict|relaxed MODULE FOLDER
    local mode=$1 name=$2 folder=$3 flags
    if [ "$mode" = strict ]; then flags=("${strict[@]}"); else flags=("${relaxed[@]}"); fi
    mapfile -t files < <(find "$out/src/$folder" -name '*.swift' | sort)
    swiftc -emit-module -wmo -enable-testing -Xfrontend -experimental-skip-all-function-bodies \
        -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" "${base[@]}" "${flags[@]}" \
        "${files[@]}" >"$scratch/$name.emit.log" 2>&1 \
        || { cat "$scratch/$name.emit.log"; echo "check-ios-tests: could not emit $name for iOS"; exit 1; }
}
emit relaxed SwitchboardMessaging Sources/SwitchboardMessaging
emit relaxed SwitchboardContainment Sources/SwitchboardContainment
emit relaxed SwitchboardCoordination Sources/SwitchboardCoordination
emit relaxed Switchboard Sources/Switchboard
emit strict SwitchboardUIKit Sources/SwitchboardUIKit
emit relaxed ListDetailExample Examples/ListDetail
emit strict UIKitAppExample Examples/UIKitApp

# 3. Swift Testing for iOS, from the toolchain's interface of its Linux module.
toolchain_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift
interface=$(find "$toolchain_lib/linux/Testing.swiftmodule" -name '*.swiftinterface' ! -name '*.private.*' | head -n 1)
[ -f "$interface" ] || { echo "check-ios-tests: the toolchain has no Testing interface" >&2; exit 2; }
python3 - "$interface" "$scratch/Testing.swiftinterface" "$target" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
text = re.sub(r"-target \S+ -disable-objc-interop", "-target " + sys.argv[3], text, count=1)
text = text.replace("= #isolation", "= nil")
# Needs a standard library newer than the SDK's; no test here names it.
text, removed = re.subn(
    r"extension Testing\.ExitTest \{\n  public static var current: Testing\.ExitTest\? \{\n    _read\n  \}\n\}\n",
    "", text)
open(sys.argv[2], "w").write(text)
PY
swiftc -frontend -compile-module-from-interface -target "$target" -sdk "$sdk" -resource-dir "$out/resource" \
    -module-cache-path "$out/module-cache" -module-name Testing "$scratch/Testing.swiftinterface" \
    -o "$modules/Testing.swiftmodule" >"$scratch/Testing.log" 2>&1 \
    || { cat "$scratch/Testing.log"; echo "check-ios-tests: could not build Swift Testing for iOS"; exit 1; }

# 4. The test target, as Xcode compiles it for iOS: every file; the Linux-gated ones are empty.
plugins=$(dirname "$toolchain_lib")/swift/host/plugins
typecheck() { # FOLDER LOG -> exit status; prints errors and warnings
    local folder=$1 log=$2
    find "$folder" -name '*.swift' -print0 | xargs -0 sed -i -E \
        -e 's/= #isolation/= nil/g' -e 's/\(#isolation\)/(nil)/g' -e 's/: #isolation/: nil/g' \
        -e 's/\.next\(isolation: ([a-z]+)\)/.next()/g' -e 's/compiler\(>= *6(\.[0-9]+)*\)/compiler(>=99)/g'
    mapfile -t files < <(find "$folder" -name '*.swift' | sort)
    swiftc -typecheck -module-name SwitchboardUIKitTests "${base[@]}" "${strict[@]}" -plugin-path "$plugins" \
        -continue-building-after-errors "${files[@]}" >"$log" 2>&1
    # Swift Testing's macros, expanded by the newer toolchain, mark a call `unsafe` that the SDK's
    # declarations do not need: that warning is about the expansion, not the test.
    local found unjudged
    found=$(grep -E "^/.*: (error|warning):" "$log" | grep -v "no unsafe operations occur within 'unsafe' expression" \
        | sed "s|$folder/||" | sort -u)
    # A call to a package function whose `isolation:` parameter defaults to `#isolation`, rewritten
    # to `nil` for the SDK's Swift 5.10 (as check.sh does), loses the caller's isolation: Swift 6
    # accepts the call; this SDK cannot judge it.
    unjudged=$(grep -E "call to actor-isolated (instance|static|global) (method|function) '[^']*\(isolation:" <<<"$found")
    found=$(grep -vE "call to actor-isolated (instance|static|global) (method|function) '[^']*\(isolation:" <<<"$found")
    [ -n "$unjudged" ] && echo "cannot judge (the isolation: default rewritten for Swift 5.10): $(wc -l <<<"$unjudged") call(s), see $log"
    [ -z "$found" ] && return 0
    printf '%s\n' "$found"
    return 1
}
copy_tests() { # DEST
    mkdir -p "$1"
    (cd "$project/$tests" && tar chf - .) | tar xf - -C "$1"
}
mapfile -t ungated < <(cd "$project/$tests" && grep -rlE '^#if os\(iOS\) \|\|' --include='*.swift' . \
    | sed 's|^\./||' | sort)
[ "${#ungated[@]}" -gt 0 ] || { echo "check-ios-tests: no test file is gated for iOS"; exit 1; }

if [ "$self_test" = --self-test ]; then
    # The first ungated file with a suite is where the controls are planted.
    victim=$(cd "$project/$tests" && grep -l '@Suite' "${ungated[@]}" | head -n 1)
    failed=0
    plant() { # NAME LINE: a copy of the tests with LINE added inside the victim's gate
        local dest=$scratch/$1
        copy_tests "$dest"
        python3 - "$dest/$victim" "$2" <<'PY'
import sys
path, line = sys.argv[1], sys.argv[2]
text = open(path).read().rstrip("\n")
assert text.endswith("#endif"), path
open(path, "w").write(text[: -len("#endif")] + "    " + line + "\n#endif\n")
PY
        echo "$dest"
    }
    control() { # NAME EXPECTED(pass|fail) FOLDER
        if typecheck "$3" "$scratch/$1.log" >"$scratch/$1.found"; then outcome=pass; else outcome=fail; fi
        echo "self-test $1: $outcome (expected $2)$( [ "$outcome" = fail ] && echo ": $(grep -m 1 ": error:" "$scratch/$1.found")")"
        [ "$outcome" = "$2" ] || failed=1
    }
    clean=$scratch/unchanged
    copy_tests "$clean"
    control unchanged pass "$clean"
    control type-error fail "$(plant type-error '@MainActor func plantedTypeError() -> Int { "not a number" }')"
    control stand-in-call fail "$(plant stand-in-call '@MainActor func plantedStandInCall() { StandIn.advance(by: 1) }')"
    [ "$failed" = 0 ] && echo "check-ios-tests self-test passed (planted in $victim)" \
        || echo "check-ios-tests self-test FAILED"
    exit "$failed"
fi

copy_tests "$scratch/tests"
echo "UIKit tests for iOS: ${#ungated[@]} file(s) gated for iOS, $(cd "$project/$tests" \
    && cat "${ungated[@]}" | grep -c '@Test') @Test declaration(s) in them (counting any fenced to Linux inside)"
status=0
typecheck "$scratch/tests" "$out/SwitchboardUIKitTests.log" || status=1
# The app's UI tests: XCTest is in no SDK, so they are parsed (syntax only), never type-checked.
ui_test_files=("$project"/Examples/UIKitAppUITests/*.swift)
for file in "${ui_test_files[@]}"; do
    swiftc -parse "$file" || { echo "check-ios-tests: $file does not parse"; status=1; }
done
echo "UI tests: ${#ui_test_files[@]} file(s) parsed, not type-checked (no XCTest in the SDK)"
if [ "$status" = 0 ]; then
    echo "iOS test check passed"
else
    echo "iOS test check FAILED"
    exit 1
fi
