#!/usr/bin/env python3
"""One slow request beside others on `swatch serve`.

    scripts/bench-server-slow.py [SWATCH] [NODES]      (make bench-server-slow)

Starts `swatch serve --quiet` (default .build/release/swatch) on a free
loopback port and posts one `POST /api/layout?format=swift` of a vertical
stack of NODES (default 9,999) nodes without ids (a slow code export), and,
while it runs, the notification cell to `POST /api/layout` every 100 ms (at
most 40 times); prints the export's status and time, and how the others
were answered (statuses, median and worst time). Nothing is asserted.
"""
import http.client
import os
import sys
import threading
import time

from served import ROOT, swatch_serve


def main():
    nodes = int(sys.argv[2]) if len(sys.argv) > 2 else 9999
    with swatch_serve(sys.argv[1] if len(sys.argv) > 1 else None) as (_, port):
        measure(ROOT, port, nodes)


def post(port, path, body):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    start = time.time()
    connection.request("POST", path, body=body, headers={"Content-Type": "application/json"})
    answer = connection.getresponse()
    answer.read()
    return answer.status, time.time() - start


def measure(root, port, nodes):
    child = '{"type":"node","style":{"preferredSize":[10,10]}}'
    slow_spec = ('{"sizeRange":{"min":[375,0],"max":[375,"inf"]},"root":{"type":"stack","direction":"vertical",'
                 '"children":[' + ",".join([child] * nodes) + "]}}").encode()
    with open(os.path.join(root, "content/specs/notification-cell-unread.json"), "rb") as f:
        quick_spec = f.read()
    slow = {}
    thread = threading.Thread(target=lambda: slow.update(answer=post(port, "/api/layout?format=swift", slow_spec)))
    thread.start()
    time.sleep(0.3)
    others = []
    while thread.is_alive() and len(others) < 40:
        others.append(post(port, "/api/layout", quick_spec))
        time.sleep(0.1)
    thread.join()
    status, seconds = slow["answer"]
    print(f"bench-server-slow: the export of {nodes} nodes without ids: {status}, {seconds:.1f} s")
    if not others:
        print("no other request was made while it ran")
        return
    times = sorted(t for _, t in others)
    statuses = {}
    for s, _ in others:
        statuses[s] = statuses.get(s, 0) + 1
    print(f"{len(others)} other POST /api/layout meanwhile: "
          + ", ".join(f"{n} answered {s}" for s, n in sorted(statuses.items()))
          + f"; median {times[len(times) // 2] * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
