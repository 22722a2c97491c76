#!/usr/bin/env bash
# Photographs the live playground (a named spec, a hovered node, an error, a
# range scenario) and a guide page's range demo with headless Chromium at
# desktop (1280 px) and phone (390 px) widths, to look at before calling a
# change to them done. Runs `swatch serve` on a free loopback port over a
# copy of content/ and Public/.
#
#   scripts/playground-screenshots.sh [OUT_DIR]
#
# OUT_DIR defaults to /tmp/swatch-playground-screenshots. The PNGs are not kept
# in the repository. Needs the browser test's Python environment (make
# browser-venv).
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-/tmp/swatch-playground-screenshots}"
venv="${VENV:-.build/browser-venv}"
[ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import selenium" 2>/dev/null || make browser-venv >/dev/null
swift build --product swatch >/dev/null
"$venv/bin/python" Tests/browser/playground_test.py .build/debug/swatch . --screenshots "$out"
