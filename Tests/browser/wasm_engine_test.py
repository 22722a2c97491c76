#!/usr/bin/env python3
"""window.swatch in a page opened from disk answers what the binary prints.

Builds the site with `swatch build` (which writes the engine's WebAssembly
modules, js/swatch-NAME-module.js for pages read from disk, and
js/swatch-fonts.js, the fonts text is measured in), adds a page
that includes public/js/swatch.js, opens it from file:// in headless Chromium
(chromium-driver, selenium) and checks, byte for byte against the native
binary:

- `await swatch.layout(text, 'json')` for every content spec, every public
  conformance frames case (when ../shared is there) and text specs in Latin
  and Japanese at 12 to 24 points, regular and bold, wrapped and truncated
  (text is shaped by the browser from the same font files, broken into lines
  by the engine); `'svg'` for the content specs and the text specs (as drawn
  for a page, `--no-embed-fonts`: a page declares the fonts);
- the ranges module is not loaded until a scenario is asked for, nor the
  transitions module until a transition document is; then
  `await swatch.ranges(text, 'json')` (and `'svg'` and `'timeline'`) for
  every range scenario in content/specs (those with frames have their JSON
  and frame timeline from the frames module, which the ranges module hands
  them to) and the conformance ranges cases, and
  `await swatch.transition(text, 'json')` (and `'svg'`) for every
  transition document in content/specs and the conformance transitions
  cases; `await swatch.hit(text, points)` for every conformance touch case;
- a bad spec and a bad scenario reject with an Error whose message is the
  CLI's, and its `error` the message's parts;
- the code module (js/swatch-code-module.js) is not loaded until code is
  asked for, and `swatch.callNow` names it, with the request to send it,
  for a layout spec asked for as Swift before; then `await swatch.layout(text, 'swift' | 'objc')` for
  every layout spec in content/specs and the conformance frames cases
  answers what `swatch layout --format swift|objc` prints (a bad spec: its
  error), and so does `swatch.callNow` once the module is in;
- the import module (js/swatch-import-module.js) is not loaded until code is
  imported; then `await swatch.import(code, {language})` for the Swift and
  Objective-C of every layout spec above answers what `swatch import
  --format json` prints (parsed, as `import`, with the spec's text as
  `specText`), and unreadable code rejects with an Error carrying its line,
  column and the classes to choose from, as the CLI says them;
- `await swatch.playgroundInWorker(text, options)` (the engine in a Web
  Worker, made from a `blob:` script, text shaped by the page) answers what
  `await swatch.call` answers the same playground request, for every
  document above and several options, from a page whose text was never
  shaped before;
- the engine loads with no network request and no script error;
- a site built without the module still loads, and `swatch.ready` rejects
  with the reason.

Usage: wasm_engine_test.py SWATCH_BINARY REPO_ROOT [SHARED]
Prints one line per check and "N passed, N failed"; exits 1 on a failure.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_text_widths  # noqa: E402  (its text specs: Latin and Japanese, every size and weight)
import harness  # noqa: E402

PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>engine check</title>
<script src="public/js/swatch.js"></script></head><body><p>engine check</p></body></html>"""

BAD_SPEC = '{\n  "root": {\n    "type": "stack",\n    "children": [{"type": "node", "style": {"flexGrow": -1}}]\n  }\n}'
BAD_SCENARIO = '{"container": "table", "viewport": [375, -1], "items": {"count": 3, "size": [375, 44]}}'

RUN = """
const [jobs, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(async () => {
  const script = () => swatch.loaded('ranges') || swatch.loaded('frames') || swatch.loaded('transitions');
  const scenesBefore = script();
  const out = [];
  for (const [command, text, format] of jobs) {
    try { out.push({output: await swatch[command](text, format)}); }
    catch (e) { out.push({error: String(e.message), isError: e instanceof Error, status: e.status, parts: e.error}); }
  }
  done({answers: out, scenesBefore, scenesAfter: swatch.loaded('ranges') && swatch.loaded('frames') && swatch.loaded('transitions')});
}, (e) => done({failed: String(e && e.message || e)}));
"""

# Each job's answer from the worker first (nothing shaped yet: the worker
# asks the page for every run), then from the page's own call.
WORKER = """
const [jobs, done] = [arguments[0], arguments[arguments.length - 1]];
const answer = (view) => JSON.stringify(view);
swatch.ready.then(async () => {
  const out = [];
  for (const [text, options] of jobs) {
    let worker, page;
    try { worker = answer((await swatch.playgroundInWorker(text, options)).answer); } catch (e) { worker = 'threw: ' + e.message; }
    try { page = answer(await swatch.call(Object.assign({call: 'playground', text}, options))); } catch (e) { page = 'threw: ' + e.message; }
    out.push([worker, page]);
  }
  done(out);
}, (e) => done({failed: String(e && e.message || e)}));
"""

