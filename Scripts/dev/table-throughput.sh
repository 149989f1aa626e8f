#!/usr/bin/env bash
# Throughput and peak RSS of `kbcheck table` (issue 32) for --jobs 1 and 2 on
# a generated customer table (Scripts/ci/generate-customers.py: 33 countries,
# quoted commas and newlines, planted errors), then the same table repeated
# SCALE times through a pipe (header once), to show that memory does not grow
# with the input. Prints a Markdown table (MB = 10^6 bytes) for the README.
#
#   Scripts/dev/table-throughput.sh [ROWS] [SCALE] [path/to/kbcheck]
#     ROWS   rows generated (default 1,000,000)
#     SCALE  copies streamed for the size column (default 8)
#     the binary defaults to the release build
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-1000000}
scale=${2:-8}
bin=${3:-.build/release/kbcheck}
[ -x "$bin" ] || swift build -c release --product kbcheck >/dev/null
schema=Fixtures/tables/customers.schema.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Scripts/ci/generate-customers.py "$rows" "$work/customers.csv" >/dev/null
bytes=$(stat -c %s "$work/customers.csv")

# One run: prints "seconds peak-KiB"; the report goes to /dev/null, the
# cleaned table to a file (both are written as they would be in use).
measure() {
  local jobs=$1
  shift
  /usr/bin/time -o "$work/time" -f '%e %M' "$@" "$bin" table --schema "$schema" \
    --jobs "$jobs" --no-progress --no-summary --clean "$work/clean.csv" - \
    > /dev/null 2>"$work/stderr" || {
    status=$?
    # 1 is "some row invalid", expected with planted errors.
    [ "$status" -eq 1 ] || { cat "$work/stderr" >&2; exit "$status"; }
  }
  tail -1 "$work/time"
}

repeat_input() {
  cat "$work/customers.csv"
  for _ in $(seq 2 "$1"); do tail -n +2 "$work/customers.csv"; done
}

mb() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1e6 }'; }
commas() { echo "$1" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta'; }

echo "| input | jobs | rows/s | MB/s | peak RSS |"
echo "|---|---|---|---|---|"
for jobs in 1 2; do
  read -r seconds kib < <(measure "$jobs" < "$work/customers.csv")
  echo "| $(commas "$rows") rows, $(mb "$bytes") MB | $jobs |" \
    "$(commas "$(awk -v r="$rows" -v s="$seconds" 'BEGIN { printf "%d", r / s }')") |" \
    "$(awk -v b="$bytes" -v s="$seconds" 'BEGIN { printf "%.1f", b / 1e6 / s }') |" \
    "$(awk -v k="$kib" 'BEGIN { printf "%.1f MB", k * 1024 / 1e6 }') |"
done
total=$((rows * scale))
for jobs in 1 2; do
  read -r seconds kib < <(repeat_input "$scale" | measure "$jobs")
  echo "| $(commas "$total") rows, $(mb $((bytes * scale))) MB (piped) | $jobs |" \
    "$(commas "$(awk -v r="$total" -v s="$seconds" 'BEGIN { printf "%d", r / s }')") |" \
    "$(awk -v b="$((bytes * scale))" -v s="$seconds" 'BEGIN { printf "%.1f", b / 1e6 / s }') |" \
    "$(awk -v k="$kib" 'BEGIN { printf "%.1f MB", k * 1024 / 1e6 }') |"
done
