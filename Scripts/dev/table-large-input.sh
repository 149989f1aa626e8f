#!/usr/bin/env bash
# Peak RSS and throughput of `kbcheck table` on a very large input (issue 32:
# "bounded memory whatever the file size, measured on a 10 GB file"). A block
# of wide customer rows (Scripts/ci/generate-customers.py --note-bytes: every
# note ~8 KB of mixed text with quotes, commas and line breaks) is written
# once and streamed COPIES times through a pipe (header once), so GB of input
# pass without GB on disk. Wide rows make 10 GB a matter of minutes; narrow
# rows (Scripts/dev/table-throughput.sh) show the same flat RSS at a smaller size.
# Prints one Markdown row for the README.
#
#   Scripts/dev/table-large-input.sh [GB] [JOBS] [path/to/kbcheck]
#     GB    input size in 10^9 bytes (default 10)
#     JOBS  --jobs (default 2)
#     the binary defaults to the release build
set -euo pipefail
cd "$(dirname "$0")/../.."
gb=${1:-10}
jobs=${2:-2}
bin=${3:-.build/release/kbcheck}
[ -x "$bin" ] || swift build -c release --product kbcheck >/dev/null
schema=Fixtures/tables/customers.schema.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
block_rows=12500
python3 Scripts/ci/generate-customers.py "$block_rows" "$work/block.csv" --note-bytes 8000 >/dev/null
block=$(stat -c %s "$work/block.csv")
copies=$(awk -v g="$gb" -v b="$block" 'BEGIN { c = g * 1e9 / b; printf "%d", (c == int(c)) ? c : int(c) + 1 }')

stream() {
  cat "$work/block.csv"
  for _ in $(seq 2 "$copies"); do tail -n +2 "$work/block.csv"; done
}

status=0
stream | /usr/bin/time -o "$work/time" -f '%e %M' "$bin" table --schema "$schema" --jobs "$jobs" \
  --no-progress --only-invalid - > "$work/report.jsonl" 2> "$work/stderr" || status=$?
# 1 is "some row invalid", expected with planted errors.
[ "$status" -le 1 ] || { cat "$work/stderr" >&2; exit "$status"; }
read -r seconds kib < <(tail -1 "$work/time")
rows=$((block_rows * copies))
bytes=$((block * copies))
reported=$(wc -l < "$work/report.jsonl")
expected=$(( (block_rows / 50) * copies ))
echo "| $(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1e9 }') GB, $rows wide rows (piped) | $jobs |" \
  "$(awk -v r="$rows" -v s="$seconds" 'BEGIN { printf "%d", r / s }') |" \
  "$(awk -v b="$bytes" -v s="$seconds" 'BEGIN { printf "%.1f", b / 1e6 / s }') |" \
  "$(awk -v k="$kib" 'BEGIN { printf "%.1f MB", k * 1024 / 1e6 }') |"
echo "invalid rows reported: $reported (planted: $expected); seconds: $seconds" >&2
