#!/usr/bin/env python3
"""Release bookkeeping: the version has one source, CHANGELOG.md, and released API stays stable.

The newest release heading of CHANGELOG.md (`## [1.2.0] - 2027-01-31`, Keep a Changelog form)
is the package version. `SwitchboardRelease.version` is generated from it, never edited by hand.

Commands (each runs the self-test first, a negative control on built-in samples):
  version            Print the version.
  sync               Regenerate Sources/Switchboard/SwitchboardRelease.swift from CHANGELOG.md.
  check              Fail unless: CHANGELOG.md starts with `## [Unreleased]` and lists dated
                     releases newest first; every release with a `**Breaking:**` entry is a breaking
                     bump of the one before (major; minor while below 1.0); the generated file is
                     up to date; every version tag has a release section, and a tag on HEAD names
                     the newest release.
  api-breaks         Compare the public API with the newest version tag reachable from HEAD
                     (`swift package diagnose-api-breaking-changes`). A break passes only when the
                     changelog records one after that tag: a `**Breaking:**` entry under
                     `[Unreleased]` or a newer release. With no tag, says so and passes.
  api-breaks --end-to-end
                     The same, run against a throwaway package in a temporary git repository:
                     a removed function must fail the step, and pass once recorded.

Releasing: move the `[Unreleased]` entries under `## [X.Y.Z] - date`, run `release.py sync`,
commit, and tag the commit `X.Y.Z`.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
GENERATED = pathlib.Path("Sources/Switchboard/SwitchboardRelease.swift")
HEADING = re.compile(r"^## \[(?P<name>[^\]]+)\](?: - (?P<date>\S+))?\s*$")
SEMVER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")
BREAKING = re.compile(r"^\s*[-*]\s+\*\*Breaking:\*\*")


class ReleaseError(Exception):
    pass


# MARK: The changelog.

class Section:
    def __init__(self, name, date, lines):
        self.name = name
        self.date = date
        self.lines = lines
        self.version = parse_semver(name) if name != "Unreleased" else None

    @property
    def breaking_entries(self):
        return [line.strip() for line in self.lines if BREAKING.match(line)]


def parse_semver(text):
    match = SEMVER.match(text)
    return tuple(int(part) for part in match.groups()) if match else None


def show(version):
    return ".".join(str(part) for part in version)


def parse_changelog(text):
    """The `## [...]` sections in order, validated for form."""
    sections, current = [], None
    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            current = Section(heading["name"], heading["date"], [])
            sections.append(current)
        elif line.startswith("## "):
            raise ReleaseError(f"CHANGELOG.md: heading {line!r} is not `## [Unreleased]` or `## [X.Y.Z] - YYYY-MM-DD`")
        elif current:
            current.lines.append(line)
    if not sections or sections[0].name != "Unreleased":
        raise ReleaseError("CHANGELOG.md: the first section must be `## [Unreleased]`")
    releases = sections[1:]
    if not releases:
        raise ReleaseError("CHANGELOG.md: no release section (`## [X.Y.Z] - YYYY-MM-DD`) yet")
    for section in releases:
        if section.version is None:
            raise ReleaseError(f"CHANGELOG.md: [{section.name}] is not a version X.Y.Z (or a second [Unreleased])")
        if not section.date or not re.match(r"^\d{4}-\d{2}-\d{2}$", section.date):
            raise ReleaseError(f"CHANGELOG.md: [{section.name}] needs a date: `## [{section.name}] - YYYY-MM-DD`")
    for newer, older in zip(releases, releases[1:]):
        if newer.version <= older.version:
            raise ReleaseError(f"CHANGELOG.md: releases must be listed newest first; [{newer.name}] is above [{older.name}]")
    return sections


def is_breaking_bump(previous, new):
    """Whether semantic versioning allows breaking changes from `previous` to `new`."""
    if previous[0] == 0:
        return new[0] > 0 or new[1] > previous[1]
    return new[0] > previous[0]


def check_breaking_bumps(sections):
    releases = sections[1:]
    for new, previous in zip(releases, releases[1:]):
        if new.breaking_entries and not is_breaking_bump(previous.version, new.version):
            kind = "minor or major" if previous.version[0] == 0 else "major"
            raise ReleaseError(
                f"CHANGELOG.md: [{new.name}] records breaking changes but is not a {kind} bump of "
                f"[{previous.name}]: {new.breaking_entries[0]}")


def generated_source(version):
    return f"""// Generated from CHANGELOG.md by `python3 Scripts/release.py sync`: do not edit. The newest
// release heading of the changelog is the version; CI fails when the two disagree.

