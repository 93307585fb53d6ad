#!/usr/bin/env bash
# Builds Orient's fuzz targets with libFuzzer and runs each one.
#
#   Fuzz/run.sh [reader …]        (default: every reader)
#   RUNS=1000000 MAX_TIME=1800 Fuzz/run.sh swift
#
# Seeds come from the repository's fixtures and Fuzz/seeds/<reader>; the corpus grows in Fuzz/corpus/<reader> and anything that crashes,
# hangs (longer than $TIMEOUT s, default 5) or uses over 1 GB lands in Fuzz/artifacts/<reader>. Turn each one into a regression test.
set -euo pipefail
cd "$(dirname "$0")"
all=(plist pbxproj xcconfig workspace scenario configuration objc storyboard swift manifest preprocessor hints dart javascript)
readers=("${@:-${all[@]}}")
RUNS="${RUNS:-1000000}"
MAX_TIME="${MAX_TIME:-1800}"
# A unit slower than this is a hang. On a machine busy with other work (a build beside a niced fuzzer) raise it, or
# CPU starvation reads as a hang: the file libFuzzer writes then runs in well under a second on its own.
TIMEOUT="${TIMEOUT:-5}"
# Memory a run may reach. One input may not need more than 1 GB; FoundationXML keeps about 1.7 KB per storyboard
# parse, so a million-input storyboard run passes 1 GB without any one input needing it: RSS_MB=3000 for that run.
RSS_MB="${RSS_MB:-1024}"

# lld: gold fails with an internal error on these binaries. The toolset passes -use-ld=lld, which SwiftPM drops
# from -Xswiftc.
# SwiftPM keeps the build plan of a local dependency across runs and misses files added to Orient since: plan again.
rm -f .build/release.yaml
swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library --toolset toolset.json

seed() {  # seed <reader> <find expression…>
    local dir="corpus/$1"; shift
    mkdir -p "$dir"
    { find ../Tests ../Examples -type f \( "$@" \) -size -200k 2>/dev/null || true; } |
        while read -r f; do cp "$f" "$dir/$(echo "$f" | md5sum | cut -c1-16)"; done
    # Hostile shapes found by hand (issue 28), kept as seeds whatever the fixtures hold.
    if [ -d "seeds/$(basename "$dir")" ]; then cp seeds/"$(basename "$dir")"/* "$dir/"; fi
    echo "$(ls "$dir" | wc -l) inputs in $dir"
}

for r in "${readers[@]}"; do
    case "$r" in
        plist) seed plist -name '*.plist' ;;
        pbxproj) seed pbxproj -name project.pbxproj ;;
        xcconfig) seed xcconfig -name '*.xcconfig' ;;
        workspace) seed workspace -name contents.xcworkspacedata ;;
        scenario) seed scenario -name '*.yml' -o -name '*.yaml' -o -name '*.json' ;;
        configuration) seed configuration -name '.orient.yml' -o -name '*.yml' ;;
        objc) seed objc -name '*.m' -o -name '*.h' -o -name '*.mm' ;;
        storyboard) seed storyboard -name '*.storyboard' -o -name '*.xib' ;;
        swift) seed swift -name '*.swift' ;;
        manifest) seed manifest -name Package.swift -o -name 'Project.swift' ;;
        preprocessor) seed preprocessor -name '*.plist' ;;
        hints) seed hints -name '.orient-hints.yml' -o -name '*.yml' ;;
        dart) seed dart -name '*.dart' ;;
        javascript) seed javascript -name '*.tsx' -o -name '*.ts' -o -name '*.js' -o -name '*.jsx' ;;
        *) echo "unknown reader: $r (one of: ${all[*]})" >&2; exit 64 ;;
    esac
    mkdir -p "artifacts/$r"
    echo "== $r"
    # Swift's own crash handler would take the signal before libFuzzer writes the input that caused it.
    SWIFT_BACKTRACE=enable=no ".build/release/fuzz-$r" "corpus/$r" -runs="$RUNS" -max_total_time="$MAX_TIME" \
        -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -malloc_limit_mb=1024 -max_len=65536 -artifact_prefix="artifacts/$r/" -print_final_stats=1 \
        > "artifacts/$r/log.txt" 2>&1 || echo "$r: the fuzzer stopped on a finding (see artifacts/$r)"
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)|SUMMARY|crash-|timeout-|oom-" \
        "artifacts/$r/log.txt" || true
done
