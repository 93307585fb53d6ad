#!/usr/bin/env bash
# Issue 30: an app that adds the runtime library resolves nothing else. A package for iOS that depends on the
# runtime package (Runtime/, by path) alone must list no other dependency, and build (here against the UIKit
# stand-in) with code that uses the library.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/App"
cat > "$work/App/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(path: "$repo/Runtime")],
    targets: [.target(name: "App", dependencies: [.product(name: "OrientRuntime", package: "Runtime")])]
)
MANIFEST
cat > "$work/App/Sources/App/Screens.swift" <<'SWIFT'
import OrientPolicy
import OrientRuntime

@MainActor public func playerOrientation() -> ScreenOrientation {
    OrientationManager.shared.currentLock ?? .landscape
}
SWIFT
(cd "$work/App" && swift package show-dependencies --format json) > "$work/deps.json"
python3 - "$work/deps.json" <<'PY'
import json, sys
root = json.load(open(sys.argv[1]))
deps = root["dependencies"]
names = [d["name"] for d in deps]
nested = [d["name"] for d in deps for d in d["dependencies"]]
if len(deps) != 1 or nested:
    sys.exit(f"runtime package: the app resolves {names} and below them {nested}; expected the runtime package alone")
print(f"runtime package: the app resolves {names[0]} alone")
PY
(cd "$work/App" && swift build > "$work/build.out" 2>&1) || { cat "$work/build.out"; echo "runtime package: the app does not build" >&2; exit 1; }
grep -qi "swift-syntax\|yams\|argument-parser" "$work/build.out" && { cat "$work/build.out"; echo "runtime package: the build fetched the tool's dependencies" >&2; exit 1; }
echo "runtime package: an app using OrientRuntime builds with no other package"
