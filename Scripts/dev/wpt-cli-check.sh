#!/usr/bin/env bash
# Runs every WPT urltestdata.json case through the kbcheck CLI:
#   kbcheck --type url --profile whatwg --format json [--base B] -- INPUT
# A success case must exit 0 with the expected href as "value"; a failure case
# must exit 1. Inputs that cannot be an argument (NUL, lone surrogates) are
# listed and counted as not run.
# Usage: Scripts/dev/wpt-cli-check.sh [path/to/kbcheck]   (default: .build/debug/kbcheck)
set -euo pipefail
cd "$(dirname "$0")/../.."
KBCHECK="${1:-.build/debug/kbcheck}"
[ -x "$KBCHECK" ] || { echo "build first: swift build (or pass the kbcheck path)" >&2; exit 2; }
exec python3 - "$KBCHECK" <<'PY'
import json, subprocess, sys
kbcheck = sys.argv[1]
cases = [c for c in json.load(open("Tests/KBCheckTests/Fixtures/wpt-url/urltestdata.json")) if isinstance(c, dict)]
passed = run = 0
failures, skipped = [], []
def arg_ok(s):
    if s is None: return True
    if "\0" in s: return False
    try: s.encode("utf-8"); return True
    except UnicodeEncodeError: return False
for c in cases:
    inp, base = c["input"], c.get("base")
    if not arg_ok(inp) or not arg_ok(base):
        skipped.append((inp, "NUL or lone surrogate cannot be passed as an argument"))
        continue
    cmd = [kbcheck, "--type", "url", "--profile", "whatwg", "--format", "json"]
    if base is not None: cmd += ["--base", base]
    cmd += ["--", inp]
    p = subprocess.run(cmd, capture_output=True)
    run += 1
    try: out = json.loads(p.stdout.decode("utf-8"))
    except Exception: out = None
    if c.get("failure"):
        ok = p.returncode == 1
    else:
        ok = p.returncode == 0 and out is not None and out.get("value") == c["href"]
    if ok: passed += 1
    else: failures.append((inp, base, p.returncode, p.stdout[:200]))
for f in failures: print("FAIL", repr(f))
for s in skipped: print("NOT RUN", repr(s[0]), "-", s[1])
print(f"wpt-cli-check: {passed}/{run} pass ({len(skipped)} of {len(cases)} not passable as arguments)")
sys.exit(0 if passed == run else 1)
PY
