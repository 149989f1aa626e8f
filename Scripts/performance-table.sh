#!/usr/bin/env bash
# Runs the side-by-side speed comparisons RUNS times (default 3) and writes
# docs/performance.md: each goal's ratio in every run, the command that
# reproduces it, the date, the commit and the machine, then every run's
# output as printed. Ratios, not absolute times: each comparison times
# kbcheck and the peer in the same run on the same input.
#
#   Scripts/performance-table.sh [RUNS] [OUT.md]
#
# A developer tool (not run by CI; it takes ~15 minutes and needs the
# network once, for ada's sdist, email-validator and phonenumbers).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-3}"
OUT="${2:-docs/performance.md}"
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT

# name | command | python regex whose group 1 is the figure | goal
COMPARISONS=(
  "url-parse|Scripts/compare-url.sh 20|kbcheck WHATWGURL\.parse -> href\s+[\d.]+ M URLs/s\s+([\d.]+)x ada|WHATWGURL.parse → href vs ada (C++) — goal ≥ 1.0×"
  "url-validate|Scripts/compare-url.sh 20|kbcheck URLValidator \(form\)\s+[\d.]+ M URLs/s\s+([\d.]+)x ada|URLValidator (form) vs ada — goal ≥ 0.8×"
  "cli-url|Scripts/compare-cli-url.sh|whatwg \(text\).*?([\d.]+)x Foundation wall|kbcheck --type url batch vs Foundation URL(string:) in-process, wall — goal ≥ 1.0×"
  "cli-url-json|Scripts/compare-cli-url.sh|--format json.*?([\d.]+) M lines/s wall|kbcheck --type url --format json, M lines/s — goal ≥ 1.5"
  "email-lib|Scripts/email-throughput.sh 20|EmailValidator form\s+([\d.]+) M addresses/s|EmailValidator (form) on emails-100k, M addresses/s — goal ≥ 8"
  "email-cli|Scripts/compare-email.sh|--format text.*\n\s+speed ratio[^:]*:\s*([\d.]+)x wall|kbcheck --type email batch (text) vs email-validator 2.4, wall — goal ≥ 150×"
  "email-cli-json|Scripts/compare-email.sh|--format json.*\n\s+speed ratio[^:]*:\s*([\d.]+)x wall|kbcheck --type email batch (json) vs email-validator 2.4, wall"
  "phone-cpp|Scripts/phone-compare.sh|ratio kbcheck / libphonenumber C\+\+:\s*([\d.]+)x|phone parse + isValid + E.164 vs libphonenumber C++"
  "phone-py|Scripts/phone-compare.sh|ratio kbcheck / phonenumbers \(Python\):\s*([\d.]+)x|phone parse + isValid + E.164 vs phonenumbers (Python)"
)

declare -A ran=()
for run in $(seq 1 "$RUNS"); do
  for row in "${COMPARISONS[@]}"; do
    IFS='|' read -r name command _ _ <<<"$row"
    key="$command#$run"
    [ -n "${ran[$key]:-}" ] && continue
    ran[$key]=1
    log="$LOGS/$(printf %s "$command" | tr -c 'a-zA-Z0-9' _)-$run.log"
    echo "== run $run: $command" >&2
    if ! $command >"$log" 2>&1; then echo "FAILED (exit $?)" >>"$log"; fi
  done
done

python3 - "$LOGS" "$OUT" "$RUNS" "${COMPARISONS[@]}" <<'PY'
import datetime, glob, os, platform, re, subprocess, sys
logs, out, runs, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
def sh(*a):
    try: return subprocess.run(a, capture_output=True, text=True).stdout.strip()
    except Exception: return "?"
commit = sh("git", "rev-parse", "--short", "HEAD")
swift = sh("swift", "--version").splitlines()[0] if sh("swift", "--version") else "?"
cores = os.cpu_count()
now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
def log_of(command, run):
    return os.path.join(logs, re.sub(r"[^a-zA-Z0-9]", "_", command) + f"-{run}.log")
lines = ["# Performance (generated)", "",
         f"Written by `Scripts/performance-table.sh {runs}` on {now}, commit `{commit}`, on "
         f"{platform.system()} {platform.machine()}, {cores} cores, {swift}. Every figure is a ratio "
         "(or a rate) measured with the peer in the same run on the same input; the machine is "
         "shared, so the runs differ. Do not edit by hand: run the script again.", "",
         "| comparison | " + " | ".join(f"run {r}" for r in range(1, runs + 1)) + " | command |",
         "|---|" + "---|" * runs + "---|"]
commands = []
for row in rows:
    name, command, pattern, label = row.split("|", 3)
    figures = []
    for r in range(1, runs + 1):
        try: text = open(log_of(command, r), encoding="utf-8", errors="replace").read()
        except FileNotFoundError: text = ""
        m = re.search(pattern, text)
        figures.append(m.group(1) if m else ("FAILED" if "FAILED" in text else "not printed"))
    lines.append(f"| {label} | " + " | ".join(figures) + f" | `{command}` |")
    if command not in commands: commands.append(command)
lines += ["", "## Output of every run", ""]
for command in commands:
    for r in range(1, runs + 1):
        try: text = open(log_of(command, r), encoding="utf-8", errors="replace").read()
        except FileNotFoundError: text = "(not run)"
        kept = [l for l in text.splitlines() if not l.startswith("  line ")][:40]
        lines += [f"### `{command}`, run {r}", "", "```", *kept, "```", ""]
open(out, "w", encoding="utf-8").write("\n".join(lines).rstrip() + "\n")
print(f"wrote {out}")
PY
