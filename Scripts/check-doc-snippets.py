#!/usr/bin/env python3
"""Checks that every Swift code example in the documentation is real code.

Examples are the ```swift blocks in README.md, Docs/*.md, the DocC articles
(Sources/*/*.docc/**/*.md) and the `///` doc comments of every Swift file under Sources/
(the `///` prefix and one following space are stripped first).

A block is backed by a Swift file when its lines (white space folded, blank lines dropped) appear
in order, as one contiguous run, in that file. The rule depends on where the block is:

- A guide or DocC block (README.md, Docs/, the articles) shows what an app calls, so it passes only
  when it is backed by a file ClientCheck/ compiles: a separate package that depends on this one by
  path and sees its public API only, as an app does (a test of this package shares its `package`
  access and cannot tell). Those files are every Swift file in the folder of each target that
  ClientCheck/Package.swift declares (Sources/<name> or Tests/<name>, links followed, resolved to
  the real files); the manifest must not use `path:`, `sources:` or `exclude:`, which would make
  that set differ from what SwiftPM compiles. UIKit blocks are the exception: a block backed by
  Examples/UIKitApp/ or Tests/SwitchboardUIKitTests/ passes (that code needs the Linux-only UIKit
  stand-in, which is not a product; the iOS SDK check compiles it against the real UIKit).
- A `///` block passes when it is backed by any Swift file CI compiles under Tests/, Examples/ or
  ClientCheck/ (package-level declarations document themselves with package-level calls).

A block whose fence is directly preceded by the line `<!-- illustrative -->` (in a doc comment:
`/// <!-- illustrative -->`) is exempt; keep that for fragments with `…` or a single call in prose.

PENDING can name path prefixes whose `///` examples are listed and counted but do not fail the
check, while they are being backed; it is empty: every example is enforced.

Before checking, the script proves on built-in samples that it catches an unbacked block, a guide
block backed only by a file ClientCheck does not compile, and a client manifest whose folders it
cannot resolve (negative controls), and that it honours the exemption, links and UIKit backing.

Prints each unbacked block with its file and line, then one summary line that states the rule;
exits 1 on any failure.
"""
import os
import pathlib
import re
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
ILLUSTRATIVE = "<!-- illustrative -->"
FENCE = re.compile(r"^\s*```")
PENDING: tuple[str, ...] = ()
CLIENT = "ClientCheck"
# Where UIKit call sites are backed: they compile against the Linux-only stand-in, not in ClientCheck.
UIKIT = ("Examples/UIKitApp/", "Tests/SwitchboardUIKitTests/")
TARGET = re.compile(r"\.(?:target|executableTarget|testTarget)\(\s*name:\s*\"([^\"]+)\"")
RELOCATING = re.compile(r"\b(path|sources|exclude)\s*:")


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


def swift_files(folder):
    """The real paths of the Swift files under `folder`, following links to files and folders."""
    found = set()
    for directory, _, names in os.walk(folder, followlinks=True):
        found.update(pathlib.Path(directory, name).resolve() for name in names if name.endswith(".swift"))
    return found


def client_files(client):
    """The real paths of the Swift files the package at `client` compiles, by SwiftPM's convention.

    Each target its manifest declares compiles every Swift file under Sources/<name> or Tests/<name>.
    Raises ValueError when the manifest moves a target's files (`path:`, `sources:`, `exclude:`) or
    declares no target, since the convention would then not say what is compiled.
    """
    manifest = (client / "Package.swift").read_text()
    code = re.sub(r"//[^\n]*", "", manifest)  # comments may name the keywords
    code = re.sub(r"\.package\([^)]*\)", "", code)  # the dependency on the library, by path
    relocating = sorted({match.group(1) for match in RELOCATING.finditer(code)})
    if relocating:
        raise ValueError(f"{client / 'Package.swift'} uses {', '.join(relocating)}: "
                         "its targets must use their default folders")
    names = TARGET.findall(code)
    if not names:
        raise ValueError(f"{client / 'Package.swift'} declares no target")
    found = set()
    for name in names:
        for kind in ("Sources", "Tests"):
            found |= swift_files(client / kind / name)
    return found


def verdict(kind, code, corpus, client, uikit):
    """None when the block is backed as its kind requires, else why not.

    `corpus` maps the real path of every compiled Swift file to its normalised lines; `client` and
    `uikit` are the real paths ClientCheck compiles and the UIKit ones.
    """
    if kind.startswith("///"):
        if is_backed(code, corpus.values()):
            return None
        return "swift block not found in Tests/, Examples/ or ClientCheck/"
    if is_backed(code, [corpus[path] for path in sorted(client | uikit) if path in corpus]):
        return None
    others = [path for path, lines in corpus.items() if path not in client and is_backed(code, [lines])]
    if others:
        names = ", ".join(sorted(str(path.relative_to(root)) if path.is_relative_to(root) else path.name
                                 for path in others))
        return (f"swift block backed only by {names}, which ClientCheck does not compile (public access "
                f"only): link the file into ClientCheck/ or move the code to a file it compiles")
    return "swift block not found in a file ClientCheck compiles (nor in UIKit code)"


