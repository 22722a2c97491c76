#!/usr/bin/env bash
# Benchmarks `swatch serve` against nginx serving the same bytes, in one run.
#
#   scripts/bench-server.sh            (make bench-server)
#
# Starts the release `swatch serve` on a free loopback port and Debian's nginx
# (2 workers, sendfile on, access log off, a temporary config, as the current
# user) serving the bytes swatch answers for BENCH_PATH, then runs
# `wrk -t2 -c64 -d10s --latency` against each and prints req/s, p50/p99
# latency and the ratio (target: swatch >= 0.80 x nginx), and the CPU time
# each server used per request (which other load on the machine disturbs
# far less than req/s). When the server has
# `POST /api/layout`, the notification-cell spec (the unread cell, its text
# measured) is benchmarked too (target: p99 < 5 ms).
#
# Runs alternate (nginx, swatch, nginx, swatch, ...) so that load from other
# processes hits both alike; medians are compared.
#
# Then the same with compression (wrk sending `Accept-Encoding: gzip`, as
# browsers do): nginx serving the page's gzip form precompressed
# (`gzip_static on`, the very bytes swatch sends: its cached gzip form,
# fetched once), nginx compressing it for each request (`gzip on`, level 1,
# its default), and swatch from its compressed cache; swatch's brotli form
# is measured too (nginx-light has no brotli). COMPRESSED=0 skips these.
#
# With BASELINE set to another swatch binary (an earlier build), it is served
# too and measured in every round beside this one (nginx, baseline, swatch),
# and the script prints this build's req/s and CPU per request against it:
# a comparison that load from other processes disturbs far less than two
# separate runs.
#
# Environment: BENCH_PATH (default: the first guide page found, else a 20 KB
# page under /public/), DURATION (10s), ROUNDS (3), CONNECTIONS (64), THREADS (2),
# COMPRESSED (1; 0 skips the compressed runs),
# SKIP_BUILD=1 to use the existing release build, SWATCH (binary path),
# BASELINE (binary to compare with), SHARED (../shared), BENCH_ENFORCE=1 to
# exit 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
ROUNDS=${ROUNDS:-3}
SHARED=${SHARED:-../shared}
SWATCH=${SWATCH:-.build/release/swatch}

. scripts/bench-setup.sh
bench_setup bench-server wrk nginx curl python3
chmod 755 "$work"

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The content swatch serves: the repository's own when present, plus a 20 KB page.
content_dir=content
[ -d "$content_dir" ] || { content_dir="$work/content"; mkdir -p "$content_dir"; }
public_dir="$work/Public"
mkdir -p "$public_dir/bench"
if [ -d Public ]; then cp -R Public/. "$public_dir/"; fi
python3 - "$public_dir/bench/page.html" <<'PY'
import sys
# A 20 KB HTML page (20,480 bytes), deterministic.
head = "<!doctype html><html lang=en><head><meta charset=utf-8><title>Bench</title></head><body>\n"
tail = "</body></html>\n"
row = "<p>Texture lays out nodes off the main thread and draws them asynchronously.</p>\n"
body = head
while len(body) + len(row) + len(tail) <= 20480:
    body += row
body += "<!--" + "x" * (20480 - len(body) - len(tail) - 7) + "-->" + "\n" + tail
body = body[:20480 - len(tail)] + tail if len(body) > 20480 else body
open(sys.argv[1], "w").write(body)
PY

# swatch serve, on a free port it picks itself; --quiet, as nginx runs with its access log off.
"$SWATCH" serve --quiet --host 127.0.0.1 --port 0 --content "$content_dir" --public "$public_dir" \
  >"$work/swatch.out" 2>"$work/swatch.log" &
pids+=($!)
for _ in $(seq 100); do grep -q "Serving" "$work/swatch.out" 2>/dev/null && break; sleep 0.05; done
swatch_url=$(grep -o 'http://[0-9.:]*' "$work/swatch.out" | head -1)
[ -n "$swatch_url" ] || { echo "bench-server: swatch serve did not start:" >&2; cat "$work/swatch.log" >&2; exit 1; }
swatch_pid=${pids[0]}

