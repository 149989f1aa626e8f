#!/usr/bin/env python3
"""Side-by-side: kbcheck's CLI batch against precis-i18n (PyPI, 1.1.2) on the
same generated file, in one run.

username: kbcheck --type username - vs precis_i18n UsernameCaseMapped;
nickname: --type nickname vs NicknameCasePreserved; password: --type
password vs OpaqueString. Each side is timed --repeat times (default 5) on
the same lines; the table gives the median lines/s, the ratio kbcheck /
peer, and the verdict disagreements (precis-i18n uses Python's unicodedata,
kbcheck ICU 72 = Unicode 15.0; kbcheck's username also runs UTS #39 checks
and writes a skeleton, which precis-i18n does not).

The peer's loop is in-process Python (no process start, no output), the
kbcheck side a whole CLI run that parses, validates and writes TSV: the
ratio is the end-to-end one a batch user sees.

Usage: Scripts/dev/compare-identities.sh [--lines 200000] [--repeat 5]
"""
import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time

import precis_i18n

PIECES = [
    "alice", "Bob", "jürgen", "José", "ＦＵＬＬ", "ｗｉｄｔｈ", "Ελένη", "Дмитрий", "山田",
    "たろう", "محمد", "דוד", "Straße", "o'neil", "x_y", "user42", "André", "Łukasz", "Zoë",
    "a b", "l·l", "\u200d", "\u202e", "\t", "ﬁ", "Ⅻ", "😀",
]


def inputs(n, rng):
    out = []
    for _ in range(n):
        k = rng.choice((1, 1, 1, 2))
        out.append("".join(rng.choice(PIECES) for _ in range(k)))
    return out


def time_kbcheck(kbcheck, kind, path, repeat):
    rates, verdicts = [], None
    for _ in range(repeat):
        with open(path, "rb") as f:
            start = time.perf_counter()
            run = subprocess.run(
                [kbcheck, "--type", kind, "--format", "tsv", "--no-summary", "-"],
                stdin=f, capture_output=True)
            elapsed = time.perf_counter() - start
        lines = run.stdout.decode().splitlines()
        rates.append(len(lines) / elapsed)
        verdicts = [line.split("\t")[1] == "true" for line in lines]
    return statistics.median(rates), verdicts


def time_peer(profile, values, repeat):
    rates, verdicts = [], None
    for _ in range(repeat):
        current = []
        start = time.perf_counter()
        for value in values:
            try:
                profile.enforce(value)
                current.append(True)
            except UnicodeEncodeError:
                current.append(False)
        elapsed = time.perf_counter() - start
        rates.append(len(values) / elapsed)
        verdicts = current
    return statistics.median(rates), verdicts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kbcheck")
    parser.add_argument("--lines", type=int, default=200000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    values = inputs(args.lines, random.Random(42))
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("\n".join(values) + "\n")
        path = f.name
    print(f"{args.lines} lines, median of {args.repeat} runs; precis-i18n {precis_i18n.__version__}")
    print(f"{'type':10} {'kbcheck lines/s':>16} {'precis-i18n lines/s':>20} {'ratio':>7} {'disagree':>9}")
    for kind, profile in (("username", "UsernameCaseMapped"),
                          ("nickname", "NicknameCasePreserved"),
                          ("password", "OpaqueString")):
        ours, our_verdicts = time_kbcheck(args.kbcheck, kind, path, args.repeat)
        peer, peer_verdicts = time_peer(precis_i18n.get_profile(profile), values, args.repeat)
        # kbcheck's username refuses nothing the profile allows except by
        # UTS #39 errors (not in the default options), so verdicts compare.
        disagree = sum(1 for a, b in zip(our_verdicts, peer_verdicts) if a != b)
        print(f"{kind:10} {ours:16.0f} {peer:20.0f} {ours / peer:7.1f} {disagree:9d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