CODE = """
const [jobs, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(async () => {
  const script = () => swatch.loaded('code');
  const sent = {call: 'layout', text: jobs[0][1], format: 'swift'};
  const before = {loaded: script(), sent, answer: swatch.callNow(sent)};
  const answers = [];
  for (const [name, text, language] of jobs) {
    try { answers.push({output: await swatch.layout(text, language)}); }
    catch (e) { answers.push({error: String(e.message), isError: e instanceof Error}); }
  }
  const now = swatch.callNow({call: 'layout', text: jobs[0][1], format: 'swift'});
  const sync = now.status === 'ok' ? now.text : now;
  done({before, answers, sync, loaded: script()});
}, (e) => done({failed: String(e && e.message || e)}));
"""


IMPORT = """
const [jobs, done] = [arguments[0], arguments[arguments.length - 1]];
swatch.ready.then(async () => {
  const script = () => swatch.loaded('import');
  const before = script();
  const answers = [];
  for (const [code, options] of jobs) {
    try { answers.push({output: await swatch.import(code, options)}); }
    catch (e) { answers.push({error: String(e.message), line: e.error.line, column: e.error.column, classes: e.classes, isError: e instanceof Error}); }
  }
  done({before, answers, loaded: script()});
}, (e) => done({failed: String(e && e.message || e)}));
"""

# An #if on a name the code does not define: the import tries it both ways,
# and the page's import modules read the code again for the second way
# (the run step hands the read step the choices it needs).
UNDEFINED_IF = """class FlagCell: ASDisplayNode {
  let a = ASDisplayNode()
  let b = ASDisplayNode()
  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    a.style.preferredSize = CGSize(width: 40, height: 40)
    b.style.preferredSize = CGSize(width: 40, height: 40)
#if SHOWS_BOTH
    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: [a])
#else
    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: [a, b])
#endif
  }
}
"""

BAD_CODE = ("class A: ASDisplayNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { return ASLayoutSpec() } }\n"
            "class B: ASDisplayNode { override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n"
            "  return ASInsetLayoutSpec(insets: .zero child: x)\n} }\n")


def native_import(swatch, code, language, *flags):
    done = subprocess.run([swatch, "import", "-", "--language", language, "--format", "json", *flags], input=code.encode(),
                          capture_output=True)
    prefix = b"swatch import: <stdin>: "
    err = done.stderr[len(prefix):] if done.stderr.startswith(prefix) else done.stderr
    return done.returncode, done.stdout.decode(), err.decode().rstrip("\n")


def native(swatch, command, path, fmt):
    if command == "hit":  # the format is the points, [[x, y], ...]
        done = subprocess.run([swatch, command, path] + [f"{x},{y}" for x, y in fmt], capture_output=True)
    else:
        # A standalone drawing from the binary carries its fonts; window.swatch
        # draws for a page, which declares them, so it is compared with one
        # made for a page.
        flags = ["--no-embed-fonts"] if (command, fmt) == ("layout", "svg") else []
        done = subprocess.run([swatch, command, "--format", fmt, *flags, path], capture_output=True)
    prefix = f"swatch {command}: {path}: ".encode()
    err = done.stderr[len(prefix):] if done.stderr.startswith(prefix) else done.stderr
    return done.returncode, done.stdout.decode(), err.decode().rstrip("\n")


def names_cell_files(scenario):
    """Whether a range scenario's items name cell files (`"cell": "x.json"`)."""
    items = scenario.get("items")
    entries = items if isinstance(items, list) else [items]
    return any(isinstance(e, dict) and isinstance(e.get("cell"), str) for e in entries)


