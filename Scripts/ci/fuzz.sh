#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each one.
#   Scripts/ci/fuzz.sh                 # every target, 60 s each
#   Scripts/ci/fuzz.sh --runs 10000000 # every target, 10 M runs each
#   Scripts/ci/fuzz.sh --seconds 20 FuzzEmail FuzzURL
#   Scripts/ci/fuzz.sh --no-asan ...   # -sanitize=fuzzer only (faster; Swift is
#                                   # memory safe, ASan guards the C shim)
#   Scripts/ci/fuzz.sh --build-only
#   Scripts/ci/fuzz.sh --max-len 1024 ...  # longest input libFuzzer makes (4096)
#   Scripts/ci/fuzz.sh --timeout 300 ...   # seconds one input may take (10)
#   Scripts/ci/fuzz.sh --bin DIR ...       # run the binaries in DIR, no build
#                                       # (a snapshot tied to one commit)
# Seed corpora come from Fixtures/ (Fuzz/seeds/<target>/); findings go to
# Fuzz/artifacts/. Exit status is non-zero when the build fails or any
# target finds a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=(-max_total_time=60)
targets=()
sanitize=fuzzer,address
scratch=.build-fuzz
build_only=0
max_len=4096
timeout=10
bin=
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) limit=(-max_total_time="$2"); shift 2 ;;
    --runs) limit=(-runs="$2"); shift 2 ;;
    --no-asan) sanitize=fuzzer; scratch=.build-fuzz-noasan; shift ;;
    --build-only) build_only=1; shift ;;
    --max-len) max_len="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --bin) bin="$2"; shift 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(FuzzEmail FuzzURL FuzzNumber FuzzPhone FuzzFilters FuzzText FuzzFocus FuzzPayments FuzzDNS)

mkdir -p Fuzz/artifacts
if [ -z "$bin" ] && ! swift build --package-path Fuzz -c release --scratch-path "$scratch" \
  -Xswiftc -sanitize="$sanitize" -Xswiftc -parse-as-library \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld > Fuzz/artifacts/build.log 2>&1; then
  grep -E 'error' Fuzz/artifacts/build.log | head -20
  echo "!! fuzz build failed; see Fuzz/artifacts/build.log"
  exit 1
fi
[ "$build_only" = 1 ] && exit 0
[ -n "$bin" ] || bin=$scratch/release
# Without this the Swift runtime's backtracer handles the abort of a failed
# invariant first and libFuzzer never writes the crashing input.
export SWIFT_BACKTRACE=enable=no
python3 Scripts/ci/fuzz-seeds.py
status=0
for t in "${targets[@]}"; do
  work=$(mktemp -d)
  cp -r "Fuzz/seeds/$t/." "$work/" 2>/dev/null || true
  echo "== $t ${limit[*]} -max_len=$max_len ($bin)"
  if ! "$bin/$t" "${limit[@]}" -max_len="$max_len" -timeout="$timeout" -rss_limit_mb=4096 \
      -artifact_prefix="Fuzz/artifacts/$t-" -print_final_stats=1 "$work" 2> "Fuzz/artifacts/$t.log"; then
    status=1
    echo "!! $t found a failure; see Fuzz/artifacts/$t.log"
    grep -A3 'INVARIANT FAILED\|ERROR: AddressSanitizer\|Fatal error\|ERROR: libFuzzer' "Fuzz/artifacts/$t.log" | head -20
  fi
  grep -E 'stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb' \
    "Fuzz/artifacts/$t.log" | tr '\n' ' '
  echo
  rm -rf "$work"
done
exit $status
