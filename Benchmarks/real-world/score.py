#!/usr/bin/env python3
"""Runs `orient check` on every corpus app present on this machine and scores it against corpus.yml.

Each app in corpus.yml lists the problems verified by hand (`expected`) and the findings verified as wrong
(`wrong`). An expected problem counts as found when a finding of the same rule lands in the same file within
`SLACK` lines. A wrong finding counts when a finding at warning or error level matches it. Findings in neither
list are printed as unclassified, for a person to judge. Apps absent from the corpus folder are skipped (CI has
no network), so the script exits 0 with nothing to score there.

    Benchmarks/real-world/score.py [--orient PATH] [--corpus DIR] [--app NAME] [--verbose] [--speed [--baseline PATH]]

With --speed it also times, per app and side by side (medians of 3 runs, release builds expected): the bare
one-thread swift-syntax parse of the app's Swift files (`orient parse-baseline`, the goal's floor), `orient check`
cold (--no-cache), the same with --baseline's binary when given, and a re-run on the unchanged tree (cache).

The corpus folder (default $ORIENT_CORPUS, else Benchmarks/real-world/apps) holds one folder per app named
owner+name, checked out at the commit corpus.yml gives.
"""
import argparse, json, os, subprocess, sys, time
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SLACK = 2


def matches(finding, entry, root):
    if finding["rule_id"] != entry["rule"]:
        return False
    path = os.path.relpath(finding["file"], root) if finding.get("file") else ""
    if path != entry["file"]:
        return False
    line = finding.get("line")
    return entry.get("line") is None or line is None or abs(line - entry["line"]) <= SLACK


def timed(cmd, runs=3):
    times = []
    for _ in range(runs):
        start = time.time()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.time() - start)
    return sorted(times)[len(times) // 2]


def speed(args, root, app):
    path = os.path.join(root, app.get("path", "."))
    cache = os.path.join("/tmp", "orient-score-cache-" + app["repo"].replace("/", "+"))
    subprocess.run([args.orient, "check", path, "--cache-path", cache], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    parts = [f"bare parse {timed([args.orient, 'parse-baseline', path]):.2f} s",
             f"cold {timed([args.orient, 'check', path, '--no-cache']):.2f} s"]
    if args.baseline:
        parts.append(f"baseline cold {timed([args.baseline, 'check', path, '--no-cache']):.2f} s")
    parts.append(f"unchanged re-run {timed([args.orient, 'check', path, '--cache-path', cache]):.3f} s")
    return ", ".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orient", default=os.path.join(HERE, "../../.build/release/orient"))
    ap.add_argument("--corpus", default=os.environ.get("ORIENT_CORPUS", os.path.join(HERE, "apps")))
    ap.add_argument("--app", action="append", default=[])
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--baseline", help="another orient binary to time beside --orient")
    args = ap.parse_args()
    apps = yaml.safe_load(open(os.path.join(HERE, "corpus.yml")))["apps"]
    total_expected = found = wrong_hits = unclassified = scored = 0
    for app in apps:
        folder = app["repo"].replace("/", "+")
        if args.app and folder not in args.app and app["repo"] not in args.app:
            continue
        root = os.path.join(args.corpus, folder)
        if not os.path.isdir(root):
            print(f"{app['repo']}: not present, skipped")
            continue
        start = time.time()
        run = subprocess.run([args.orient, "check", os.path.join(root, app.get("path", ".")), "--reporter", "json",
                              "--no-cache"], capture_output=True, text=True)
        took = time.time() - start
        try:
            findings = json.loads(run.stdout) if run.stdout.strip() else []
        except json.JSONDecodeError:
            print(f"{app['repo']}: orient printed no JSON (exit {run.returncode}): {run.stderr[:300]}")
            continue
        scored += 1
        loud = [f for f in findings if f["severity"] in ("Warning", "Error")]
        expected = app.get("expected") or []
        wrong = app.get("wrong") or []
        hit = [e for e in expected if any(matches(f, e, root) for f in findings)]
        missed = [e for e in expected if e not in hit]
        bad = [f for f in loud if any(matches(f, w, root) for w in wrong)]
        known = lambda f: any(matches(f, e, root) for e in expected) or any(matches(f, w, root) for w in wrong)
        other = [f for f in loud if not known(f)]
        total_expected += len(expected); found += len(hit); wrong_hits += len(bad); unclassified += len(other)
        print(f"{app['repo']}: {len(hit)}/{len(expected)} found, {len(bad)} wrong, {len(other)} unclassified, "
              f"exit {run.returncode}, {took:.2f} s")
        if args.speed:
            print("    " + speed(args, root, app))
        if args.verbose:
            for e in missed:
                print(f"    missed  {e['rule']} {e['file']}:{e.get('line')}")
            for f in bad:
                print(f"    wrong   {f['rule_id']} {os.path.relpath(f['file'], root)}:{f.get('line')} {f['reason'][:100]}")
            for f in other:
                print(f"    unclassified {f['severity']} {f['rule_id']} {os.path.relpath(f['file'], root)}:{f.get('line')} {f['reason'][:100]}")
    if scored == 0:
        print("no corpus app present: nothing scored")
        return 0
    recall = 100.0 * found / total_expected if total_expected else 100.0
    print(f"\n{scored} apps: recall {found}/{total_expected} ({recall:.0f} %), {wrong_hits} known-wrong findings, "
          f"{unclassified} unclassified findings at warning or error level")
    return 0


if __name__ == "__main__":
    sys.exit(main())