baseline_url=""
if [ -n "${BASELINE:-}" ]; then
  "$BASELINE" serve --quiet --host 127.0.0.1 --port 0 --content "$content_dir" --public "$public_dir" \
    >"$work/baseline.out" 2>"$work/baseline.log" &
  baseline_pid=$!
  pids+=("$baseline_pid")
  for _ in $(seq 100); do grep -q "Serving" "$work/baseline.out" 2>/dev/null && break; sleep 0.05; done
  baseline_url=$(grep -o 'http://[0-9.:]*' "$work/baseline.out" | head -1)
  [ -n "$baseline_url" ] || { echo "bench-server: the baseline did not start:" >&2; cat "$work/baseline.log" >&2; exit 1; }
fi

# The page: BENCH_PATH, else the first guide page that answers 200, else the 20 KB page.
path=${BENCH_PATH:-}
if [ -z "$path" ]; then
  for candidate in $(ls "$content_dir"/guide/*.md 2>/dev/null | sed -E 's#.*/([^/]*)\.md$#/guide/\1/#'); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "$swatch_url$candidate")" = 200 ]; then path=$candidate; break; fi
  done
  path=${path:-/public/bench/page.html}
fi
mkdir -p "$work/www"
status=$(curl -s -o "$work/www/page.html" -w '%{http_code}' "$swatch_url$path")
[ "$status" = 200 ] || { echo "bench-server: $swatch_url$path answered $status" >&2; exit 1; }
bytes=$(wc -c <"$work/www/page.html")
# swatch's cached gzip form of it, for nginx's gzip_static (the first request makes it).
curl -s -H 'Accept-Encoding: gzip' -o "$work/www/page.html.gz" -D "$work/gzip.head" "$swatch_url$path"
curl -s -H 'Accept-Encoding: gzip' -o "$work/www/page.html.gz" -D "$work/gzip.head" "$swatch_url$path"
curl -s -H 'Accept-Encoding: br' -o "$work/page.html.br" "$swatch_url$path"
curl -s -H 'Accept-Encoding: br' -o "$work/page.html.br" "$swatch_url$path"
compressed=${COMPRESSED:-1}
if [ "$compressed" = 1 ] && ! grep -qi '^content-encoding: gzip' "$work/gzip.head"; then
  echo "bench-server: swatch does not send $path gzipped; compressed runs skipped" >&2
  compressed=0
fi

# nginx serving the same bytes.
nginx_port=$(free_port)
user_line=""
if [ "$(id -u)" = 0 ]; then user_line="user $(id -un) $(id -gn);"; fi
mkdir -p "$work/nginx/tmp"
cat >"$work/nginx/nginx.conf" <<CONF
$user_line
worker_processes 2;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path $work/nginx/tmp/body;
  proxy_temp_path $work/nginx/tmp/proxy;
  fastcgi_temp_path $work/nginx/tmp/fastcgi;
  uwsgi_temp_path $work/nginx/tmp/uwsgi;
  scgi_temp_path $work/nginx/tmp/scgi;
  types { text/html html; }
  gzip_vary on;
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/www;
    location / { }
    location /static/ { alias $work/www/; gzip_static on; }
    location /dynamic/ { alias $work/www/; gzip on; gzip_min_length 256; }
  }
}
CONF
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" &
nginx_pid=$!
pids+=("$nginx_pid")
for _ in $(seq 100); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$nginx_port/page.html")" = 200 ] && break
  sleep 0.05
done
cmp -s <(curl -s "http://127.0.0.1:$nginx_port/page.html") "$work/www/page.html" \
  || { echo "bench-server: nginx does not serve the same bytes" >&2; cat "$work/nginx/error.log" >&2; exit 1; }

# wrk: prints "req/s p50 p99 errors" for one target.
to_ms() {  # wrk latency (e.g. 812.00us, 1.23ms, 2.01s) -> milliseconds
  python3 -c 'import re,sys
v=sys.argv[1]; m=re.match(r"([0-9.]+)(us|ms|s)$", v)
print("%.3f" % (float(m.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)]) if m else "nan")' "$1"
}
# CPU time (user + system, in clock ticks) used so far by the given processes.
cpu_ticks() {
  local total=0 pid fields
  for pid in "$@"; do
    read -r -a fields <"/proc/$pid/stat" || continue
    total=$((total + fields[13] + fields[14]))
  done
  echo "$total"
}
ticks_per_second=$(getconf CLK_TCK)

