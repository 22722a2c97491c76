#!/usr/bin/env python3
"""Text drawn in the browser is as wide as the engine measured it.

Lays out text specs with `swatch layout --format svg` (Latin text at 12 to 24
points, regular and bold, wrapped, truncated, with kerning pairs and
ligatures), inlines the drawings in one page that declares 'Swatch Sans' with
Public/css/fonts.css, serves it on 127.0.0.1, opens it in headless Chromium
(chromium-driver) and measures every drawn line with getComputedTextLength().
Each must be within 1 px of the width the engine measured (the line's
data-width). Japanese lines are measured too and reported apart; they are
asserted as well when a CJK font is installed (the engine and Chromium then
fall back to the same file).

Usage: check_text_widths.py SWATCH_BINARY REPO_ROOT [--screenshot DIR]
Exit status: 0 when every line agrees, 1 otherwise.
"""

import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

TOLERANCE = 1.0

LATIN = [
    "The quick brown fox jumps over the lazy dog.",
    "AVATAR Wavy Toyota LTA: Yo, Tj! fi fl ffi office waffle",
    "Texture keeps the main thread free: layout is measured off it, then drawn.",
    "Sphinx of black quartz, judge my vow; 0123456789 + (brackets) [and] {braces}",
    "well-known state-of-the-art long-running hyphen-separated words wrap after hyphens",
    "Pneumonoultramicroscopicsilicovolcanoconiosis is one very long word that breaks by character",
]
JAPANESE = [
    "パートナーがあなたの写真に「いいね！」しました。アルバムを開いて、ふたりの思い出を見てみましょう。",
    "12月14日 10:30 に新しいメッセージが届きました",
]
SIZES = [12, 14, 16, 17, 18, 20, 22, 24]


def text_node(node_id, text, size, weight, width, max_lines=0):
    node = {"type": "text", "id": node_id, "text": text, "fontSize": size, "fontWeight": weight,
            "color": "#222222", "maximumNumberOfLines": max_lines}
    if width != "inf":
        node["style"] = {"maxWidth": width}
    return node


def specs():
    """One spec per size and weight: a column of every text at every width."""
    out = []
    for size in SIZES:
        for weight in ["regular", "bold"]:
            children = []
            for n, text in enumerate(LATIN):
                for width, lines in [("inf", 0), (260, 0), (150, 2)]:
                    children.append(text_node(f"latin-{size}-{weight}-{n}-{width}", text, size, weight, width, lines))
            for n, text in enumerate(JAPANESE):
                children.append(text_node(f"japanese-{size}-{weight}-{n}", text, size, weight, 240))
            out.append({
                "title": f"{size} pt {weight}",
                "sizeRange": {"min": [0, 0], "max": [1600, "inf"]},
                "scale": 2,
                "root": {"type": "stack", "direction": "vertical", "spacing": 6, "alignItems": "start",
                         "children": children},
            })
    return out


def render(swatch, spec, workdir, n, embed_fonts=False):
    path = os.path.join(workdir, f"spec{n}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False)
    # Inlined in a page that declares the fonts: the drawings carry none
    # (check_standalone_svg.py checks the ones that do).
    flags = [] if embed_fonts else ["--no-embed-fonts"]
    done = subprocess.run([swatch, "layout", "--format", "svg", *flags, path], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"swatch layout failed for {spec['title']}: {done.stderr.strip()}")
    return done.stdout


def has_cjk_font():
    try:
        done = subprocess.run(["fc-list", ":charset=3042", "family"], capture_output=True, text=True)
        return bool(done.stdout.strip())
    except OSError:
        return False


# Every drawn line's width as the browser sets it beside the width the engine
# measured (data-width), once the page's fonts are in; which faces loaded.
# For a page holding drawings and for a standalone SVG file alike.
MEASURE = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => {
  const lines = [];
  for (const t of document.querySelectorAll('g.swatch-content text')) {
    const id = t.closest('g.swatch-node').getAttribute('data-id');
    lines.push({group: id.split('-')[0], title: id, text: t.textContent,
                engine: parseFloat(t.getAttribute('data-width')), browser: t.getComputedTextLength()});
  }
  const loaded = ['400', '700'].map(w => document.fonts.check(w + ' 16px "Swatch Sans"'));
  const faces = [];
  document.fonts.forEach(f => faces.push(f.family + ' ' + f.weight + ' ' + f.status));
  done({lines, loaded, faces});
});
"""


def main():
    swatch, root = harness.arguments(__doc__)
    screenshots = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    workdir = tempfile.mkdtemp(prefix="swatch-browser-")
    try:
        shutil.copytree(os.path.join(root, "Public"), os.path.join(workdir, "site"))
        figures = []
        for n, spec in enumerate(specs()):
            figures.append(f"<figure>{render(swatch, spec, workdir, n)}</figure>")
        page = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
                '<link rel="stylesheet" href="css/fonts.css"><style>figure{margin:4px}</style></head><body>'
                + "\n".join(figures) + "</body></html>")
        with open(os.path.join(workdir, "site", "widths.html"), "w", encoding="utf-8") as f:
            f.write(page)

        handler = functools.partial(QuietHandler, directory=os.path.join(workdir, "site"))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/widths.html"

        driver = harness.make_driver(1200, 900)
        try:
            driver.get(url)
            result = driver.execute_async_script(MEASURE)
            if screenshots:
                driver.save_screenshot(os.path.join(screenshots, "text-widths.png"))
        finally:
            driver.quit()
            server.shutdown()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    if not all(result["loaded"]):
        print("FAIL: Chromium did not load the Swatch Sans fonts from Public/fonts")
        return 1
    cjk = has_cjk_font()
    failures = 0
    for group in ["latin", "japanese"]:
        lines = [l for l in result["lines"] if l["group"] == group]
        diffs = [abs(l["browser"] - l["engine"]) for l in lines]
        if not lines:
            continue
        asserted = group == "latin" or cjk
        bad = [l for l in lines if abs(l["browser"] - l["engine"]) > float(os.environ.get("SHOW_OVER", TOLERANCE))]
        print(f"{group}: {len(lines)} lines, |browser - engine| max {max(diffs):.3f} px, "
              f"mean {sum(diffs) / len(diffs):.3f} px, {len(bad)} over {TOLERANCE} px"
              + ("" if asserted else " (not asserted: no CJK font installed)"))
        if asserted:
            for l in bad[:20]:
                print(f"  {l['title']}: {l['text']!r} engine {l['engine']:.3f} browser {l['browser']:.3f}")
            failures += len(bad)
    passed = sum(1 for l in result["lines"] if abs(l["browser"] - l["engine"]) <= TOLERANCE)
    print(f"text-widths: {passed} passed, {failures} failed")
    return 1 if failures else 0


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


if __name__ == "__main__":
    sys.exit(main())
