#!/usr/bin/env bash
# kbcheck CLI speed, measured side by side in one run (issue 8):
#   1. `kbcheck --type email - < emails-100k.txt` end to end vs email-validator
#      (Python, in .venv) on the same file: the ratio;
#   2. lines/s end to end for numberPad and email (1 M lines each);
#   3. peak RSS on 10 M lines;
#   4. one-shot `kbcheck --type email a@b.co` latency.
# Builds the release binary once. Wall times are the best of RUNS runs;
# "cpu" is the child's user+sys time, which a busy shared machine does not
# inflate the way it inflates wall time. Usage: Scripts/dev/bench-cli.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
LATENCY_RUNS=${LATENCY_RUNS:-200}
TMP=${TMPDIR:-/tmp}/kbcheck-bench
mkdir -p "$TMP"
CORPUS=Fixtures/corpora/emails-100k.txt
MEASURE="python3 Scripts/dev/bench-measure.py"

echo "== building kbcheck (release)" >&2
# The shipped form of the CLI: release, Swift runtime linked statically
# (dynamic loading of libswiftCore/Foundation costs ~4 ms per process).
swift build -c release --static-swift-stdlib --scratch-path .build-static --product kbcheck >&2
BIN="$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/kbcheck"

Scripts/dev/venv.sh >&2   # .venv with the pinned comparison peers

# Inputs: 1 M emails (the corpus ten times), 1 M numbers, 10 M emails.
[ -s "$TMP/emails-1m.txt" ] || for i in $(seq 10); do cat "$CORPUS"; done >"$TMP/emails-1m.txt"
[ -s "$TMP/emails-10m.txt" ] || for i in $(seq 10); do cat "$TMP/emails-1m.txt"; done >"$TMP/emails-10m.txt"
[ -s "$TMP/numbers-1m.txt" ] || python3 -c '
import random
r = random.Random(8)
print("\n".join(str(r.randrange(10 ** r.randrange(1, 10))) for _ in range(1_000_000)))
' >"$TMP/numbers-1m.txt"

lines() { wc -l <"$1" | tr -d ' '; }
ratio() { python3 -c "print(f'{$1 / $2:.1f}')"; }
rate() { python3 -c "print(f'{$1 / $2:,.0f}')"; }

echo "kbcheck CLI speed — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "kbcheck: $("$BIN" --version); email-validator $(.venv/bin/python -c 'import email_validator; print(email_validator.__version__)'), $(.venv/bin/python --version)"
echo

# 1. Side by side on emails-100k.
n=$(lines "$CORPUS")
read -r kw km kc _ < <($MEASURE "$RUNS" "$CORPUS" "$BIN" --type email -)
read -r pw pm pc _ < <($MEASURE 3 "$CORPUS" .venv/bin/python Scripts/dev/compare_email.py --batch)
echo "1. email, $CORPUS ($n lines), end to end (best wall / cpu):"
printf '   kbcheck --type email -          %8.3f s wall  %8.3f s cpu  %12s lines/s wall\n' "$kw" "$kc" "$(rate "$n" "$kw")"
printf '   email-validator (Python)        %8.3f s wall  %8.3f s cpu  %12s lines/s wall\n' "$pw" "$pc" "$(rate "$n" "$pw")"
echo "   ratio: kbcheck is $(ratio "$pw" "$kw")x faster by wall time, $(ratio "$pc" "$kc")x by cpu time (goal >= 40x)"
jobs=$(nproc)
read -r jw _ jc _ < <($MEASURE "$RUNS" "$CORPUS" "$BIN" --type email --jobs "$jobs" -)
printf '   kbcheck --type email --jobs %s  %8.3f s wall  %8.3f s cpu: %sx email-validator by wall time (same output, all cores)\n' \
  "$jobs" "$jw" "$jc" "$(ratio "$pw" "$jw")"
echo

# 2. Throughput on 1 M lines.
echo "2. lines/s end to end, 1,000,000 lines, one process (goal >= 1,000,000/s):"
for spec in "numberPad:$TMP/numbers-1m.txt" "email:$TMP/emails-1m.txt"; do
  type=${spec%%:*}
  file=${spec#*:}
  n=$(lines "$file")
  read -r w m c _ < <($MEASURE "$RUNS" "$file" "$BIN" --type "$type" -)
  printf '   %-10s text  %12s lines/s wall  %12s lines/s cpu  (%.3f s wall, %.3f s cpu)\n' \
    "$type" "$(rate "$n" "$w")" "$(rate "$n" "$c")" "$w" "$c"
  read -r w m c _ < <($MEASURE "$RUNS" "$file" "$BIN" --type "$type" --format json -)
  printf '   %-10s json  %12s lines/s wall  %12s lines/s cpu\n' "$type" "$(rate "$n" "$w")" "$(rate "$n" "$c")"
done
echo

# 3. Peak memory on 10 M lines (GNU time's %M: the child's own peak RSS; a
#    child forked from Python would report Python's RSS as its floor).
peak_kb() { # stdin-file command...
  local in=$1
  shift
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%M' -o "$TMP/rss.txt" "$@" <"$in" >/dev/null 2>&1 || true
    cat "$TMP/rss.txt" | tail -1
  else
    $MEASURE 1 "$in" "$@" | cut -d' ' -f4
  fi
}
n=$(lines "$TMP/emails-10m.txt")
read -r w m c _ < <($MEASURE 1 "$TMP/emails-10m.txt" "$BIN" --type email --format json -)
rss=$(peak_kb "$TMP/emails-10m.txt" "$BIN" --type email --format json -)
rss1=$(peak_kb /dev/null "$BIN" --type email a@b.co)
rss100k=$(peak_kb "$CORPUS" "$BIN" --type email --format json -)
echo "3. peak RSS of kbcheck --type email --format json -: $((rss / 1024)) MB on $n lines ($(du -m "$TMP/emails-10m.txt" | cut -f1) MB), $((rss100k / 1024)) MB on 100,000 lines, $((rss1 / 1024)) MB for one value (goal <= 30 MB, flat); 10 M lines at $(rate "$n" "$w") lines/s wall"
echo

# 4. One-shot latency.
read -r lw lm lc _ < <($MEASURE "$LATENCY_RUNS" - "$BIN" --type email a@b.co)
printf '4. one-shot kbcheck --type email a@b.co, %s runs: median %.1f ms wall, best %.1f ms wall, %.1f ms cpu (goal <= 10 ms)\n' \
  "$LATENCY_RUNS" "$(python3 -c "print($lm * 1000)")" "$(python3 -c "print($lw * 1000)")" "$(python3 -c "print($lc * 1000)")"
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 10 --runs "$LATENCY_RUNS" --style basic "$BIN --type email a@b.co" 2>/dev/null |
    grep -E 'Time|Range' | sed 's/^/   hyperfine: /'
fi
