#!/usr/bin/env bash
# Instructions per row of `kbcheck table` under valgrind's callgrind (stable
# on a noisy machine, unlike times), over the first ROWS rows of the phone
# table Scripts/phone/compare-cli-phone.sh builds (one number a row with a
# region column, 245 regions). Each figure is (instructions over header +
# ROWS rows - instructions over the header alone) / ROWS, so start-up and
# plan loading are subtracted. The callgrind.out files stay in
# .build/callgrind-table/ for callgrind_annotate.
#
# usage: Scripts/dev/callgrind-table.sh [ROWS] [KBCHECK]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROWS="${1:-20000}"
BIN="${2:-.build/release/kbcheck}"
SRC=.build/compare-cli-phone
if [ ! -f "$SRC/table.tsv" ]; then
  RUNS=1 KBCHECK="$BIN" Scripts/phone/compare-cli-phone.sh > /dev/null
fi
OUT=.build/callgrind-table
mkdir -p "$OUT"
# A copy without DWARF: valgrind 3.19 gives up on the Swift 6.3 debug
# information; the symbol table stays for callgrind_annotate.
cp "$BIN" "$OUT/kbcheck"
strip -g "$OUT/kbcheck"
head -n 1 "$SRC/table.tsv" > "$OUT/header.tsv"
head -n $((ROWS + 1)) "$SRC/table.tsv" > "$OUT/rows.tsv"
ir() { # ir NAME TABLE -> total instructions
  valgrind --tool=callgrind --callgrind-out-file="$OUT/$1.out" "$OUT/kbcheck" table \
    --schema "$SRC/schema.json" --input tsv --no-summary "$2" > /dev/null 2> "$OUT/$1.log" || true
  grep -m1 '^summary:' "$OUT/$1.out" | awk '{print $2}'
}
h=$(ir header "$OUT/header.tsv")
r=$(ir rows "$OUT/rows.tsv")
n=$(($(wc -l < "$OUT/rows.tsv") - 1))
echo "kbcheck table, $n phone rows: $(( (r - h) / n )) instructions a row (start-up $h subtracted)"
