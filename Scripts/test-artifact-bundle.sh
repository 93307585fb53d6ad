#!/usr/bin/env bash
# Issue 30: Orient's plugins through the artifact bundle, as a team gets them from OrientPlugins: a package that
# uses the command plugin and one that applies the build-tool plugin run `orient` without compiling it (no
# swift-syntax, none of Orient's modules in their build logs, nothing fetched). The bundle is built here from the
# debug binary (what the release workflow builds is the same bundle from a release build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$repo/Scripts/build-artifact-bundle.sh" debug
cp -R "$repo/OrientPlugins" "$work/OrientPlugins"

consumer() {  # consumer <name> <target line>
    local pkg="$work/$1"
    mkdir -p "$pkg/Sources/Lib"
    cp -R "$repo/Examples/SampleApp/." "$pkg/"
    echo "public let lib = 1" > "$pkg/Sources/Lib/Lib.swift"
    cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [.package(path: "$work/OrientPlugins")],
    targets: [$2]
)
MANIFEST
}

verify() {  # verify <name> <log>
    grep -q "ipad_multitasking_launch_screen" "$2" || { cat "$2"; echo "artifact bundle ($1): no findings" >&2; exit 1; }
    if grep -Eiq "swift-syntax|SwiftSyntax|Compiling Orient(Check|Swift|Facts|Project|Engine)" "$2"; then
        cat "$2"; echo "artifact bundle ($1): Orient or swift-syntax was compiled" >&2; exit 1
    fi
    [ ! -d "$work/$1/.build/checkouts" ] || [ -z "$(ls -A "$work/$1/.build/checkouts")" ] ||
        { ls "$work/$1/.build/checkouts"; echo "artifact bundle ($1): packages were fetched" >&2; exit 1; }
}

consumer Command '.target(name: "Lib")'
set +e
(cd "$work/Command" && swift package --disable-sandbox plugin orient --reporter summary) > "$work/command.out" 2>&1
status=$?
set -e
[ "$status" -ne 0 ] || { cat "$work/command.out"; echo "artifact bundle (Command): exited 0 on error-level findings" >&2; exit 1; }
verify Command "$work/command.out"
echo "artifact bundle: the command plugin ran orient from the bundle, compiling nothing of Orient"

consumer Build '.target(name: "Lib", plugins: [.plugin(name: "OrientBuildTool", package: "OrientPlugins")])'
set +e
(cd "$work/Build" && swift build --disable-sandbox -v) > "$work/build.out" 2>&1
status=$?
set -e
[ "$status" -ne 0 ] || { cat "$work/build.out"; echo "artifact bundle (Build): the build passed despite error-level findings" >&2; exit 1; }
verify Build "$work/build.out"
echo "artifact bundle: the build-tool plugin ran orient from the bundle, compiling nothing of Orient"
