#!/usr/bin/env python3
"""Runs `orient explore` on every corpus app present on this machine (issue 29) and says, per app, whether a model
was built, how long the run took, whether it found a bad state, and whether each app with a known finding that the
explorer should reach (`container_does_not_forward`, `push_does_not_rotate`) got a path to a bad state.

    Benchmarks/real-world/explore.py [--orient PATH] [--corpus DIR] [--app NAME] [--verbose]

"Model built" means exit 0 or 2 (the search ran on at least one window root); exit 1 must come with a reason per
target. Apps absent from the corpus folder are skipped, as in score.py.
"""
import argparse, json, os, subprocess, sys, time
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REACHABLE = ("container_does_not_forward", "push_does_not_rotate")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orient", default=os.path.join(HERE, "../../.build/release/orient"))
    ap.add_argument("--corpus", default=os.environ.get("ORIENT_CORPUS", os.path.join(HERE, "apps")))
    ap.add_argument("--app", action="append", default=[])
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--timeout", type=float, default=120)
    args = ap.parse_args()
    apps = yaml.safe_load(open(os.path.join(HERE, "corpus.yml")))["apps"]
    ran = built = bad = slow = 0
    known = reached = 0
    unexplained = []
    for app in apps:
        folder = app["repo"].replace("/", "+")
        if args.app and folder not in args.app and app["repo"] not in args.app:
            continue
        root = os.path.realpath(os.path.join(args.corpus, folder))
        if app.get("scored") is False or not os.path.isdir(root):
            continue
        ran += 1
        start = time.time()
        try:
            run = subprocess.run([args.orient, "explore", os.path.join(root, app.get("path", ".")), "--format", "json"],
                                 capture_output=True, text=True, timeout=args.timeout)
            code, out, err = run.returncode, run.stdout, run.stderr
        except subprocess.TimeoutExpired:
            code, out, err = "timeout", "", ""
        took = time.time() - start
        states = 0
        screens = set()
        if code in (0, 2):
            built += 1
            try:
                data = json.loads(out)
                states = data["badStates"] if isinstance(data["badStates"], int) else len(data["badStates"])
                for m in data.get("models", [data]):
                    for d in m.get("dimensions", []):
                        screens.update(b["screen"] for b in d.get("badStates", []))
            except (json.JSONDecodeError, AttributeError):
                pass
        if code == 2:
            bad += 1
        if took > 5:
            slow += 1
        wants = [e for e in app.get("expected") or [] if e["rule"] in REACHABLE]
        if wants:
            known += 1
            # Reached: a bad state on the screen the known finding is about (its file is named for its class).
            classes = {os.path.splitext(os.path.basename(w["file"]))[0] for w in wants}
            reached += bool(classes & screens)
        if code == 1 and "left out" not in err and ":" not in err:
            unexplained.append(app["repo"])
        mark = {0: "model, no bad state", 2: f"model, {states} bad state(s)", 1: "no model"}.get(code, str(code))
        print(f"{app['repo']}: {mark}, {took:.2f} s" + (f"  [known: {', '.join(sorted({w['rule'] for w in wants}))}]"
                                                        if wants else ""))
        if args.verbose and code != 0:
            for line in err.strip().splitlines()[:12]:
                print("    " + line[:160])
    if ran == 0:
        print("no corpus app present: nothing explored")
        return 0
    print(f"\n{ran} apps: a model for {built} ({100.0 * built / ran:.0f} %), a bad state in {bad}, "
          f"{slow} over 5 s; apps with a known reachable finding: {reached}/{known} reached (a bad state on its screen); "
          f"exit 1 without a reason: {len(unexplained)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
