#!/usr/bin/env bash
# Formats the package's Swift sources with swift-format (settings in
# .swift-format at the repository root), then lints them strictly.
#
#   Scripts/ci/format.sh          format in place, then lint --strict
#   Scripts/ci/format.sh --lint   lint only (what CI would run)
#
# When the toolchain has no `swift format`, says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! swift format --version >/dev/null 2>&1; then
  echo "format.sh: 'swift format' is not available in this toolchain; skipping." >&2
  exit 0
fi

paths=(Package.swift Sources Tests)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks)
[ -d Examples ] && paths+=(Examples)

if [ "${1:-}" != "--lint" ]; then
  echo "== swift format $(swift format --version)"
  swift format format --parallel --recursive --in-place "${paths[@]}"
fi
echo "== swift format lint --strict"
swift format lint --parallel --recursive --strict "${paths[@]}"
