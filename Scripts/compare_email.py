#!/usr/bin/env python3
"""Run email-validator (PyPI) and kbcheck on the same file of addresses, one
per line; print each one's throughput, the speed ratio, and every verdict
disagreement (count, then the first N).

Usage: compare_email.py FILE KBCHECK [--limit N] [--profile P]
       compare_email.py --batch     (bench-cli.sh's Python side: what
           `kbcheck --type email -` does, with email-validator: one address per
           stdin line, the normalized address (or an empty line) on stdout, the
           reason on stderr; no DNS lookups)
"""
import argparse
import json
import subprocess
import sys
import time

import email_validator
from email_validator import EmailNotValidError, validate_email


def run_email_validator(lines):
    verdicts = []
    start = time.perf_counter()
    for line in lines:
        try:
            validate_email(line, check_deliverability=False)
            verdicts.append((True, ""))
        except EmailNotValidError as error:
            verdicts.append((False, str(error)))
    return verdicts, time.perf_counter() - start


def run_kbcheck(path, kbcheck, profile):
    start = time.perf_counter()
    with open(path, "rb") as stdin:
        out = subprocess.run(
            [kbcheck, "--type", "email", "--profile", profile, "--format", "json", "-"],
            stdin=stdin, capture_output=True, check=False).stdout
    elapsed = time.perf_counter() - start
    verdicts = []
    for line in out.decode("utf-8").splitlines():
        result = json.loads(line)
        codes = ",".join(issue["code"] for issue in result["issues"]
                         if issue["severity"] == "error")
        verdicts.append((result["valid"], codes))
    return verdicts, elapsed


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
    args = parser.parse_args()
    with open(args.file, encoding="utf-8") as f:
        lines = [line.rstrip("\n").rstrip("\r") for line in f]
    if lines and lines[-1] == "":
        lines.pop()
    n = len(lines)

    ev, ev_time = run_email_validator(lines)
    kb, kb_time = run_kbcheck(args.file, args.kbcheck, args.profile)
    if len(kb) != n:
        sys.exit(f"kbcheck wrote {len(kb)} results for {n} lines")

    print(f"addresses: {n}")
    print(f"email-validator {email_validator.__version__} (CPython {sys.version.split()[0]}): "
          f"{ev_time:.2f} s, {n / ev_time:,.0f} addresses/s, {sum(v for v, _ in ev)} valid")
    print(f"kbcheck --profile {args.profile} (batch, JSON out, whole process): "
          f"{kb_time:.2f} s, {n / kb_time:,.0f} addresses/s, {sum(v for v, _ in kb)} valid")
    print(f"speed ratio kbcheck / email-validator: {ev_time / kb_time:.1f}x")

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
