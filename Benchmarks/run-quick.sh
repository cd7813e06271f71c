#!/usr/bin/env bash
# Builds switchboard-bench in release mode and runs its quick smoke mode (a few seconds).
#
# Exits non-zero only when the build fails, the benchmark crashes or it is called wrongly.
# Missed performance targets are printed in the table but never fail the run: CI machines are
# too noisy for timing verdicts to gate a merge. Extra arguments go to the benchmark
# (for example `--json results.json` or `--filter bus.`).
set -euo pipefail

cd "$(dirname "$0")/.."
swift build -c release --product switchboard-bench
exec .build/release/switchboard-bench --quick "$@"
