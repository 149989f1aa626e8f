#!/usr/bin/env python3
"""Run email-validator (PyPI) and kbcheck on the same file of addresses, one
per line; print each one's throughput, the speed ratio, and every verdict
disagreement (count, then the first N).

Usage: compare_email.py FILE KBCHECK [--limit N] [--profile P] [--repeat N] [--peer-repeat N]
                                        [--formats text,json]

kbcheck is timed over the file read --repeat times (default 20: a temporary
file holding the file N times, its output read through a pipe and
discarded), so that a 0.03 s run is not measured by the clock's resolution;
email-validator over --peer-repeat copies (default 1: 100,000 addresses take
it about 10 s, long enough). The ratio is of the throughputs (addresses/s).
The verdicts are compared on one copy (a separate, untimed kbcheck run with
--format json).
       compare_email.py --batch     (bench-cli.sh's Python side: what
           `kbcheck --type email -` does, with email-validator: one address per
           stdin line, the normalized address (or an empty line) on stdout, the
           reason on stderr; no DNS lookups)
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import email_validator
from email_validator import EmailNotValidError, validate_email


def run_email_validator(lines, repeat):
    verdicts = []
    start = time.perf_counter()
    cpu_start = time.process_time()
    for line in lines:
        try:
            validate_email(line, check_deliverability=False)
            verdicts.append((True, ""))
        except EmailNotValidError as error:
            verdicts.append((False, str(error)))
    for _ in range(repeat - 1):
        for line in lines:
            try:
                validate_email(line, check_deliverability=False)
            except EmailNotValidError:
                pass
    return verdicts, time.perf_counter() - start, time.process_time() - cpu_start


def time_kbcheck(path, kbcheck, profile, output_format, repeat):
    """Wall time and CPU time (user + sys, from wait4) of one kbcheck batch
    over `path` read `repeat` times (a temporary file), its stdout read
    through a pipe and discarded."""
    with tempfile.TemporaryFile() as repeated:
        with open(path, "rb") as f:
            data = f.read()
        if data and not data.endswith(b"\n"):
            data += b"\n"
        for _ in range(repeat):
            repeated.write(data)
        repeated.flush()
        repeated.seek(0)
        start = time.perf_counter()
        child = subprocess.Popen(
            [kbcheck, "--type", "email", "--profile", profile, "--format", output_format,
             "--no-summary", "-"],
            stdin=repeated, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        while child.stdout.read(1 << 20):
            pass
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        return elapsed, usage.ru_utime + usage.ru_stime


def run_kbcheck(path, kbcheck, profile):
    with open(path, "rb") as stdin:
        out = subprocess.run(
            [kbcheck, "--type", "email", "--profile", profile, "--format", "json", "-"],
            stdin=stdin, capture_output=True, check=False).stdout
    verdicts = []
    for line in out.decode("utf-8").splitlines():
        result = json.loads(line)
        codes = ",".join(issue["code"] for issue in result["issues"]
                         if issue["severity"] == "error")
        verdicts.append((result["valid"], codes))
    return verdicts


def batch():
    out = sys.stdout
    err = sys.stderr
    for number, line in enumerate(sys.stdin.buffer, 1):
        text = line.rstrip(b"\n").rstrip(b"\r").decode("utf-8", "replace")
        try:
            out.write(validate_email(text, check_deliverability=False).normalized + "\n")
        except EmailNotValidError as error:
            out.write("\n")
            err.write(f"stdin:{number}: {error}\n")


def main():
    if sys.argv[1:] == ["--batch"]:
        batch()
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("kbcheck")
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--profile", default="form")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--peer-repeat", type=int, default=1)
    parser.add_argument("--formats", default="text,json",
                        help="kbcheck output formats to time, comma-separated (text is what "
                             "`kbcheck --type email -` writes)")
    args = parser.parse_args()
    with open(args.file, encoding="utf-8") as f:
        lines = [line.rstrip("\n").rstrip("\r") for line in f]
    if lines and lines[-1] == "":
        lines.pop()
    n = len(lines)

    repeat = max(1, args.repeat)
    peer_repeat = max(1, args.peer_repeat)
    ev, ev_time, ev_cpu = run_email_validator(lines, peer_repeat)
    formats = [f for f in args.formats.split(",") if f]
    timings = {f: time_kbcheck(args.file, args.kbcheck, args.profile, f, repeat) for f in formats}
    kb = run_kbcheck(args.file, args.kbcheck, args.profile)
    if len(kb) != n:
        sys.exit(f"kbcheck wrote {len(kb)} results for {n} lines")

    total = n * repeat
    ev_rate = n * peer_repeat / ev_time
    print(f"addresses: {n}")
    print(f"email-validator {email_validator.__version__} (CPython {sys.version.split()[0]}), "
          f"{peer_repeat} cop{'y' if peer_repeat == 1 else 'ies'} ({n * peer_repeat:,} lines): "
          f"{ev_time:.2f} s ({ev_cpu:.2f} s CPU), {ev_rate:,.0f} addresses/s, "
          f"{sum(v for v, _ in ev)} valid")
    ev_cpu_rate = n * peer_repeat / ev_cpu
    for output_format, (kb_time, kb_cpu) in timings.items():
        kb_rate = total / kb_time
        print(f"kbcheck --profile {args.profile} --format {output_format} (batch, whole process), "
              f"{repeat} copies ({total:,} lines): {kb_time:.3f} s ({kb_cpu:.3f} s CPU), "
              f"{kb_rate:,.0f} addresses/s")
        print(f"  speed ratio kbcheck / email-validator (addresses/s): {kb_rate / ev_rate:.1f}x wall, "
              f"{(total / kb_cpu) / ev_cpu_rate:.1f}x CPU time")
    print(f"kbcheck valid: {sum(v for v, _ in kb)} (--format json, one copy)")

    differ = [i for i in range(n) if ev[i][0] != kb[i][0]]
    print(f"verdict disagreements: {len(differ)}")
    groups = {}
    for i in differ:
        e, k = ev[i], kb[i]
        key = ("email-validator valid, kbcheck: " + (k[1].split(",")[0] or "?")) if e[0] else \
            ("kbcheck valid, email-validator: " + e[1].split("(")[0].split(":")[0].strip()[:70])
        groups[key] = groups.get(key, 0) + 1
    for key, count in sorted(groups.items(), key=lambda kv: -kv[1]):
        print(f"  {count:6}  {key}")
    print("first disagreements:")
    for i in differ[: args.limit]:
        e, k = ev[i], kb[i]
        print(f"  line {i + 1}: {lines[i]!r}\n"
              f"    email-validator: {'valid' if e[0] else 'invalid: ' + e[1]}\n"
              f"    kbcheck:         {'valid' if k[0] else 'invalid: ' + k[1]}")
    if len(differ) > args.limit:
        print(f"  … {len(differ) - args.limit} more (--limit N to see them)")


if __name__ == "__main__":
    main()
