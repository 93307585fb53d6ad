#!/usr/bin/env bash
# How much `orient facts` costs over a bare swift-syntax parse of the same Swift files.
#
# Builds release, clones the corpus (swift-nio 2.101.3, swift-syntax 602.0.0, vapor 4.122.3; every machine here
# serves them from its local package copies) into .bench/ (ignored by git), then times, RUNS times each:
#   - `orient parse-baseline`: every Swift file parsed with swift-syntax on one thread, nothing else;
#   - `orient facts --format json`: the whole pass (Swift, Objective-C headers, storyboards, the model), all cores.
# Prints the medians, the CPU ratio (goal: facts ≤ 1.3 × the bare parse) and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
CORPUS=${CORPUS:-.bench/corpus}

swift build -c release --product orient >&2
BIN=.build/release/orient

mkdir -p "$CORPUS" .bench
clone() {  # url tag dir
  [ -d "$CORPUS/$3" ] || git clone -q --depth 1 --branch "$2" "$1" "$CORPUS/$3" >&2
}
clone https://github.com/apple/swift-nio 2.101.3 swift-nio
clone https://github.com/swiftlang/swift-syntax 602.0.0 swift-syntax
clone https://github.com/vapor/vapor 4.122.3 vapor
echo "corpus: $(find "$CORPUS" -name '*.swift' | wc -l) Swift files, $(find "$CORPUS" -name '*.swift' -print0 | xargs -0 cat | wc -l) lines" >&2

. "$(dirname "$0")/bench-lib.sh"

# `orient facts` exits 1 on the corpus (it holds no Xcode project); the files are read all the same.
compare "bare parse (1 thread)" "orient facts" "$BIN" parse-baseline "$CORPUS" -- "$BIN" facts "$CORPUS" --format json
# The cheap scan that skips bodies must not change a single fact on the corpus.
"$BIN" facts "$CORPUS" --format json > .bench/facts-scan.json 2>/dev/null || true
"$BIN" facts "$CORPUS" --format json --read-all-bodies > .bench/facts-full.json 2>/dev/null || true
if cmp -s .bench/facts-scan.json .bench/facts-full.json; then echo "cheap scan: the same facts as a full walk"; else echo "cheap scan: FACTS DIFFER from a full walk (.bench/facts-*.json)"; exit 1; fi
echo "cpu ratio (facts / bare parse, median of side-by-side pairs):  $RC   goal ≤ 1.30"
echo "wall ratio (facts / bare parse, median of side-by-side pairs): $RW"
