#!/usr/bin/env bash
# `make serve`: serves as soon as the server is built, and builds the
# engine in the page beside it.
#
#   1. says at once when HOST:PORT cannot be listened on (another server
#      there, a port below 1024), before anything is built;
#   2. builds the `swatch` binary alone (release; not the fuzzers, the
#      benchmarks or the tests);
#   3. starts `swatch serve`: the guide's figures and the playground are
#      answered by the server's own engine from then on;
#   4. builds the engine's WebAssembly modules (scripts/build-wasm.sh, the
#      slow part the first time); the server answers them once they are
#      there and tells open pages, whose playground switches to them;
#   5. waits for the server (Ctrl-C stops it).
#
# Usage: scripts/serve.sh [HOST] [PORT]   (make serve HOST=... PORT=...)
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=${1:-127.0.0.1}
PORT=${2:-8080}
SWIFT=${SWIFT:-swift}
WASM=${WASM:-.build/wasm}

if ! python3 - "$HOST" "$PORT" <<'EOF'
import socket, sys
host, port = sys.argv[1], int(sys.argv[2])
try:
    family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind((host, port))
except OSError as error:
    print(f"make serve: cannot listen on {host}:{port} ({error.strerror or error}); "
          f"choose another port: make serve PORT=9090", file=sys.stderr)
    sys.exit(1)
EOF
then
  exit 1
fi

echo "make serve: building swatch (release)..."
"$SWIFT" build -c release --product swatch
binary=.build/release/swatch

# The server reads the modules from $WASM as they are built.
SWATCH_WASM=$WASM "$binary" serve --host "$HOST" --port "$PORT" &
server=$!
stop() {
  kill -TERM "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}
trap 'stop; exit 130' INT TERM

echo "make serve: the server answers now; building the engine for the page beside it (the first time takes a while)..."
if scripts/build-wasm.sh "$WASM"; then
  echo "make serve: the page's engine is built; open playgrounds use it"
else
  echo "make serve: the page's engine could not be built (above); the server goes on answering the playground" >&2
fi
wait "$server"
