#!/usr/bin/env python3
"""The playground's downloads look like the page: fonts included.

On the follow-cell preset ("Hannah Banana" in bold beside an avatar, "Follow"
inside its button), served and read from disk, headless Chromium
(chromium-driver, selenium) clicks Download SVG and Download PNG and keeps
the files:

- the SVG carries the faces its text was measured in (an `@font-face` per
  weight it uses, as `swatch layout --format svg` embeds them); opened on its
  own (file://, no page declaring the family) every line is drawn within
  1 px of the width the engine measured it at, and the family is loaded
  from the drawing itself;
- the PNG (twice the drawing's size) is drawn in those fonts: the ink of
  "Hannah Banana" ends where the engine measured the line to end (a
  fallback face, DejaVu Sans, runs some 10 px further), and so does
  "Follow", short of its button's edge.

Usage: downloads_test.py SWATCH_BINARY REPO_ROOT
Prints one line per check and "downloads: N passed, N failed"; exits 1 on a failure.
"""

import glob
import os
import shutil
import struct
import sys
import tempfile
import time
import zlib

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Server, StaticSite, Tally, arguments, check, make_driver, run_checks, wait  # noqa: E402
from check_text_widths import MEASURE, TOLERANCE  # noqa: E402


def open_follow_cell(driver, site):
    driver.get(site.playground_url("?spec=follow-cell"))
    wait(driver, lambda d: d.execute_script("return document.getElementById('pg').dataset.ready === 'true'"),
         "the playground is ready", 60)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#pg-drawing g.swatch-node[data-id='follow']"),
         "the follow cell is drawn")


def download(driver, directory, button, extension):
    """Clicks the button and waits for its file; its path."""
    for old in glob.glob(os.path.join(directory, "*")):
        os.remove(old)
    driver.find_element(By.ID, button).click()
    deadline = time.time() + 30
    while time.time() < deadline:
        done = [f for f in glob.glob(os.path.join(directory, "*." + extension))]
        if done and os.path.getsize(done[0]) > 0:
            return done[0]
        time.sleep(0.2)
    raise AssertionError(f"no .{extension} file was downloaded")


def text_boxes(driver):
    """Each text of the page's drawing: its node's id, its box in the
    drawing's units, the width the engine measured, its fill."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#pg-drawing text[data-width]')].map((t) => {
          const b = t.getBBox();
          return {id: t.closest('g.swatch-node').dataset.id, text: t.textContent, x: b.x, y: b.y, height: b.height,
                  engine: parseFloat(t.getAttribute('data-width')), fill: t.closest('[fill]').getAttribute('fill')};
        });""")


def read_png(path):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA PNG such as a canvas writes."""
    with open(path, "rb") as f:
        data = f.read()
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG file")
    at, chunks, header = 8, [], None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, colour = header[:4]
    check(depth == 8 and colour == 6, f"8-bit RGBA (depth {depth}, colour type {colour})")
    raw = zlib.decompress(b"".join(chunks))
    stride, rows, previous = width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = previous[i]
            c = previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def ink_extent(png, box, colour, scale, right_limit):
    """The leftmost and rightmost x (in the drawing's units) of pixels of
    `colour` in the text's band, from its start to `right_limit`."""
    _, height, rows = png
    if len(colour) == 4:
        colour = "#" + "".join(c * 2 for c in colour[1:])
    target = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    top, bottom = int(box["y"] * scale), min(height, int((box["y"] + box["height"]) * scale) + 1)
    left, right = max(0, int((box["x"] - 4) * scale)), int(right_limit * scale)
    xs = []
    for y in range(top, bottom):
        row = rows[y]
        for x in range(left, min(right, len(row) // 4)):
            r, g, b = row[x * 4:x * 4 + 3]
            if abs(r - target[0]) + abs(g - target[1]) + abs(b - target[2]) < 90:
                xs.append(x)
    return (min(xs) / scale, (max(xs) + 1) / scale) if xs else None


def test_the_svg_carries_its_fonts_and_draws_as_measured(driver, site, downloads):
    open_follow_cell(driver, site)
    path = download(driver, downloads, "pg-download-svg", "svg")
    with open(path, encoding="utf-8") as f:
        svg = f.read()
    faces = svg.count("@font-face")
    check(faces == 2 and "font-weight:700" in svg and "font-weight:400" in svg,
          f"a face per weight the text uses (bold name and title, regular handle): {faces}")
    standalone = os.path.join(downloads, "standalone.svg")
    shutil.copy(path, standalone)
    with make_driver(900, 400) as alone:
        alone.get("file://" + standalone)
        result = alone.execute_async_script(MEASURE)
    loaded = [f for f in result["faces"] if f.startswith("Swatch Sans") and f.endswith("loaded")]
    check(len(loaded) == 2, f"the drawing's own faces are loaded: {result['faces']}")
    lines = result["lines"]
    check(len(lines) == 3, f"three lines of text: {[l['text'] for l in lines]}")
    bad = [l for l in lines if abs(l["browser"] - l["engine"]) > TOLERANCE]
    check(not bad, f"every line as wide as measured: {bad}")


def test_the_png_is_drawn_in_the_pages_fonts(driver, site, downloads):
    open_follow_cell(driver, site)
    boxes = {b["id"]: b for b in text_boxes(driver)}
    follow = driver.execute_script("""
        const cells = [...document.querySelectorAll('#pg-frames tr[data-id="follow"] td')].map((c) => Number(c.textContent));
        return cells[0] + cells[2];""")
    path = download(driver, downloads, "pg-download-png", "png")
    png = read_png(path)
    width = driver.execute_script("return Number(document.querySelector('#pg-drawing svg').getAttribute('width'))")
    check(png[0] == 2 * width, f"twice the drawing's width: {png[0]} for {width}")
    name = boxes["name"]
    ink = ink_extent(png, name, name["fill"], 2, boxes["follow.titleNode"]["x"] - 10)
    check(ink is not None, "the name is drawn")
    end = name["x"] + name["engine"]
    check(end - 3 <= ink[1] <= end + 1, f"'Hannah Banana' ends where measured, {end:.1f}: its ink ends at {ink[1]:.1f}")
    title = boxes["follow.titleNode"]
    # (Up to 8 points past its measured end, inside the button: its rounded
    # corners leave the cell's white at the band's top and bottom.)
    end = title["x"] + title["engine"]
    check(end + 8 < follow, "the button reaches past the title")
    ink = ink_extent(png, title, title["fill"], 2, end + 8)
    check(ink is not None, "the title is drawn")
    check(end - 3 <= ink[1] <= end + 1, f"'Follow' ends where measured, {end:.1f}: its ink ends at {ink[1]:.1f}")


CHECKS = [test_the_svg_carries_its_fonts_and_draws_as_measured, test_the_png_is_drawn_in_the_pages_fonts]


def main():
    binary, repo = arguments(__doc__)
    tally = Tally("downloads")
    for kind in (Server, StaticSite):
        site = kind(binary, repo)
        downloads = tempfile.mkdtemp(prefix="swatch-downloads-")
        try:
            with make_driver(downloads=downloads) as driver:
                run_checks(tally, driver, CHECKS, "file://" if site.is_static else "served", site, downloads)
        finally:
            site.stop()
            shutil.rmtree(downloads, ignore_errors=True)
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