def documents(root, shared, workdir):
    """(name, path, command, formats) for every document checked."""
    docs = []
    for path in sorted(glob.glob(os.path.join(root, "content", "specs", "*.json"))):
        with open(path, encoding="utf-8") as f:
            body = json.load(f)
        command = "ranges" if "container" in body else "transition" if "states" in body else "layout"
        if command == "ranges" and names_cell_files(body):
            continue  # swatch.ranges takes no cell files (the playground hands its engine the ones it read)
        # A range scenario's timeline too: with frames, the frames module's.
        docs.append((os.path.basename(path), path, command, ["json", "svg"] + (["timeline"] if command == "ranges" else [])))
    if shared:
        for kind, key, command in [("frames", "spec", "layout"), ("ranges", "scenario", "ranges"),
                                   ("transitions", "doc", "transition")]:
            for case in sorted(glob.glob(os.path.join(shared, "conformance", kind, "*.json"))):
                with open(case, encoding="utf-8") as f:
                    body = json.load(f)[key]
                path = os.path.join(workdir, f"{kind}-{os.path.basename(case)}")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(body, f)
                docs.append((f"conformance/{kind}/{os.path.basename(case)}", path, command, ["json"]))
        # Touch: each case's points, as `swatch hit FILE x,y ...` takes them.
        for case in sorted(glob.glob(os.path.join(shared, "conformance", "touch", "*.json"))):
            with open(case, encoding="utf-8") as f:
                body = json.load(f)
            path = os.path.join(workdir, f"touch-{os.path.basename(case)}")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(body["spec"], f)
            docs.append((f"conformance/touch/{os.path.basename(case)}", path, "hit", [body["points"]]))
    for n, spec in enumerate(check_text_widths.specs()):
        path = os.path.join(workdir, f"text-{n}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(spec, f, ensure_ascii=False)
        docs.append((f"text: {spec['title']}", path, "layout", ["json", "svg"]))
    for name, text, command in [("bad-spec.json", BAD_SPEC, "layout"), ("bad-scenario.json", BAD_SCENARIO, "ranges")]:
        path = os.path.join(workdir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        docs.append((name, path, command, ["json"]))
    return docs


def first_difference(a, b):
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"at character {at}: native {a[max(0, at - 60):at + 60]!r}, page {b[max(0, at - 60):at + 60]!r}"


def build_site(swatch, root, workdir, name="site", env=None):
    site = os.path.join(workdir, name)
    done = harness.build_site(swatch, root, site, env=env)
    if env is None and "window.swatch will say so" in done.stderr:
        sys.exit("swatch build wrote no engine module: " + done.stderr.strip()
                 + "\n(run `make wasm` first; `make test-browser` does)")
    with open(os.path.join(site, "engine-check.html"), "w", encoding="utf-8") as f:
        f.write(PAGE)
    return site


def main():
    swatch, root = harness.arguments(__doc__)
    shared = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, "..", "shared")
    if not os.path.isdir(os.path.join(shared, "conformance")):
        print(f"conformance cases skipped: {shared}/conformance is absent")
        shared = None
    workdir = tempfile.mkdtemp(prefix="swatch-wasm-")
    tally = harness.Tally("wasm-engine")

    def report(ok, line):
        tally.report(ok, line, quiet_when_ok=True)

    try:
        site = build_site(swatch, root, workdir)
        docs = documents(root, shared, workdir)
        jobs, expected = [], []
        for name, path, command, formats in docs:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for fmt in formats:
                jobs.append([command, text, fmt])
                expected.append((f"{name} ({command} {fmt})", native(swatch, command, path, fmt)))
        code_jobs, code_expected = [], []
        for name, path, command, _ in docs:
            if command != "layout" or name.startswith("text:"):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for language in ["swift", "objc"]:
                code_jobs.append([name, text, language])
                code_expected.append((f"{name} (layout {language})", native(swatch, "layout", path, language)))
        worker_jobs = []
        for name, path, command, _ in docs:
            if command == "hit":
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for options in [{}, {"width": 320, "scale": 2, "debug": True}] + ([{"state": 0}] if command == "transition" else []):
                worker_jobs.append([text, options])
        with harness.make_driver(1200, 900, logs=("browser", "performance")) as driver:
            driver.get("file://" + os.path.join(site, "engine-check.html"))
            ran = driver.execute_async_script(RUN, jobs)
            if "failed" in ran:
                print(f"FAIL the engine did not start: {ran['failed']}")
                return 1
            answers = ran["answers"]
            coded = driver.execute_async_script(CODE, code_jobs)
            driver.get("file://" + os.path.join(site, "engine-check.html"))
            from_worker = driver.execute_async_script(WORKER, worker_jobs)
            if "failed" in coded:
                print(f"FAIL the engine did not start for code: {coded['failed']}")
                return 1
            import_jobs, import_expected = [], []
            for (title, (status, out, _)), (_, _, language) in zip(code_expected, code_jobs):
                if status == 0:
                    import_jobs.append([out, {"language": language}])
                    import_expected.append((f"{title} imported", native_import(swatch, out, language)))
            import_jobs.append([UNDEFINED_IF, {"language": "swift"}])
            import_expected.append(("code with an #if on a name it does not define", native_import(swatch, UNDEFINED_IF, "swift")))
            import_jobs.append([BAD_CODE, {"language": "swift", "class": "B"}])
            import_expected.append(("unreadable code", native_import(swatch, BAD_CODE, "swift", "--class", "B")))
            imported = driver.execute_async_script(IMPORT, import_jobs)
            requests = [json.loads(e["message"])["message"] for e in driver.get_log("performance")]
            fetched = sorted({r["params"]["request"]["url"] for r in requests
                              if r.get("method") == "Network.requestWillBeSent"
                              and not r["params"]["request"]["url"].startswith(("file:", "data:", "blob:"))})
            errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            bare = build_site(swatch, root, workdir, "site-without-module",
                              dict(os.environ, SWATCH_WASM=os.path.join(workdir, "absent")))
            driver.get("file://" + os.path.join(bare, "engine-check.html"))
            missing = driver.execute_async_script(
                "const done = arguments[0]; swatch.ready.then(() => done('ready'), (e) => done(e.message));")
        text_lines = 0
        for (title, (status, out, err)), answer in zip(expected, answers):
            if status == 0:
                got = answer.get("output")
                if got is None:
                    report(False, f"{title}: the page threw {answer.get('error')!r}")
                else:
                    report(got == out, f"{title}: {first_difference(out, got)}")
                    if title.startswith("text:") and title.endswith("json)"):
                        text_lines += out.count('"id"')
            else:
                report(answer.get("isError") and answer.get("error") == err and answer.get("status") == "invalid"
                       and answer.get("parts", {}).get("description") == err,
                       f"{title}: the page answered {answer!r}, the CLI said {err!r}")
        report(not ran["scenesBefore"], "the ranges, frames or transitions module was loaded before a document of theirs was asked for")
        report(ran["scenesAfter"], "the ranges, frames and transitions modules were not loaded for their documents")
        before = coded["before"]
        report(not before["loaded"], "the code module was loaded before code was asked for")
        report(before["answer"] == {"status": "elsewhere", "module": "code", "request": before["sent"]},
               f"swatch.callNow of a layout as Swift before the code module loaded: {before['answer']!r}")
        report(coded["loaded"], "swatch.layout(text, 'swift') did not load js/swatch-code-module.js")
        for (title, (status, out, err)), answer in zip(code_expected, coded["answers"]):
            if status == 0:
                report(answer.get("output") == out, f"{title}: {first_difference(out, answer.get('output') or '')}"
                       if "output" in answer else f"{title}: the page threw {answer.get('error')!r}")
            else:
                report(answer.get("isError") and answer.get("error") == err,
                       f"{title}: the page answered {answer!r}, the CLI said {err!r}")
        first_status, first_out, _ = code_expected[0][1]
        report(first_status == 0 and coded["sync"] == first_out,
               f"swatch.callNow of a layout as Swift once the code module is in: {str(coded['sync'])[:200]!r}")
        report(not imported["before"], "the import module was loaded before code was imported")
        report(imported["loaded"], "swatch.import did not load js/swatch-import-module.js")
        for (title, (status, out, err)), answer in zip(import_expected, imported["answers"]):
            if status == 0:
                got = answer.get("output")
                if got is None:
                    report(False, f"{title}: the page threw {answer.get('error')!r}")
                    continue
                report(got.get("import") == json.loads(out), f"{title}: the page's answer differs from the CLI's")
                report(json.loads(got.get("specText", "null")) == json.loads(out).get("spec"), f"{title}: specText is not the spec")
            else:
                report(answer.get("isError") and answer.get("error") == err and answer.get("line") == 3
                       and answer.get("classes") == ["A", "B"],
                       f"{title}: the page answered {answer!r}, the CLI said {err!r}")
        if isinstance(from_worker, dict):
            report(False, f"the worker's engine did not start: {from_worker['failed']}")
        else:
            for (text, options), (worker, page) in zip(worker_jobs, from_worker):
                report(worker == page and not worker.startswith("threw"),
                       f"the worker answered {text[:60]!r} with {options} otherwise: {first_difference(page, worker)}")
                if "state" in options and not page.startswith("threw"):
                    # A state's tab: read whole by the transitions module, laid out by the core.
                    view = json.loads(page)
                    view = view.get("answer", view)
                    paths = [e["path"] for e in (view.get("outline") or {}).get("elements", [])]
                    report(view.get("error") is not None or (view.get("state") == 0 and paths and
                                                             all(p.startswith("states[0].root") for p in paths)),
                           f"the state tab of {text[:60]!r} is not state 0 laid out: {page[:200]}")
        report(not fetched, f"the page made network requests: {fetched}")
        report(not errors, f"the page logged errors: {errors}")
        report("swatch-core.wasm cannot be read" in missing, f"without the module, swatch.ready said {missing!r}")
        print(f"engine in the page: {len(jobs)} answers compared with the binary "
              f"({len(docs)} documents, {text_lines} text spec nodes); code module: {len(code_jobs)} answers; "
              f"import module: {len(import_jobs)} answers; "
              f"in a worker: {len(worker_jobs)} playground answers compared with the page's")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
