#!/bin/sh
# kbcheck's CLI batch (username, nickname, password) against precis-i18n on
# the same generated file; medians of --repeat runs and the ratio
# kbcheck / peer.
#
#   Scripts/dev/compare-identities.sh [--lines N] [--repeat N]
#
# Builds kbcheck in release mode; Scripts/dev/venv.sh makes .venv with the pinned peers.
set -eu
cd "$(dirname "$0")/../.."
Scripts/dev/venv.sh >/dev/null
swift build -c release --product kbcheck >/dev/null
KBCHECK=$(swift build -c release --show-bin-path)/kbcheck
exec .venv/bin/python Scripts/dev/compare_identities.py "$KBCHECK" "$@"
