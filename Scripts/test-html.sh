#!/usr/bin/env bash
# The HTML report in a real browser (issue 18): headless Chromium, installed from the distribution's packages when
# missing, renders the sample project's report. Fails when Chromium logs a console error, or when the page lacks a
# drawing per target and device class or an item per finding, or when the screenshot (.bench/report.png) does not
# match the stored reference docs/report.png (the README's picture) within a tolerance for fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ] && command -v apt-get > /dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium > /dev/null 2>&1 \
        || { apt-get update > /dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium > /dev/null 2>&1; } \
        || true
    browser=$(command -v chromium || true)
fi
if [ -z "$browser" ]; then
    # A machine with no package mirror cannot install it: say so loudly; ORIENT_REQUIRE_BROWSER=1 makes it fatal.
    echo "test-html: SKIPPED: no Chromium, and it could not be installed from the distribution's packages" >&2
    [ "${ORIENT_REQUIRE_BROWSER:-0}" = 1 ] && exit 1
    exit 0
fi
mkdir -p .bench
swift build --product orient > /dev/null
bin=$(swift build --show-bin-path)/orient
"$bin" check Examples/SampleApp --reporter html --output .bench/report.html 2> /dev/null || true
"$bin" check Examples/SampleApp --reporter json 2> /dev/null > .bench/report.json || true
page="file://$PWD/.bench/report.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0)
"$browser" "${flags[@]}" --dump-dom "$page" > .bench/report-dom.html 2> .bench/report-console.txt
"$browser" "${flags[@]}" --window-size=1280,1800 --screenshot="$PWD/.bench/report.png" "$page" > /dev/null 2>&1
if grep -E 'CONSOLE.*(Uncaught|Error|error)' .bench/report-console.txt; then
    echo "test-html: the page logs errors in Chromium" >&2
    exit 1
fi
python3 - <<'PY'
import json, re, sys
dom = open(".bench/report-dom.html").read()
findings = json.load(open(".bench/report.json"))
devices = len(re.findall(r'<figure class="device"', dom))
items = len(re.findall(r'<li class="finding', dom))
svgs = len(re.findall(r"<svg", dom))
problems = []
if items != len(findings): problems.append(f"{items} finding items for {len(findings)} findings")
if devices < 10: problems.append(f"only {devices} device drawings")
if svgs != 4 * devices: problems.append(f"{svgs} drawings for {devices} devices")
if problems:
    sys.exit("test-html: " + "; ".join(problems))
print(f"test-html: Chromium renders {devices} devices, {svgs} drawings and {items} findings; screenshot in .bench/report.png")
PY
# The screenshot against the stored one (the README's picture), normalised so another machine's fonts pass and a
# lost drawing or a changed layout does not (Scripts/compare-png.py). After a deliberate change to the page:
# ORIENT_UPDATE_REFERENCE=1 Scripts/test-html.sh stores the new one.
if [ "${ORIENT_UPDATE_REFERENCE:-0}" = 1 ]; then
    cp .bench/report.png docs/report.png
    echo "test-html: docs/report.png updated"
else
    python3 Scripts/compare-png.py .bench/report.png docs/report.png || {
        echo "test-html: the report looks different from docs/report.png (ORIENT_UPDATE_REFERENCE=1 if meant)" >&2
        exit 1
    }
fi
