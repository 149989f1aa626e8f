#!/usr/bin/env bash
# Creates .venv with the comparison peers (never a dependency of the product).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/pip install -q --disable-pip-version-check email-validator==2.4.0 ada-url
echo "$(pwd)/.venv/bin/python"
