#!/usr/bin/env bash
# The CLI's URL batch end to end against Foundation, in one run, on the same
# file: urls-kasztp-48k.txt repeated to 480,000 lines (default), and
#   kbcheck --type url --profile whatwg -                 (text out; reads, validates, writes)
#   kbcheck --type url --profile whatwg --format json -   (JSON lines out)
#   Foundation URL(string:) + absoluteString in a loop    (one process; parsing only, the
#                                                          lines already in memory)
# kbcheck is the release build, timed as a whole process (wall time, stdin
# from the file, stdout and stderr to /dev/null; CPU time from rusage); the
# Foundation loop is timed inside its process (wall time of the loop). Each is
# the best of RUNS (default 5). Prints lines/s and the ratios to Foundation.
#
# usage: [RUNS=5] [KBCHECK=path/to/kbcheck] Scripts/dev/compare-cli-url.sh [FILE] [LINES]
# The Foundation driver is built with swiftc -O in .build-compare-cli-url/
# (git-ignored).
#
# Without FILE: every URL corpus in turn (urls-kasztp-48k.txt and the variants
# of Fixtures/corpora/urls-variants.gen.py, generated when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
if [ $# -eq 0 ]; then
  C="$ROOT/Fixtures/corpora"
  [ -f "$C/urls-wpt.txt" ] || python3 "$C/urls-variants.gen.py" > /dev/null
  for f in urls-kasztp-48k urls-upper-scheme urls-upper-host urls-percent urls-idn urls-dot-segments urls-wpt; do
    echo "== $f.txt"
    "$0" "$C/$f.txt"
  done
  exit 0
fi
FILE="$1"
LINES="${2:-480000}"
RUNS="${RUNS:-5}"
H="$ROOT/.build-compare-cli-url"
mkdir -p "$H"

if [ -n "${KBCHECK:-}" ]; then
  BIN=$KBCHECK   # another build, for a before/after comparison
else
  swift build -c release --product kbcheck >/dev/null
  BIN="$(swift build -c release --show-bin-path)/kbcheck"
fi

INPUT="$H/urls-$LINES.txt"
python3 - "$FILE" "$LINES" "$INPUT" <<'PY'
import sys
src, n, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(src, "rb").read().splitlines(keepends=False)
out = [lines[i % len(lines)] for i in range(n)]
open(dst, "wb").write(b"\n".join(out) + b"\n")
PY

cat > "$H/foundation.swift" <<'SWIFT'
import Foundation

// URL(string:) + absoluteString over every line of a file, in one process;
// prints the best wall time of the loop over RUNS passes and the line count.
let args = CommandLine.arguments
let data = FileManager.default.contents(atPath: args[1])!
let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
  .dropLast().map(String.init)
let runs = Int(args[2]) ?? 5
func now(_ clock: clockid_t) -> UInt64 {
  var ts = timespec()
  clock_gettime(clock, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
var best = UInt64.max
var bestCPU = UInt64.max
var sink = 0
for _ in 0..<runs {
  let t0 = now(CLOCK_MONOTONIC)
  let c0 = now(CLOCK_THREAD_CPUTIME_ID)
  for line in lines { sink &+= URL(string: line)?.absoluteString.utf8.count ?? 0 }
  bestCPU = min(bestCPU, now(CLOCK_THREAD_CPUTIME_ID) - c0)
  best = min(best, now(CLOCK_MONOTONIC) - t0)
}
print(Double(best) / 1e9, Double(bestCPU) / 1e9, lines.count, sink % 2)
SWIFT
if [ ! -x "$H/foundation" ] || [ "$H/foundation.swift" -nt "$H/foundation" ]; then
  swiftc -O -o "$H/foundation" "$H/foundation.swift"
fi

read -r fw fc count _ < <("$H/foundation" "$INPUT" "$RUNS")
read -r tw _ tc _ < <(python3 Scripts/dev/bench-measure.py "$RUNS" "$INPUT" "$BIN" --type url --profile whatwg -)
read -r jw _ jc _ < <(python3 Scripts/dev/bench-measure.py "$RUNS" "$INPUT" "$BIN" --type url --profile whatwg --format json -)
python3 - "$count" "$fw" "$fc" "$tw" "$tc" "$jw" "$jc" "$RUNS" <<'PY'
import sys
n = int(sys.argv[1]); fw, fc, tw, tc, jw, jc = map(float, sys.argv[2:8]); runs = sys.argv[8]
print(f"{n:,} lines, best of {runs} runs; wall time (CPU time: kbcheck's whole process, user+sys;"
      f" Foundation's loop thread)")
print(f"  Foundation URL(string:) + absoluteString  {fw:7.3f} s ({fc:.3f} s CPU)"
      f"  {n / fw / 1e6:5.2f} M lines/s")
print(f"  kbcheck --profile whatwg (text)            {tw:7.3f} s ({tc:.3f} s CPU)"
      f"  {n / tw / 1e6:5.2f} M lines/s  {fw / tw:5.2f}x Foundation wall, {fc / tc:5.2f}x CPU"
      f" (goal >= 1.0x)")
print(f"  kbcheck --profile whatwg --format json     {jw:7.3f} s ({jc:.3f} s CPU)"
      f"  {n / jw / 1e6:5.2f} M lines/s wall, {n / jc / 1e6:5.2f} M lines/s CPU"
      f" (goal >= 1.5 M lines/s)")
PY
