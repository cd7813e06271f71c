#!/usr/bin/env python3
"""Checks that every public declaration of UIKitStandIn names its source in the provenance table.

`UIKitStandIn` declares the UIKit API the adapter uses, and each declaration must say what it was
checked against: an SDK header or an Apple documentation page, or "not documented: modelled as …".
The table lives in the SwitchboardUIKit DocC catalog: Markdown table rows whose first cell is the
declaration's path in backticks, such as

    | `UIView.hitTest(_:with:)` | UIView.h; "hitTest(_:with:)" documentation | … |

The declarations are read from the stand-in's symbol graph (`UIKitStandIn.symbols.json` and its
extension graphs, `UIKitStandIn@*.symbols.json`), so the names are the compiler's own. The
test-only `StandIn` controls are listed too (as "not UIKit: test-only control"), so the table
accounts for everything the stand-in makes public. Left out: synthesized members, non-public
symbols, and what the stand-in re-exports from Foundation (symbols declared outside
Sources/UIKitStandIn).
A row naming no declaration is an error too: a stale row vouches for nothing.

Before checking, the script proves on a built-in sample that it reports a missing and a stale row
(negative control).

Usage: check-standin-provenance.py SYMBOL_GRAPH_DIR DOCC_CATALOG
"""
import json
import pathlib
import re
import sys

ROW = re.compile(r"^\s*\|\s*`([^`]+)`\s*\|")
OWN_SOURCES = "Sources/UIKitStandIn/"
ENUM_HEADER = pathlib.Path(__file__).resolve().parent.parent / "Sources/UIKitStandInEnums/include/UIKitStandInEnums.h"
OWN_ENUMS = tuple(re.findall(r"STAND_IN_NS_ENUM\((\w+)\)", ENUM_HEADER.read_text()))


def declarations(graphs):
    """The dotted paths of the public declarations in the given symbol graphs."""
    names = set()
    for graph in graphs:
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            # The stand-in re-exports Foundation, whose symbols the graph lists too, and its own C
            # enums (UIKitStandInEnums), which the graph lists without a location: only the
            # enums and their cases (Clang's `c:@E@` identifiers) of that header count as ours.
            is_own_enum = symbol["identifier"]["precise"].startswith(tuple(f"c:@E@{n}" for n in OWN_ENUMS))
            if OWN_SOURCES not in symbol.get("location", {}).get("uri", "") and not is_own_enum:
                continue
            path = symbol["pathComponents"]
            if not path:
                continue
            names.add(".".join(path))
    return names


def table_rows(texts):
    """The declaration names in the first cells of the catalog's table rows."""
    rows = set()
    for text in texts:
        for line in text.splitlines():
            match = ROW.match(line)
            if match:
                rows.add(match.group(1))
    return rows


def findings(declared, documented):
    missing = sorted(declared - documented)
    stale = sorted(documented - declared)
    return [f"{name}: public in UIKitStandIn but missing from the provenance table" for name in missing] + [
        f"{name}: in the provenance table but UIKitStandIn declares nothing by that name" for name in stale
    ]


def self_check():
    HERE = {"location": {"uri": f"file:///package/{OWN_SOURCES}UIView.swift"}}
    graph = {
        "symbols": [
            {"accessLevel": "open", "identifier": {"precise": "s:a"}, "pathComponents": ["UIView"], **HERE},
            {"accessLevel": "open", "identifier": {"precise": "s:b"}, "pathComponents": ["UIView", "hitTest(_:with:)"], **HERE},
            {"accessLevel": "public", "identifier": {"precise": "s:c"}, "pathComponents": ["StandIn", "reset()"], **HERE},
            {"accessLevel": "public", "identifier": {"precise": "s:e"}, "pathComponents": ["NSObject", "hash"]},
            {"accessLevel": "internal", "identifier": {"precise": "s:d"}, "pathComponents": ["UIView", "hold(_:)"], **HERE},
        ]
    }
    table = (
        "| declaration | source |\n|---|---|\n| `UIView` | UIView.h |\n| `StandIn.reset()` | not UIKit |\n"
        "| `UIView.removed()` | gone |\n"
    )
    found = findings(declarations([graph]), table_rows([table]))
    if not any("UIView.hitTest(_:with:)" in line and "missing" in line for line in found):
        sys.exit("check-standin-provenance: self-check failed: a missing row passed")
    if not any(line.startswith("UIView.removed()") and "declares nothing" in line for line in found):
        sys.exit("check-standin-provenance: self-check failed: a stale row passed")
    if len(found) != 2:
        sys.exit(f"check-standin-provenance: self-check failed: expected 2 findings, got {found}")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    self_check()
    graph_dir, catalog = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    graph_files = sorted(graph_dir.glob("UIKitStandIn.symbols.json")) + sorted(
        graph_dir.glob("UIKitStandIn@*.symbols.json"))
    if not graph_files:
        sys.exit(f"check-standin-provenance: no UIKitStandIn symbol graph in {graph_dir}")
    declared = declarations(json.loads(path.read_text()) for path in graph_files)
    documented = table_rows(path.read_text() for path in sorted(catalog.rglob("*.md")))
    found = findings(declared, documented)
    for line in found:
        print(f"error: {line}")
    if found:
        sys.exit(1)
    print(f"provenance: all {len(declared)} public UIKitStandIn declarations have a source in {catalog}")


if __name__ == "__main__":
    main()
