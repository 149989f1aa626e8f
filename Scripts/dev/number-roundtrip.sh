#!/usr/bin/env bash
# Locale round trip (issue 15, numbers): for every locale ICU has data for
# and each numbering system (default, latn, native), ICU formats exact
# decimals (with and without grouping, fractions, negatives); kbcheck reads
# each text back in that locale (--type numbers --profile number: signed
# decimals). A value read as a DIFFERENT number is a failure; a value
# refused, or read with an ambiguity warning, is counted apart (never
# silent). Exit 1 when any value is read as a different number.
#
# usage: Scripts/dev/number-roundtrip.sh [KBCHECK] [OUT.tsv]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/kbcheck}
out=${2:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/roundtrip" Scripts/dev/number-roundtrip/roundtrip.c $(pkg-config --cflags --libs icu-uc icu-i18n)
"$work/roundtrip" > "$work/rows.tsv"
python3 - "$bin" "$work/rows.tsv" "$out" <<'PY'
import collections, json, subprocess, sys
from decimal import Decimal
bin, rows_file, out = sys.argv[1:4]
rows = collections.defaultdict(list)
for line in open(rows_file, encoding="utf-8"):
    loc, value, text = line.rstrip("\n").split("\t")
    rows[loc].append((value, text))
locales = set(l.split("@")[0] for l in rows)
same = wrong = refused = warned = 0
failures, refusals = [], collections.Counter()
kept = []
for loc, items in sorted(rows.items()):
    # kbcheck is given the locale as users pick it (no @numbers): the digits choose the system.
    plain = loc.split("@")[0]
    p = subprocess.run([bin, "--type", "numbers", "--profile", "number", "--locale", plain,
                        "--format", "json", "--no-summary", "-"],
                       input="\n".join(t for _, t in items) + "\n", capture_output=True, text=True)
    results = [json.loads(l) for l in p.stdout.splitlines()]
    if len(results) != len(items):
        sys.exit(f"{loc}: {len(results)} results for {len(items)} lines: {p.stderr[:300]}")
    for (value, text), r in zip(items, results):
        codes = [i["code"] for i in r["issues"]]
        if not r["valid"]:
            refused += 1
            refusals[",".join(codes)] += 1
        elif Decimal(r["value"]) != Decimal(value):
            ambiguous = any(c.startswith("number.ambiguous") for c in codes)
            if ambiguous:
                warned += 1
            else:
                wrong += 1
                failures.append(f"{loc}\t{value}\t{text!r}\t-> {r['value']}\t{codes}")
        else:
            same += 1
        kept.append((plain, loc, value, text, r["value"] if r["valid"] else "", ",".join(codes)))
print(f"locales: {len(locales)} ({len(rows)} locale/numbering-system pairs); formatted values: {same + wrong + refused + warned}")
print(f"  read back as the same number: {same}")
print(f"  read as another number WITH an ambiguity warning: {warned}")
print(f"  refused with an error: {refused} {dict(refusals.most_common(5))}")
print(f"  read as ANOTHER number silently: {wrong}")
for f in failures[:50]: print("FAIL", f)
if out:
    with open(out, "w", encoding="utf-8") as f:
        f.write("locale\tsystem-locale\tvalue\tformatted\tkbcheck\tcodes\n")
        # A sample per pair keeps the fixture small: grouped and plain, a fraction, a negative.
        for row in kept:
            if row[2] in ("2500", "1234.5", "-12", "1234567.89", "0.25"):
                f.write("\t".join(row) + "\n")
sys.exit(1 if wrong else 0)
PY
