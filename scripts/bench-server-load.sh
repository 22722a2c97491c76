#!/usr/bin/env bash
# A bounded loopback load check of `swatch serve` with its defaults (one
# event loop on two cores): many connections, slow ones and idle ones.
#
#   scripts/bench-server-load.sh            (make bench-server-load)
#
# Starts the release `swatch serve --quiet` on a free loopback port with the
# repository's content, then, against a guide page:
#   1. wrk -t2 -c256 alone: requests per second (the server used to stall
#      here at about 28 a second);
#   2. wrk -t2 -c256 while 1,100 slow connections (more than the server's
#      1,024) trickle header lines, one every second each, from 127.0.0.2 to
#      127.0.0.4, reopening any the server closes, so 1,100 are held
#      throughout;
#   3. 2,000 idle connections (nothing sent), reopened likewise;
#   4. three POSTs to /api/layout of a one-line spec of 9,990 elements
#      (1 MiB, the size limit) at once: CPU-heavy work, answered on the work
#      thread while pages are answered on the event loop.
# During each phase but the second (wrk alone: a client arriving every 200
# ms would itself break libmicrohttpd's stall) a fresh client (127.0.0.1)
# opens a new connection every 200 ms and asks for the page; the script
# prints how long each waited for the whole answer (median, p99, worst) and
# how many got none within 10 s.
#
# Environment: BENCH_PATH (default: the first guide page that answers 200),
# DURATION (seconds per phase, 10), SKIP_BUILD=1 to use the existing release
# build, SWATCH (binary path).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10}
SWATCH=${SWATCH:-.build/release/swatch}

. scripts/bench-setup.sh
bench_setup bench-server-load wrk curl python3

