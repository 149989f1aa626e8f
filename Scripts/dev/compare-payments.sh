#!/bin/sh
# kbcheck's CLI batch (cards, IBANs) against python-stdnum and schwifty on the
# same generated files; medians of --repeat runs and the ratio kbcheck / peer
# (goal of issue 28: at least 50x in the CLI batch).
#
#   Scripts/dev/compare-payments.sh [--lines N] [--repeat N]
#   KBCHECK=/usr/local/bin/kbcheck Scripts/dev/compare-payments.sh   # the installed binary
#
# Builds kbcheck in release mode unless KBCHECK names a binary (the static one
# `make install` installs starts in about half the time: fewer relocations);
# Scripts/dev/venv.sh makes .venv with the pinned peers.
set -eu
cd "$(dirname "$0")/../.."
Scripts/dev/venv.sh >/dev/null
if [ -z "${KBCHECK:-}" ]; then
  swift build -c release --product kbcheck >/dev/null
  KBCHECK=$(swift build -c release --show-bin-path)/kbcheck
fi
exec .venv/bin/python Scripts/dev/compare_payments.py "$KBCHECK" "$@"
