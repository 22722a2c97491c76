#!/usr/bin/env bash
# Times `swatch build` on the guide, on the real corpus (../shared/corpora/
# texture-docs) and on a generated corpus of 1,000 two-kilobyte pages, and
# Hugo (Debian's, trivial templates) on the same 1,000 pages in the same run.
#
#   scripts/bench-build.sh            (make bench-build)
#
# Each build is a clean one (a fresh output folder), repeated ROUNDS times,
# alternating swatch and hugo so load from other processes hits both alike;
# the median wall-clock time is reported with pages per second, and the ratio
# to Hugo (target: swatch faster, ratio > 1).
#
# Environment: ROUNDS (5), PAGES (1000), SKIP_BUILD=1 to use the existing
# release build, SWATCH (binary path), SHARED (../shared).
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${ROUNDS:-5}
PAGES=${PAGES:-1000}
SHARED=${SHARED:-../shared}
SWATCH=${SWATCH:-.build/release/swatch}

. scripts/bench-setup.sh
bench_setup bench-build hugo python3

# The generated corpus: PAGES pages of about 2 KB of Markdown each (front
# matter, headings, paragraphs, a list, a code block, links to neighbours),
# written once for swatch (content/guide) and once for Hugo (content/).
python3 - "$work" "$PAGES" <<'PY'
import os, sys, random
work, pages = sys.argv[1], int(sys.argv[2])
random.seed(7)
words = ("layout spec node stack inset overlay range preload display visible batch fetch "
         "measure thread async texture cell table collection pager flex grow shrink wrap "
         "baseline ratio corner center relative absolute wrapper placeholder render").split()
def para(n):
    return " ".join(random.choice(words) for _ in range(n)).capitalize() + "."
sw = os.path.join(work, "swatch", "guide"); os.makedirs(sw)
hg = os.path.join(work, "hugo", "content"); os.makedirs(hg)
for i in range(pages):
    body = [f"## Section {i}.1", "", para(60), "", "- " + para(8), "- " + para(8), "- " + para(8), "",
            f"## Section {i}.2", "", para(70), "", "```swift", "let node = ASDisplayNode()", "node.style.flexGrow = 1", "```", "",
            para(50), f" See [the next page](/page-{(i + 1) % pages}/).", ""]
    text = "\n".join(body)
    with open(os.path.join(sw, f"page-{i}.md"), "w") as f:
        f.write(f"---\ntitle: Page {i}\npermalink: /page-{i}/\norder: {i}\n---\n\n" + text)
    with open(os.path.join(hg, f"page-{i}.md"), "w") as f:
        f.write(f"---\ntitle: Page {i}\nurl: /page-{i}/\n---\n\n" + text)
layouts = os.path.join(work, "hugo", "layouts", "_default"); os.makedirs(layouts)
with open(os.path.join(layouts, "single.html"), "w") as f:
    f.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n")
with open(os.path.join(layouts, "list.html"), "w") as f:
    f.write("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
with open(os.path.join(work, "hugo", "config.toml"), "w") as f:
    f.write('baseURL = "/"\ntitle = "bench"\ndisableKinds = ["taxonomy", "term", "RSS"]\n')
PY

now() { echo "$EPOCHREALTIME"; }  # bash 5: no process start in the measurement
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# time_swatch CONTENT_DIR: seconds of a clean build into a fresh folder.
time_swatch() {
  local out="$work/out-$RANDOM$RANDOM"
  local t0 t1
  t0=$(now)
  if ! "$SWATCH" build --content "$1" --public Public --out "$out" >"$work/log" 2>&1; then
    echo "bench-build: swatch build --content $1 failed:" >&2; cat "$work/log" >&2; exit 1
  fi
  t1=$(now)
  [ -f "$out/index.html" ] || { echo "bench-build: $1 built no index.html" >&2; exit 1; }
  rm -rf "$out"
  python3 -c "print($t1 - $t0)"
}

time_hugo() {
  local out="$work/hugo-out-$RANDOM$RANDOM"
  local t0 t1
  t0=$(now)
  if ! hugo --quiet --source "$work/hugo" --destination "$out" >"$work/log" 2>&1; then
    echo "bench-build: hugo failed:" >&2; cat "$work/log" >&2; exit 1
  fi
  t1=$(now)
  [ -f "$out/page-1/index.html" ] || { echo "bench-build: hugo built no page-1/index.html" >&2; exit 1; }
  rm -rf "$out"
  python3 -c "print($t1 - $t0)"
}

report() { # name pages seconds
  python3 -c "import sys; n, p, s = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]); print(f'{n:<28} {p:>6} pages  {s*1000:8.0f} ms  {p/s:9.0f} pages/s')" "$@"
}

echo "swatch build, median of $ROUNDS clean builds each ($(date -u +%Y-%m-%d), $(nproc) cores)"
guide_pages=$(ls content/guide/*.md 2>/dev/null | wc -l)
guide=$(for _ in $(seq "$ROUNDS"); do time_swatch content; done | median)
report "guide (content/)" "$guide_pages" "$guide"
if [ -d "$SHARED/corpora/texture-docs" ]; then
  corpus_pages=$(ls "$SHARED"/corpora/texture-docs/*.md | wc -l)
  corpus=$(for _ in $(seq "$ROUNDS"); do time_swatch "$SHARED/corpora/texture-docs"; done | median)
  report "corpus (texture-docs)" "$corpus_pages" "$corpus"
else
  echo "corpus: skipped, $SHARED/corpora is absent"
fi
swatch_times=(); hugo_times=()
for _ in $(seq "$ROUNDS"); do
  swatch_times+=("$(time_swatch "$work/swatch")")
  hugo_times+=("$(time_hugo)")
done
s=$(printf '%s\n' "${swatch_times[@]}" | median)
h=$(printf '%s\n' "${hugo_times[@]}" | median)
report "generated, swatch build" "$PAGES" "$s"
report "generated, hugo" "$PAGES" "$h"
python3 -c "import sys; s, h = float(sys.argv[1]), float(sys.argv[2]); print(f'ratio: swatch is {h/s:.2f}x as fast as hugo on the same {sys.argv[3]} pages (target > 1)')" "$s" "$h" "$PAGES"
