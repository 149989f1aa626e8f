#!/usr/bin/env bash
# Instruction counts per URL under valgrind's callgrind (stable on a noisy
# machine, unlike times) for ada (url_aggregator -> href), kbcheck
# WHATWGURL.parse -> href and URLValidator (form), over the same file
# (default Fixtures/corpora/urls-kasztp-48k.txt).
#
# Each figure is (instructions of two passes - instructions of one pass) /
# number of URLs: one pass in the steady state, without what the first pass
# does once (ada inflates its IDNA tables on the first non-ASCII host, ~24 M
# instructions, which spread over the WPT corpus were ~490 of its 2,379 a
# URL when the reading-only run was subtracted instead). Uses the drivers
# Scripts/dev/compare-url.sh builds (it is run once with 1 round to build
# them). The callgrind.out files stay in
# .build-compare-url/callgrind/ for callgrind_annotate.
#
# usage: Scripts/dev/callgrind-url.sh [file]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
FILE="${1:-$ROOT/Fixtures/corpora/urls-kasztp-48k.txt}"
H="$ROOT/.build-compare-url"
Scripts/dev/compare-url.sh 1 "$FILE" > /dev/null
OUT="$H/callgrind"
mkdir -p "$OUT"
ir() { # ir NAME COMMAND... -> total instructions
  local name=$1; shift
  valgrind --tool=callgrind --callgrind-out-file="$OUT/$name.out" "$@" > /dev/null 2> "$OUT/$name.log"
  grep -m1 '^summary:' "$OUT/$name.out" | awk '{print $2}'
}
# A copy without DWARF: valgrind 3.19 gives up on the Swift 6.3 driver's
# debug information ("Possibly corrupted debuginfo file"); the symbol table
# stays, so callgrind_annotate still names every function.
SW="$OUT/urlthroughput"
cp "$H/swift/.build/release/urlthroughput" "$SW"
strip -g "$SW"
ada1=$(ir ada-1 "$H/ada/driver" "$FILE" 1)
ada2=$(ir ada "$H/ada/driver" "$FILE" 2)
parse1=$(ir parse-1 "$SW" "$FILE" 1 parse)
parse2=$(ir parse "$SW" "$FILE" 2 parse)
validate1=$(ir validate-1 "$SW" "$FILE" 1 validate)
validate2=$(ir validate "$SW" "$FILE" 2 validate)
count=$(grep -cv '^\s*$' "$FILE" || true)
python3 - "$count" "$ada1" "$ada2" "$parse1" "$parse2" "$validate1" "$validate2" <<'PY'
import sys
n, ada1, ada2, parse1, parse2, validate1, validate2 = map(int, sys.argv[1:])
ada = (ada2 - ada1) / n
print(f"{n} URLs, callgrind instructions per URL (the second pass: two passes minus one)")
for name, v in [("ada url_aggregator -> href", ada), ("kbcheck WHATWGURL.parse -> href", (parse2 - parse1) / n),
                ("kbcheck URLValidator (form)", (validate2 - validate1) / n)]:
    print(f"  {name:34} {v:8.0f}   {v / ada:5.2f}x ada's count")
PY
