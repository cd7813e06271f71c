#!/usr/bin/env python3
"""Proves that the stand-in's UIKit enums are open, as the SDK's NS_ENUMs are, on every CI run.

UIKit declares its enums with NS_ENUM, so Swift 6 rejects a `switch` over one without
`@unknown default` ("switch covers known cases, but 'X' may have additional unknown values"). The
stand-in declares them in C (`Sources/UIKitStandInEnums/include/UIKitStandInEnums.h`) for that
reason. This script writes a probe that switches exhaustively over the known cases of every enum in
that header, with no `@unknown default`, and

1. type-checks it against the built `UIKitStandIn` module: it must fail with that diagnostic once
   for each enum (a stand-in enum that became a Swift enum, or lost its open attribute, would let
   the probe compile and hide the SDK's error again);
2. type-checks the same switches against a frozen copy (the same enums as Swift enums, generated
   from the header): it must compile, which proves the probe itself is right and only openness
   differs (the negative control).

Usage: check-open-enums.py BUILD_DIR   (the debug build folder, for example .build/debug)
"""
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
HEADER = root / "Sources" / "UIKitStandInEnums" / "include" / "UIKitStandInEnums.h"
DIAGNOSTIC = "may have additional unknown values"


def words(name):
    """Swift's word split of a C identifier: runs of capitals stay together."""
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+", name)


def enums():
    """Each enum of the header: its name and its (Swift case name, raw value) pairs, aliases left out."""
    text = re.sub(r"//[^\n]*", "", HEADER.read_text())
    found = {}
    # An enum's definition, through the header's NS_ENUM macro or spelled out.
    pattern = r"(?:STAND_IN_NS_ENUM\((\w+)\)|enum\s+(\w+)\s*:\s*long)\s*\{(.*?)\}"
    for macro_name, plain_name, body in re.findall(pattern, text, re.S):
        name = macro_name or plain_name
        cases = re.findall(r"(\w+)\s*=\s*(-?\d+)\s*,", body)
        split = [words(case) for case, _ in cases]
        common = 0
        while all(len(w) > common + 1 and w[common] == split[0][common] for w in split):
            common += 1
        swift = []
        for (case, value), parts in zip(cases, split):
            rest = parts[common:]
            swift.append((rest[0].lower() + "".join(rest[1:]), int(value)))
        found[name] = swift
    if len(found) != 10:
        sys.exit(f"error: expected the ten UIKit enums in {HEADER}, found {sorted(found)}")
    return found


def switches(found):
    lines = []
    for name, cases in found.items():
        lines.append(f"func probe{name}(_ value: {name}) -> Int {{")
        lines.append("    switch value {")
        lines.extend(f"    case .`{case}`: return {raw}" for case, raw in cases)
        lines.append("    }")
        lines.append("}")
    return "\n".join(lines) + "\n"


def frozen_copy(found):
    lines = []
    for name, cases in found.items():
        lines.append(f"enum {name}: Int {{")
        lines.extend(f"    case `{case}` = {raw}" for case, raw in cases)
        lines.append("}")
    return "\n".join(lines) + "\n"


def typecheck(files, build):
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library"]
    if build is not None:
        modulemap = build / "UIKitStandInEnums.build" / "module.modulemap"
        command += ["-I", str(build / "Modules"), "-Xcc", f"-fmodule-map-file={modulemap}"]
    return subprocess.run(command + [str(f) for f in files], capture_output=True, text=True)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build = pathlib.Path(sys.argv[1]).resolve()
    found = enums()
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        probe = folder / "probe.swift"
        probe.write_text("import UIKitStandIn\n\n" + switches(found))
        open_run = typecheck([probe], build)
        if open_run.returncode == 0:
            sys.exit("error: an exhaustive switch without @unknown default compiled against the stand-in")
        missing = [name for name in found if not re.search(rf"'{name}'[^\n]*{DIAGNOSTIC}", open_run.stderr)]
        if missing:
            print(open_run.stderr, file=sys.stderr)
            sys.exit(f"error: the stand-in let an exhaustive switch over {missing} compile: not open")
        frozen = folder / "frozen.swift"
        frozen.write_text(frozen_copy(found) + "\n" + switches(found))
        frozen_run = typecheck([frozen], None)
        if frozen_run.returncode != 0:
            print(frozen_run.stderr, file=sys.stderr)
            sys.exit("error: the probe does not compile against a frozen copy: the probe is wrong")
    print(f"open enums: the probe fails on all {len(found)} stand-in enums ({DIAGNOSTIC}) "
          "and compiles against a frozen copy")


if __name__ == "__main__":
    main()
