#!/usr/bin/env bash
# URL throughput side by side, in one run, on the same file
# (default Fixtures/corpora/urls-kasztp-48k.txt), reported as ratios:
#   ada (C++, url_aggregator, href)   — from the ada-url source distribution on PyPI
#   kbcheck WHATWGURL.parse → href
#   kbcheck URLValidator, form preset (value, issues; components are views)
#   Foundation URL(string:) → absoluteString
# Each is timed in thread CPU time, best of N rounds over the whole file, so
# that a loaded machine and the clock's resolution do not decide. The default
# is 100 rounds (~1 s per timing of the 48k corpus): in one hour on a shared
# machine, 20 rounds gave ratios that moved by 0.05-0.4 between runs and 100
# by about 0.01 (a noisier hour still moves them).
#
# usage: Scripts/dev/compare-url.sh [rounds] [file...]
# Without files: every URL corpus, one after the other — urls-kasztp-48k.txt
# and the variants Fixtures/corpora/urls-variants.gen.py derives from it
# (upper-case scheme, upper-case host, percent-encoding needed, IDN, dot
# segments, WPT inputs), generated first when missing.
# Builds in .build-compare-url/ (git-ignored); ada's source (the pinned
# ADA_VERSION, from PyPI) is downloaded there, compiled with -O3, and never
# committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
ROUNDS="${1:-100}"
shift || true
ADA_VERSION=4.0.0  # ada-url on PyPI (its sdist carries the C++ ada.cpp)
C="$ROOT/Fixtures/corpora"
if [ $# -gt 0 ]; then FILES=("$@"); else
  [ -f "$C/urls-wpt.txt" ] || python3 "$C/urls-variants.gen.py" > /dev/null
  FILES=("$C/urls-kasztp-48k.txt" "$C/urls-upper-scheme.txt" "$C/urls-upper-host.txt" "$C/urls-percent.txt"
         "$C/urls-idn.txt" "$C/urls-dot-segments.txt" "$C/urls-wpt.txt")
fi
H="$ROOT/.build-compare-url"
mkdir -p "$H/ada" "$H/swift/Sources/urlthroughput"

# ada: the amalgamated ada.cpp / ada.h of the PyPI source distribution.
if [ "$(cat "$H/ada/VERSION" 2>/dev/null)" != "$ADA_VERSION" ]; then
  tmp=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --no-binary :all: "ada-url==$ADA_VERSION" -d "$tmp"
  tar xzf "$tmp"/ada_url-*.tar.gz -C "$tmp"
  cp "$tmp"/ada_url-*/ada_url/ada.cpp "$tmp"/ada_url-*/ada_url/ada.h "$H/ada/"
  echo "$ADA_VERSION" > "$H/ada/VERSION"
  rm -f "$H/ada/driver"
  rm -rf "$tmp"
fi
cat > "$H/ada/driver.cpp" <<'CPP'
#include "ada.h"
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>
static double cpu_ns() {
  timespec ts; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}
int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (lines.empty() && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) lines.push_back(line);
  }
  int rounds = std::stoi(argv[2]);
  double best = 1e300; size_t sink = 0;
  for (int r = 0; r < rounds; r++) {
    double t0 = cpu_ns();
    for (auto& l : lines) {
      auto url = ada::parse<ada::url_aggregator>(l);
      if (url) sink += url->get_href().size();
    }
    double dt = cpu_ns() - t0;
    if (dt < best) best = dt;
  }
  std::cout << (lines.size() / best * 1e9) << " " << sink % 2 << "\n";
}
CPP
if [ ! -x "$H/ada/driver" ] || [ "$H/ada/driver.cpp" -nt "$H/ada/driver" ]; then
  g++ -O3 -std=c++20 -DNDEBUG -o "$H/ada/driver" "$H/ada/driver.cpp" "$H/ada/ada.cpp"
fi

cat > "$H/swift/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription
let package = Package(
  name: "urlthroughput",
  dependencies: [.package(path: "$ROOT")],
  targets: [.executableTarget(name: "urlthroughput", dependencies: [.product(name: "KBCheck", package: "$(basename "$ROOT")")])]
)
SWIFT
cat > "$H/swift/Sources/urlthroughput/main.swift" <<'SWIFT'
import Foundation
import KBCheck

let args = CommandLine.arguments
var text = try! String(contentsOfFile: args[1], encoding: .utf8)
if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
let lines = text.split(separator: "\n").map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
  .filter { !$0.isEmpty }
let rounds = Int(args[2]) ?? 20
// An optional third argument runs one measurement only (Scripts/dev/callgrind-url.sh):
// parse, validate, foundation, or none (reading the file only).
let only = args.count > 3 ? args[3] : nil

// The loops run in a nonisolated function: a closure formed in top-level
// code is main-actor isolated, and Swift 6 then checks the executor on every
// call (swift_task_isCurrentExecutor, ~400 instructions per URL under
// callgrind), a cost of the harness that ada's C++ driver does not have.
func runAll(_ lines: [String], rounds: Int, only: String?) -> (Double, Double, Double) {
  func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }
  func measure(_ name: String, _ body: (String) -> Int) -> Double {
    guard only == nil || only == name else { return 0 }
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
  let validator = URLValidator(options: .form)
  let parse = measure("parse") { WHATWGURL.parse($0)?.href.utf8.count ?? 0 }
  let validate = measure("validate") { line in
    let r = validator.validate(line)
    return (r.value?.utf8.count ?? 0) &+ r.issues.count
  }
  let foundation = measure("foundation") { URL(string: $0)?.absoluteString.utf8.count ?? 0 }
  return (parse, validate, foundation)
}
let (parse, validate, foundation) = runAll(lines, rounds: rounds, only: only)
print(parse, validate, foundation, lines.count)
SWIFT
(cd "$H/swift" && swift build -c release > build.log 2>&1) || { cat "$H/swift/build.log"; exit 1; }

for FILE in "${FILES[@]}"; do
read -r ada _ < <("$H/ada/driver" "$FILE" "$ROUNDS")
read -r parse validate foundation count < <("$H/swift/.build/release/urlthroughput" "$FILE" "$ROUNDS")
python3 - "$ada" "$parse" "$validate" "$foundation" "$count" "$ROUNDS" "$(basename "$FILE")" "$ADA_VERSION" <<'PY'
import sys
ada, parse, validate, foundation = map(float, sys.argv[1:5])
count, rounds, name, version = sys.argv[5], sys.argv[6], sys.argv[7], sys.argv[8]
print(f"{name}: {count} URLs, best of {rounds} rounds, thread CPU time, ada {version}")
for label, v in [("ada url_aggregator -> href", ada), ("kbcheck WHATWGURL.parse -> href", parse),
                 ("kbcheck URLValidator (form)", validate), ("Foundation URL(string:)", foundation)]:
    print(f"  {label:34} {v/1e6:6.2f} M URLs/s   {v/ada:5.2f}x ada")
print(f"  validator / parser: {parse/validate:.2f}x slower")
PY
done
