#!/usr/bin/env bash
# Builds every module's DocC catalog from symbol graphs, with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build-docs
swift build --build-path "$build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$build/symbol-graphs"
for module in Switchboard SwitchboardTesting; do
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "error: $module has no DocC catalog at $catalog" >&2; exit 1; }
    graphs="$build/graphs-$module"
    rm -rf "$graphs" && mkdir -p "$graphs" "$build/docs"
    cp "$build/symbol-graphs/$module"*.symbols.json "$graphs/"
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --output-path "$build/docs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.switchboard.$module" \
        --warnings-as-errors
done
echo "docs built in $build/docs"
