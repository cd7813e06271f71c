#!/usr/bin/env bash
# Counts instructions for one benchmark row with valgrind's callgrind: the instructions per
# operation, and the functions that execute most of them (self cost), demangled. Instruction
# counts are repeatable on a noisy machine where timings are not.
#
# usage: Benchmarks/callgrind-top.sh ROW [ITERATIONS] [LINES]
#   ROW         the row's exact name, e.g. bus.subscribe-cancel
#   ITERATIONS  how many times the operation runs in the profiled run (default 100000)
#   LINES       how many functions to print (default 25)
#
# Instructions per operation are measured by difference: the row at 2N iterations minus the row
# at N, less the same difference for the always-present baseline row, divided by N. Startup,
# fixtures and the probes cancel out. The function list comes from the 2N run, so it
# still includes startup (dynamic linking) and the baseline row, which the loop dwarfs.
# Callgrind output files go to a temporary directory that is deleted afterwards.
set -euo pipefail

row=${1:?usage: Benchmarks/callgrind-top.sh ROW [ITERATIONS] [LINES]}
iterations=${2:-100000}
lines=${3:-25}
baseline=baseline.weak-delegate

cd "$(dirname "$0")/.."
# The benchmark module is rebuilt every time: with cross-module optimization it devirtualizes calls
# into the library, and SwiftPM does not recompile it when only the library's overrides change.
touch Benchmarks/SwitchboardBench/main.swift
swift build -c release --product switchboard-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Total instructions of one run: callgrind_total FILTER ITERATIONS OUTPUT
callgrind_total() {
    valgrind --tool=callgrind --callgrind-out-file="$3" \
        .build/release/switchboard-bench --iterations "$2" --filter "$1" >/dev/null 2>&1
    callgrind_annotate "$3" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}

row_once=$(callgrind_total "$row\$" "$iterations" "$work/row1")
row_twice=$(callgrind_total "$row\$" $((iterations * 2)) "$work/row2")
if [ "$row" = "$baseline" ]; then
    base_once=0 base_twice=0
else
    base_once=$(callgrind_total "$baseline\$" "$iterations" "$work/base1")
    base_twice=$(callgrind_total "$baseline\$" $((iterations * 2)) "$work/base2")
fi
per_op=$(((row_twice - row_once - (base_twice - base_once)) / iterations))

echo "row $row: $per_op instructions per operation (difference of $iterations and $((iterations * 2)) iterations)"
echo
echo "top functions by self cost, whole run of $((iterations * 2)) iterations ($row_twice instructions):"
callgrind_annotate --inclusive=no "$work/row2" 2>/dev/null \
    | sed -n '/^Ir *file:function/,$p' | sed -n "3,$((lines + 2))p" \
    | swift demangle --simplified \
    | sed -E 's/ \[[^]]*\]$//; s/^ *([0-9,]+) \( *([0-9.]+%)\) +(\?\?\?|[^:]*):/\1 (\2)  /' \
    | cut -c1-150
