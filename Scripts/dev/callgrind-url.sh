#!/usr/bin/env bash
# Instruction counts per URL under valgrind's callgrind (stable on a noisy
# machine, unlike times) for ada (url_aggregator -> href), kbcheck
# WHATWGURL.parse -> href and URLValidator (form), over the same file
# (default Fixtures/corpora/urls-kasztp-48k.txt).
#
# Each figure is (instructions of one pass - instructions of reading the
# file only) / number of URLs. Uses the drivers Scripts/dev/compare-url.sh builds
# (it is run once with 1 round to build them). The callgrind.out files stay in
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
ada0=$(ir ada-none "$H/ada/driver" "$FILE" 0)
ada1=$(ir ada "$H/ada/driver" "$FILE" 1)
sw0=$(ir swift-none "$SW" "$FILE" 1 none)
parse=$(ir parse "$SW" "$FILE" 1 parse)
validate=$(ir validate "$SW" "$FILE" 1 validate)
count=$(grep -cv '^\s*$' "$FILE" || true)
python3 - "$count" "$ada0" "$ada1" "$sw0" "$parse" "$validate" <<'PY'
import sys
n, ada0, ada1, sw0, parse, validate = map(int, sys.argv[1:])
ada = (ada1 - ada0) / n
print(f"{n} URLs, callgrind instructions per URL (one pass, reading the file subtracted)")
for name, v in [("ada url_aggregator -> href", ada), ("kbcheck WHATWGURL.parse -> href", (parse - sw0) / n),
                ("kbcheck URLValidator (form)", (validate - sw0) / n)]:
    print(f"  {name:34} {v:8.0f}   {v / ada:5.2f}x ada's count")
PY
