#!/usr/bin/env python3
"""Writes a deterministic scenario of N steps that exercises every kind of event (for the benchmark)."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
print("""name: Generated benchmark scenario
device: iPhone 8
os: "15.0"
app:
  plist:
    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]
controllers:
  Nav: { kind: navigationController, forwardsToChild: true }
  List: { supportedInterfaceOrientations: all, preferredInterfaceOrientationForPresentation: portrait }
  Player: { supportedInterfaceOrientations: landscape, preferredInterfaceOrientationForPresentation: landscapeRight }
  Sheet: { supportedInterfaceOrientations: portrait }
  Full: { supportedInterfaceOrientations: allButUpsideDown }
root: { Nav: [List] }
steps:
  - launch: portrait""")
cycle = [
    "  - rotate: landscapeLeft",
    "  - push: Player",
    "  - rotate: portrait",
    "  - setDeviceOrientationValue: landscapeRight",
    "  - pop",
    "  - present: Sheet",
    "  - rotate: landscapeRight",
    "  - dismiss",
    "  - present: { controller: Full, style: fullScreen }",
    "  - rotate: faceUp",
    "  - attemptRotationToDeviceOrientation",
    "  - dismiss",
    "  - set: { controller: List, supportedInterfaceOrientations: allButUpsideDown }",
    "  - rotate: portrait\n    expect: portrait",
]
written = 1
i = 0
while written < n:
    print(cycle[i % len(cycle)])
    written += 1
    i += 1
