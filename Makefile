# Swatch: `make serve` sets up and serves the playground; `make test` sets up
# and runs every test. Both install the Debian packages they need when missing.

SHELL := /bin/bash
SWIFT ?= swift
SHARED ?= ../shared
RELEASE := .build/release

# Debian packages, by what needs them: building (C libraries; wasi-libc and
# compiler-rt for the engine's WebAssembly module, which the server and the
# site ship; CodeMirror, the playground's code editor, which the server
# serves and the site carries, never kept in the project); serving (the
# build's, and fontconfig and a CJK font that the text engine falls back to
# for Japanese, as the browser does); testing (the server's, and Chromium,
# its driver and Python's venv for the real-browser and schema tests);
# benchmarking.
BUILD_PACKAGES := pkg-config libcmark-dev libmicrohttpd-dev libharfbuzz-dev zlib1g-dev libbrotli-dev wasi-libc libclang-rt-14-dev-wasm32 binaryen libjs-codemirror
SERVE_PACKAGES := $(BUILD_PACKAGES) fontconfig fonts-droid-fallback
TEST_PACKAGES := $(SERVE_PACKAGES) chromium chromium-driver python3-venv
BENCH_PACKAGES := valgrind wrk nginx-light hugo

.PHONY: deps deps-serve deps-bench build release wasm site serve test test-package test-swift test-wasm test-conformance test-schema test-browser browser-venv fuzz bench bench-ir bench-variants bench-spec-ir bench-server bench-server-load bench-server-memory bench-server-slow bench-build bench-wasm bench-page-text bench-playground bench-first-start clean

# Installs whatever of the listed packages is missing (as root, or with sudo).
define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

# What serving needs (`make serve`, `make release`).
deps-serve:
	$(call install_missing,$(SERVE_PACKAGES))

# What every test needs (`make test`).
deps:
	$(call install_missing,$(TEST_PACKAGES))

deps-bench: deps-serve
	$(call install_missing,$(BENCH_PACKAGES))

build: deps-serve
	$(SWIFT) build

# The `swatch` binary alone (not the fuzzers, benchmarks or tests).
release: deps-serve
	$(SWIFT) build -c release --product swatch

# The engine as WebAssembly (Embedded Swift, the same sources as the
# binary), one module a part of EngineModule: .build/wasm/swatch-core.wasm
# (layout specs: every page with the engine loads it first),
# swatch-ranges.wasm (range scenarios), swatch-frames.wasm (their frame
# timelines), swatch-transitions.wasm,
# swatch-states.wasm (a transition state's tab),
# swatch-code.wasm (code export), swatch-import.wasm, swatch-import_run.wasm
# and swatch-import_build.wasm (code import: read, run, build) and
# swatch-edit.wasm (the spec tree's edits), each
# loaded on first use, with their linker maps (scripts/wasm-sizes.py says
# where each module's bytes go); `swatch serve` serves them as
# public/js/swatch-NAME.wasm and `swatch build` writes them there too, with
# public/js/swatch-NAME-module.js (the module as base64 in a script, for pages
# read from disk) for Public/js/swatch.js (window.swatch); and
# swatch-wasi.wasm, all of them as a WASI command, for the checks.
# Incremental: a module is compiled again only when a source it reads
# changed (the script keeps a fingerprint of each), so with nothing changed
# this takes a second or two; it says what it compiles as it goes.
WASM := .build/wasm
wasm: deps-serve
	scripts/build-wasm.sh $(WASM)

# The static site, readable from file://.
site: release wasm
	$(RELEASE)/swatch build --out site

# Serves as soon as the server is built (its own engine answers the guide's
# figures and the playground), then builds the engine in the page beside it;
# the playground switches to it when it is there (scripts/serve.sh). A port
# that cannot be listened on is said before anything is built.
HOST ?= 127.0.0.1
PORT ?= 8080
serve: deps-serve
	scripts/serve.sh $(HOST) $(PORT)

# Every test: the package's own tests (debug build, internal checks on), the
# public conformance checkers against the release binary, then the browser
# checks.
test: test-package test-swift test-wasm test-conformance test-schema test-browser

