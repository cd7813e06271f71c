#!/usr/bin/env python3
"""Runs README.md's quick start as a newcomer would: in a package of their own.

The quick-start blocks are the ```swift blocks of README.md whose fence is directly preceded by the
line `<!-- quick-start -->`. They are copied, in order, into one test file of a fresh package that
depends on this clone by path (as an app depends on a checkout), and `swift test` runs there. The
step passes only when:

- the blocks hold a test with the `.checksLeaks` trait and a setting saved to a file
  (`JSONFileSettingsStore`) that is loaded again, so the quick start keeps showing both;
- the package builds with no warning, and every test the blocks declare (`@Test("…")`) is reported
  passed by name (a test that never ran does not pass).

The fresh package shares a build folder with ClientCheck/ when given `--scratch-path` (CI passes
ClientCheck/.build): ClientCheck depends on this clone by path the same way, so the library's
modules are reused and only the quick start's own file is compiled. Without it, a temporary folder
is used and everything is built.

`--self-test` runs the real check, then plants one broken block at a time and requires each run to
fail for its own reason (negative controls): a misspelled call fails the build, and a quick start
whose save is dropped fails the reload test.

Usage: check-quick-start.py [--scratch-path DIR] [--self-test]
Exits 1 on any failure.
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile
import time

root = pathlib.Path(__file__).resolve().parent.parent
MARKER = "<!-- quick-start -->"
TEST_NAME = re.compile(r'@Test\("([^"]+)"')
MANIFEST = """// swift-tools-version: 6.0
// Written by Scripts/check-quick-start.py: a newcomer's package, depending on the clone by path.
import PackageDescription

let package = Package(
    name: "QuickStart",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Switchboard", path: "{clone}")],
    targets: [
        .testTarget(
            name: "QuickStartTests",
            dependencies: [
                .product(name: "Switchboard", package: "Switchboard"),
                .product(name: "SwitchboardTesting", package: "Switchboard"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
"""


def quick_start_blocks(text):
    """The code of every ```swift block whose fence follows the quick-start marker, in order."""
    lines = text.splitlines()
    blocks = []
    for index, line in enumerate(lines):
        if line.strip() == "```swift" and index > 0 and lines[index - 1].strip() == MARKER:
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            blocks.append("\n".join(lines[index + 1:end]))
    return blocks


def coverage_problems(blocks):
    """What the quick start must keep showing, and does not."""
    code = "\n".join(blocks)
    problems = []
    if not blocks:
        problems.append(f"README.md has no ```swift block after a {MARKER} line")
    if ".checksLeaks" not in code:
        problems.append("no quick-start test carries the .checksLeaks trait")
    if "JSONFileSettingsStore" not in code:
        problems.append("no quick-start block saves settings to a file (JSONFileSettingsStore)")
    if not TEST_NAME.findall(code):
        problems.append("the quick-start blocks declare no @Test(\"…\")")
    return problems


def run(blocks, scratch):
    """Builds and tests the blocks in a fresh package; returns (passed, output, seconds)."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="quick-start-") as folder:
        package = pathlib.Path(folder)
        (package / "Package.swift").write_text(MANIFEST.replace("{clone}", str(root)))
        tests = package / "Tests" / "QuickStartTests"
        tests.mkdir(parents=True)
        (tests / "QuickStart.swift").write_text("\n\n".join(blocks) + "\n")
        command = ["swift", "build", "--build-tests", "--package-path", str(package)]
        if scratch:
            command += ["--scratch-path", str(scratch)]
        build = subprocess.run(command, capture_output=True, text=True)
        output = build.stdout + build.stderr
        if build.returncode != 0 or re.search(r"warning:", output):
            return False, output, time.monotonic() - started
        test = subprocess.run(
            command[:1] + ["test", "--skip-build"] + command[3:], capture_output=True, text=True)
        output += test.stdout + test.stderr
    expected = TEST_NAME.findall("\n".join(blocks))
    missing = [name for name in expected if not re.search(rf'Test "{re.escape(name)}" passed', output)]
    if missing:
        output += "\nnot reported passed: " + "; ".join(missing)
    return test.returncode == 0 and not missing, output, time.monotonic() - started


def check(blocks, scratch, label):
    passed, output, seconds = run(blocks, scratch)
    print(f"{label}: {'passed' if passed else 'failed'} in {seconds:.0f} s")
    return passed, output


def self_test(blocks, scratch):
    """Each planted break must fail the step, for its own reason."""
    def plant(find, change, reason, symptom):
        index = next((i for i, block in enumerate(blocks) if find in block), None)
        if index is None:
            return f"cannot plant '{reason}': no quick-start block contains {find!r}"
        broken = list(blocks)
        broken[index] = change(broken[index])
        passed, output = check(broken, scratch, f"negative control ({reason})")
        if passed:
            return f"the step passed with a planted break ({reason})"
        if not re.search(symptom, output):
            return f"the step failed with a planted break ({reason}), but not with {symptom!r}:\n{output}"
        return None

    problems = [
        plant(".checksLeaks", lambda block: block.replace("trackForLeaks(", "trackForLeak(", 1),
              "a misspelled call in the leak-checked test", r"error: .*trackForLeak\b"),
        plant("settings.flush()", lambda block: "\n".join(
            line for line in block.splitlines() if "settings.update {" not in line),
              "the save before the reload dropped", r'Test "[^"]*load again" failed'),
    ]
    return [problem for problem in problems if problem]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch-path", type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    blocks = quick_start_blocks((root / "README.md").read_text())
    problems = coverage_problems(blocks)
    if problems:
        print("\n".join(f"error: {problem}" for problem in problems))
        return 1
    passed, output = check(blocks, arguments.scratch_path, f"README quick start ({len(blocks)} blocks)")
    if not passed:
        print(output)
        print("error: the README's quick-start blocks do not build and pass in a package of their own")
        return 1
    if arguments.self_test:
        problems = self_test(blocks, arguments.scratch_path)
        if problems:
            print("\n".join(f"error: {problem}" for problem in problems))
            return 1
        print("negative controls: each planted break failed the step")
    return 0


sys.exit(main())
