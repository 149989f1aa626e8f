#!/usr/bin/env bash
# Runs the built kbcheck over the email, URL and number corpora in every
# output format and writes one file per run into OUT, so that two builds
# can be compared byte for byte (`diff -r before/ after/`). Used to check that
# a refactor leaves the CLI's output unchanged.
#
# usage: Scripts/dev/cli-corpus-snapshot.sh KBCHECK_BINARY OUT_DIR
set -uo pipefail
bin=${1:?kbcheck binary}; out=${2:?output dir}
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
emails=$here/Fixtures/corpora/emails-100k.txt
urls=$here/Fixtures/corpora/urls-kasztp-48k.txt
numbers=$(mktemp); trap 'rm -f "$numbers"' EXIT
tail -n +2 "$here/Tests/KBCheckTests/Fixtures/numbers/icu72-parse.tsv" | cut -f2 | sort -u > "$numbers"
run() { # name, stdin file, args…
  local name=$1 file=$2; shift 2
  "$bin" "$@" - < "$file" > "$out/$name.out" 2> "$out/$name.err"
  echo "exit $?" >> "$out/$name.err"
}
for fmt in text json tsv; do
  for profile in form rfc html ascii; do
    run "email-$profile-$fmt" "$emails" --type email --profile "$profile" --format "$fmt"
  done
  for profile in form whatwg; do
    run "url-$profile-$fmt" "$urls" --type url --profile "$profile" --format "$fmt"
  done
  for locale in en_US de_DE de_CH fr_FR ru_RU ar_EG ar_MA fa_IR mr_IN; do
    run "decimal-$locale-$fmt" "$numbers" --type decimal --locale "$locale" --format "$fmt"
  done
  run "number-$fmt" "$numbers" --type number --format "$fmt"
done
ls "$out" | wc -l