# Package.swift declares every module each target imports.
test-package:
	python3 Tests/package/check_imports.py . .build/package-check

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The modules pages load keep their promises (each at most 800,000 bytes,
# a fifth of its 1 MB ceiling free; each with its own entry point only); their WASI build in the toolchain's
# wasmkit answers what the binary prints (specs without text; text is
# checked in the browser).
test-wasm: release wasm
	python3 Tests/wasm/check_modules.py $(WASM)
	python3 Tests/wasm/check_wasi.py $(RELEASE)/swatch $(WASM)/swatch-wasi.wasm . $(SHARED)

test-conformance: release
	@if [ -d "$(SHARED)/conformance" ]; then \
	  $(SHARED)/conformance/check-frames $(SHARED)/conformance/frames -- $(RELEASE)/swatch layout --format json && \
	  $(SHARED)/conformance/check-frames $(SHARED)/conformance/nodes -- $(RELEASE)/swatch layout --format json && \
	  $(SHARED)/conformance/check-ranges $(SHARED)/conformance/ranges -- $(RELEASE)/swatch ranges --format json && \
	  $(SHARED)/conformance/check-touch $(SHARED)/conformance/touch -- $(RELEASE)/swatch hit --format json --frames -- $(RELEASE)/swatch layout --format json && \
	  $(SHARED)/conformance/check-transitions $(SHARED)/conformance/transitions -- $(RELEASE)/swatch transition --format json && \
	  $(SHARED)/conformance/check-timelines $(SHARED)/conformance/timelines -- $(RELEASE)/swatch ranges --format json; \
	else echo "skipped: $(SHARED)/conformance is absent"; fi

# The published JSON Schema (`swatch schema`) against the engine's readers:
# every content spec, fixture and conformance case validates with Python's
# jsonschema and is accepted; seeded random specs generated from the schema
# are accepted by both; seeded mutations are judged alike by both.
test-schema: deps release browser-venv
	$(BROWSER_VENV)/bin/python Tests/schema/check_schema.py $(RELEASE)/swatch . $(SHARED)

# Real-browser checks in headless Chromium (chromium-driver, Selenium from
# PyPI in a venv under .build): text drawn is as wide as the text engine
# measured it (every line, Latin at 12 to 24 points and Japanese, within 1 px), on
# a page and in a standalone SVG file carrying its own fonts; the
# playground lays out as you type, marks errors, saves, shares and works
# without JavaScript; its code editor (CodeMirror) completes keys and values
# from the schema with their descriptions, marks the error and the layout's
# warnings at their line and column, bands the hovered node's lines, keeps
# its line numbers in front of a long line scrolled sideways, undoes the tree's and the inspector's edits with Ctrl+Z in one
# history with typing, and its tree is one Tab stop walked with the arrow
# keys; a preset chosen from disk is in the address; its downloaded SVG and
# PNG are drawn in the page's fonts (the follow cell's lines end where the
# engine measured them); a served playground whose engine is not built yet
# is answered by the server and takes up the engine's modules when they
# appear, and `make serve PORT=N` on a taken port says so before building; at 1280, 820 and 390 px the playground's drawing is in
# the first window and stays in view (with the width control) while the
# inspector is used, and in dark mode its text reads at 4.5:1 with no white
# boxes; selecting an element (mouse or keyboard) explains its size in the
# inspector and draws its stack's arithmetic over the figure, tags on screen
# and over no node, and the variants row (widths x text sizes) follows an
# edit and marks the variants that warn; range demos step with their slider; clicking a layout
# figure names the node `swatch hit` names (static site and server alike);
# every animated figure can be paused and stands still under reduced motion,
# and dark mode draws the diagrams in the page's colours;
# window.swatch in a built site opened from file:// answers byte for byte
# what the binary prints (every content spec, conformance case and text spec;
# code from the code module, loaded when first asked for), and its worker
# what the page's engine answers; the playground draws a layout spec in the
# frame after a key and a frames scenario from its worker over frames; the
# playground's Import code panel, from the static site, imports a pasted
# method, makes its condition a toggle that redraws, its count a number,
# shows errors with their line and column, and reads a .m file by its
# extension; the playground's warnings beside the drawing point at their
# element in the drawing, the tree and the text (and the imported code's
# line), by mouse and keyboard, and a fix is one undoable edit that takes
# the warning away (server and page's engine alike); the site's
# Content-Security-Policy holds raw HTML in a guide page alike served and
# from disk (a <meta> carries it in built pages), and lets the playground's
# Download PNG work; text measured in the page grows linearly with its
# length and answers the binary's frames; window.swatch holds its answers to
# the answer limit and never answers an empty string as success; the spec
# format reference shows tables and its search snippets no pipes, served
# pages and a save under a new name log nothing to the console, the built
# 404 page is styled from disk, and each figure has a name of its own.
BROWSER_VENV := .build/browser-venv
browser-venv:
	@if ! $(BROWSER_VENV)/bin/python -c 'import selenium, jsonschema' 2>/dev/null; then \
	  python3 -m venv $(BROWSER_VENV) && $(BROWSER_VENV)/bin/pip install -q 'selenium>=4.11' 'jsonschema>=4.18'; \
	fi

# The browser checks, in the order they run. Each is given the swatch binary,
# the repository and the shared folder (only wasm_engine_test reads the third).
BROWSER_TESTS := check_text_widths check_standalone_svg playground_test editor_test downloads_test \
	first_start_test playground_layout_test playground_sizes_test touch_test voiceover_test figures_test \
	wasm_engine_test import_panel_test warnings_panel_test policy_test page_text_test answer_limit_test site_test

test-browser: deps browser-venv wasm
	$(SWIFT) build --product swatch
	@set -e; for test in $(BROWSER_TESTS); do \
	  echo "Tests/browser/$$test.py"; \
	  $(BROWSER_VENV)/bin/python Tests/browser/$$test.py .build/debug/swatch . $(SHARED); \
	done

# Fuzzing, longer than the short seeded run `swift test` makes: the mutation
# fuzzer (swatch-fuzz, release) for FUZZ_RUNS inputs from FUZZ_SEED, then
# libFuzzer over the same check for FUZZ_SECONDS, built into .build-fuzz with
# coverage instrumentation on every module (-sanitize=fuzzer alone
# instruments nothing) and AddressSanitizer. Seeds: content/specs and
# Tests/Fixtures. (Leak checking is off: the once-made statics of the schema
# read as leaks at exit.) Inputs that break a property (a crash, a hang, an error
# without a place, a non-finite number in an output) go to .build-fuzz/findings.
# The importer is fuzzed after, both ways (FUZZ_IMPORT_RUNS mutants of the
# seeds exported as Swift and Objective-C, then libFuzzer for
# FUZZ_IMPORT_SECONDS with SWATCH_FUZZ_TARGET=import).
FUZZ_RUNS ?= 200000
FUZZ_SEED ?= 1
FUZZ_SECONDS ?= 600
# The importer (swatch import): its mutation runs and libFuzzer's seconds.
FUZZ_IMPORT_RUNS ?= 50000
FUZZ_IMPORT_SECONDS ?= 120
FUZZ_BUILD := .build-fuzz
FUZZ_SEEDS := content/specs Tests/Fixtures
FUZZ_COVERAGE := -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
LIBFUZZER := $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer-$(shell uname -m).a
fuzz: deps-serve
	$(SWIFT) build -c release --product swatch-fuzz
	$(RELEASE)/swatch-fuzz --seed $(FUZZ_SEED) --runs $(FUZZ_RUNS) --findings $(FUZZ_BUILD)/findings $(FUZZ_SEEDS)
	$(RELEASE)/swatch-fuzz --target import --seed $(FUZZ_SEED) --runs $(FUZZ_IMPORT_RUNS) --findings $(FUZZ_BUILD)/findings $(FUZZ_SEEDS)
	@if [ -f "$(LIBFUZZER)" ]; then \
	  set -e; \
	  SWATCH_LIBFUZZER=1 $(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product swatch-libfuzzer \
	    --sanitize fuzzer --sanitize address -Xswiftc $(FUZZ_COVERAGE); \
	  $(RELEASE)/swatch-fuzz --write-seeds $(FUZZ_BUILD)/corpus $(FUZZ_SEEDS); \
	  mkdir -p $(FUZZ_BUILD)/findings; \
	  ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/release/swatch-libfuzzer $(FUZZ_BUILD)/corpus -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_BUILD)/findings/; \
	  $(RELEASE)/swatch-fuzz --target import --write-seeds $(FUZZ_BUILD)/import-corpus $(FUZZ_SEEDS); \
	  SWATCH_FUZZ_TARGET=import ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/release/swatch-libfuzzer $(FUZZ_BUILD)/import-corpus \
	    -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_IMPORT_SECONDS) -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
	    -detect_leaks=0 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/findings/import-; \
	else echo "fuzz: libFuzzer is not in this toolchain ($(LIBFUZZER)); the mutation fuzzer ran alone"; fi

