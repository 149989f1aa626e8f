#!/usr/bin/env bash
# Creates .venv (gitignored) with the comparison peers, pinned, and prints its
# python's path. The one venv helper: bench-cli.sh, compare-email.sh and
# differential.py's instructions use it. The peers are never a dependency of
# the product.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x .venv/bin/python ] || python3 -m venv .venv
if ! .venv/bin/python -c 'import email_validator, ada_url, stdnum, schwifty, precis_i18n' 2>/dev/null; then
  .venv/bin/pip install -q --disable-pip-version-check email-validator==2.4.0 ada-url \
    python-stdnum==2.2 schwifty==2026.10.1 precis-i18n==1.1.2 >&2
fi
echo "$(pwd)/.venv/bin/python"
