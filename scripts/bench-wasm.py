#!/usr/bin/env python3
"""The engine in the page, measured (`make bench-wasm`).

Prints, beside the native figure where there is one:
- each module's size (swatch-core.wasm, which every page with the engine
  loads first; swatch-ranges.wasm, swatch-frames.wasm, swatch-transitions.wasm, swatch-code.wasm,
  swatch-import.wasm,
  loaded on first use), raw and gzipped, and where its bytes go
  (scripts/wasm-sizes.py over the linker maps);
- served by `swatch serve`: what the core module cost over the wire (the
  resource's transfer size) and how long after navigation the engine
  answered in the page (the first answer of `swatch.call`), median of fresh
  page loads in headless Chromium;
- the same from disk (file://, the module in a script as base64);
- `swatch.callNow` of the notification cell as frames JSON in the page:
  median per call over batches (target at most 0.3 ms), and natively the
  same work (decode, layout, frames JSON) as `swatch-bench spec` prints it;
- how long the code module takes to load on first use (`swatch.load`,
  median of the same page loads) and the notification cell as Swift once it
  is in;
- the playground's answer for the notification cell (drawing, tables, the
  outline of the text, as JSON, parsed), median per call, and its size;
- how long the import module takes to load on first use, and
  `swatch.import` once it is in and warm (after WARM calls, so that the
  browser's optimising compiler has the module; the first call apart): the
  notification cell's Swift (as the code module writes it), and a cell whose
  two conditions on data are each tried both ways (target at most 5 ms for
  the notification cell).

Usage: bench-wasm.py SWATCH_BINARY SWATCH_BENCH_BINARY REPO_ROOT
"""
import gzip
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import harness  # noqa: E402

LOADS = 11
BATCHES, CALLS = 21, 200
SPEC = "content/specs/notification-cell.json"

# The engine has answered once its first answer is in (`readyAt`).
# (A script of its own: served pages allow no inline script.)
PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>engine bench</title>
<script src="%s"></script><script src="bench-ready.js"></script>
</head><body></body></html>"""
# Served, swatch.js is an ES module (joined into a plain script only in the built site).
SERVED_PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>engine bench</title>
<script type="module" src="bench-ready.js"></script>
</head><body></body></html>"""
SERVED_READY = 'import { swatch } from "/public/js/swatch.js";\n'
READY = """swatch.call({call: "layout", text: '{"root": {"type": "node", "intrinsicSize": [10, 10]}}', format: "json"})
  .then(() => { window.readyAt = performance.now(); }, (e) => { window.readyError = String(e); });
"""

LOAD = """
const [names, done] = arguments;
const t0 = performance.now();
Promise.all(names.split(' ').map((name) => swatch.load(name)))
  .then(() => done(performance.now() - t0), (e) => done(String(e && e.message || e)));
"""

# Median time a call of swatch.import(code, options), once the module is in
# and the browser has compiled it with its optimising tier: Chromium first
# runs a module from its baseline compiler and moves hot functions to the
# optimising one in the background, later on a busy machine, so the calls
# are counted after WARM calls (the first call's time is given apart).
WARM = 60
TIME_IMPORT = """
const [code, options, calls, warm, done] = arguments;
(async () => {
  const t0 = performance.now();
  await swatch.import(code, options);
  const first = performance.now() - t0;
  for (let i = 0; i < warm; i++) await swatch.import(code, options);
  const per = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await swatch.import(code, options);
    per.push(performance.now() - t0);
  }
  per.sort((a, b) => a - b);
  done([per[per.length >> 1], first]);
})().catch((e) => done(String(e && e.message || e)));
"""

# A cell with two conditions on data and text from a model: each condition
# is tried both ways (the branch that shows more).
CONDITIONS = """
final class MessageCellNode: ASCellNode {
    let avatar = ASNetworkImageNode()
    let name = ASTextNode()
    let body = ASTextNode()
    let badge = ASDisplayNode()
    private let message: Message
    init(message: Message) {
        self.message = message
        super.init()
        name.attributedText = NSAttributedString(string: message.sender, attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        body.attributedText = NSAttributedString(string: message.text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
        avatar.style.preferredSize = CGSize(width: 40, height: 40)
        badge.style.preferredSize = CGSize(width: 8, height: 8)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let text = ASStackLayoutSpec.vertical()
        text.spacing = 4
        text.children = [name, body]
        text.style.flexShrink = 1
        var row: [ASLayoutElement] = message.isOutgoing ? [text] : [avatar, text]
        if message.unreadCount > 0 { row.append(badge) }
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: message.isOutgoing ? .end : .start,
                                      alignItems: .center, children: row)
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: stack)
    }
}
"""

