#!/usr/bin/env bash
# The deliverability batch against the loopback DNS server (issue 31):
# 100,000 addresses over the zone's 1,000 bulk domains make at most 1,000
# queries, counted by the server (Knot's mod-stats), and the output keeps
# the input's order. Needs Scripts/ci/dns-test-server.sh started and a built
# kbcheck (argument 1, default .build/debug/kbcheck).
set -euo pipefail
cd "$(dirname "$0")/../.."
kbcheck=${1:-.build/debug/kbcheck}
: "${KBCHECK_TEST_DNS:?start Scripts/ci/dns-test-server.sh first}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/in.txt" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    for i in range(100_000):
        f.write(f"user{i}@d{(i * 7919) % 1000}.bulk.kbcheck\n")
PY
before=$(Scripts/ci/dns-test-server.sh queries)
start=$(date +%s.%N)
status=0
"$kbcheck" --type email --set checkDeliverability=true --set "dnsServer=$KBCHECK_TEST_DNS" \
  --format json --jobs 2 - <"$work/in.txt" >"$work/out.jsonl" 2>"$work/err.txt" || status=$?
end=$(date +%s.%N)
after=$(Scripts/ci/dns-test-server.sh queries)
queries=$((after - before))
python3 - "$work/in.txt" "$work/out.jsonl" <<'PY'
import json, sys
inputs = open(sys.argv[1]).read().splitlines()
records = [json.loads(line) for line in open(sys.argv[2])]
assert len(records) == len(inputs), (len(records), len(inputs))
bad = [i for i, (r, line) in enumerate(zip(records, inputs)) if r["input"] != line]
assert not bad, f"order broken at lines {bad[:5]}"
outcomes = {r["deliverability"]["outcome"] for r in records}
assert outcomes == {"deliverable"}, outcomes
print(f"dns-batch: {len(records)} records in input order, all deliverable")
PY
echo "dns-batch: exit $status, $queries queries counted by the server, $(echo "$end - $start" | bc) s"
cat "$work/err.txt"
[ "$status" -eq 0 ] || { echo "dns-batch: kbcheck exited $status" >&2; exit 1; }
[ "$queries" -le 1000 ] || { echo "dns-batch: $queries queries > 1000" >&2; exit 1; }
