#!/usr/bin/env bash
# The speed of `orient check`, against the floor: a bare swift-syntax parse of the same Swift files on one thread.
#
# In one run on this machine:
#   - builds release;
#   - prepares two corpora in .bench/ (ignored by git):
#       synthetic  Scripts/generate-corpus.py: 40 iOS app targets, 2,040 Swift and 640 Objective-C files with view
#                  controllers, containers, presentations and forced rotations, 40 storyboards, 200 plists (XML and
#                  binary), a 700 KB project.pbxproj;
#       packages   swift-nio 2.101.3, swift-syntax 602.0.0 and vapor 4.122.3 (served from this machine's local
#                  package copies), wrapped in an Xcode project whose one app target builds them all;
#   - for each: times `orient parse-baseline` (bare parse, one thread), `orient check --no-cache` (cold), and
#     `orient check` again on the unchanged tree (the cache), with peak memory, and prints the ratios;
#   - times `orient simulate` on a generated 10,000-step scenario.
# Goals (issue 6): check wall ≤ 1.0× and CPU ≤ 1.3× the bare parse; unchanged re-run ≤ 0.1 s; peak memory ≤ 200 MB
# on the packages; 10,000-step scenario ≤ 50 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
BENCH=.bench
mkdir -p "$BENCH"

swift build -c release --product orient >&2
BIN=$PWD/.build/release/orient

if [ ! -f "$BENCH/synthetic/Synthetic.xcodeproj/project.pbxproj" ]; then
  python3 Scripts/generate-corpus.py "$BENCH/synthetic" >&2
fi
mkdir -p "$BENCH/packages"
clone() { [ -d "$BENCH/packages/$3" ] || git clone -q --depth 1 --branch "$2" "$1" "$BENCH/packages/$3" >&2; }
clone https://github.com/apple/swift-nio 2.101.3 swift-nio
clone https://github.com/swiftlang/swift-syntax 602.0.0 swift-syntax
clone https://github.com/vapor/vapor 4.122.3 vapor
python3 Scripts/generate-corpus.py --wrap "$BENCH/packages" >&2

. "$(dirname "$0")/bench-lib.sh"

for corpus in synthetic packages; do
  dir="$BENCH/$corpus"
  echo "$corpus: $(find "$dir" -name '*.swift' | wc -l) Swift files, $(find "$dir" -name '*.swift' -print0 | xargs -0 cat | wc -l) lines"
  compare "bare parse (1 thread)" "orient check (cold)" "$BIN" parse-baseline "$dir" -- "$BIN" check "$dir" --no-cache --reporter summary
  "$BIN" check "$dir" --cache-path "$BENCH/cache-$corpus.json" --reporter summary > /dev/null 2>&1 || true
  measure "orient check (unchanged)" "$BIN" check "$dir" --cache-path "$BENCH/cache-$corpus.json" --reporter summary
  # Blanked bodies and skipped bodies must not change a fact: compare with a full walk of the files as written.
  "$BIN" facts "$dir" --format json > "$BENCH/facts-$corpus-scan.json" 2>/dev/null || true
  "$BIN" facts "$dir" --format json --read-all-bodies > "$BENCH/facts-$corpus-full.json" 2>/dev/null || true
  if cmp -s "$BENCH/facts-$corpus-scan.json" "$BENCH/facts-$corpus-full.json"; then echo "  facts: the same as a full walk of the unblanked files"
  else echo "  facts: DIFFER from a full walk ($BENCH/facts-$corpus-*.json)"; exit 1; fi
  echo "  ratios to the bare parse (median of side-by-side pairs): wall $RW (goal ≤ 1.00), cpu $RC (goal ≤ 1.30); unchanged re-run $W s (goal ≤ 0.10)"
done

# orient simulate on a generated 10,000-step scenario, text and JSON, phase by phase.
RUNS=$(( RUNS * 3 )) Scripts/bench-simulate.sh | grep -v "^Build"