# wrk against a URL; prints "req/s p50 p99 cpu-us-per-request errors", where the
# CPU is what the processes in $server_pids used per request (robust to other
# load on the machine, unlike req/s).
run_wrk() {
  local out before after
  before=$(cpu_ticks $server_pids)
  out=$(wrk "-t$THREADS" "-c$CONNECTIONS" "-d$DURATION" --latency "$@" 2>&1)
  after=$(cpu_ticks $server_pids)
  echo "$out" >>"$work/wrk.log"
  local rps p50 p99 errors requests cpu
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  cpu=$(python3 -c "import sys; print('%.1f' % ((int(sys.argv[1]) - int(sys.argv[2])) * 1e6 / int(sys.argv[3]) / max(1, int(sys.argv[4]))))" \
    "$after" "$before" "$ticks_per_second" "${requests:-0}")
  errors=$( (grep -E 'Socket errors|Non-2xx' <<<"$out" || true) | tr '\n' ' ')
  echo "${rps:-0} $(to_ms "${p50:-?}") $(to_ms "${p99:-?}") $cpu ${errors:-none}"
}

median() { python3 -c 'import statistics,sys; print("%.3f" % statistics.median(float(v) for v in sys.argv[1:]))' "$@"; }

echo "bench-server: wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $bytes-byte page $path, $ROUNDS alternating rounds"
wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "http://127.0.0.1:$nginx_port/page.html" >/dev/null 2>&1  # warm up
wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "$swatch_url$path" >/dev/null 2>&1
nginx_rps=(); nginx_p50=(); nginx_p99=(); nginx_cpu=(); swatch_rps=(); swatch_p50=(); swatch_p99=(); swatch_cpu=()
round_ratios=()
nginx_pids="$nginx_pid $(pgrep -P "$nginx_pid" | tr '\n' ' ')"
baseline_rps=(); baseline_cpu=()
printf '%-7s %-28s %12s %10s %10s %12s  %s\n' "round" "target" "req/s" "p50 ms" "p99 ms" "CPU us/req" "errors"
for round in $(seq "$ROUNDS"); do
  server_pids=$nginx_pids
  read -r rps p50 p99 cpu err <<<"$(run_wrk "http://127.0.0.1:$nginx_port/page.html")"
  nginx_rps+=("$rps"); nginx_p50+=("$p50"); nginx_p99+=("$p99"); nginx_cpu+=("$cpu")
  printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "nginx" "$rps" "$p50" "$p99" "$cpu" "$err"
  if [ -n "$baseline_url" ]; then
    server_pids=$baseline_pid
    read -r rps p50 p99 cpu err <<<"$(run_wrk "$baseline_url$path")"
    baseline_rps+=("$rps"); baseline_cpu+=("$cpu")
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "baseline" "$rps" "$p50" "$p99" "$cpu" "$err"
  fi
  server_pids=$swatch_pid
  read -r rps p50 p99 cpu err <<<"$(run_wrk "$swatch_url$path")"
  swatch_rps+=("$rps"); swatch_p50+=("$p50"); swatch_p99+=("$p99"); swatch_cpu+=("$cpu")
  printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "swatch serve" "$rps" "$p50" "$p99" "$cpu" "$err"
  round_ratios+=("$(python3 -c "import sys; print('%.3f' % (float(sys.argv[1]) / max(1.0, float(sys.argv[2]))))" "$rps" "${nginx_rps[-1]}")")
done
printf '%-7s %-28s %12.0f %10s %10s %12s\n' "median" "nginx" "$(median "${nginx_rps[@]}")" \
  "$(median "${nginx_p50[@]}")" "$(median "${nginx_p99[@]}")" "$(median "${nginx_cpu[@]}")"
printf '%-7s %-28s %12.0f %10s %10s %12s\n' "median" "swatch serve" "$(median "${swatch_rps[@]}")" \
  "$(median "${swatch_p50[@]}")" "$(median "${swatch_p99[@]}")" "$(median "${swatch_cpu[@]}")"

