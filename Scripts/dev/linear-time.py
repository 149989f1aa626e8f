#!/usr/bin/env python3
"""Linear-time check: every validator on hostile shapes of 1 KB, 10 KB, 100 KB
and 1 MB, through the built CLI (batch mode, one line), plus the 120 KB case
that must be answered in well under 0.5 s.

A linear validator takes about 10x longer for 10x the input; a quadratic one
100x. The table prints seconds per size and the 1 MB / 100 KB ratio; the
script exits 1 when a 120 KB case takes 0.5 s or more, or a ratio exceeds 15.

Times are the best of --repeat runs (3) minus the process start; the ratio
is of whole runs (start-up included), at most 10 for a linear validator.

Usage: Scripts/dev/linear-time.py [--kbcheck PATH] [--sizes 1000,10000,100000,1000000] [--repeat 3]
"""
import argparse, pathlib, subprocess, sys, time

ROOT = pathlib.Path(__file__).resolve().parents[2]

SHAPES = {
    "a": "a", "dot": ".", "at": "@", "quote": "\"", "backslash": "\\", "paren": "(",
    "percent": "%", "dotdotslash": "../", "one-colon": "1:", "one-dot": "1.",
    "combining": "e\u0301", "bidi": "a\u202e", "digits": "1", "comma-group": "1,",
}
# Each validator with a prefix / suffix that puts the shape where it hurts.
TARGETS = [
    ("email-form", ["--type", "email"], "x", "@example.com"),
    ("email-rfc", ["--type", "email", "--profile", "rfc"], "\"", "@example.com"),
    ("email-domain", ["--type", "email", "--profile", "rfc"], "a@", ".com"),
    ("url-whatwg", ["--type", "url", "--profile", "whatwg"], "https://", "/x"),
    ("url-path", ["--type", "url", "--profile", "whatwg"], "https://example.com/", ""),
    ("url-ipv6", ["--type", "url", "--profile", "whatwg"], "http://[", "]/"),
    ("numberPad", ["--type", "numberPad"], "", ""),
    ("decimalPad-de", ["--type", "decimalPad", "--locale", "de_DE"], "1", ",5"),
    ("phonePad", ["--type", "phonePad"], "+", ""),
    ("text", ["--type", "default"], "", ""),
    ("twitter", ["--type", "twitter"], "@", ""),
    ("creditCardNumber", ["--type", "creditCardNumber"], "4", ""),
    ("iban", ["--type", "iban"], "DE89", ""),
    ("oneTimeCode", ["--type", "oneTimeCode"], "Your code is ", " ok"),
    ("bic", ["--type", "bic"], "", ""),
]

def run(binary, args, value):
    data = value.encode("utf-8") + b"\n"
    start = time.perf_counter()
    p = subprocess.run([binary, *args, "--format", "json", "--max-length", str(len(data) + 16), "-"],
                       input=data, capture_output=True)
    elapsed = time.perf_counter() - start
    if p.returncode not in (0, 1) or len(p.stdout.splitlines()) != 1:
        raise SystemExit(f"bad run {args} len={len(value)} rc={p.returncode}: {p.stderr[:300]!r}")
    return elapsed

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kbcheck", default=str(ROOT / ".build/release/kbcheck"))
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--targets", default="")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    chosen = [t for t in TARGETS if not a.targets or t[0] in a.targets.split(",")]
    baseline = min(run(a.kbcheck, ["--type", "default"], "x") for _ in range(15))
    print(f"baseline (process start, 1 value): {baseline * 1000:.1f} ms")
    print("| validator | shape | " + " | ".join(f"{s // 1000} KB" for s in sizes) + " | 120 KB | ratio |")
    print("|---|---|" + "---|" * (len(sizes) + 2))
    failed = []
    for name, args, prefix, suffix in chosen:
        for shape, unit in SHAPES.items():
            times, totals = [], []
            for size in sizes:
                body = (unit * (size // len(unit) + 1))[: max(1, size // len(unit)) * len(unit)]
                # The best of a.repeat runs: the machine is shared, noise only adds.
                best = min(run(a.kbcheck, args, prefix + body + suffix) for _ in range(a.repeat))
                totals.append(best)
                times.append(max(0.0, best - baseline))
            t120 = min(run(a.kbcheck, args, prefix + unit * (120_000 // len(unit)) + suffix)
                       for _ in range(a.repeat))
            # The ratio of whole runs (process start included): for a linear
            # validator (s + 10x) / (s + x) is at most 10 whatever the start-up
            # cost s, so above 15 means super-linear (5 of margin for noise).
            ratio = totals[-1] / totals[-2] if len(totals) > 1 else 0
            flag = ""
            if t120 >= 0.5 or ratio > 15:
                flag = " **SLOW**"
                failed.append((name, shape))
            cells = " | ".join(f"{t * 1000:.1f} ms" for t in times)
            print(f"| {name} | {shape} | {cells} | {t120 * 1000:.1f} ms | {ratio:.1f}{flag} |")
    if failed:
        print(f"FAILED: {failed}")
        sys.exit(1)
    print("all cases linear; every 120 KB case under 0.5 s")

if __name__ == "__main__":
    main()
