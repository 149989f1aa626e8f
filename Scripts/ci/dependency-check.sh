#!/usr/bin/env bash
# A new package declares kbcheck as a dependency the way the README says —
# `.package(url: <clone URL>, from: <version>)` — and builds and runs
# (issue 33). The version is the top `## [x.y.z]` heading of CHANGELOG.md;
# the release tag `vx.y.z` is made in a throw-away clone (tags need not
# travel with the branch), which the new package names by its file URL.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(grep -m1 -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\]' CHANGELOG.md | tr -d '#[] ')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$PWD" "$work/kbcheck"
git -C "$work/kbcheck" tag "v$version"
mkdir -p "$work/app/Sources/App"
cat >"$work/app/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(url: "file://$work/kbcheck", from: "$version")],
  targets: [
    .executableTarget(name: "App", dependencies: [.product(name: "KBCheck", package: "kbcheck")])
  ]
)
SWIFT
cat >"$work/app/Sources/App/main.swift" <<'SWIFT'
import KBCheck

let result = EmailValidator(options: .form).validate("José@Bücher.example")
print(KBCheckRelease.version, result.isValid, result.email?.asciiValue ?? "-")
SWIFT
(cd "$work/app" && swift build -q >"$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 1; }
output=$(cd "$work/app" && swift run -q App 2>/dev/null | tail -1)
expected="$version true José@xn--bcher-kva.example"
if [ "$output" != "$expected" ]; then
  echo "dependency-check: expected '$expected', got: $output" >&2
  exit 1
fi
echo "dependency-check: .package(url: file://…/kbcheck, from: \"$version\") builds and runs: $output"
