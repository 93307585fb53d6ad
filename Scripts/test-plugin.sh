#!/usr/bin/env bash
# Tests the command plugin as a user gets it: a package that depends on Orient by path, and one that depends on
# a local git tag of it, each holding the sample app; `swift package plugin orient` must report the sample's
# findings and fail (the sample has error-level findings).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A git copy of the repository's committed state, tagged, for the by-tag dependency.
git clone -q "$repo" "$work/orient-src"
git -C "$work/orient-src" tag 99.0.0

check() {  # check <name> <dependency line>
    local pkg="$work/$1"
    mkdir -p "$pkg/Sources/Lib"
    cp -R "$repo/Examples/SampleApp/." "$pkg/"
    echo "public let lib = 1" > "$pkg/Sources/Lib/Lib.swift"
    cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [$2],
    targets: [.target(name: "Lib")]
)
MANIFEST
    set +e
    (cd "$pkg" && swift package --disable-sandbox plugin orient --reporter summary) > "$work/$1.out" 2>&1
    local status=$?
    # SwiftPM itself (libdispatch's event loop) has crashed here once in a while on Linux: one more try then.
    if [ "$status" -ge 128 ]; then
        (cd "$pkg" && swift package --disable-sandbox plugin orient --reporter summary) > "$work/$1.out" 2>&1
        status=$?
    fi
    set -e
    grep -q "ipad_multitasking_launch_screen" "$work/$1.out" || { cat "$work/$1.out"; echo "plugin ($1): no findings" >&2; exit 1; }
    [ "$status" -ne 0 ] || { cat "$work/$1.out"; echo "plugin ($1): exited 0 on error-level findings" >&2; exit 1; }
    echo "plugin ($1): reported the sample's findings and failed the command, as expected"
}

check ByPath ".package(name: \"Orient\", path: \"$repo\")"

# The fixing plugin, with the write permission SwiftPM asks for: --dry-run shows the edits, writes nothing and
# fails (fixes pending); without it, the edits are written.
fixplugin() {
    local pkg="$work/ByPath"
    local sum="find . -path ./.build -prune -o \( -name '*.plist' -o -name '*.xcconfig' -o -name '*.pbxproj' \) -print | sort | xargs cat | cksum"
    local before; before=$(cd "$pkg" && eval "$sum")
    local status
    for dry in --dry-run ""; do
        set +e
        (cd "$pkg" && swift package --disable-sandbox --allow-writing-to-package-directory orient-fix $dry) > "$work/fix.out" 2>&1
        status=$?
        if [ "$status" -ge 128 ]; then
            (cd "$pkg" && swift package --disable-sandbox --allow-writing-to-package-directory orient-fix $dry) > "$work/fix.out" 2>&1
            status=$?
        fi
        set -e
        if [ -n "$dry" ]; then
            grep -q "^+++ " "$work/fix.out" && [ "$status" -ne 0 ] && [ "$(cd "$pkg" && eval "$sum")" = "$before" ] ||
                { cat "$work/fix.out"; echo "fix plugin: --dry-run showed no edits, wrote, or exited 0" >&2; exit 1; }
        fi
    done
    [ "$(cd "$pkg" && eval "$sum")" != "$before" ] || { cat "$work/fix.out"; echo "fix plugin: nothing was written" >&2; exit 1; }
    echo "fix plugin: showed the edits with --dry-run, then wrote them"
}
fixplugin

check ByTag ".package(url: \"file://$work/orient-src\", exact: \"99.0.0\")"

# The build-tool plugin, applied to a target: the sample's findings are the build's, its errors fail it; a
# package with no app (and no Xcode project) builds with a warning.
build() {  # build <name> <with the sample: yes|no> <expected status: fail|pass>
    local pkg="$work/$1"
    mkdir -p "$pkg/Sources/Lib"
    [ "$2" = yes ] && cp -R "$repo/Examples/SampleApp/." "$pkg/"
    echo "public let lib = 1" > "$pkg/Sources/Lib/Lib.swift"
    cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [.package(name: "Orient", path: "$repo")],
    targets: [.target(name: "Lib", plugins: [.plugin(name: "OrientBuildTool", package: "Orient")])]
)
MANIFEST
    set +e
    (cd "$pkg" && swift build --disable-sandbox) > "$work/$1.out" 2>&1
    local status=$?
    if [ "$status" -ge 128 ]; then
        (cd "$pkg" && swift build --disable-sandbox) > "$work/$1.out" 2>&1
        status=$?
    fi
    set -e
    if [ "$3" = fail ]; then
        grep -q "ipad_multitasking_launch_screen" "$work/$1.out" && [ "$status" -ne 0 ] ||
            { cat "$work/$1.out"; echo "build plugin ($1): expected the sample's findings and a failed build" >&2; exit 1; }
    else
        grep -q "no iOS app product" "$work/$1.out" && [ "$status" -eq 0 ] ||
            { cat "$work/$1.out"; echo "build plugin ($1): expected a warning and a build" >&2; exit 1; }
    fi
    echo "build plugin ($1): as expected ($3)"
}

build BuildWithApp yes fail
build BuildLibrary no pass
