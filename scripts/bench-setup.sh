# Sourced by the bench-*.sh scripts (from the repository's root), which then
# call `bench_setup NAME TOOL...`: it checks that each TOOL is installed (and
# exits naming the one missing), builds the release swatch unless SKIP_BUILD=1,
# and makes $work, a temporary folder removed at exit after every process whose
# id the script added to $pids is stopped.

bench_setup() {
  local name=$1 tool
  shift
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$name: '$tool' is missing (make deps-bench)" >&2; exit 1; }
  done
  if [ "${SKIP_BUILD:-0}" != 1 ]; then swift build -c release --product swatch >&2; fi
  work=$(mktemp -d "/tmp/swatch-$name.XXXXXX")
  pids=()
  trap bench_cleanup EXIT
}

bench_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
