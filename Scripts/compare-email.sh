#!/bin/sh
# Compare kbcheck's email validator with Python's email-validator (PyPI) on
# the same file, in one run: throughput of each, speed ratio, and every
# verdict disagreement.
#
#   Scripts/compare-email.sh [FILE] [--limit N] [--profile P] [--repeat N] [--peer-repeat N] [--formats text,json]
#
# kbcheck is timed over FILE read --repeat times (default 20) so that the clock's
# resolution does not decide, email-validator over --peer-repeat copies (default 1,
# ~10 s); the ratio is of addresses/s. Verdicts are compared on one copy.
#
# Builds kbcheck in release mode; Scripts/venv.sh makes .venv (gitignored)
# with the pinned peers on first use. FILE defaults to Fixtures/corpora/emails-100k.txt.
set -eu
cd "$(dirname "$0")/.."
FILE=Fixtures/corpora/emails-100k.txt
case "${1:-}" in
  ""|--*) ;;
  *) FILE=$1; shift ;;
esac
Scripts/venv.sh >/dev/null   # .venv with the pinned comparison peers
swift build -c release --product kbcheck >/dev/null
KBCHECK=$(swift build -c release --show-bin-path)/kbcheck
exec .venv/bin/python Scripts/compare_email.py "$FILE" "$KBCHECK" "$@"
