#!/usr/bin/env bash
# Counts instructions for one benchmark row with valgrind's callgrind and prints the functions
# that execute the most of them (self cost), demangled. Instruction counts are repeatable on a
# noisy machine where timings are not.
#
# usage: Benchmarks/callgrind-top.sh ROW [ITERATIONS] [LINES]
#   ROW         a --filter substring naming the row, e.g. bus.subscribe-cancel
#   ITERATIONS  how many times the row's operation runs (default 100000)
#   LINES       how many functions to print (default 25)
# The callgrind output file is written to a temporary directory and deleted afterwards.
set -euo pipefail

row=${1:?usage: Benchmarks/callgrind-top.sh ROW [ITERATIONS] [LINES]}
iterations=${2:-100000}
lines=${3:-25}

cd "$(dirname "$0")/.."
swift build -c release --product switchboard-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
    .build/release/switchboard-bench --iterations "$iterations" --filter "$row" >"$work/bench.log" 2>&1
total=$(callgrind_annotate "$work/callgrind.out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "row $row, $iterations iterations: $total instructions in the whole process"
echo "(the baseline.weak-delegate row, startup and fixtures are included; the row's loop dominates)"
echo
callgrind_annotate --inclusive=no --threshold=100 "$work/callgrind.out" \
    | sed -n '/^Ir *file:function/,$p' | sed -n "3,$((lines + 2))p" \
    | swift demangle --simplified \
    | sed -E 's/ \[[^]]*\]$//; s/^ *([0-9,]+) \( *([0-9.]+%)\) +(\?\?\?|[^:]*):/\1 (\2)  /' \
    | cut -c1-160
