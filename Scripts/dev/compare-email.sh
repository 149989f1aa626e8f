#!/bin/sh
# Compare kbcheck's email validator with Python's email-validator (PyPI) on
# the same file, in one run: throughput of each, speed ratio, and every
# verdict disagreement.
#
#   Scripts/dev/compare-email.sh [FILE] [--limit N] [--profile P] [--repeat N] [--peer-repeat N] [--formats text,json]
#
# kbcheck is timed over FILE read --repeat times (default 20) so that the clock's
# resolution does not decide, email-validator over --peer-repeat copies (default 1,
# ~10 s); the ratio is of addresses/s. Verdicts are compared on one copy.
#
# Builds kbcheck in release mode; Scripts/dev/venv.sh makes .venv (gitignored)
# with the pinned peers on first use. Without FILE: every email corpus
# (emails-100k.txt, emails-distinct-domains.txt, emails-mixed-script.txt,
# emails-capitalized-domains.txt).
set -eu
cd "$(dirname "$0")/../.."
C=Fixtures/corpora
FILES=""
case "${1:-}" in
  ""|--*)
    # Every email corpus: the project's, and the distinct-domain,
    # mixed-script and capitalized variants (Fixtures/corpora/emails-variants.gen.py).
    [ -f $C/emails-capitalized-domains.txt ] || python3 $C/emails-variants.gen.py >/dev/null
    FILES="$C/emails-100k.txt $C/emails-distinct-domains.txt $C/emails-mixed-script.txt $C/emails-capitalized-domains.txt" ;;
  *) FILES=$1; shift ;;
esac
Scripts/dev/venv.sh >/dev/null   # .venv with the pinned comparison peers
swift build -c release --product kbcheck >/dev/null
KBCHECK=$(swift build -c release --show-bin-path)/kbcheck
for FILE in $FILES; do
  echo "== $(basename "$FILE")"
  .venv/bin/python Scripts/dev/compare_email.py "$FILE" "$KBCHECK" "$@"
done
