#!/usr/bin/env python3
"""kbcheck on Spark: pipe each partition of a JSON-lines dataset through
`kbcheck table --input jsonl -` (RDD.pipe), and collect the report lines.

The recipe for a real cluster is the same: the kbcheck binary (static, or
with ICU) on every executor's PATH, the schema file shipped with
`--files schema.json`, and a dataset whose records carry an id so that a
report line can be joined back to its record.

    spark-table.py --kbcheck BIN --schema S --input data.jsonl --output reports.jsonl \
        [--master local[2]] [--partitions N]

Each report line gets the record's "id" (the report's "row" counts within a
partition). Writes the reports sorted by id as JSON lines.
"""
import argparse
import json
import os
import sys

from pyspark.sql import SparkSession


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kbcheck", required=True)
    parser.add_argument("--schema", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--partitions", type=int, default=4)
    args = parser.parse_args()

    spark = (
        SparkSession.builder.master(args.master)
        .appName("kbcheck-table")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    lines = spark.sparkContext.textFile(args.input, minPartitions=args.partitions)
    # Records and reports stay in order within a partition: zip them back.
    command = [os.path.abspath(args.kbcheck), "table", "--schema", os.path.abspath(args.schema),
               "--input", "jsonl", "--no-summary", "--no-progress", "-"]

    def run_partition(records):
        import subprocess
        records = list(records)
        if not records:
            return []
        out = subprocess.run(command, input=("\n".join(records) + "\n").encode(),
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
        if out.returncode not in (0, 1):
            raise RuntimeError(f"kbcheck exited {out.returncode}")
        reports = out.stdout.decode().splitlines()
        if len(reports) != len(records):
            raise RuntimeError(f"{len(records)} records gave {len(reports)} reports")
        joined = []
        for record, report in zip(records, reports):
            value = json.loads(report)
            value["id"] = json.loads(record).get("id")
            value.pop("row", None)
            joined.append(json.dumps(value, sort_keys=True, ensure_ascii=False))
        return joined

    reports = lines.mapPartitions(run_partition).collect()
    reports.sort(key=lambda line: json.loads(line)["id"])
    with open(args.output, "w") as out:
        for line in reports:
            out.write(line + "\n")
    spark.stop()
    print(f"spark-table: {len(reports)} reports from {lines.getNumPartitions()} partitions")


if __name__ == "__main__":
    sys.exit(main())
