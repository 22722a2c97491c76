# Swatch: `make serve` sets up and serves the playground; `make test` sets up
# and runs every test. Both install the Debian packages they need when missing.

SHELL := /bin/bash
SWIFT ?= swift
SHARED ?= ../shared
RELEASE := .build/release

# Debian packages the build and the tests need (C libraries; wasi-libc and
# compiler-rt for the engine's WebAssembly module, which the server and the
# site ship; the browser for the real-browser tests, fontconfig and a CJK font
# that the text engine and the browser both fall back to for Japanese) and
# those only the benchmarks need.
BUILD_PACKAGES := pkg-config libcmark-dev libmicrohttpd-dev libharfbuzz-dev wasi-libc libclang-rt-14-dev-wasm32
TEST_PACKAGES := $(BUILD_PACKAGES) chromium chromium-driver python3-venv fontconfig fonts-droid-fallback
BENCH_PACKAGES := valgrind wrk nginx-light hugo

.PHONY: deps deps-bench build release wasm site serve test test-swift test-wasm test-conformance test-browser browser-venv bench bench-ir bench-server bench-build bench-wasm clean

# Installs whatever of the listed packages is missing (as root, or with sudo).
define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(TEST_PACKAGES))

deps-bench: deps
	$(call install_missing,$(BENCH_PACKAGES))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The engine as one WebAssembly module (Embedded Swift, the same sources as
# the binary): .build/wasm/swatch.wasm, which `swatch serve` serves and
# `swatch build` writes into the site as public/js/swatch-module.js for
# Public/js/swatch.js (window.swatch); and swatch-wasi.wasm for the checks.
WASM := .build/wasm
wasm: deps
	scripts/build-wasm.sh $(WASM)

# The static site, readable from file://.
site: release wasm
	$(RELEASE)/swatch build --out site

serve: release wasm
	$(RELEASE)/swatch serve --host 127.0.0.1 --port 8080

# Every test: the package's own tests (debug build, internal checks on), the
# WebAssembly build checked against the binary, the public conformance
# checkers against the release binary, then the browser checks.
test: test-swift test-wasm test-conformance test-browser

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The module's WASI build in the toolchain's wasmkit answers what the binary
# prints (specs without text; text is checked in the browser).
test-wasm: release wasm
	python3 Tests/wasm/check_wasi.py $(RELEASE)/swatch $(WASM)/swatch-wasi.wasm . $(SHARED)

test-conformance: release
	@if [ -d "$(SHARED)/conformance" ]; then \
	  $(SHARED)/conformance/check-frames $(SHARED)/conformance/frames -- $(RELEASE)/swatch layout --format json && \
	  $(SHARED)/conformance/check-ranges $(SHARED)/conformance/ranges -- $(RELEASE)/swatch ranges --format json; \
	else echo "skipped: $(SHARED)/conformance is absent"; fi

# Real-browser checks in headless Chromium (chromium-driver, Selenium from
# PyPI in a venv under .build): text drawn is as wide as the text engine
# measured it (every line, Latin at 12 to 24 points and Japanese, within 1 px); the
# playground lays out as you type, marks errors, saves, shares and works
# without JavaScript; range demos step with their slider; window.swatch in a
# built site opened from file:// answers byte for byte what the binary prints
# (every content spec, conformance case and text spec).
BROWSER_VENV := .build/browser-venv
browser-venv:
	@if ! $(BROWSER_VENV)/bin/python -c 'import selenium' 2>/dev/null; then \
	  python3 -m venv $(BROWSER_VENV) && $(BROWSER_VENV)/bin/pip install -q 'selenium>=4.11'; \
	fi

test-browser: deps browser-venv wasm
	$(SWIFT) build --product swatch
	$(BROWSER_VENV)/bin/python Tests/browser/check_text_widths.py .build/debug/swatch .
	$(BROWSER_VENV)/bin/python Tests/browser/playground_test.py .build/debug/swatch .
	$(BROWSER_VENV)/bin/python Tests/browser/wasm_engine_test.py .build/debug/swatch . $(SHARED)

# Layout benchmark: ns per element; range benchmark: ms per 100,000-item
# scenario and µs per record; medians of repeated runs (release build).
bench: deps
	$(SWIFT) build -c release --product swatch-bench
	$(RELEASE)/swatch-bench

# Instructions per element for laying out feed-1k, counted by callgrind around
# the layout call only.
bench-ir: deps-bench
	$(SWIFT) build -c release --product swatch-bench
	@out=$$(mktemp); \
	valgrind --tool=callgrind --callgrind-out-file=$$out --toggle-collect='$$s11SwatchBench*LayoutRegion*' \
	  $(RELEASE)/swatch-bench ir feed-1k 2>&1 | grep -E 'Collected|elements' ; \
	ir=$$(grep -E '^summary:|^totals:' $$out | head -1 | awk '{print $$2}'); rm -f $$out; \
	echo "feed-1k layout: $$ir instructions, $$((ir / 7001)) per element (7001 elements)"

# wrk against `swatch serve` (a cached guide page, POST /api/layout) and
# nginx serving the same bytes, in the same run; prints req/s, p50/p99 and
# the ratio.
bench-server: deps-bench release
	SKIP_BUILD=1 scripts/bench-server.sh

# Pages per second of `swatch build` on the guide, the real corpus and 1,000
# generated pages, with Hugo on the same 1,000 pages in the same run.
bench-build: deps-bench release
	SKIP_BUILD=1 scripts/bench-build.sh

# The engine in the page: module size, ready time from file://, the
# notification cell laid out in the page beside the native figure.
bench-wasm: deps browser-venv release wasm
	$(SWIFT) build -c release --product swatch-bench
	$(BROWSER_VENV)/bin/python scripts/bench-wasm.py $(RELEASE)/swatch $(RELEASE)/swatch-bench .

clean:
	rm -rf .build
