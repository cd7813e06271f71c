#!/usr/bin/env bash
# Builds every module's DocC catalog from symbol graphs, with warnings as errors, and checks that
# each catalog curates each of its module's public symbols exactly once.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build-docs
swift build --build-path "$build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$build/symbol-graphs"
# Every public stand-in declaration names the header or page it was checked against.
python3 Scripts/check-standin-provenance.py "$build/symbol-graphs" Sources/SwitchboardUIKit/SwitchboardUIKit.docc
for module in SwitchboardMessaging SwitchboardContainment SwitchboardCoordination Switchboard SwitchboardTesting SwitchboardUIKit; do
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "error: $module has no DocC catalog at $catalog" >&2; exit 1; }
    graphs="$build/graphs-$module"
    rm -rf "$graphs" && mkdir -p "$graphs" "$build/docs"
    cp "$build/symbol-graphs/$module.symbols.json" "$graphs/"
    cp "$build/symbol-graphs/$module"@*.symbols.json "$graphs/" 2>/dev/null || true
    # A module's graph also lists what it re-exports (the `Switchboard` umbrella re-exports every
    # layer): keep only the symbols declared in the module's own sources, so each symbol is
    # documented once, by the module that declares it.
    python3 - "$graphs/$module.symbols.json" "Sources/$module/" <<'PY'
import json, sys
path, folder = sys.argv[1], sys.argv[2]
graph = json.load(open(path))
own = [s for s in graph["symbols"] if folder in s.get("location", {}).get("uri", folder)]
ids = {s["identifier"]["precise"] for s in own}
graph["symbols"] = own
graph["relationships"] = [r for r in graph["relationships"] if r["source"] in ids]
json.dump(graph, open(path, "w"))
PY
    python3 Scripts/check-docc-curation.py "$graphs/$module.symbols.json" "$catalog"
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --output-path "$build/docs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.switchboard.$module" \
        --warnings-as-errors
done
echo "docs built in $build/docs"
