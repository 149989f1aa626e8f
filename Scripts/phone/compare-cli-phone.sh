#!/usr/bin/env bash
# The phone CLI end to end against libphonenumber C++ (issue 27), in one run,
# on the numbers of every region (Fixtures/corpora/phones-examples.txt: the
# metadata's example numbers of 245 regions and the non-geographic codes,
# formatted nationally and internationally, by Scripts/phone/phone-corpus.py),
# each file line repeated REPEAT times (default 20):
#   libphonenumber C++  one process over all lines, a default region per line
#                       (Scripts/phone/phone-compare/driver.cc: parse + isValid + E.164)
#   kbcheck             `kbcheck --type phone --set defaultRegion=R -`, one process
#                       per region over that region's lines (the non-geographic
#                       lines, region ZZ, without defaultRegion); text output
#   kbcheck table       `kbcheck table` in one process over a TSV of the same
#                       lines with a region column, the phone field reading its
#                       default region from it (`"regionFrom": "region"`); JSON lines
#   kbcheck table --clean  the same run cleaning the table: `--clean FILE`
#                       writes each row with its canonical (E.164) value, as the
#                       peer writes an E.164 line per number, and `--only-invalid`
#                       reports only the invalid rows
# Both timed as whole processes (CPU time, user + sys, from rusage; wall time
# too), best of RUNS (default 3). Prints the ratio of throughputs.
#
# usage: [RUNS=3] [KBCHECK=path] Scripts/phone/compare-cli-phone.sh [REPEAT]
# KBCHECK names another kbcheck binary to time (the static one `make install`
# installs starts in about 4 ms instead of 9: one process per region pays it
# 245 times).
# Needs libphonenumber-dev (installed with apt-get when missing, as
# Scripts/phone/phone-compare.sh does); builds in .build/compare-cli-phone/.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPEAT="${1:-20}"
RUNS="${RUNS:-3}"
OUT=.build/compare-cli-phone
mkdir -p "$OUT"
if [ ! -f /usr/include/phonenumbers/phonenumberutil.h ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update >/dev/null; apt-get install -y libphonenumber-dev >/dev/null; \
  else sudo apt-get update >/dev/null; sudo apt-get install -y libphonenumber-dev >/dev/null; fi
fi
g++ -O2 -std=c++17 -o "$OUT/driver" Scripts/phone/phone-compare/driver.cc -lphonenumber -lprotobuf
if [ -z "${KBCHECK:-}" ]; then
  swift build -c release --product kbcheck >/dev/null
  KBCHECK="$(swift build -c release --show-bin-path)/kbcheck"
fi
exec python3 - "$KBCHECK" "$OUT" "$REPEAT" "$RUNS" <<'PY'
import collections, os, resource, subprocess, sys, time
kbcheck, out, repeat, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
lines = open("Fixtures/corpora/phones-examples.txt", encoding="utf-8").read().split("\n")[:-1]
regions = [l.split("\t")[1] for l in open("Fixtures/corpora/phones-examples.regions.tsv").read().split("\n") if l]
assert len(lines) == len(regions)
# The peer's input: the corpus repeated, with its regions file.
with open(f"{out}/corpus.txt", "w", encoding="utf-8") as f:
    f.write("\n".join(lines * repeat) + "\n")
with open(f"{out}/regions.tsv", "w") as f:
    f.write("\n".join(f"{i + 1}\t{r}" for i, r in enumerate(regions * repeat)) + "\n")
by_region = collections.OrderedDict()
for line, region in zip(lines, regions):
    by_region.setdefault(region, []).append(line)
inputs = {r: ("\n".join(ls * repeat) + "\n").encode() for r, ls in by_region.items()}
# The table: the same lines in the peer's order, a region column (empty for
# the non-geographic lines), and a schema whose phone field reads it.
with open(f"{out}/table.tsv", "w", encoding="utf-8") as f:
    f.write("phone\tregion\n")
    for line, region in zip(lines * repeat, regions * repeat):
        f.write(f"{line}\t{'' if region == 'ZZ' else region}\n")
with open(f"{out}/schema.json", "w") as f:
    f.write('{"fields": [{"name": "phone", "type": "phonePad", "regionFrom": "region"},'
            ' {"name": "region", "type": "default", "required": false}]}')

def timed(body):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    body()
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

def peer():
    subprocess.run([f"{out}/driver", f"{out}/corpus.txt", f"{out}/regions.tsv", "1"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)

def ours():
    for region, data in inputs.items():
        args = [kbcheck, "--type", "phone"]
        if region != "ZZ":
            args += ["--set", f"defaultRegion={region}"]
        subprocess.run(args + ["-"], input=data, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def table():
    subprocess.run([kbcheck, "table", "--schema", f"{out}/schema.json", "--input", "tsv",
                    "--no-summary", f"{out}/table.tsv"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def clean():
    subprocess.run([kbcheck, "table", "--schema", f"{out}/schema.json", "--input", "tsv",
                    "--no-summary", "--clean", f"{out}/clean.tsv", "--only-invalid",
                    f"{out}/table.tsv"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

best = {}
for _ in range(runs):  # interleaved: peer, ours, table, peer, ours, table, ...
    for name, body in [("peer", peer), ("ours", ours), ("table", table), ("clean", clean)]:
        wall, cpu = timed(body)
        w, c = best.get(name, (1e9, 1e9))
        best[name] = (min(w, wall), min(c, cpu))
n = len(lines) * repeat
print(f"{n:,} numbers ({len(lines)} lines x {repeat}), {len(by_region)} regions, best of {runs}, whole processes")
pw, pc = best["peer"]
kw, kc = best["ours"]
print(f"  libphonenumber C++ (one process)            {pw:6.3f} s wall  {pc:6.3f} s CPU  {n / pc:10,.0f} numbers/s CPU")
print(f"  kbcheck --type phone (one per region, {len(by_region)})  {kw:6.3f} s wall  {kc:6.3f} s CPU  {n / kc:10,.0f} numbers/s CPU")
tw, tc = best["table"]
print(f"  kbcheck table (one process, region column)  {tw:6.3f} s wall  {tc:6.3f} s CPU  {n / tc:10,.0f} numbers/s CPU")
cw, cc = best["clean"]
print(f"  kbcheck table --clean (E.164 per row)       {cw:6.3f} s wall  {cc:6.3f} s CPU  {n / cc:10,.0f} numbers/s CPU")
print(f"  kbcheck CLI / libphonenumber C++: {pc / kc:.2f}x CPU, {pw / kw:.2f}x wall (goal >= 2x)")
print(f"  kbcheck table / libphonenumber C++: {pc / tc:.2f}x CPU, {pw / tw:.2f}x wall (goal >= 2x)")
print(f"  kbcheck table --clean / libphonenumber C++: {pc / cc:.2f}x CPU, {pw / cw:.2f}x wall (goal >= 2x)")
PY
