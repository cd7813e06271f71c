#!/usr/bin/env python3
"""Checks that the UIKit adapter builds for every platform Package.swift declares.

Linux CI type-checks `Sources/SwitchboardUIKit` and `Examples/UIKitApp` against `UIKitStandIn`,
which cannot tell iOS from tvOS or watchOS. Two rules stand in for an Apple build:

1. A file of the adapter compiles to nothing but imports on a platform other than iOS: the UIKit
   containers are iOS only (`#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))`), since
   `canImport(UIKit)` is also true on tvOS, watchOS and visionOS, where the APIs they need are
   missing or unavailable.
2. No code that can compile for a platform uses a stand-in declaration marked
   `@available(<that platform>, unavailable)` there (for example `UIScrollView.isPagingEnabled` on
   tvOS). The stand-in carries Apple's availability, so this list grows with it.

`#if` conditions are evaluated once per platform (`os(X)`, `canImport(UIKit)` true on iOS, tvOS,
watchOS and visionOS, `canImport(UIKitStandIn)` and `os(Linux)` never; anything else, such as
`DEBUG`, may be either way, so both branches count as compilable). Comments and strings are ignored.

Before scanning, it checks itself on Scripts/fixtures/uikit-platforms (negative control): every line
marked `// expect: <platform>` must be reported for that platform, and nothing else may be.

Usage: check-uikit-platforms.py [paths...]   (default: Sources/SwitchboardUIKit Examples/UIKitApp)
"""
import importlib.util
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
STAND_IN = root / "Sources" / "UIKitStandIn"
FIXTURES = root / "Scripts" / "fixtures" / "uikit-platforms"
DEFAULT_PATHS = [root / "Sources" / "SwitchboardUIKit", root / "Examples" / "UIKitApp"]
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
UIKIT_PLATFORMS = {"iOS", "tvOS", "watchOS", "visionOS"}
NAME = r"[A-Za-z_]\w*"

# The availability check's lexer and `#if` branch blanking, shared.
_spec = importlib.util.spec_from_file_location("availability", root / "Scripts" / "check-availability.py")
availability = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(availability)


def evaluate(condition, platform):
    """True, False or None (either) for an `#if` condition when building for `platform`."""
    def atom(match):
        name, argument = match.group(1), match.group(2).split(",")[0].strip()
        if name == "os":
            return str(argument == platform or (argument == "iOS" and platform == "iOS"))
        if name == "canImport":
            if argument == "UIKit":
                return str(platform in UIKIT_PLATFORMS)
            if argument in ("UIKitStandIn", "Glibc", "Musl"):
                return "False"
            if argument in ("ObjectiveC", "Darwin", "Foundation"):
                return "True"
            return "None"
        if name == "targetEnvironment":
            return "None"
        return "True"  # swift(>=...), compiler(>=...)
    expression = re.sub(r"(\w+)\s*\(([^()]*)\)", atom, condition)
    expression = re.sub(r"\b(?!True\b|False\b|None\b)[A-Za-z_]\w*\b", "None", expression)
    # Python's ~, & and | bind as Swift's !, && and ||; Maybe gives them three values.
    expression = expression.replace("&&", "&").replace("||", "|").replace("!", "~")
    expression = re.sub(r"\b(True|False|None)\b", r"Maybe(\1)", expression)
    try:
        return eval(expression, {"__builtins__": {}, "Maybe": Maybe}).value
    except SyntaxError:
        return None


class Maybe:
    """True, False or None (either), under Swift's `!`, `&&` and `||`."""

    def __init__(self, value):
        self.value = value

    def __invert__(self):
        return Maybe(None if self.value is None else not self.value)

    def __and__(self, other):
        values = (self.value, other.value)
        return Maybe(False if False in values else (True if values == (True, True) else None))

    def __or__(self, other):
        values = (self.value, other.value)
        return Maybe(True if True in values else (False if values == (False, False) else None))


def live_code(code, platform):
    """`code` with the `#if` branches that cannot compile for `platform` (and directives) blanked."""
    return availability.blank_dead_branches(code, lambda condition: evaluate(condition, platform))


def unavailable_declarations():
    """{name: platforms} for stand-in declarations marked `@available(<platform>, unavailable)`."""
    found = {}
    for path in sorted(STAND_IN.glob("*.swift")):
        code = availability.strip_comments_and_strings(path.read_text())
        pending = set()
        for line in code.split("\n"):
            for platform in re.findall(r"@available\(\s*(\w+)\s*,\s*unavailable\s*\)", line):
                pending.add(platform)
            declaration = re.search(rf"\b(?:var|let|func|class|struct|enum|case|init)\s+({NAME})", line)
            if declaration and pending:
                found.setdefault(declaration.group(1), set()).update(pending)
                pending = set()
            elif line.strip() and not line.strip().startswith("@"):
                pending = set()
    return found


def findings_in(path, unavailable):
    """(line, platform, message) for each rule broken in `path`."""
    code = availability.strip_comments_and_strings(path.read_text())
    findings = []
    for platform in PLATFORMS:
        live = live_code(code, platform)
        if platform != "iOS":
            for number, line in enumerate(live.split("\n"), start=1):
                text = line.strip()
                if text and not re.match(r"(?:(?:public|package|internal|@_exported)\s+)*import\s", text):
                    findings.append((number, platform, f"code compiles for {platform}: the UIKit adapter "
                                                       "is iOS only, guard it with #if os(iOS)"))
                    break
        for name, platforms in unavailable.items():
            if platform not in platforms:
                continue
            for match in re.finditer(rf"\.{name}\b", live):
                number = live.count("\n", 0, match.start()) + 1
                findings.append((number, platform, f"{name} is unavailable on {platform}"))
    return findings


def self_test(unavailable):
    problems = []
    fixtures = sorted(FIXTURES.glob("*.swift"))
    assert fixtures, f"no fixtures in {FIXTURES}"
    planted = 0
    for fixture in fixtures:
        expected = {(number, platform) for number, line in enumerate(fixture.read_text().splitlines(), start=1)
                    for platform in re.findall(r"expect: (\w+)", line)}
        planted += len(expected)
        found = {(number, platform) for number, platform, _ in findings_in(fixture, unavailable)}
        problems += [f"{fixture.name}:{n}: expected a {p} finding, got none" for n, p in sorted(expected - found)]
        problems += [f"{fixture.name}:{n}: unexpected {p} finding" for n, p in sorted(found - expected)]
    if problems:
        print("check-uikit-platforms self-test failed:\n    " + "\n    ".join(problems))
        sys.exit(2)
    return planted


def main(arguments):
    unavailable = unavailable_declarations()
    if not unavailable:
        print("check-uikit-platforms: found no @available(..., unavailable) declaration in the stand-in")
        return 2
    planted = self_test(unavailable)
    paths = [pathlib.Path(argument) for argument in arguments] or DEFAULT_PATHS
    files = sorted(path for target in paths for path in ([target] if target.is_file() else target.rglob("*.swift")))
    total = 0
    for path in files:
        for number, platform, message in findings_in(path, unavailable):
            shown = path.resolve().relative_to(root) if path.resolve().is_relative_to(root) else path
            print(f"{shown}:{number}: error: [{platform}] {message}")
            total += 1
    print(f"uikit platforms: {len(files)} files checked for {', '.join(PLATFORMS)} against "
          f"{len(unavailable)} unavailable stand-in declarations; self-test caught {planted} planted "
          f"findings; {total} found")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