missed=0
ratio=$(python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" \
  "$(median "${swatch_rps[@]}")" "$(median "${nginx_rps[@]}")")
verdict=$(python3 -c "import sys; print('met' if float(sys.argv[1]) >= 0.80 else 'MISSED')" "$ratio")
[ "$verdict" = met ] || missed=1
echo "ratio swatch/nginx (medians): $ratio (target >= 0.80: $verdict); per round: ${round_ratios[*]}, median $(median "${round_ratios[@]}")"
echo "server CPU per request (medians): nginx $(median "${nginx_cpu[@]}") us, swatch $(median "${swatch_cpu[@]}") us;" \
  "nginx/swatch: $(python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$(median "${nginx_cpu[@]}")" "$(median "${swatch_cpu[@]}")")"
if [ -n "$baseline_url" ]; then
  echo "against the baseline (medians): req/s $(median "${baseline_rps[@]}") -> $(median "${swatch_rps[@]}")," \
    "CPU per request $(median "${baseline_cpu[@]}") -> $(median "${swatch_cpu[@]}") us"
fi

if [ "$compressed" = 1 ]; then
  gzip_bytes=$(wc -c <"$work/www/page.html.gz")
  br_bytes=$(wc -c <"$work/page.html.br")
  cmp -s <(curl -s -H 'Accept-Encoding: gzip' "http://127.0.0.1:$nginx_port/static/page.html") "$work/www/page.html.gz" \
    || { echo "bench-server: nginx's gzip_static does not serve swatch's gzip bytes" >&2; exit 1; }
  echo "compressed (Accept-Encoding: gzip): $gzip_bytes bytes gzipped, $br_bytes with brotli; $ROUNDS alternating rounds"
  accept=(-H 'Accept-Encoding: gzip')
  wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "${accept[@]}" "http://127.0.0.1:$nginx_port/static/page.html" >/dev/null 2>&1
  wrk -t"$THREADS" -c"$CONNECTIONS" -d2s "${accept[@]}" "$swatch_url$path" >/dev/null 2>&1
  static_rps=(); static_cpu=(); dynamic_rps=(); dynamic_cpu=(); gz_rps=(); gz_p99=(); gz_cpu=(); br_rps=(); br_cpu=(); gz_ratios=()
  for round in $(seq "$ROUNDS"); do
    server_pids=$nginx_pids
    read -r rps p50 p99 cpu err <<<"$(run_wrk "${accept[@]}" "http://127.0.0.1:$nginx_port/static/page.html")"
    static_rps+=("$rps"); static_cpu+=("$cpu")
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "nginx gzip_static" "$rps" "$p50" "$p99" "$cpu" "$err"
    read -r rps p50 p99 cpu err <<<"$(run_wrk "${accept[@]}" "http://127.0.0.1:$nginx_port/dynamic/page.html")"
    dynamic_rps+=("$rps"); dynamic_cpu+=("$cpu")
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "nginx gzip on (level 1)" "$rps" "$p50" "$p99" "$cpu" "$err"
    server_pids=$swatch_pid
    read -r rps p50 p99 cpu err <<<"$(run_wrk "${accept[@]}" "$swatch_url$path")"
    gz_rps+=("$rps"); gz_p99+=("$p99"); gz_cpu+=("$cpu")
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "swatch serve, gzip" "$rps" "$p50" "$p99" "$cpu" "$err"
    gz_ratios+=("$(python3 -c "import sys; print('%.3f' % (float(sys.argv[1]) / max(1.0, float(sys.argv[2]))))" "$rps" "${static_rps[-1]}")")
    read -r rps p50 p99 cpu err <<<"$(run_wrk -H 'Accept-Encoding: br' "$swatch_url$path")"
    br_rps+=("$rps"); br_cpu+=("$cpu")
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "swatch serve, brotli" "$rps" "$p50" "$p99" "$cpu" "$err"
  done
  gz_ratio=$(python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" \
    "$(median "${gz_rps[@]}")" "$(median "${static_rps[@]}")")
  echo "compressed, swatch gzip / nginx gzip_static (medians): $gz_ratio; per round: ${gz_ratios[*]};" \
    "swatch gzip / nginx gzip on: $(python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" \
    "$(median "${gz_rps[@]}")" "$(median "${dynamic_rps[@]}")")"
  echo "compressed, CPU per request (medians): nginx gzip_static $(median "${static_cpu[@]}") us, nginx gzip on" \
    "$(median "${dynamic_cpu[@]}") us, swatch gzip $(median "${gz_cpu[@]}") us, swatch brotli $(median "${br_cpu[@]}") us"