def self_test():
    """Negative controls: what passes and what fails must be told apart, for each rule."""
    # `///` blocks: a backed, an unbacked and an exempt block.
    corpus = [normalise(["func f() {", "    let x = 1", "    print(x)", "}"])]
    comment = ["/// ```swift", "/// let x = 1", "/// print(x)", "/// ```",
               "/// ```swift", "/// let x = 2", "/// ```",
               "/// <!-- illustrative -->", "/// ```swift", "/// f(…)", "/// ```"]
    lines = [text for _, run in doc_comment_runs_of(comment) for text in run]
    results = [(exempt, is_backed(code, corpus)) for _, exempt, code in swift_blocks(lines)]
    assert results == [(False, True), (False, False), (True, False)], results

    # Guide blocks: backed by a file the client compiles through a link, by UIKit code, or only by a
    # file of the library's own tests (which shares its `package` access): the last one fails.
    with tempfile.TemporaryDirectory() as scratch:
        top = pathlib.Path(scratch).resolve()
        files = {
            "Tests/AppTests/Linked.swift": ["let a = Public()", "a.call()"],
            "Tests/LibraryTests/Inside.swift": ["let b = PackageOnly()", "b.call()"],
            "Tests/SwitchboardUIKitTests/Screen.swift": ["let c = UIKitThing()"],
        }
        for name, text in files.items():
            (top / name).parent.mkdir(parents=True, exist_ok=True)
            (top / name).write_text("\n".join(text) + "\n")
        client = top / "Client"
        (client / "Tests").mkdir(parents=True)
        os.symlink(top / "Tests/AppTests", client / "Tests/ClientAppTests")
        (client / "Package.swift").write_text(
            '// Every target uses its default folder (no path:, sources: or exclude:).\n'
            'let package = Package(dependencies: [.package(name: "Lib", path: "..")],\n'
            '    targets: [.testTarget(name: "ClientAppTests", dependencies: [])])\n')
        compiled = client_files(client)
        assert compiled == {top / "Tests/AppTests/Linked.swift"}, compiled
        corpus = {top / name: normalise(text) for name, text in files.items()}
        uikit = {top / "Tests/SwitchboardUIKitTests/Screen.swift"}
        guide = [verdict("guide", code, corpus, compiled, uikit)
                 for code in (files["Tests/AppTests/Linked.swift"], files["Tests/LibraryTests/Inside.swift"],
                              files["Tests/SwitchboardUIKitTests/Screen.swift"], ["let d = 4"])]
        assert guide[0] is None and guide[2] is None, guide
        assert guide[1] is not None and "Inside.swift" in guide[1] and "does not compile" in guide[1], guide
        assert guide[3] is not None and "not found" in guide[3], guide
        # The same block in a `///` comment keeps its rule: any compiled file backs it.
        assert verdict("/// Lib", files["Tests/LibraryTests/Inside.swift"], corpus, compiled, uikit) is None
        # A manifest that moves a target's files cannot be resolved by convention: refused.
        (client / "Package.swift").write_text(
            'let package = Package(targets: [.testTarget(name: "ClientAppTests", exclude: ["Linked.swift"])])\n')
        try:
            client_files(client)
        except ValueError as error:
            assert "exclude" in str(error), error
        else:
            raise AssertionError("a client manifest using exclude: was accepted")


def main():
    self_test()
    try:
        client = client_files(root / CLIENT)
    except ValueError as error:
        print(f"error: {error}")
        return 1
    compiled = set(client)
    for folder in ("Tests", "Examples"):
        compiled |= swift_files(root / folder)
    corpus = {path: normalise(path.read_text().splitlines()) for path in sorted(compiled)}
    uikit = {path for path in compiled if str(path.relative_to(root)).startswith(UIKIT)}

    checked, exempted, failures, pending = {}, 0, {}, []
    for kind, location, exempt, code in examples():
        if exempt:
            exempted += 1
            continue
        checked[kind] = checked.get(kind, 0) + 1
        problem = verdict(kind, code, corpus, client, uikit)
        if problem is None:
            continue
        failures[kind] = failures.get(kind, 0) + 1
        report = f"{location}: {problem}:\n    " + "\n    ".join(normalise(code)[:6] or ["(empty block)"])
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
          f"{len(pending)} pending, {enforced_failures} not backed as required. Rule: a guide or DocC block is "
          f"backed by one of the {len(client)} files ClientCheck compiles (public access only) or by UIKit "
          f"code ({', '.join(prefix.rstrip('/') for prefix in UIKIT)}); a `///` block by any compiled Swift file")
    return 1 if enforced_failures else 0


sys.exit(main())
