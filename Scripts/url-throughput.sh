#!/usr/bin/env bash
# Parse-to-href throughput on Fixtures/corpora/urls-kasztp-48k.txt measured in
# thread CPU time (best of N rounds), for kbcheck's WHATWGURL.parse and for
# Foundation's URL(string:). On a shared, loaded machine CPU time is steadier
# than the wall clock the package-benchmark run reports.
# Usage: Scripts/url-throughput.sh [rounds]      (builds a release harness in .build-url-throughput/)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
ROUNDS="${1:-40}"
H="$ROOT/.build-url-throughput"
mkdir -p "$H/Sources/urlthroughput"
cat > "$H/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription
let package = Package(
  name: "urlthroughput",
  dependencies: [.package(path: "$ROOT")],
  targets: [.executableTarget(name: "urlthroughput", dependencies: [.product(name: "KBCheck", package: "$(basename "$ROOT")")])]
)
SWIFT
cat > "$H/Sources/urlthroughput/main.swift" <<'SWIFT'
import Foundation
import KBCheck

let args = CommandLine.arguments
var text = try! String(contentsOfFile: args[1], encoding: .utf8)
if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
let lines = text.split(separator: "\n").map(String.init)
let rounds = Int(args[2]) ?? 40
func cpuNow() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
func measure(_ body: (String) -> Int) -> Double {
  var best = Double.infinity
  var sink = 0
  for _ in 0..<rounds {
    let t0 = cpuNow()
    for l in lines { sink &+= body(l) }
    best = min(best, Double(cpuNow() - t0))
  }
  if sink == 42 { print("") }
  return Double(lines.count) / best * 1e9
}
let kb = measure { WHATWGURL.parse($0)?.href.utf8.count ?? 0 }
let fd = measure { URL(string: $0)?.absoluteString.utf8.count ?? 0 }
print(String(format: "kbcheck WHATWGURL.parse -> href: %.2f M URLs/s", kb / 1e6))
print(String(format: "Foundation URL(string:) -> absoluteString: %.2f M URLs/s", fd / 1e6))
print(String(format: "ratio: %.2fx  (%d URLs, best of %d rounds, thread CPU time)", kb / fd, lines.count, rounds))
SWIFT
(cd "$H" && swift build -c release > build.log 2>&1) || { cat "$H/build.log"; exit 1; }
"$H/.build/release/urlthroughput" "$ROOT/Fixtures/corpora/urls-kasztp-48k.txt" "$ROUNDS"
