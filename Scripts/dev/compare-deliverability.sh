#!/usr/bin/env bash
# Side by side, in one run: kbcheck's deliverability batch against Python's
# email-validator with check_deliverability=True (and its caching
# resolver, as its documentation recommends for many addresses), both
# asking the same loopback DNS server (Scripts/ci/dns-test-server.sh).
# Reports addresses per second and the ratio; median of RUNS runs.
#
#   Scripts/dev/compare-deliverability.sh [RUNS] [KBCHECK]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
kbcheck=${2:-.build/release/kbcheck}
: "${KBCHECK_TEST_DNS:?start Scripts/ci/dns-test-server.sh first}"
venv=.build/compare-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "email-validator==2.2.0" "dnspython==2.7.0"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/in.txt" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    for i in range(20_000):
        f.write(f"user{i}@d{(i * 7919) % 1000}.bulk.kbcheck\n")
PY
cat >"$work/peer.py" <<'PY'
import sys, time
import dns.resolver
from email_validator import validate_email, caching_resolver, EmailNotValidError
host, port = sys.argv[2].split(":")
resolver = caching_resolver(timeout=2)
resolver.nameservers = [host]
resolver.port = int(port)
lines = open(sys.argv[1]).read().splitlines()
start = time.perf_counter()
ok = 0
for line in lines:
    try:
        validate_email(line, check_deliverability=True, dns_resolver=resolver)
        ok += 1
    except EmailNotValidError:
        pass
elapsed = time.perf_counter() - start
print(f"{len(lines) / elapsed:.0f} {ok}")
PY
ratios=()
for run in $(seq "$runs"); do
  peer=$("$venv/bin/python" "$work/peer.py" "$work/in.txt" "$KBCHECK_TEST_DNS")
  start=$(date +%s.%N)
  "$kbcheck" --type email --set checkDeliverability=true --set "dnsServer=$KBCHECK_TEST_DNS" \
    --no-summary - <"$work/in.txt" >/dev/null
  end=$(date +%s.%N)
  ours=$(python3 -c "print(round(20000 / ($end - $start)))")
  ratio=$(python3 -c "print(round($ours / ${peer% *}, 1))")
  echo "run $run: kbcheck $ours/s, email-validator ${peer% *}/s (valid ${peer#* }/20000): ${ratio}x"
  ratios+=("$ratio")
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { print "median ratio: " a[int((NR + 1) / 2)] "x" }'