/// Facts about the Switchboard package itself.
public enum SwitchboardRelease {{
    /// The package version, following semantic versioning: the newest release in CHANGELOG.md.
    public static let version = "{version}"
}}
"""


# MARK: Tags.

def git(root, *arguments):
    result = subprocess.run(["git", *arguments], cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        raise ReleaseError(f"git {' '.join(arguments)} failed: {result.stderr.strip()}")
    return result.stdout


def is_git_checkout(root):
    return subprocess.run(["git", "rev-parse", "--git-dir"], cwd=root, capture_output=True).returncode == 0


def version_tags(root, *arguments):
    """Tags that are versions (`1.2.3` or `v1.2.3`), as (version, tag), newest first."""
    tags = [(parse_semver(tag), tag) for tag in git(root, "tag", "--list", *arguments).split()]
    return sorted(((version, tag) for version, tag in tags if version), reverse=True)


def check_tags(root, sections):
    if not is_git_checkout(root):
        return
    released = {section.version for section in sections[1:]}
    for version, tag in version_tags(root):
        if version not in released:
            raise ReleaseError(f"tag {tag} has no `## [{show(version)}]` section in CHANGELOG.md")
    on_head = version_tags(root, "--points-at", "HEAD")
    if on_head and on_head[0][0] != sections[1].version:
        raise ReleaseError(f"HEAD is tagged {on_head[0][1]} but CHANGELOG.md's newest release is [{sections[1].name}]")


# MARK: API stability.

def breakages_in(output):
    return [line.split("API breakage:", 1)[1].strip() for line in output.splitlines() if "API breakage:" in line]


def decide_api_breaks(sections, last_tag_version, breakages):
    """(passes, explanation) for `breakages` found against the release `last_tag_version`."""
    if not breakages:
        return True, "no API breakage"
    since_tag = [section for section in sections if section.version is None or section.version > last_tag_version]
    recorded = [entry for section in since_tag for entry in section.breaking_entries]
    if recorded:
        return True, (f"{len(breakages)} breaking change(s), recorded in CHANGELOG.md "
                      f"({len(recorded)} **Breaking:** entries since {show(last_tag_version)})")
    return False, (f"{len(breakages)} breaking change(s) since {show(last_tag_version)} and none recorded: add a "
                   f"`- **Breaking:** …` entry under `## [Unreleased]` (the next release must then be a "
                   f"{'minor or major' if last_tag_version[0] == 0 else 'major'} version), or restore the API")


def api_breaks(root):
    sections = parse_changelog((root / "CHANGELOG.md").read_text())
    if not is_git_checkout(root):
        print("api stability: not a git checkout, so no release tag to compare against; passing")
        return 0
    tags = version_tags(root, "--merged", "HEAD")
    if not tags:
        print("api stability: no version tag yet (no released API to keep stable); passing")
        return 0
    version, tag = tags[0]
    print(f"api stability: comparing the public API with tag {tag}")
    result = subprocess.run(["swift", "package", "diagnose-api-breaking-changes", tag],
                            cwd=root, capture_output=True, text=True)
    output = result.stdout + result.stderr
    breakages = breakages_in(output)
    if result.returncode != 0 and not breakages:
        print(output)
        print("api stability: diagnose-api-breaking-changes failed without reporting a breakage")
        return 1
    for breakage in breakages:
        print(f"    breakage: {breakage}")
    passes, explanation = decide_api_breaks(sections, version, breakages)
    print(f"api stability: {explanation}")
    return 0 if passes else 1


def end_to_end():
    """Runs `api-breaks` on a throwaway package: no tag passes, an unrecorded removal fails, a recorded one passes."""
    with tempfile.TemporaryDirectory() as directory:
        package = pathlib.Path(directory)
        (package / "Sources" / "Demo").mkdir(parents=True)
        (package / "Package.swift").write_text(
            '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n'
            '    name: "Demo", products: [.library(name: "Demo", targets: ["Demo"])], targets: [.target(name: "Demo")])\n')
        source = package / "Sources" / "Demo" / "Demo.swift"
        changelog = package / "CHANGELOG.md"
        source.write_text('public func greet() -> String { "hello" }\n')
        changelog.write_text("# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-01-01\n\n### Added\n- `greet()`.\n")
        git(package, "init", "--quiet")
        git(package, "add", "--all")
        git(package, "-c", "user.name=release.py", "-c", "user.email=release@example.invalid",
            "commit", "--quiet", "--message", "0.1.0")
        outcomes = [("no tag yet", api_breaks(package), 0)]
        git(package, "tag", "0.1.0")
        source.write_text('public func wave() -> String { "hello" }\n')
        outcomes.append(("greet() removed, not recorded", api_breaks(package), 1))
        changelog.write_text(changelog.read_text().replace(
            "## [Unreleased]\n", "## [Unreleased]\n\n### Removed\n- **Breaking:** `greet()`; use `wave()`.\n"))
        outcomes.append(("greet() removed, recorded as breaking", api_breaks(package), 0))
    failures = [f"{name}: exit {got}, expected {wanted}" for name, got, wanted in outcomes if got != wanted]
    if failures:
        print("api-breaks end-to-end failed:\n    " + "\n    ".join(failures))
        return 1
    print(f"api-breaks end-to-end: {len(outcomes)} scenarios behaved as expected")
    return 0


# MARK: Self-test (negative controls).

SAMPLE = """# Changelog