# Layout benchmark: ns per element; range benchmark: ms per 100,000-item
# scenario and µs per record; the same scenario with frames (range run, frame
# model, JSON); medians of repeated runs (release build).
bench: deps-serve
	$(SWIFT) build -c release --product swatch-bench
	$(RELEASE)/swatch-bench

# The playground's variants row (5 widths x 3 text sizes) of the
# notification cell, one engine call natively: µs a call, beside the
# playground's own answer (must fit one 16.7 ms frame; the page's figure is
# bench-wasm's).
bench-variants: deps-serve
	$(SWIFT) build -c release --product swatch-bench
	$(RELEASE)/swatch-bench variants

# Instructions per element for laying out feed-1k, counted by callgrind around
# the layout call only.
bench-ir: deps-bench
	$(SWIFT) build -c release --product swatch-bench
	@out=$$(mktemp); \
	valgrind --tool=callgrind --callgrind-out-file=$$out --toggle-collect='$$s11SwatchBench*LayoutRegion*' \
	  $(RELEASE)/swatch-bench ir feed-1k 2>&1 | grep -E 'Collected|elements' ; \
	ir=$$(grep -E '^summary:|^totals:' $$out | head -1 | awk '{print $$2}'); rm -f $$out; \
	echo "feed-1k layout: $$ir instructions, $$((ir / 7001)) per element (7001 elements)"

