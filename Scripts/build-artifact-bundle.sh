#!/usr/bin/env bash
# Builds `orient` and packs it as a SwiftPM artifact bundle (SE-0305) for this machine's platform, in
# OrientPlugins/orient.artifactbundle (what OrientPlugins/Package.swift uses here), and zips it with its checksum
# in .build/artifactbundle/ (what a release uploads). Usage: Scripts/build-artifact-bundle.sh [debug|release]
# (release links the Swift runtime statically on Linux, so the binary runs without a toolchain's libraries).
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-release}"
flags=(-c "$config" --product orient)
[ "$config" = release ] && [ "$(uname)" = Linux ] && flags+=(--static-swift-stdlib)
swift build "${flags[@]}" > /dev/null
bin="$(swift build -c "$config" --show-bin-path)/orient"
version="$("$bin" --version | awk '{print $NF}')"
case "$(uname)-$(uname -m)" in
    Linux-x86_64) triple=x86_64-unknown-linux-gnu; variant=linux-x86_64 ;;
    Linux-aarch64) triple=aarch64-unknown-linux-gnu; variant=linux-aarch64 ;;
    Darwin-*) triple="x86_64-apple-macosx\", \"arm64-apple-macosx"; variant=macos ;;
    *) echo "build-artifact-bundle: no artifact triple for $(uname)-$(uname -m)" >&2; exit 1 ;;
esac
bundle=OrientPlugins/orient.artifactbundle
rm -rf "$bundle"
mkdir -p "$bundle/orient-$variant/bin"
cp "$bin" "$bundle/orient-$variant/bin/orient"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "orient": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "orient-$variant/bin/orient", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
mkdir -p .build/artifactbundle
rm -f .build/artifactbundle/orient.artifactbundle.zip
(cd OrientPlugins && zip -qr ../.build/artifactbundle/orient.artifactbundle.zip orient.artifactbundle)
checksum="$(swift package compute-checksum .build/artifactbundle/orient.artifactbundle.zip)"
echo "$checksum" > .build/artifactbundle/orient.artifactbundle.zip.checksum
echo "build-artifact-bundle: $bundle ($variant, orient $version); zip checksum $checksum"
