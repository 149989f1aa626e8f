#!/bin/sh
# Compare kbcheck's phone engine with libphonenumber C++ (Debian libphonenumber-dev)
# and Python phonenumbers (PyPI) on the same corpus: parse with the line's default
# region + isValid + E.164 for every line. Prints each one's throughput, the
# ratios, and the agreement (same E.164 and validity) with every disagreement.
#
#   Scripts/phone/phone-compare.sh [REPEAT]
#
# Corpus: Fixtures/corpora/phones-examples.txt + .regions.tsv (Scripts/phone/phone-corpus.py).
# Installs libphonenumber-dev with apt-get if missing, compiles
# Scripts/phone/phone-compare/driver.cc (-O2) into .build/phone-compare/, creates .venv
# (gitignored) with phonenumbers, builds Benchmarks' PhoneCompare in release mode.
set -eu
cd "$(dirname "$0")/../.."
REPEAT=${1:-20}
CORPUS=Fixtures/corpora/phones-examples.txt
REGIONS=Fixtures/corpora/phones-examples.regions.tsv
OUT=.build/phone-compare
mkdir -p "$OUT"
if [ ! -f /usr/include/phonenumbers/phonenumberutil.h ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update >/dev/null; apt-get install -y libphonenumber-dev >/dev/null; \
  else sudo apt-get update >/dev/null; sudo apt-get install -y libphonenumber-dev >/dev/null; fi
fi
g++ -O2 -std=c++17 -o "$OUT/driver" Scripts/phone/phone-compare/driver.cc -lphonenumber -lprotobuf
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -c 'import phonenumbers' 2>/dev/null || .venv/bin/pip install --quiet phonenumbers
# The build's errors go to stdout: keep them, and show them when it fails
# (the performance table's log otherwise held nothing but the failure).
if ! (cd Benchmarks && swift build -c release --product PhoneCompare >"../$OUT/build.log" 2>&1); then
  cat "$OUT/build.log" >&2
  exit 1
fi
SWIFT_BIN=$(cd Benchmarks && swift build -c release --show-bin-path)/PhoneCompare
"$OUT/driver" "$CORPUS" "$REGIONS" "$REPEAT" >"$OUT/cpp.tsv" 2>"$OUT/cpp.err"
"$SWIFT_BIN" "$CORPUS" "$REGIONS" "$REPEAT" >"$OUT/kbcheck.tsv" 2>"$OUT/kbcheck.err"
exec .venv/bin/python Scripts/phone/phone-compare.py "$CORPUS" "$REGIONS" "$OUT" "$REPEAT"
