#!/usr/bin/env python3
"""The crash-free sweep (issue 26): runs `orient check` on every repository folder it is given and says, one line
each, whether Orient crashed, ran past the time limit, or gave up (exit 1) on a repository that has an iOS app.

    Benchmarks/real-world/sweep.py [--orient PATH] [--limit SECONDS] FOLDER...

Each FOLDER is either a repository or a folder of repositories (one per subfolder, as the corpus and the sweep
folders are laid out: owner+name). No repository's code is in this project: the list of the ones used is in
Benchmarks/real-world/sweep.txt. Exit status: 0 when every repository passed, 2 when one did not.
"""
import argparse, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


def repositories(folders):
    for f in folders:
        subs = sorted(d for d in os.listdir(f) if os.path.isdir(os.path.join(f, d)) and "+" in d)
        if subs:
            for d in subs:
                yield os.path.join(f, d)
        else:
            yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orient", default=os.path.join(HERE, "../../.build/release/orient"))
    ap.add_argument("--limit", type=float, default=60.0)
    ap.add_argument("folders", nargs="+")
    args = ap.parse_args()
    counts = {"ok": 0, "crash": 0, "timeout": 0, "gave up": 0, "no app": 0}
    slowest = (0.0, "")
    for repo in repositories(args.folders):
        start = time.monotonic()
        try:
            run = subprocess.run(
                [args.orient, "check", repo, "--reporter", "summary", "--no-cache"],
                capture_output=True, text=True, timeout=args.limit, errors="replace")
            elapsed = time.monotonic() - start
        except subprocess.TimeoutExpired:
            counts["timeout"] += 1
            print(f"TIMEOUT  {os.path.basename(repo)}: still running after {args.limit:.0f} s")
            continue
        slowest = max(slowest, (elapsed, os.path.basename(repo)))
        out = run.stdout + run.stderr
        targets = re.search(r"in (\d+) targets?", out)
        apps = int(targets.group(1)) if targets else 0
        crashed = run.returncode < 0 or run.returncode >= 128 or "Fatal error" in out or "Program crashed" in out
        if crashed:
            verdict = "crash"
        elif run.returncode == 1 and apps > 0:
            verdict = "gave up"
        elif run.returncode == 1:
            # Nothing read: no Xcode project (a generator's spec, CMake, another platform); counted apart.
            verdict = "no app"
        else:
            verdict = "ok"
        counts[verdict] += 1
        first_error = next((l for l in out.splitlines() if ": error: " in l), "")
        note = f"exit {run.returncode}, {apps} app target(s), {elapsed:.1f} s"
        if verdict != "ok" or run.returncode == 1:
            note += f"; {first_error[:160]}" if first_error else ""
        print(f"{verdict.upper():8} {os.path.basename(repo)}: {note}")
    total = sum(counts.values())
    print(
        f"\n{total} repositories: {counts['ok']} ok, {counts['crash']} crashed, {counts['timeout']} past "
        f"{args.limit:.0f} s, {counts['gave up']} exit 1 with an iOS app, {counts['no app']} with no app read (exit 1); "
        f"slowest {slowest[0]:.1f} s ({slowest[1]})")
    return 0 if counts["crash"] + counts["timeout"] + counts["gave up"] == 0 else 2


if __name__ == "__main__":
    sys.exit(main())
