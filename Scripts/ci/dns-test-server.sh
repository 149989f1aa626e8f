#!/usr/bin/env bash
# A DNS server on loopback for the deliverability tests: Knot DNS
# (authoritative) serving the zone `kbcheck.` on 127.0.0.1:$PORT, and a
# "black hole" on 127.0.0.1:$((PORT+1)) that reads queries and never
# answers (for time-outs). Nothing here talks to any other address.
#
#   Scripts/ci/dns-test-server.sh start [PORT]   # prints the export lines
#   Scripts/ci/dns-test-server.sh stop
#   Scripts/ci/dns-test-server.sh queries        # how many queries knot answered
#
# The zone: Tests/KBCheckTests/Fixtures/dns/kbcheck.zone (every case of the
# deliverability tests, with the RFC each one exercises), plus 1,000
# generated domains d0 … d999.bulk.kbcheck for the batch test.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${KBCHECK_DNS_DIR:-/tmp/kbcheck-dns}
command=${1:-start}
port=${2:-5391}

case "$command" in
start)
  "$0" stop >/dev/null 2>&1 || true
  rm -rf "$dir" && mkdir -p "$dir"
  cp Tests/KBCheckTests/Fixtures/dns/kbcheck.zone "$dir/kbcheck.zone"
  {
    for i in $(seq 0 999); do echo "d$i.bulk MX 10 mx.bulk"; done
    echo "mx.bulk A 1.2.3.6"
  } >>"$dir/kbcheck.zone"
  cat >"$dir/knot.conf" <<CONF
server:
    rundir: "$dir"
    listen: 127.0.0.1@$port
    background-workers: 1
    udp-workers: 2
    tcp-workers: 1
log:
  - target: "$dir/knot.log"
    any: warning
database:
    storage: "$dir/db"
mod-stats:
  - id: counts
    request-protocol: on
    query-type: on
template:
  - id: default
    storage: "$dir"
    global-module: mod-stats/counts
zone:
  - domain: kbcheck.
    file: kbcheck.zone
CONF
  knotd -c "$dir/knot.conf" -d
  # The black hole: binds, reads, never answers.
  nohup python3 -c "
import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(('127.0.0.1', $((port + 1))))
while True:
    s.recv(4096)
" >/dev/null 2>&1 &
  echo $! >"$dir/blackhole.pid"
  for _ in $(seq 50); do
    if kdig +short +timeout=1 +retry=0 @127.0.0.1 -p "$port" with-mx.kbcheck MX >/dev/null 2>&1 \
      && [ -n "$(kdig +short +timeout=1 +retry=0 @127.0.0.1 -p "$port" with-mx.kbcheck MX)" ]; then
      echo "export KBCHECK_TEST_DNS=127.0.0.1:$port"
      echo "export KBCHECK_TEST_DNS_BLACKHOLE=127.0.0.1:$((port + 1))"
      exit 0
    fi
    sleep 0.2
  done
  echo "dns-test-server: knotd did not answer on 127.0.0.1:$port" >&2
  cat "$dir/knot.log" >&2 || true
  exit 1
  ;;
stop)
  [ -f "$dir/knot.conf" ] && knotc -c "$dir/knot.conf" stop >/dev/null 2>&1 || true
  [ -f "$dir/blackhole.pid" ] && kill "$(cat "$dir/blackhole.pid")" 2>/dev/null || true
  ;;
queries)
  # Every query knot answered since it started (mod-stats counters).
  knotc -c "$dir/knot.conf" stats mod-stats.request-protocol 2>/dev/null \
    | awk -F'= ' '{ sum += $2 } END { print sum + 0 }'
  ;;
*)
  echo "usage: $0 start [PORT] | stop | queries" >&2
  exit 64
  ;;
esac
