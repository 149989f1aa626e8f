#!/usr/bin/env python3
"""The table round trip of issue 32, on a generated customer table:

- `kbcheck table --clean` keeps the row count and the columns;
- every planted error is reported on its row and field;
- every cell of a valid field in the cleaned table equals what a
  per-type `kbcheck` batch run gives for that value (phone numbers with
  their row's country as the default region);
- with --spark, the same rows piped through PySpark local[2]
  (Scripts/ci/spark-table.py) give the same reports as one process.

    table-roundtrip.py KBCHECK ROWS [--jobs N] [--spark] [--keep DIR]
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA = os.path.join(ROOT, "Fixtures", "tables", "customers.schema.json")
# The schema's column → the `kbcheck --type` of a per-type run.
TYPES = {"id": "asciiCapableNumberPad", "name": "default", "email": "email", "phone": "phone",
         "country": "asciiCapable", "amount": "decimal"}


def run(args, **kw):
    kw.setdefault("check", False)
    return subprocess.run(args, **kw)


def batch(kbcheck, kind, values, settings=()):
    """Canonical values of a per-type batch run, in order (None when invalid)."""
    args = [kbcheck, "--type", kind, "--format", "json", "--no-summary"]
    for s in settings:
        args += ["--set", s]
    out = run(args + ["-"], input=("\n".join(values) + "\n").encode(), stdout=subprocess.PIPE)
    return [json.loads(line)["value"] if json.loads(line)["valid"] else None
            for line in out.stdout.decode().splitlines()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kbcheck")
    parser.add_argument("rows", type=int)
    parser.add_argument("--jobs", default="1")
    parser.add_argument("--spark", action="store_true")
    parser.add_argument("--keep")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp()
    table, jsonl, planted = (os.path.join(work, n) for n in ("t.csv", "t.jsonl", "planted.jsonl"))
    run([sys.executable, os.path.join(ROOT, "Scripts", "ci", "generate-customers.py"), str(args.rows),
         table, "--jsonl", jsonl, "--planted", planted], check=True)
    clean = os.path.join(work, "clean.csv")
    start = time.time()
    out = run([args.kbcheck, "table", "--schema", SCHEMA, "--clean", clean, "--jobs", args.jobs,
               "--no-progress", table], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.time() - start
    assert out.returncode == 1, f"exit {out.returncode}: {out.stderr.decode()[-500:]}"
    reports = [json.loads(line) for line in out.stdout.decode().splitlines()]
    with open(table, newline="") as f:
        source = list(csv.reader(f))
    with open(clean, newline="") as f:
        cleaned = list(csv.reader(f))
    failures = []
    if len(cleaned) != len(source) or len(reports) != len(source) - 1:
        failures.append(f"rows: input {len(source)}, cleaned {len(cleaned)}, reports {len(reports) + 1}")
    header = source[0]
    # Planted errors: on their row and field.
    for line in open(planted):
        p = json.loads(line)
        field = reports[p["row"] - 1]["fields"].get(p["field"], {})
        if field.get("valid", True) and p["field"] not in reports[p["row"] - 1].get("missing", []):
            failures.append(f"planted {p} not reported")
    # Valid cells equal per-type runs.
    for column, kind in TYPES.items():
        index = header.index(column)
        rows = [r for r in range(1, len(source)) if reports[r - 1]["fields"][column]["valid"]
                and reports[r - 1]["fields"][column]["value"] is not None]
        if kind == "phone":
            by_country = {}
            for r in rows:
                by_country.setdefault(source[r][header.index("country")], []).append(r)
            groups = [(rs, [f"defaultRegion={c}"]) for c, rs in by_country.items()]
        else:
            groups = [(rows, [])]
        for group, settings in groups:
            expected = batch(args.kbcheck, kind, [source[r][index] for r in group], settings)
            for r, value in zip(group, expected):
                if cleaned[r][index] != value:
                    failures.append(f"row {r} {column}: cleaned {cleaned[r][index]!r}, per-type {value!r}")
                    break
    invalid = sum(not r["valid"] for r in reports)
    print(f"table-roundtrip: {len(reports)} rows ({invalid} invalid) in {elapsed:.2f} s "
          f"({len(reports) / elapsed:,.0f} rows/s, --jobs {args.jobs}); {len(failures)} failures")
    if args.spark:
        single = run([args.kbcheck, "table", "--schema", SCHEMA, "--input", "jsonl", "--no-summary",
                      jsonl], stdout=subprocess.PIPE)
        expected = []
        for record, line in zip(open(jsonl), single.stdout.decode().splitlines()):
            value = json.loads(line)
            value.pop("row")
            value["id"] = json.loads(record)["id"]
            expected.append(json.dumps(value, sort_keys=True, ensure_ascii=False))
        expected.sort(key=lambda line: json.loads(line)["id"])
        spark_out = os.path.join(work, "spark.jsonl")
        start = time.time()
        spark = run([sys.executable, os.path.join(ROOT, "Scripts", "ci", "spark-table.py"),
                     "--kbcheck", args.kbcheck, "--schema", SCHEMA, "--input", jsonl,
                     "--output", spark_out, "--master", "local[2]"])
        if spark.returncode != 0:
            failures.append(f"spark exited {spark.returncode}")
        else:
            got = open(spark_out).read().splitlines()
            # ids are strings: sort both the same way.
            if sorted(got) != sorted(expected):
                failures.append(f"spark: {len(got)} reports differ from the single-process run")
        print(f"table-roundtrip: spark local[2] {time.time() - start:.1f} s; "
              f"{'identical' if not failures else 'DIFFERENT'} to the single process")
    for failure in failures[:20]:
        print("  " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