# Median time a call of swatch.callNow (a layout in `format`, or the
# playground's answer: format "playground"), over batches.
TIME = """
const [text, format, batches, calls] = arguments;
const request = format === "playground" ? {call: "playground", text}
  : format === "variants" ? {call: "playground", text, variants: VARIANTS}
  : {call: "layout", text, format};
const call = () => swatch.callNow(request);
for (let i = 0; i < 200; i++) call();
const per = [];
for (let b = 0; b < batches; b++) {
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) call();
  per.push((performance.now() - t0) / calls);
}
per.sort((a, b) => a - b);
return per[per.length >> 1];
"""


MODULES = ["core", "ranges", "frames", "transitions", "states", "code", "import", "import_run", "import_build", "edit"]

# The playground's default variants row (PlaygroundVariants: the five preset
# widths x Large, xxxLarge and AX3): one engine call lays every variant out
# and draws it; the row is then put in the page.
VARIANTS = {"widths": [320, 375, 390, 414, 768], "textSizes": ["large", "extraExtraExtraLarge", "accessibilityExtraLarge"]}
TIME = TIME.replace("VARIANTS", json.dumps(VARIANTS))

# The row drawn in the page: the call, then its drawings put into a
# container and laid out by the browser (a forced style and layout), in ms.
ROW_IN_PAGE = """
const [text, rounds] = arguments;
const box = document.createElement("div");
document.body.appendChild(box);
const per = [];
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  const answer = swatch.callNow({call: "playground", text, variants: VARIANTS});
  if (answer.status !== "ok") throw new Error(JSON.stringify(answer.error || answer.status));
  box.innerHTML = answer.answer.variants.map((v) => v.drawing).join("");
  box.getBoundingClientRect();
  per.push(performance.now() - t0);
}
box.remove();
per.sort((a, b) => a - b);
return [per[per.length >> 1], per[per.length - 1]];
""".replace("VARIANTS", json.dumps(VARIANTS))


