#!/usr/bin/env bash
# Builds the static site and photographs pages of it with headless Chromium at
# desktop (1280 px), tablet (820 px) and phone (390 px) widths, in light and dark mode, to look
# at before calling a change to the pages done.
#
#   scripts/site-screenshots.sh [OUT_DIR] [PAGE...]
#
# OUT_DIR defaults to /tmp/swatch-screenshots; PAGEs are paths inside the built
# site (default: the home page and the first guide page). The PNGs are not kept
# in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-/tmp/swatch-screenshots}"
shift || true
site="$out/site"
mkdir -p "$out"

swift build --product swatch >/dev/null
.build/debug/swatch build --content content --public Public --out "$site"

pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
  first=$(ls "$site/guide" | head -1)
  pages=("index.html" "guide/$first/index.html")
fi

for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_' | sed 's/\.html$//')
  for width in 1280 820 390; do
    for scheme in light dark; do
      flags=()
      [ "$scheme" = dark ] && flags+=(--force-dark-mode)
      chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "${flags[@]}" \
        --virtual-time-budget=2000 --window-size="$width,1800" \
        --screenshot="$out/$name-$width-$scheme.png" "file://$(realpath "$site/$page")" 2>/dev/null
      echo "$out/$name-$width-$scheme.png"
    done
  done
done
