#!/usr/bin/env bash
# Peak RSS of `kbcheck --jobs N` in batch mode (issue 15: memory bounded by
# bytes, bound 30 MB): jobs 1, 2, 4, 16 on three inputs made here —
# 300,000 short addresses; 30,000 lines of 6,000 control bytes (each line's
# JSON result is ~51 KB: every control byte is escaped and reported); 2,000
# lines of 64 KiB. Prints a Markdown table (MB = 10^6 bytes).
# Usage: Scripts/dev/batch-rss.sh [path/to/kbcheck]   (default: release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/kbcheck}
[ -x "$bin" ] || swift build -c release --product kbcheck >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import sys, os
d = sys.argv[1]
with open(os.path.join(d, "small.txt"), "wb") as f:
    for i in range(300000): f.write(b"user%d@example.com\n" % i)
with open(os.path.join(d, "control.txt"), "wb") as f:
    line = bytes([1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c, 0x0e, 0x0f] * 500)
    for _ in range(30000): f.write(line + b"\n")
with open(os.path.join(d, "long.txt"), "wb") as f:
    line = (b"abcdefgh" * 8192)[:65535]
    for _ in range(2000): f.write(line + b"\n")
PY
echo "| input | format | jobs 1 | jobs 2 | jobs 4 | jobs 16 |"
echo "|---|---|---|---|---|---|"
for case in "small.txt email" "control.txt default" "long.txt email"; do
  set -- $case
  for format in json text; do
    row="| $1 (--type $2) | $format |"
    for jobs in 1 2 4 16; do
      /usr/bin/time -o "$work/rss" -f '%M' "$bin" --type "$2" --format "$format" \
        --jobs "$jobs" - < "$work/$1" > /dev/null 2>&1 || true
      kb=$(tail -1 "$work/rss")
      row="$row $(awk -v k="$kb" 'BEGIN { printf "%.1f MB", k * 1024 / 1e6 }') |"
    done
    echo "$row"
  done
done