"$SWATCH" serve --quiet --host 127.0.0.1 --port 0 >"$work/swatch.out" 2>"$work/swatch.log" &
pids+=($!)
for _ in $(seq 200); do grep -q "Serving" "$work/swatch.out" 2>/dev/null && break; sleep 0.05; done
url=$(grep -o 'http://[0-9.:]*' "$work/swatch.out" | head -1)
[ -n "$url" ] || { echo "bench-server-load: swatch serve did not start:" >&2; cat "$work/swatch.log" >&2; exit 1; }
port=${url##*:}

path=${BENCH_PATH:-}
if [ -z "$path" ]; then
  for candidate in $(ls content/guide/*.md 2>/dev/null | sed -E 's#.*/([^/]*)\.md$#/guide/\1/#'); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "$url$candidate")" = 200 ]; then path=$candidate; break; fi
  done
fi
[ -n "$path" ] || { echo "bench-server-load: no guide page answers at $url" >&2; exit 1; }
bytes=$(curl -s "$url$path" | wc -c)

echo "bench-server-load: swatch serve (defaults) at $url, $bytes-byte page $path, $DURATION s a phase"
printf '%-44s %10s %9s %9s %9s %9s %10s\n' "phase" "wrk req/s" "fresh n" "median ms" "p99 ms" "worst ms" "no answer"

# Holds connections and probes with fresh requests for one phase; prints
# "fresh-count median p99 worst unanswered held reopened".
cat >"$work/load.py" <<'PY'
import multiprocessing, socket, statistics, sys, threading, time

port, path, mode, count, duration = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
probing = sys.argv[6] == "1"
sources = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"][: (3 if mode == "slow" else 4)]

def open_one(index):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((sources[index % len(sources)], 0))
    s.settimeout(5)
    s.connect(("127.0.0.1", port))
    if mode == "slow":
        s.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: load\r\n")
    s.setblocking(False)
    return s

held = []
reopened = 0
for i in range(count):
    try:
        held.append(open_one(i))
    except OSError:
        held.append(None)

def closed(s):
    try:
        return s.recv(1, socket.MSG_PEEK) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True

def read_all(s):
    """Everything the server sends until it closes the connection."""
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            return data
        data += chunk

def fresh_request():
    start = time.monotonic()
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: load\r\nConnection: close\r\n\r\n")
        data = read_all(s)
        s.close()
        if not data.startswith(b"HTTP/1.1 200"):
            return None
        return (time.monotonic() - start) * 1000
    except OSError:
        return None

end = time.monotonic() + duration

def probe(results):
    # A fresh client, every 200 ms, in a process of its own so that holding
    # the other connections never delays it (and without its copies of them).
    for s in held:
        if s is not None:
            s.close()
    waits, unanswered = [], 0
    while probing and time.monotonic() < end:
        wait = fresh_request()
        if wait is None:
            unanswered += 1
        else:
            waits.append(wait)
        time.sleep(0.2)
    results.put((waits, unanswered))

posts = []

def post_huge():
    # One-line JSON: every element's column used to be counted from the line's start.
    children = ",".join('{"type":"node","id":"n%05d-%s","style":{"preferredSize":[10,10]}}' % (i, "x" * 39) for i in range(9990))
    body = ('{"root":{"type":"stack","direction":"vertical","children":[' + children + "]}}").encode()
    start = time.monotonic()
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=120)
        s.sendall(b"POST /api/layout HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\n"
                  b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        data = read_all(s)
        status = data[9:12].decode() if data.startswith(b"HTTP/1.1 ") else "none"
    except OSError:
        status = "none"
    posts.append("%s in %.1f s (%d bytes)" % (status, time.monotonic() - start, len(body)))

posters = [threading.Thread(target=post_huge) for _ in range(3 if mode == "huge" else 0)]
for poster in posters:
    poster.start()
results = multiprocessing.Queue()
prober = multiprocessing.Process(target=probe, args=(results,))
prober.start()
line = 0
while time.monotonic() < end:
    started = time.monotonic()
    line += 1
    for i, s in enumerate(held):
        if s is None or closed(s):
            if s is not None:
                s.close()
            try:
                held[i] = open_one(i)
                reopened += 1
            except OSError:
                held[i] = None
            continue
        if mode == "slow":
            try:
                s.send(b"X-Slow-%d: 1\r\n" % line)
            except OSError:
                pass
    time.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
waits, unanswered = results.get()
prober.join()
for poster in posters:
    poster.join()

alive = sum(1 for s in held if s is not None and not closed(s))
if waits:
    ordered = sorted(waits)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    print("%d %.1f %.1f %.1f %d %d %d" % (len(waits), statistics.median(ordered), p99, ordered[-1], unanswered, alive, reopened))
else:
    print("%s - - - %s %d %d" % ("0" if probing else "-", unanswered if probing else "-", alive, reopened))
for line in posts:
    print(line)
PY

run_wrk() {  # prints req/s of a wrk -t2 -c256 run of $DURATION s
  wrk -t2 -c256 -d"${DURATION}s" --latency "$url$path" 2>&1 | tee -a "$work/wrk.log" | awk '/^Requests\/sec:/ {print $2}'
}

phase() {  # label mode count with-wrk probe
  local label=$1 mode=$2 count=$3 with_wrk=$4 probe=$5 rps="-" out
  if [ "$with_wrk" = 1 ]; then
    run_wrk >"$work/rps" &
    local wrk_pid=$!
  fi
  out=$(python3 "$work/load.py" "$port" "$path" "$mode" "$count" "$DURATION" "$probe")
  if [ "$with_wrk" = 1 ]; then wait "$wrk_pid"; rps=$(cat "$work/rps"); fi
  read -r n median p99 worst unanswered alive reopened <<<"$(head -1 <<<"$out")"
  printf '%-44s %10s %9s %9s %9s %9s %10s\n' "$label" "${rps:--}" "$n" "$median" "$p99" "$worst" "$unanswered"
  if [ "$count" -gt 0 ]; then
    echo "    $mode connections held at the end: $alive of $count (the server closed and they reopened $reopened)"
  fi
  tail -n +2 <<<"$out" | sed 's/^/    POST \/api\/layout: /'
}

phase "fresh requests alone" none 0 0 1
phase "wrk -c256 alone" none 0 1 0
phase "wrk -c256 + fresh requests" none 0 1 1
phase "wrk -c256 + 1,100 slow connections" slow 1100 1 1
phase "2,000 idle connections" idle 2000 0 1
phase "3 POSTs of a 1 MiB one-line spec" huge 0 0 1