fi

# POST /api/layout with the notification-cell spec, when the route exists.
spec=""
for candidate in content/specs/notification-cell-unread.json "$SHARED/examples/notification-cell-unread.json" \
  content/specs/notification-cell.json; do
  [ -f "$candidate" ] && { spec=$candidate; break; }
done
layout_status=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Accept: application/json' \
  --data-binary "@${spec:-/dev/null}" "$swatch_url/api/layout")
if [ -n "$spec" ] && [ "$layout_status" = 200 ]; then
  cat >"$work/post.lua" <<LUA
local file = io.open("$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")", "rb")
wrk.method = "POST"
wrk.headers["Accept"] = "application/json"
wrk.headers["Content-Type"] = "application/json"
wrk.body = file:read("*a")
file:close()
LUA
  wrk -t"$THREADS" -c"$CONNECTIONS" -d2s -s "$work/post.lua" "$swatch_url/api/layout" >/dev/null 2>&1
  # One run, as before; with a baseline, ROUNDS alternating runs of each and their medians.
  api_rounds=1
  [ -n "$baseline_url" ] && api_rounds=$ROUNDS
  api_rps_all=(); api_p99_all=(); api_cpu_all=(); b_rps_all=(); b_p99_all=(); b_cpu_all=(); api_err=""
  for round in $(seq "$api_rounds"); do
    if [ -n "$baseline_url" ]; then
      server_pids=$baseline_pid
      read -r b_rps b_p50 b_p99 b_cpu b_err <<<"$(run_wrk -s "$work/post.lua" "$baseline_url/api/layout")"
      b_rps_all+=("$b_rps"); b_p99_all+=("$b_p99"); b_cpu_all+=("$b_cpu")
      printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "baseline POST /api/layout" "$b_rps" "$b_p50" "$b_p99" "$b_cpu" "$b_err"
    fi
    server_pids=$swatch_pid
    read -r api_rps api_p50 api_p99 api_cpu err <<<"$(run_wrk -s "$work/post.lua" "$swatch_url/api/layout")"
    api_rps_all+=("$api_rps"); api_p99_all+=("$api_p99"); api_cpu_all+=("$api_cpu")
    [ "$err" = none ] || api_err="$api_err $err"
    printf '%-7s %-28s %12.0f %10s %10s %12s  %s\n' "$round" "swatch POST /api/layout" "$api_rps" "$api_p50" "$api_p99" "$api_cpu" "$err"
  done
  api_p99=$(median "${api_p99_all[@]}")
  api_err=${api_err:-none}
  if [ -n "$baseline_url" ]; then
    echo "/api/layout against the baseline (medians): req/s $(median "${b_rps_all[@]}") -> $(median "${api_rps_all[@]}")," \
      "p99 $(median "${b_p99_all[@]}") -> $api_p99 ms, CPU per request $(median "${b_cpu_all[@]}") -> $(median "${api_cpu_all[@]}") us"
  fi
  api_verdict=$(python3 -c "import sys; print('met' if float(sys.argv[1]) < 5 else 'MISSED')" "$api_p99")
  case "$api_err" in *Non-2xx*) api_verdict="INVALID (error answers)" ;; esac
  [ "$api_verdict" = met ] || missed=1
  echo "/api/layout p99: $api_p99 ms (target < 5 ms: $api_verdict; spec $spec)"
else
  echo "POST /api/layout: skipped (the server answered $layout_status; spec: ${spec:-none found})"
fi

if [ "${BENCH_ENFORCE:-0}" = 1 ] && [ "$missed" = 1 ]; then exit 1; fi
