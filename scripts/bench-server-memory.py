#!/usr/bin/env python3
"""What one large answer costs `swatch serve`, and whether its memory comes back.

    scripts/bench-server-memory.py [SWATCH]      (make bench-server-memory)

Starts `swatch serve --quiet` (default .build/release/swatch) on a free
loopback port with the repository's content and, once a guide page is
rendered, posts one small range scenario whose answer is about 59 MB of JSON
(9,999 rows of 1 point, 1,700 steps): as it is, gzipped and with brotli
(Accept-Encoding), one after another, then 4 at once (the most the server
works on at once), printing for each the answer's bytes, the server's CPU
time (from /proc), and its resident memory at the peak (VmHWM) and at rest
a few seconds after (VmRSS). Nothing is asserted; the figures are for
BENCHMARKS.md.
"""
import http.client
import os
import sys
import threading
import time

from served import ROOT, swatch_serve

SCENARIO = (b'{"container":"table","viewport":[375,667],"items":{"count":9999,"size":[375,1]},'
            b'"scroll":[{"offset":0},{"offset":9000,"steps":1700}]}')


def main():
    with swatch_serve(sys.argv[1] if len(sys.argv) > 1 else None) as (server, port):
        measure(server.pid, port)


def megabytes(pid, key):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(key):
                return int(line.split()[1]) // 1024
    return 0


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def post(port, accept):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    headers = {"Content-Type": "application/json"}
    if accept:
        headers["Accept-Encoding"] = accept
    connection.request("POST", "/api/ranges", body=SCENARIO, headers=headers)
    answer = connection.getresponse()
    body = answer.read()
    return answer.status, len(body), answer.getheader("Content-Encoding") or "none"


def measure(pid, port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    connection.request("GET", "/guide/layout-specs/")
    connection.getresponse().read()
    time.sleep(1)
    print(f"bench-server-memory: a {len(SCENARIO)}-byte POST /api/ranges; at rest (guide rendered): "
          f"{megabytes(pid, 'VmRSS')} MB")
    print(f"{'answer':<34} {'status':>6} {'bytes':>12} {'CPU s':>7} {'peak MB':>8} {'rest MB':>8}")
    for accept in [None, "gzip", "br"]:
        before = cpu_seconds(pid)
        status, size, coding = post(port, accept)
        spent = cpu_seconds(pid) - before
        peak = megabytes(pid, "VmHWM")
        time.sleep(3)
        print(f"{'one, Accept-Encoding: ' + (accept or '(none)'):<34} {status:>6} {size:>12,} {spent:>7.2f} "
              f"{peak:>8} {megabytes(pid, 'VmRSS'):>8}")
    results = []
    before = cpu_seconds(pid)
    threads = [threading.Thread(target=lambda: results.append(post(port, "br"))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    spent = cpu_seconds(pid) - before
    peak = megabytes(pid, "VmHWM")
    time.sleep(3)
    statuses = ",".join(str(s) for s in sorted({r[0] for r in results}))
    print(f"{'four at once, brotli':<34} {statuses:>6} {sum(r[1] for r in results):>12,} {spent:>7.2f} "
          f"{peak:>8} {megabytes(pid, 'VmRSS'):>8}")


if __name__ == "__main__":
    main()