# Instructions one POST /api/layout costs apart from HTTP (decode, layout,
# frames JSON of the notification cell): callgrind over two runs of
# `swatch-bench spec` that differ by 1,500 requests.
bench-spec-ir: deps-bench
	$(SWIFT) build -c release --product swatch-bench
	@count() { SPEC_ROUNDS=$$1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
	  $(RELEASE)/swatch-bench spec 2>&1 | sed -n 's/.*refs: *//p' | tr -d ,; }; \
	a=$$(count 100); b=$$(count 200); \
	echo "notification cell, decode + layout + frames JSON: $$(( (b - a) / 1500 )) instructions per request"

# wrk against `swatch serve` (a cached guide page, POST /api/layout) and
# nginx serving the same bytes, in the same run, as they are and gzipped
# (nginx's gzip_static with swatch's gzip bytes, and its gzip on); prints
# req/s, p50/p99, CPU per request and the ratios.
bench-server: deps-bench release
	SKIP_BUILD=1 scripts/bench-server.sh

# `swatch serve` with its defaults under wrk -c256, then with 1,100 slow
# connections beside wrk, then 2,000 idle ones; prints req/s and how long a
# fresh request waits (bounded: four phases of 10 s).
bench-server-load: deps-bench release
	SKIP_BUILD=1 scripts/bench-server-load.sh

# One large answer (about 59 MB of range JSON) as it is, gzipped and with
# brotli, then four at once: its bytes, the server's CPU, its memory at the
# peak and at rest after (what one request can cost; memory comes back).
bench-server-memory: release
	python3 scripts/bench-server-memory.py $(RELEASE)/swatch

# One slow code export (9,999 nodes without ids) and, meanwhile, the
# notification cell every 100 ms: how the others are answered.
bench-server-slow: release
	python3 scripts/bench-server-slow.py $(RELEASE)/swatch

# Pages per second of `swatch build` on the guide, the real corpus and 1,000
# generated pages, with Hugo on the same 1,000 pages in the same run.
bench-build: deps-bench release
	SKIP_BUILD=1 scripts/bench-build.sh

# The engine in the page: module size, ready time from file://, the
# notification cell laid out in the page beside the native figure.
# A text of N letters laid out in the page (N = 2,048, 16,384, 65,536)
# beside the native figure.
bench-page-text: deps browser-venv release wasm
	$(BROWSER_VENV)/bin/python scripts/bench-page-text.py $(RELEASE)/swatch .

# The playground in headless Chromium: key press to the drawing painted
# (median, max) and long tasks, for a layout spec, a range scenario, one with
# a frame timeline and a transition document, served and read from disk;
# then every document in content/specs.
bench-playground: deps browser-venv release wasm
	$(BROWSER_VENV)/bin/python scripts/bench-playground.py $(RELEASE)/swatch .

# A newcomer's first start: README's `make serve PORT=...` in a fresh clone of
# HEAD (nothing built), timed until the guide and the playground answer and
# until an open playground has taken up the page's engine (headless Chromium).
bench-first-start: deps browser-venv
	$(BROWSER_VENV)/bin/python scripts/bench-first-start.py . --port $(or $(BENCH_PORT),8188)

bench-wasm: deps browser-venv release wasm
	$(SWIFT) build -c release --product swatch-bench
	$(BROWSER_VENV)/bin/python scripts/bench-wasm.py $(RELEASE)/swatch $(RELEASE)/swatch-bench .

clean:
	rm -rf .build $(FUZZ_BUILD)
