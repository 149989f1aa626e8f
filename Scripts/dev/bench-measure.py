#!/usr/bin/env python3
"""Runs a command N times with stdin from a file and stdout/stderr discarded,
and prints one line: best-wall-s median-wall-s cpu-s-of-best maxrss-kb-max.

Used by bench-cli.sh; wall time from perf_counter, CPU time (user+sys) and
peak RSS from wait4's rusage of the child, so the figures are the child's own.
Usage: bench-measure.py RUNS STDIN-FILE|- COMMAND [ARGS...]
"""
import os
import statistics
import subprocess
import sys
import time


def run_once(stdin_path, argv):
    stdin = open(stdin_path, "rb") if stdin_path != "-" else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    if proc.returncode not in (0, 1):
        sys.exit(f"bench-measure: {argv[0]} exited {proc.returncode}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    runs, stdin_path, argv = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    results = [run_once(stdin_path, argv) for _ in range(runs)]
    best = min(results, key=lambda r: r[0])
    median = statistics.median(r[0] for r in results)
    cpu_best = min(r[1] for r in results)
    print(f"{best[0]:.6f} {median:.6f} {cpu_best:.6f} {max(r[2] for r in results)}")


if __name__ == "__main__":
    main()
