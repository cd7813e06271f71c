#!/usr/bin/env python3
"""Checks that every Swift code example in the documentation is real code.

Examples are the ```swift blocks in README.md, Docs/*.md, the DocC articles
(Sources/*/*.docc/**/*.md) and the `///` doc comments of every Swift file under Sources/
(the `///` prefix and one following space are stripped first).

A block passes when its lines (white space folded, blank lines dropped) appear in order, as one
contiguous run, in some Swift file under Tests/ or Examples/ — code that CI compiles and runs.
A block whose fence is directly preceded by the line `<!-- illustrative -->` (in a doc comment:
`/// <!-- illustrative -->`) is exempt; keep that for fragments with `…` or a single call in prose.

PENDING can name path prefixes whose `///` examples are listed and counted but do not fail the
check, while they are being backed; it is empty: every example is enforced.

Before checking, the script proves on built-in samples that it catches an unbacked block
(negative control) and honours the exemption.

Prints each unbacked block with its file and line, then one summary line; exits 1 on any failure.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
ILLUSTRATIVE = "<!-- illustrative -->"
FENCE = re.compile(r"^\s*```")
PENDING: tuple[str, ...] = ()


def normalise(lines):
    return [" ".join(line.split()) for line in lines if line.strip()]


def swift_blocks(lines):
    """Yields (index of the fence line, exempt, code lines) for each ```swift block in `lines`."""
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            index += 1
            code = []
            while index < len(lines) and not FENCE.match(lines[index]):
                code.append(lines[index])
                index += 1
            exempt = start > 0 and lines[start - 1].strip() == ILLUSTRATIVE
            yield start, exempt, code
        index += 1


def doc_comment_runs(path):
    """Yields (line number of the first line, stripped lines) for each run of `///` lines."""
    return doc_comment_runs_of(path.read_text().splitlines())


def doc_comment_runs_of(lines):
    run, first = [], 0
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped.startswith("///"):
            if not run:
                first = number
            text = stripped[3:]
            run.append(text[1:] if text.startswith(" ") else text)
        elif run:
            yield first, run
            run = []
    if run:
        yield first, run


def examples():
    """Yields (kind, "file:line", exempt, code lines) for every documented Swift example."""
    articles = [root / "README.md", *sorted((root / "Docs").glob("*.md"))]
    docc = sorted(root.glob("Sources/*/*.docc/**/*.md"))
    for kind, documents in (("guide", articles), ("docc", docc)):
        for document in documents:
            for start, exempt, code in swift_blocks(document.read_text().splitlines()):
                yield kind, f"{document.relative_to(root)}:{start + 1}", exempt, code
    for source in sorted(root.glob("Sources/**/*.swift")):
        module = source.relative_to(root).parts[1]
        for first, run in doc_comment_runs(source):
            for start, exempt, code in swift_blocks(run):
                yield f"/// {module}", f"{source.relative_to(root)}:{first + start}", exempt, code


def contains(haystack, needle):
    first = needle[0]
    return any(
        line == first and haystack[start:start + len(needle)] == needle for start, line in enumerate(haystack)
    )


def is_backed(code, corpus):
    block = normalise(code)
    return bool(block) and any(contains(lines, block) for lines in corpus)


def self_test():
    """Negative control: a backed, an unbacked and an exempt `///` block must be told apart."""
    corpus = [normalise(["func f() {", "    let x = 1", "    print(x)", "}"])]
    comment = ["/// ```swift", "/// let x = 1", "/// print(x)", "/// ```",
               "/// ```swift", "/// let x = 2", "/// ```",
               "/// <!-- illustrative -->", "/// ```swift", "/// f(…)", "/// ```"]
    lines = [text for _, run in doc_comment_runs_of(comment) for text in run]
    results = [(exempt, is_backed(code, corpus)) for _, exempt, code in swift_blocks(lines)]
    assert results == [(False, True), (False, False), (True, False)], results


corpus = [normalise(p.read_text().splitlines()) for folder in ("Tests", "Examples")
          for p in sorted((root / folder).rglob("*.swift"))]
self_test()

checked, exempted, failures, pending = {}, 0, {}, []
for kind, location, exempt, code in examples():
    if exempt:
        exempted += 1
        continue
    checked[kind] = checked.get(kind, 0) + 1
    if is_backed(code, corpus):
        continue
    failures[kind] = failures.get(kind, 0) + 1
    report = f"{location}: swift block not found in Tests/ or Examples/:\n    " + "\n    ".join(
        normalise(code)[:6] or ["(empty block)"])
    if kind.startswith("///") and location.startswith(PENDING):
        pending.append(location)
    else:
        print(report)

if pending:
    print(f"not yet enforced ({len(pending)} `///` blocks under {', '.join(PENDING)} not backed):")
    print("    " + "\n    ".join(pending))
per_kind = ", ".join(f"{kind} {checked[kind] - failures.get(kind, 0)}/{checked[kind]}" for kind in checked)
enforced_failures = sum(failures.values()) - len(pending)
print(f"doc snippets: {sum(checked.values())} checked ({per_kind} backed), {exempted} illustrative, "
      f"{len(pending)} pending, {enforced_failures} not backed by compiled code")
sys.exit(1 if enforced_failures else 0)
