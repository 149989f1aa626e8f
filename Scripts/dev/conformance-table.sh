#!/usr/bin/env bash
# Runs the conformance suites (swift test --filter) and writes
# docs/conformance.md: each suite's result as the test printed or asserted
# it, the test that asserts it, the date, the commit and the machine. A suite
# whose test fails is written as FAILED with its failure lines, never with a
# figure.
#
#   Scripts/dev/conformance-table.sh            # writes docs/conformance.md
#   Scripts/dev/conformance-table.sh OUT.md     # writes OUT.md instead
#
# A developer tool (not run by CI): the same suites run in CI's swift test.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT="${1:-docs/conformance.md}"
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
SUITES='URLTestDataTests|IDNAConformanceTests|EmailIsemailConformanceTests|EmailHTMLConformanceTests|ICUParseConformanceTests|HostileUnicodeTests'
echo "== swift test --filter '$SUITES'" >&2
swift test --filter "$SUITES" >"$LOG" 2>&1 || true
python3 - "$LOG" "$OUT" <<'PY'
import datetime, os, platform, re, subprocess, sys

log = open(sys.argv[1], encoding="utf-8", errors="replace").read()
out = sys.argv[2]

def test_passed(name):
    """True / False from Swift Testing's per-test line, None when it did not run."""
    if re.search(r"✔ Test %s\(\) passed" % re.escape(name), log):
        return True
    if re.search(r"✘ Test %s\(\) (failed|recorded)" % re.escape(name), log):
        return False
    return None

def printed(pattern):
    m = re.search(pattern, log)
    return m.group(1) if m else None

# suite, source, test, figure (printed by the test, or the exact count it asserts),
# where the exceptions are listed
rows = [
    ("WPT urltestdata.json", "WHATWG URL Standard (web-platform-tests)",
     "URLTestDataTests.allCases", printed(r"urltestdata: (\d+/\d+) pass"), "none"),
    ("WPT toascii.json", "UTS #46 as the URL Standard applies it",
     "IDNAConformanceTests.toASCII", printed(r"toascii: (\d+/\d+) pass"),
     "UnicodeNewerThanICU.toASCII (Unicode newer than ICU 72)"),
    ("IdnaTestV2.json", "UTS #46 conformance file",
     "IDNAConformanceTests.idnaTestV2", printed(r"IdnaTestV2: (\d+/\d+) pass"),
     "UnicodeNewerThanICU.idnaTestV2 (Unicode newer than ICU 72)"),
    ("isemail corpus, rfc preset vs isemail's threshold", "RFC 5321 / 5322 / 6531 (isemail)",
     "EmailIsemailConformanceTests.rfcProfileAgreesWithIsemailThreshold", "644/648 (asserted)",
     "EmailIsemailConformanceTests.disagreements"),
    ("isemail corpus, html preset vs the HTML rule", "WHATWG HTML valid e-mail address",
     "EmailHTMLConformanceTests.everyIsemailCaseAgrees", "648/648 (asserted)", "none"),
    ("ICU 72 unum_parseDecimal probe", "CLDR 42 through ICU 72",
     "ICUParseConformanceTests.everyRowAgreesOrIsAListedDeviation",
     printed(r"ICU conformance: (\d+/\d+) agree"), "ICUParseConformanceTests.deviations"),
    ("hostile Unicode in every validator", "UTS #55 / UTR #36 hostile characters",
     "HostileUnicodeTests.everyHostileCharacterIsReportedWhereItStands",
     "every case reported (asserted)", "none"),
]

def git(*args):
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return "unknown"

cpus = os.cpu_count()
swift = printed(r"(Swift version [^\n]*)") or subprocess.run(
    ["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
lines = [
    "# Conformance (generated)",
    "",
    f"Written by `Scripts/dev/conformance-table.sh` on "
    f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, commit "
    f"`{git('rev-parse', '--short', 'HEAD')}`{' (with local changes)' if git('status', '--porcelain', '--untracked-files=no') else ''}, "
    f"on {platform.system()} {platform.machine()}, {cpus} cores, {swift}. "
    "Do not edit by hand: run the script again.",
    "",
    "| suite | source | result | exceptions listed in | asserted by | status |",
    "|---|---|---|---|---|---|",
]
failed = 0
for suite, source, test, figure, exceptions in rows:
    status = test_passed(test.split(".")[1])
    if status is True:
        result, state = f"**{figure}**" if figure else "passed (no figure printed)", "passed"
    elif status is False:
        result, state = "FAILED", "failed"
        failed += 1
    else:
        result, state = "not run", "not run"
        failed += 1
    lines.append(f"| {suite} | {source} | {result} | `{exceptions}` | `{test}` | {state} |")
failures = [l for l in log.splitlines() if "recorded an issue" in l]
if failures:
    lines += ["", "## Failures", "", "```"] + failures[:200] + ["```"]
exceptions = [l for l in log.splitlines() if " FAIL " in l or l.startswith("DEVIATION ")]
if exceptions:
    lines += ["", "## Listed exceptions, as the tests print them", "",
              "Each is listed in the test with its reason; the test fails when this set changes.",
              "", "```"] + exceptions + ["```"]
lines += ["", "The article *Conformance* in the DocC catalogue explains each suite and its exceptions.", ""]
open(out, "w", encoding="utf-8").write("\n".join(lines))
print(f"wrote {out}: {len(rows) - failed} of {len(rows)} suites passed", file=sys.stderr)
sys.exit(1 if failed else 0)
PY
