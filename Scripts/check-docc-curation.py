#!/usr/bin/env python3
"""Checks that each module's DocC catalog curates every public top-level symbol exactly once.

DocC files a symbol that no Topics section names into an automatic "Classes"/"Structures" group,
and shows a symbol named by two Topics sections twice in the navigator. Both read badly, so CI
fails on either.

Usage: check-docc-curation.py SYMBOL_GRAPH CATALOG_DIR
    SYMBOL_GRAPH  the module's `<Module>.symbols.json` (already filtered to the module's own symbols)
    CATALOG_DIR   the module's `.docc` folder

Before checking, the script proves on a built-in sample that it catches a missing and a doubled
symbol (negative control).
"""
import json
import pathlib
import re
import sys

LINK = re.compile(r"^\s*-\s+``([^`/]+)``\s*$")


def top_level_symbols(graph):
    return {
        symbol["pathComponents"][0]
        for symbol in graph["symbols"]
        if len(symbol["pathComponents"]) == 1 and symbol["accessLevel"] in ("public", "open")
    }


def curated(markdown_texts):
    """Counts the symbols named by topic-list lines inside `## Topics` sections."""
    counts = {}
    for text in markdown_texts:
        in_topics = False
        for line in text.splitlines():
            if line.startswith("## "):
                in_topics = line.strip() == "## Topics"
            elif in_topics:
                match = LINK.match(line)
                if match:
                    name = match.group(1).strip()
                    counts[name] = counts.get(name, 0) + 1
    return counts


def problems(symbols, counts):
    found = []
    for name in sorted(symbols):
        if counts.get(name, 0) == 0:
            found.append(f"{name} is not curated in any Topics section")
        elif counts[name] > 1:
            found.append(f"{name} is curated {counts[name]} times")
    return found


def negative_control():
    sample = "# M\n\n## Topics\n\n### A\n\n- ``Alpha``\n- ``Alpha``\n"
    found = problems({"Alpha", "Beta"}, curated([sample]))
    expected = ["Alpha is curated 2 times", "Beta is not curated in any Topics section"]
    if found != expected:
        sys.exit(f"check-docc-curation: negative control failed, got {found}")


def main():
    negative_control()
    graph_path, catalog = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    symbols = top_level_symbols(json.loads(graph_path.read_text()))
    texts = [path.read_text() for path in sorted(catalog.rglob("*.md"))]
    found = problems(symbols, curated(texts))
    for line in found:
        print(f"{catalog}: {line}")
    print(f"docc curation: {catalog.name}: {len(symbols)} symbols, {len(found)} problems")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
