#!/usr/bin/env bash
# Builds switchboard-bench in release mode and runs its quick smoke mode (a few seconds).
#
# Exits non-zero when the build fails, the benchmark crashes or is called wrongly, or an exact
# budget line fails (the save counts, updates returning while saving is held). Timing verdicts
# are printed in the table but never fail the run: CI machines are too noisy for them to gate a
# merge, and quick repetitions too short. Extra arguments go to the benchmark
# (for example `--json results.json` or `--filter bus.`).
set -euo pipefail

cd "$(dirname "$0")/.."
swift build -c release --product switchboard-bench
exec .build/release/switchboard-bench --quick "$@"
