#!/usr/bin/env python3
"""A standalone SVG draws its text as wide as the engine measured it.

`swatch layout --format svg` writes a drawing that carries its fonts: the
faces its text was measured in, cut down with HarfBuzz's subsetter to the
characters it sets, as `@font-face` rules in its `<style>`. This opens such
files on their own (file://, no page, no stylesheet declaring "Swatch Sans")
in headless Chromium (chromium-driver, selenium), for the same text specs as
check_text_widths.py (Latin at 12 to 24 points, regular and bold, wrapped and
truncated; Japanese, set in the fallback face), and measures every drawn line
with getComputedTextLength(): each must be within 1 px of the width the
engine measured (the line's data-width). It also checks that the embedded
fonts are subsets (each drawing far smaller than the font files) and that
the family is loaded from the drawing.

Usage: check_standalone_svg.py SWATCH_BINARY REPO_ROOT
Exit status: 0 when every line agrees, 1 otherwise; the last line reads
"standalone-svg: N passed, N failed".
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from check_text_widths import MEASURE, TOLERANCE, render, specs  # noqa: E402

def main():
    swatch, root = harness.arguments(__doc__)
    fonts_size = sum(os.path.getsize(os.path.join(root, "Public", "fonts", f))
                     for f in ["Inter-Regular.otf", "Inter-Bold.otf"])
    workdir = tempfile.mkdtemp(prefix="swatch-standalone-")
    passed = failed = 0
    try:
        files = []
        for n, spec in enumerate(specs()):
            svg = render(swatch, spec, workdir, n, embed_fonts=True)
            path = os.path.join(workdir, f"drawing{n}.svg")
            with open(path, "w", encoding="utf-8") as f:
                f.write(svg)
            files.append((spec["title"], path, len(svg.encode("utf-8"))))

        with harness.make_driver(1700, 1200) as driver:
            for title, path, size in files:
                driver.get("file://" + path)
                result = driver.execute_async_script(MEASURE)
                loaded = [f for f in result["faces"] if f.startswith("Swatch Sans") and f.endswith("loaded")]
                ok = len(loaded) >= 2 and size < fonts_size / 4
                print(f"{'ok  ' if ok else 'FAIL'} {title}: {size} bytes with its fonts, faces loaded: {len(loaded)}")
                passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
                lines = result["lines"]
                bad = [l for l in lines if abs(l["browser"] - l["engine"]) > TOLERANCE]
                worst = max((abs(l["browser"] - l["engine"]) for l in lines), default=0)
                print(f"{'ok  ' if not bad else 'FAIL'} {title}: {len(lines)} lines, "
                      f"|browser - engine| max {worst:.3f} px, {len(bad)} over {TOLERANCE} px")
                for l in bad[:10]:
                    print(f"    {l['title']}: {l['text']!r} engine {l['engine']:.3f} browser {l['browser']:.3f}")
                passed += len(lines) - len(bad)
                failed += len(bad)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"standalone-svg: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
