#!/usr/bin/env bash
# Benchmark of `orient explore` (issue 16), release build:
#   Scripts/bench-explore.sh                     # RUNS=3 by default
#   BASELINE=/path/to/other/orient Scripts/bench-explore.sh
# 1. A generated app of 50 screens (Benchmarks/explore/generate.py, seeded) explored on 4 devices x 6 versions:
#    states, transitions and transitions per second (the medians of RUNS runs, from `--stats`). Goal: 1,000,000
#    transitions per second on two cores.
# 2. Every target of the sample project explored exhaustively, start to exit. Goal: under a second.
# With BASELINE, each measure runs that binary too, in turn with this one, so both see the same machine (its speed
# drifts from minute to minute).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
mkdir -p .bench
if [ -z "${ORIENT:-}" ]; then
    swift build -c release --product orient >&2
    ORIENT=$(swift build -c release --show-bin-path)/orient
fi
app=.bench/explore-50.yml
python3 Benchmarks/explore/generate.py 50 16 > "$app"
python3 - "$ORIENT" "${BASELINE:-}" "$app" "$runs" <<'PY'
import re, statistics, subprocess, sys, time
binary, baseline, app, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
devices = ["iPhone 8", "iPhone 15", "iPad (9th generation)", "iPad mini (6th generation)"]
versions = ["15.0", "16.0", "17.0", "18.0", "26.0", "27.0"]
args = [a for d in devices for a in ("--device", d)] + [a for v in versions for a in ("--os", v)]
bins = [("orient", binary)] + ([("baseline", baseline)] if baseline else [])

def explore(b):
    done = subprocess.run([b, "explore", app, "--stats", "--format", "json"] + args,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    m = re.search(r"(\d+) states, (\d+) transitions in ([0-9.]+) s \((\d+) transitions/s\)", done.stderr)
    if not m:
        sys.exit(f"{b}: no --stats line: {done.stderr}")
    return int(m[1]), int(m[2]), float(m[3]), int(m[4])

def sample(b):
    start = time.perf_counter()
    subprocess.run([b, "explore", "Examples/SampleApp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

results = {name: {"rate": [], "seconds": [], "sample": [], "size": None} for name, _ in bins}
for _ in range(runs):
    for name, b in bins:
        states, transitions, seconds, rate = explore(b)
        results[name]["size"] = (states, transitions)
        results[name]["rate"].append(rate)
        results[name]["seconds"].append(seconds)
        results[name]["sample"].append(sample(b))
print(f"generated app: 50 screens x {len(devices)} devices x {len(versions)} versions")
for name, r in results.items():
    rate = statistics.median(r["rate"])
    states, transitions = r["size"]
    print(f"  {name:<9} {states:>9,} states {transitions:>11,} transitions {statistics.median(r['seconds']):6.2f} s "
          f"{rate:>11,} transitions/s   sample project {statistics.median(r['sample']):5.2f} s")
rate = statistics.median(results["orient"]["rate"])
print(f"goal 1,000,000 transitions/s: {'met' if rate >= 1_000_000 else 'MISSED'} ({rate:,}); "
      f"sample project under 1 s: {'met' if statistics.median(results['orient']['sample']) < 1 else 'MISSED'}")
PY