def wait_ready(driver):
    at = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (function wait() {
          if (window.readyAt !== undefined || window.readyError) done(window.readyAt ?? window.readyError);
          else setTimeout(wait, 5);
        })();""")
    if isinstance(at, str):
        sys.exit("the engine did not start: " + at)
    return at


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    swatch, bench, root = (os.path.abspath(a) for a in sys.argv[1:4])
    directory = os.environ.get("SWATCH_WASM") or os.path.join(root, ".build", "wasm")
    workdir = tempfile.mkdtemp(prefix="swatch-bench-wasm-")
    server = None
    try:
        page = harness.site_with_page(swatch, root, os.path.join(workdir, "site"), "bench.html", PAGE % "public/js/swatch.js")
        with open(os.path.join(workdir, "site", "bench-ready.js"), "w", encoding="utf-8") as f:
            f.write(READY)
        with open(os.path.join(root, SPEC), encoding="utf-8") as f:
            text = f.read()
        server = harness.Server(swatch, root, extra={"guide/bench-engine.md": "---\ntitle: Engine bench\n---\n"})
        for name, body in [("bench.html", SERVED_PAGE), ("bench-ready.js", SERVED_READY + READY)]:
            with open(os.path.join(server.dir, "Public", name), "w", encoding="utf-8") as f:
                f.write(body)

        with harness.make_driver() as driver:
            driver.set_script_timeout(120)
            served, wire = [], []
            for _ in range(LOADS):
                driver.get("about:blank")
                driver.get(server.url + "/public/bench.html")
                served.append(wait_ready(driver))
                wire.append(driver.execute_script(
                    "const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/swatch-core.wasm'));"
                    "return e ? [e.transferSize, e.encodedBodySize, e.decodedBodySize] : null;"))
            ready, code_loads, import_loads = [], [], []
            for _ in range(LOADS):
                driver.get("about:blank")
                driver.get(page)
                ready.append(wait_ready(driver))
                loaded = driver.execute_async_script(LOAD, "code")
                if isinstance(loaded, str):
                    sys.exit("the code module did not load: " + loaded)
                code_loads.append(loaded)
                loaded = driver.execute_async_script(LOAD, "import import_run import_build")
                if isinstance(loaded, str):
                    sys.exit("the import modules did not load: " + loaded)
                import_loads.append(loaded)
            in_page = driver.execute_script(TIME, text, "json", BATCHES, CALLS)
            code_per_call = driver.execute_script(TIME, text, "swift", BATCHES, 20)
            playground = driver.execute_script(TIME, text, "playground", BATCHES, 20)
            variants_call = driver.execute_script(TIME, text, "variants", BATCHES, 5)
            variants_row = driver.execute_script(ROW_IN_PAGE, text, 41)
            answer_bytes = driver.execute_script(
                "return new TextEncoder().encode(JSON.stringify(swatch.callNow({call: 'playground', text: arguments[0]}))).length", text)
            swift = driver.execute_script("return swatch.callNow({call: 'layout', text: arguments[0], format: 'swift'}).text", text)
            timed = [driver.execute_async_script(TIME_IMPORT, code, {"language": "swift"}, 21, WARM) for code in [swift, CONDITIONS]]
            for figure in timed:
                if isinstance(figure, str):
                    sys.exit("swatch.import failed: " + figure)
            (import_exported, import_first), (import_conditions, _) = timed
    finally:
        if server:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)

    native = subprocess.run([bench, "spec", os.path.join(root, SPEC)], capture_output=True, text=True, cwd=root) \
        if os.path.exists(bench) else subprocess.CompletedProcess([], 1, "", "")
    numbers = re.findall(r"^notification-cell\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)", native.stdout, re.M)
    native_ms = sum(float(x) for x in numbers[0]) / 1000 if numbers else None

    for name in MODULES:
        path = os.path.join(directory, f"swatch-{name}.wasm")
        with open(path, "rb") as f:
            data = f.read()
        print(f"module: swatch-{name}.wasm {len(data):,} bytes, {len(gzip.compress(data, 9)):,} gzipped "
              f"(goal at most 800,000: {'met' if len(data) <= 800_000 else 'MISSED'})")
    transfers = [w for w in wire if w]
    if transfers:
        # The first load fetches the module; the later ones revalidate it (a 304, a few hundred bytes).
        first = transfers[0]
        print(f"served: swatch-core.wasm over the wire on the first load {first[0]:,.0f} bytes "
              f"(body {first[1]:,.0f} encoded, {first[2]:,.0f} decoded; goal at most 250,000: "
              f"{'met' if first[0] <= 250_000 else 'MISSED'}); on the loads after it "
              f"{statistics.median([t[0] for t in transfers[1:]] or [0]):,.0f} bytes (the browser's copy revalidated)")
    print(f"served: the engine answered {statistics.median(served):.1f} ms after navigation (median of {LOADS} loads, "
          f"min {min(served):.1f}, max {max(served):.1f})")
    print(f"from disk: the engine answered {statistics.median(ready):.1f} ms after navigation (median of {LOADS} loads, "
          f"min {min(ready):.1f}, max {max(ready):.1f}; target at most 150 ms: "
          f"{'met' if statistics.median(ready) <= 150 else 'MISSED'})")
    print(f"notification cell, layout to frames JSON: in the page {in_page * 1000:.1f} µs a call "
          f"(median of {BATCHES} x {CALLS}; target at most 300 µs: {'met' if in_page <= 0.3 else 'MISSED'})"
          + (f"; native {native_ms * 1000:.1f} µs (decode + layout + frames JSON, swatch-bench spec)"
             if native_ms is not None else "; native: swatch-bench spec printed nothing"))
    print(f"code module loaded on first use: median {statistics.median(code_loads):.1f} ms of {LOADS} loads "
          f"(min {min(code_loads):.1f}, max {max(code_loads):.1f}); the notification cell as Swift "
          f"{code_per_call * 1000:.1f} µs a call")
    print(f"the playground's answer for the notification cell: in the page {playground * 1000:.1f} µs a call "
          f"(median of {BATCHES} x 20, JSON parsed), {answer_bytes:,} bytes of JSON")
    print(f"the notification cell's variants row (5 widths x 3 text sizes): the engine's call in the page "
          f"{variants_call * 1000:.1f} µs (median of {BATCHES} x 5); laid out, drawn and put in the page "
          f"{variants_row[0]:.1f} ms (median of 41, max {variants_row[1]:.1f}; target one 16.7 ms frame: "
          f"{'met' if variants_row[0] <= 16.7 else 'MISSED'})")
    print(f"import modules (read, run, build) loaded on first use in a median {statistics.median(import_loads):.1f} ms of {LOADS} loads "
          f"(min {min(import_loads):.1f}, max {max(import_loads):.1f}); "
          f"swatch.import of the notification cell's Swift {import_exported:.1f} ms a call (target at most 5 ms: "
          f"{'met' if import_exported <= 5 else 'MISSED'}), of a cell with two conditions "
          f"on data tried both ways {import_conditions:.1f} ms (median of 21 after {WARM} calls; "
          f"the first call of the cell's Swift {import_first:.1f} ms)")
    print()
    subprocess.run([sys.executable, os.path.join(root, "scripts", "wasm-sizes.py"), directory] + [f"swatch-{m}" for m in MODULES])


if __name__ == "__main__":
    main()
