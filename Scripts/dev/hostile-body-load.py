#!/usr/bin/env python3
"""The hostile-body load test of docs/hostile-input.md.

Starts a sign-up service (the Hummingbird or the Vapor example), posts
bodies of growing size to POST /signup over one keep-alive connection and
reads the server's own CPU time (utime + stime from /proc/PID/stat) before
and after each series: CPU per request, and the answer's size, per body
kind and size. A good request is the baseline.

    Scripts/dev/hostile-body-load.py --requests 200 -- \
        Examples/HummingbirdSignup/.build/release/HummingbirdSignup --port 9101
    Scripts/dev/hostile-body-load.py --port 9102 -- \
        Examples/VaporSignup/.build/release/VaporSignup serve --hostname 127.0.0.1 --port 9102

Prints a Markdown table. Loopback only.
"""
import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import time

GOOD = {
    "email": "Ada@Example.COM", "website": "https://example.com", "phone": "+1 650 253 0000",
    "postalCode": "10115", "amount": "1234.5",
}


def body(kind, size):
    """A JSON body of about `size` bytes."""
    if kind == "good request":
        return json.dumps(GOOD).encode()
    if kind == "unknown keys":
        n = max(1, (size - 150) // 18)
        return json.dumps({**GOOD, **{"k%09d" % i: "v" for i in range(n)}}).encode()
    if kind == "repeated key":
        n = max(1, size // 24)
        return ("{" + ",".join(['"email":"a@example.com"'] * n) + "}").encode()
    if kind == "one long value":
        return json.dumps({**GOOD, "website": "https://example.com/" + "a" * size}).encode()
    raise ValueError(kind)


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=9101)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [c for c in args.command if c != "--"]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", args.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        print("| body | size | requests | status | CPU per request (ms) | answer (bytes) |")
        print("|---|---|---|---|---|---|")
        series = [("good request", 0)] + [
            (kind, size)
            for kind in ("unknown keys", "repeated key", "one long value")
            for size in (1024, 4096, 16384, 61440)
        ]
        for kind, size in series:
            payload = body(kind, size)
            connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=30)
            before = cpu_seconds(server.pid)
            status = answer = 0
            for _ in range(args.requests):
                connection.request(
                    "POST", "/signup", body=payload, headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                data = response.read()
                status, answer = response.status, len(data)
            after = cpu_seconds(server.pid)
            connection.close()
            per = (after - before) * 1000 / args.requests
            print(f"| {kind} | {len(payload)} | {args.requests} | {status} | {per:.2f} | {answer} |")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
