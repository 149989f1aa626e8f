#!/usr/bin/env bash
# EmailValidator throughput in process (issue 20): the form profile (and the
# rfc profile) on Fixtures/corpora/emails-100k.txt, every line a String in
# memory, best of ROUNDS passes in thread CPU time, in M addresses/s.
#
# usage: Scripts/dev/email-throughput.sh [rounds] [file...]
# Without files: emails-100k.txt (goal >= 8 M/s), and the variants
# Fixtures/corpora/emails-variants.gen.py derives from it (generated when
# missing): every domain distinct (goal >= 4 M/s), mixed-script domains, and
# the distinct domains capitalized (`a@K2s.Example.Com`).
# Needs the release build of the package (`swift build -c release`, made here
# when missing); the harness is compiled with swiftc -O against the built
# KBCheck module and objects in .build-email-throughput/ (git-ignored), so it
# measures exactly the library of this work tree. `CALLGRIND=1` runs one pass
# of the form profile under valgrind --tool=callgrind instead, collecting only
# inside one pass (validation and the release of the results), and prints the
# instruction count per address; callgrind_annotate on
# .build-email-throughput/callgrind.out shows where.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
ROUNDS="${1:-20}"
shift || true
C="$ROOT/Fixtures/corpora"
if [ $# -gt 0 ]; then FILES=("$@"); else
  [ -f "$C/emails-capitalized-domains.txt" ] || python3 "$C/emails-variants.gen.py" > /dev/null
  FILES=("$C/emails-100k.txt" "$C/emails-distinct-domains.txt" "$C/emails-mixed-script.txt"
    "$C/emails-capitalized-domains.txt")
fi
FILE="${FILES[0]}"
H="$ROOT/.build-email-throughput"
mkdir -p "$H"
swift build -c release --product kbcheck >/dev/null
REL="$(swift build -c release --show-bin-path)"

cat > "$H/main.swift" <<'SWIFT'
import Glibc
import KBCheck

let args = CommandLine.arguments
let file = fopen(args[1], "r")!
var lines: [String] = []
var buffer: UnsafeMutablePointer<CChar>? = nil
var size = 0
while getline(&buffer, &size, file) > 0 {
  var line = String(cString: buffer!)
  if line.hasSuffix("\n") { line.removeLast() }
  if !line.isEmpty { lines.append(line) }
}
let rounds = Int(args[2]) ?? 20
func cpuNow() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
func measure(_ validator: EmailValidator) -> Double {
  var best = UInt64.max
  var sink = 0
  for _ in 0..<rounds {
    let t0 = cpuNow()
    for line in lines {
      let r = validator.validate(line)
      sink &+= (r.value?.utf8.count ?? 0) &+ r.issues.count
    }
    best = min(best, cpuNow() - t0)
  }
  if sink == 42 { print("") }
  return Double(lines.count) / Double(best) * 1e9
}
/// One pass of the form profile (what callgrind counts: validation and the
/// results' release).
@inline(never) func callgrindPass(_ validator: EmailValidator) -> Int {
  var sink = 0
  for line in lines { sink &+= validator.validate(line).issues.count }
  return sink
}
if args.count > 3 {
  print(callgrindPass(EmailValidator(options: .form)), lines.count)
  exit(0)
}
let form = measure(EmailValidator(options: .form))
let rfc = measure(EmailValidator(options: .rfc))
print(form, rfc, lines.count)
SWIFT
objs=$(ls "$REL"/KBCheck.build/*.o "$REL"/KBCheckAddressData.build/*.o "$REL"/KBCheckPhoneData.build/*.o "$REL"/CKBCheckICU.build/*.o "$REL"/CKBCheckDNS.build/*.o "$REL"/CKBCheckScan.build/*.o 2>/dev/null)
if [ ! -x "$H/emailthroughput" ] || [ -n "$(find "$REL/KBCheck.build" "$H/main.swift" -newer "$H/emailthroughput" -name '*.o' -o -newer "$H/emailthroughput" -name main.swift | head -1)" ]; then
  swiftc -O -o "$H/emailthroughput" "$H/main.swift" -I "$REL/Modules" \
    -Xcc -fmodule-map-file="$REL/CKBCheckICU.build/module.modulemap" -Xcc -I"$ROOT/Sources/CKBCheckICU/include" -Xcc -fmodule-map-file="$ROOT/Sources/CICU/module.modulemap" \
    -Xcc -fmodule-map-file="$REL/CKBCheckDNS.build/module.modulemap" -Xcc -I"$ROOT/Sources/CKBCheckDNS/include" \
    -Xcc -fmodule-map-file="$REL/CKBCheckScan.build/module.modulemap" -Xcc -I"$ROOT/Sources/CKBCheckScan/include" \
    $objs -licuuc -licui18n -licudata
fi
if [ "${CALLGRIND:-0}" = 1 ]; then
  # On a copy without DWARF: valgrind 3.19 gives up on Swift 6.3's debug
  # information ("Possibly corrupted debuginfo file"); symbols stay.
  cp "$H/emailthroughput" "$H/emailthroughput-nodwarf"
  strip -g "$H/emailthroughput-nodwarf"
  valgrind --tool=callgrind --callgrind-out-file="$H/callgrind.out" \
    --toggle-collect='*callgrindPass*' \
    "$H/emailthroughput-nodwarf" "$FILE" 1 callgrind 2>&1 | grep -E "Collected" \
    | awk -v n="$(grep -c . "$FILE")" '{ printf "%s instructions in one pass (validate + release), %.0f per address\n", $4, $4 / n }'
  exit 0
fi
for FILE in "${FILES[@]}"; do
read -r form rfc count < <("$H/emailthroughput" "$FILE" "$ROUNDS")
python3 - "$form" "$rfc" "$count" "$ROUNDS" "$(basename "$FILE")" <<'PY'
import sys
form, rfc = map(float, sys.argv[1:3])
name = sys.argv[5]
goal = {"emails-100k.txt": " (goal >= 8)", "emails-distinct-domains.txt": " (goal >= 4)"}.get(name, "")
print(f"{name}: {int(sys.argv[3]):,} addresses, best of {sys.argv[4]} passes, thread CPU time")
print(f"  EmailValidator form  {form / 1e6:5.2f} M addresses/s{goal}")
print(f"  EmailValidator rfc   {rfc / 1e6:5.2f} M addresses/s")
PY
done
