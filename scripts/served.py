"""`swatch serve --quiet` on a free loopback port, for the server's Python benchmarks."""
import os
import socket
import subprocess
from contextlib import contextmanager

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@contextmanager
def swatch_serve(binary=None):
    """Yields (process, port) once the server says it is serving; stops it after."""
    binary = binary or os.path.join(ROOT, ".build/release/swatch")
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    server = subprocess.Popen([binary, "serve", "--quiet", "--host", "127.0.0.1", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
    try:
        server.stdout.readline()
        yield server, port
    finally:
        server.terminate()
        server.wait()
