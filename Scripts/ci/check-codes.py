#!/usr/bin/env python3
"""Every issue code reported is listed, and every listed code is reported.

usage: check-codes.py LOG_DIR KBCHECK

LOG_DIR holds the files `codes-<pid>.txt` that processes write at exit when
run with KBCHECK_CODE_LOG=LOG_DIR (the test binary and every kbcheck the CLI
tests start); KBCHECK is a built kbcheck, whose `codes --format json` is the
catalogue (IssueCatalogue). Fails (exit 1) listing each code reported but
not listed and each listed but never reported; prints the counts either way.
"""
import glob
import json
import os
import subprocess
import sys


# Codes a test reports on purpose that are not kbcheck's: a user's own code
# with a message given as text (ValidationIssue(_:message:range:)).
NOT_KBCHECK = {
    "custom.code": "LiteralMessageTests: an issue of a user's own validator is not localized",
    "probe.odd": "FamilyIssueTests: a test-only typed family (ProbeIssue), not kbcheck's",
    "probe.too-long": "FamilyIssueTests: a test-only typed family (ProbeIssue), not kbcheck's",
}


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    log_dir, kbcheck = sys.argv[1], sys.argv[2]
    files = glob.glob(os.path.join(log_dir, "codes-*.txt"))
    if not files:
        print(f"check-codes: no code logs in {log_dir}", file=sys.stderr)
        return 1
    emitted = set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line:
                    emitted.add(line)
    out = subprocess.run(
        [kbcheck, "codes", "--format", "json", "--lang", "en"],
        check=True, capture_output=True, text=True).stdout
    listed = {entry["code"] for entry in json.loads(out)}
    unlisted = sorted(emitted - listed - NOT_KBCHECK.keys())
    unreported = sorted(listed - emitted)
    print(f"check-codes: {len(listed)} listed, {len(emitted)} reported by the tests "
          f"({len(files)} processes), {len(unlisted)} reported but not listed, "
          f"{len(unreported)} listed but never reported")
    for code in unlisted:
        print(f"  reported, not listed: {code}")
    for code in unreported:
        print(f"  listed, never reported by a test: {code}")
    return 1 if unlisted or unreported else 0


if __name__ == "__main__":
    sys.exit(main())
