#!/usr/bin/env python3
"""Side-by-side: kbcheck's CLI batch against python-stdnum and schwifty on the
same generated files, in one run.

Cards: kbcheck --type creditCardNumber - (batch) vs python-stdnum's
stdnum.luhn.is_valid over the same lines. IBANs: kbcheck --type iban - vs
stdnum.iban.is_valid and schwifty.IBAN(...). Each side is timed --repeat
times (default 5) on the same file; the table gives the median lines/s and
the ratio kbcheck / peer, and counts verdict disagreements (the peers check
less: stdnum.luhn knows no brands or lengths). The peer is timed twice: on
values already in memory (its check alone), and as a CLI batch would run it
(reading the lines from the file and writing a verdict line per value), the
work kbcheck's figure includes.

Each kind is timed twice: in electronic form (`4111111111111111`,
`DE89370400440532013000`) and in print form (groups of four joined by
spaces, `4111 1111 1111 1111`, `DE89 3704 0044 0532 0130 00`: ISO 13616-1's
print format, a card's embossed grouping). stdnum.luhn takes digits only, so
in print form it is given the line without its spaces (what a caller
would do); stdnum.iban and schwifty take the print form themselves.

Usage: Scripts/dev/compare-payments.sh [--lines 200000] [--repeat 5]
                                       [--form electronic|print|both]
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

import schwifty
from stdnum import iban as stdnum_iban
from stdnum import luhn

PREFIXES = ["4", "51", "55", "2221", "2720", "34", "37", "6011", "65", "3528", "62", "2200", "5018"]
IBAN_EXAMPLES = [
    "DE89370400440532013000", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
    "NL91ABNA0417164300", "ES9121000418450200051332", "IT60X0542811101000000123456",
    "CH9300762011623852957", "AT611904300234573201", "BE68539007547034", "PL61109010140000071219812874",
]


def luhn_digit(partial):
    return luhn.calc_check_digit(partial)


def cards(n, rng):
    out = []
    for i in range(n):
        prefix = rng.choice(PREFIXES)
        length = 15 if prefix in ("34", "37") else 16
        body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
        number = body + luhn_digit(body)
        if i % 10 == 0:  # one in ten mistyped
            number = number[:-1] + str((int(number[-1]) + 1) % 10)
        out.append(number)
    return out


def ibans(n, rng):
    out = []
    for i in range(n):
        example = rng.choice(IBAN_EXAMPLES)
        if i % 10 == 0:
            j = rng.randrange(4, len(example))
            if example[j].isdigit():
                example = example[:j] + str((int(example[j]) + 1) % 10) + example[j + 1:]
        out.append(example)
    return out


def print_form(value):
    """The value in groups of four joined by spaces."""
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def luhn_of_print_form(value):
    return luhn.is_valid(value.replace(" ", ""))


def time_kbcheck(kbcheck, kind, path, repeat):
    """kbcheck's batch over the file, its records written to /dev/null (as
    the peer's I/O run writes its lines to /dev/null), timed as a process,
    not as this script reading a pipe (a Python pipe reader took twice
    kbcheck's own time on 10 MB of records). One more run, untimed, writes
    the records to a file for the verdicts. (Until 0.6.2 the timed runs
    wrote to a file: kbcheck paid a file's page-cache writes, a third of its
    run on 2,000,000 lines, that the peer's run did not.)"""
    rates = []
    command = [kbcheck, "--type", kind, "--format", "tsv", "--no-summary", "-"]
    with open(os.devnull, "wb") as null:
        for _ in range(repeat):
            with open(path, "rb") as f:
                start = time.perf_counter()
                subprocess.run(command, stdin=f, stdout=null, check=False)
                elapsed = time.perf_counter() - start
            rates.append(count_lines(path) / elapsed)
    with tempfile.NamedTemporaryFile("w+b", suffix=".tsv") as out, open(path, "rb") as f:
        subprocess.run(command, stdin=f, stdout=out, check=False)
        out.seek(0)
        lines = out.read().decode().splitlines()
    verdicts = [line.split("\t")[1] == "true" for line in lines]
    return statistics.median(rates), verdicts


def count_lines(path):
    """The lines of a file (cached: the timed runs read the same file)."""
    if path not in LINE_COUNTS:
        with open(path, "rb") as f:
            LINE_COUNTS[path] = sum(1 for _ in f)
    return LINE_COUNTS[path]


LINE_COUNTS = {}


def time_peer(check, values, repeat):
    rates = []
    verdicts = None
    for _ in range(repeat):
        start = time.perf_counter()
        verdicts = [check(v) for v in values]
        rates.append(len(values) / (time.perf_counter() - start))
    return statistics.median(rates), verdicts


def time_peer_io(check, values, repeat):
    """The peer doing a CLI batch's work: lines read from a file, a
    `line TAB verdict` line written per value."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(values) + "\n")
        path = f.name
    rates = []
    for _ in range(repeat):
        with open(path) as lines, open(os.devnull, "w") as out:
            start = time.perf_counter()
            for n, line in enumerate(lines, 1):
                out.write(f"{n}\t{check(line.rstrip(chr(10)))}\n")
            rates.append(len(values) / (time.perf_counter() - start))
    os.unlink(path)
    return statistics.median(rates)


def schwifty_valid(value):
    try:
        schwifty.IBAN(value)
        return True
    except Exception:
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kbcheck")
    parser.add_argument("--lines", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--form", choices=["electronic", "print", "both"], default="both")
    args = parser.parse_args()
    rng = random.Random(28)
    card_values = cards(args.lines, rng)
    iban_values = ibans(args.lines, rng)
    runs = []
    if args.form in ("electronic", "both"):
        runs += [
            ("creditCardNumber", card_values, [("python-stdnum luhn", luhn.is_valid)]),
            ("iban", iban_values,
             [("python-stdnum iban", stdnum_iban.is_valid), ("schwifty IBAN", schwifty_valid)]),
        ]
    if args.form in ("print", "both"):
        runs += [
            ("creditCardNumber (print form)", [print_form(v) for v in card_values],
             [("python-stdnum luhn, spaces dropped", luhn_of_print_form)]),
            ("iban (print form)", [print_form(v) for v in iban_values],
             [("python-stdnum iban", stdnum_iban.is_valid), ("schwifty IBAN", schwifty_valid)]),
        ]
    rows = []
    for label, values, peers in runs:
        kind = label.split(" ")[0]
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("\n".join(values) + "\n")
            path = f.name
        ours, our_verdicts = time_kbcheck(args.kbcheck, kind, path, args.repeat)
        for name, check in peers:
            # Python peers are slower; time them over a tenth of the lines.
            sample = values[: max(1, len(values) // 10)]
            rate, verdicts = time_peer(check, sample, args.repeat)
            io_rate = time_peer_io(check, sample, args.repeat)
            differ = sum(1 for a, b in zip(our_verdicts, verdicts) if a != b)
            rows.append((label, name, ours, rate, io_rate, differ, len(sample)))
    print("| type | peer | kbcheck lines/s | peer lines/s (check only) | ratio |"
          " peer lines/s (with file I/O) | ratio | verdicts differing |")
    print("|---|---|---|---|---|---|---|---|")
    for kind, name, ours, rate, io_rate, differ, n in rows:
        print(f"| {kind} | {name} | {ours:,.0f} | {rate:,.0f} | {ours / rate:.1f}× |"
              f" {io_rate:,.0f} | {ours / io_rate:.1f}× | {differ}/{n} |")


if __name__ == "__main__":
    sys.exit(main())
