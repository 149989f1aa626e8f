#!/usr/bin/env bash
# Issue 33's portable CLI, checked: builds the static kbcheck
# (Scripts/ci/build-static.sh), requires that `ldd` lists only the C library's
# own shared objects, then runs it in a minimal Debian root made by
# debootstrap (no ICU, no Swift, no libstdc++ beyond the base) and compares
# its answers with the expected ones; then `make install` into a prefix must
# lay out the binary, the man pages and the bash, zsh and fish completions.
# Prints the binary's size.
#
#   Scripts/ci/static-binary-check.sh [SCRATCH]     (default .build-static)
#
# Needs root (debootstrap, chroot, mounting /proc: the Swift runtime reads
# the arguments of a static executable from /proc/self/cmdline).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${1:-.build-static}
binary=$(Scripts/ci/build-static.sh "$scratch")

echo "ldd $binary:"
ldd "$binary" | sed 's/^/  /'
allowed='^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|libresolv\.so\.2|/lib64/ld-linux-x86-64\.so\.2|ld-linux-x86-64\.so\.2)$'
foreign=$(ldd "$binary" | awk '{print $1}' | grep -Ev "$allowed" || true)
if [ -n "$foreign" ]; then
  echo "static-binary: linked to more than the C library: $foreign" >&2
  exit 1
fi

root="$scratch/root"
if [ ! -x "$root/bin/sh" ]; then
  command -v debootstrap >/dev/null 2>&1 || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  }
  rm -rf "$root"
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
fi
if find "$root" -name 'libicu*' | grep -q .; then
  echo "static-binary: the root has ICU installed; it must not" >&2
  exit 1
fi
install -m 755 "$binary" "$root/usr/local/bin/kbcheck"
mount -t proc proc "$root/proc"
trap 'umount "$root/proc"' EXIT

failures=0
# expect "what" "expected first line of stdout" args… (stdin from $input when set)
expect() {
  local what=$1 want=$2
  shift 2
  local got
  got=$(chroot "$root" /usr/local/bin/kbcheck "$@" < "${input:-/dev/null}" 2>/dev/null \
    | head -1) || true
  if [ "$got" == "$want" ]; then
    echo "  ok: $what"
  else
    echo "  FAILED: $what: got '$got', want '$want'" >&2
    failures=$((failures + 1))
  fi
}
echo "in a debootstrap root without ICU:"
version=$(grep -oE '"[0-9]+\.[0-9]+\.[0-9]+"' Sources/KBCheck/KBCheckRelease.swift | head -1 | tr -d '"')
expect "version and ICU data" "kbcheck $version (ICU 72.1, Unicode 15.0)" --version
expect "IDNA (UTS #46) and NFC" "jose@bücher.example" --type email "jose@BÜCHER.example"
expect "WHATWG URL with an IDN host" "https://xn--bcher-kva.example/b" --type URL "HTTPS://Bücher.Example/a/../b"
expect "CLDR decimal symbols of de_DE" "1234.5" --type decimal --locale de_DE "1.234,5"
expect "PRECIS width mapping" "john" --type username "Ｊｏｈｎ"
expect "phone plans" "+81312345678" --type phone --set defaultRegion=JP "03-1234-5678"
expect "card mask" "411111••••••1111" --type cc-number 4111111111111111
input=$(mktemp)
printf 'ada@example.com\nnope\n' > "$input"
expect "a batch from stdin" "ada@example.com" --type email -
rm -f "$input"
input=""
prefix=$(cd "$scratch" && pwd)/install
echo "make install PREFIX=$prefix:"
rm -rf "$prefix"
make --no-print-directory install PREFIX="$prefix" SCRATCH="$scratch" >/dev/null
for file in bin/kbcheck share/man/man1/kbcheck.1 share/man/man1/kbcheck.validate.1 \
  share/bash-completion/completions/kbcheck share/zsh/site-functions/_kbcheck \
  share/fish/vendor_completions.d/kbcheck.fish; do
  if [ -s "$prefix/$file" ]; then echo "  ok: $file"; else
    echo "  FAILED: $file is missing" >&2
    failures=$((failures + 1))
  fi
done
if bash -c "source '$prefix/share/bash-completion/completions/kbcheck' && complete -p kbcheck" \
  >/dev/null 2>&1; then echo "  ok: the bash completion registers"; else
  echo "  FAILED: the bash completion does not load" >&2
  failures=$((failures + 1))
fi
if grep -q '^\.Dt KBCHECK 1' "$prefix/share/man/man1/kbcheck.1"; then
  echo "  ok: the man page is mdoc"; else
  echo "  FAILED: kbcheck.1 is not a man page" >&2
  failures=$((failures + 1))
fi
size=$(stat -c %s "$binary")
strip -o "$scratch/kbcheck-stripped" "$binary"
stripped=$(stat -c %s "$scratch/kbcheck-stripped")
echo "size: $((size / 1000000)) MB, $((stripped / 1000000)) MB stripped"
[ "$failures" -eq 0 ] || { echo "static-binary: $failures checks failed" >&2; exit 1; }