## [Unreleased]

### Changed
- **Breaking:** renamed `a` to `b`.

## [0.2.0] - 2026-02-01

### Removed
- **Breaking:** `c`.

## [0.1.0] - 2026-01-01

### Added
- Everything.
"""


def expect_error(text, fragment):
    try:
        check_breaking_bumps(parse_changelog(text))
    except ReleaseError as error:
        assert fragment in str(error), (fragment, str(error))
        return
    raise AssertionError(f"no error containing {fragment!r}")


def self_test():
    sections = parse_changelog(SAMPLE)
    assert [section.name for section in sections] == ["Unreleased", "0.2.0", "0.1.0"]
    assert sections[1].version == (0, 2, 0) and len(sections[0].breaking_entries) == 1
    check_breaking_bumps(sections)  # 0.1.0 -> 0.2.0 may break below 1.0
    assert 'version = "0.2.0"' in generated_source(show(sections[1].version))
    # Negative controls: each malformed or unsound changelog is refused.
    expect_error(SAMPLE.replace("## [0.2.0]", "## [0.1.1]"), "not a minor or major bump")
    expect_error(SAMPLE.replace("## [0.2.0]", "## [1.3.0]").replace("## [0.1.0]", "## [1.2.0]"),
                 "not a major bump")
    check_breaking_bumps(parse_changelog(SAMPLE.replace("## [0.2.0]", "## [2.0.0]").replace("## [0.1.0]", "## [1.2.0]")))
    expect_error(SAMPLE.replace("## [Unreleased]\n", ""), "must be `## [Unreleased]`")
    expect_error(SAMPLE.replace(" - 2026-02-01", ""), "needs a date")
    expect_error(SAMPLE.replace("## [0.2.0]", "## [0.0.9]"), "newest first")
    expect_error(SAMPLE.replace("## [0.2.0]", "## [next]"), "is not a version")
    # The API-break decision.
    breakages = breakages_in("Demo:\n  💔 API breakage: func greet() has been removed\n")
    assert breakages == ["func greet() has been removed"], breakages
    assert decide_api_breaks(sections, (0, 2, 0), [])[0]
    assert decide_api_breaks(sections, (0, 2, 0), breakages)[0], "recorded under Unreleased"
    assert decide_api_breaks(sections, (0, 1, 0), breakages)[0], "recorded in a release after the tag"
    unrecorded = parse_changelog(SAMPLE.replace("- **Breaking:** renamed", "- Renamed"))
    assert not decide_api_breaks(unrecorded, (0, 2, 0), breakages)[0], "a record before the tag does not count"
    assert is_breaking_bump((0, 1, 5), (0, 2, 0)) and not is_breaking_bump((0, 1, 5), (0, 1, 6))
    assert is_breaking_bump((1, 4, 0), (2, 0, 0)) and not is_breaking_bump((1, 4, 0), (1, 5, 0))


def main(arguments):
    self_test()
    command = arguments[0] if arguments else "check"
    try:
        if command == "version":
            print(show(parse_changelog((ROOT / "CHANGELOG.md").read_text())[1].version))
            return 0
        if command == "sync":
            version = show(parse_changelog((ROOT / "CHANGELOG.md").read_text())[1].version)
            (ROOT / GENERATED).write_text(generated_source(version))
            print(f"wrote {GENERATED} for version {version}")
            return 0
        if command == "check":
            sections = parse_changelog((ROOT / "CHANGELOG.md").read_text())
            check_breaking_bumps(sections)
            version = show(sections[1].version)
            if (ROOT / GENERATED).read_text() != generated_source(version):
                raise ReleaseError(f"{GENERATED} is not generated from CHANGELOG.md's [{version}]: "
                                   f"run `python3 Scripts/release.py sync`")
            check_tags(ROOT, sections)
            print(f"release: version {version} from CHANGELOG.md; {GENERATED} matches; tags and bumps consistent")
            return 0
        if command == "api-breaks":
            if arguments[1:] == ["--end-to-end"]:
                return end_to_end()
            return api_breaks(ROOT)
    except ReleaseError as error:
        print(f"error: {error}")
        return 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
