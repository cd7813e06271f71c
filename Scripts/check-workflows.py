#!/usr/bin/env python3
"""Checks that every workflow in .github/workflows parses as YAML and has a runnable shape.

Linux CI cannot run the Apple workflow (it needs macOS runners), but it can keep the file from
rotting: each workflow must parse, name its triggers (`on`), and give every job a `runs-on` and a
non-empty list of `steps`, each step a `uses` or a `run`.

Before checking, the script proves on built-in samples that it refuses a file that does not parse
and a job without steps (negative control).

Usage: check-workflows.py [DIR]   (default: .github/workflows)
"""
import pathlib
import sys

try:
    import yaml
except ImportError:  # PyYAML ships with the machine image; a bare Python gets it from PyPI.
    import subprocess

    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "pyyaml"])
    import yaml


def problems(text, name):
    """What is wrong with one workflow's text; empty when nothing is."""
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as error:
        return [f"{name}: does not parse as YAML: {error}"]
    if not isinstance(document, dict):
        return [f"{name}: is not a mapping"]
    found = []
    # YAML 1.1 reads a bare `on` key as the boolean true.
    if "on" not in document and True not in document:
        found.append(f"{name}: has no triggers (`on`)")
    jobs = document.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        return found + [f"{name}: has no jobs"]
    for job_name, job in jobs.items():
        if not isinstance(job, dict) or "runs-on" not in job:
            found.append(f"{name}: job {job_name} has no runs-on")
            continue
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            found.append(f"{name}: job {job_name} has no steps")
            continue
        for index, step in enumerate(steps):
            if not isinstance(step, dict) or not ("uses" in step or "run" in step):
                found.append(f"{name}: job {job_name} step {index + 1} has neither uses nor run")
    return found


def self_check():
    unparsable = "on: [push]\njobs:\n  build:\n    runs-on: macos\n    steps: [\n"
    stepless = "on: [push]\njobs:\n  build:\n    runs-on: macos\n    steps: []\n"
    good = "on: [push]\njobs:\n  build:\n    runs-on: macos\n    steps:\n      - run: swift test\n"
    if not problems(unparsable, "sample"):
        sys.exit("check-workflows: self-check failed: an unparsable file passed")
    if not problems(stepless, "sample"):
        sys.exit("check-workflows: self-check failed: a job without steps passed")
    if problems(good, "sample"):
        sys.exit("check-workflows: self-check failed: a valid workflow was refused")


def main():
    self_check()
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    files = sorted(folder.glob("*.yml")) + sorted(folder.glob("*.yaml"))
    if not files:
        sys.exit(f"check-workflows: no workflow in {folder}")
    found = []
    for path in files:
        found += problems(path.read_text(), str(path))
    for line in found:
        print(f"error: {line}")
    if found:
        sys.exit(1)
    print(f"{len(files)} workflow(s) parse and have runnable jobs: {', '.join(p.name for p in files)}")


if __name__ == "__main__":
    main()
