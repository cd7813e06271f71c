#!/usr/bin/env python3
"""Checks that every Swift code block in README.md and Docs/*.md is real code.

A block passes when its lines (white space folded, blank lines dropped) appear in order, as one
contiguous run, in some Swift file under Tests/ or Examples/ — code that CI compiles and runs.
A block directly preceded by the line `<!-- illustrative -->` is exempt (fragments with `…`).
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "README.md", *sorted((root / "Docs").glob("*.md"))]
sources = [p for folder in ("Tests", "Examples") for p in (root / folder).rglob("*.swift")]


def normalise(text):
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


corpus = [normalise(p.read_text()) for p in sources]


def contains(haystack, needle):
    if not needle:
        return True
    first = needle[0]
    for start, line in enumerate(haystack):
        if line == first and haystack[start:start + len(needle)] == needle:
            return True
    return False


failures = 0
checked = 0
for document in documents:
    text = document.read_text()
    for match in re.finditer(r"(?P<before>[^\n]*)\n```swift\n(?P<code>.*?)```", "\n" + text, re.S):
        if match.group("before").strip() == "<!-- illustrative -->":
            continue
        checked += 1
        block = normalise(match.group("code"))
        if not any(contains(lines, block) for lines in corpus):
            failures += 1
            line = text[: match.start()].count("\n") + 1
            print(f"{document.relative_to(root)}:{line}: swift block not found in Tests/ or Examples/:")
            print("    " + "\n    ".join(block[:6]))
print(f"doc snippets: {checked} checked, {failures} not backed by compiled code")
sys.exit(1 if failures else 0)
