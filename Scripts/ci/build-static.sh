#!/usr/bin/env bash
# Builds a portable `kbcheck` (issue 33): the Swift runtime, Foundation
# Essentials, ICU 72 with its data, libstdc++ and libgcc linked statically, so
# the binary needs only the C library's own shared objects (libc, libm,
# libresolv, the loader) and runs on a distribution without ICU or Swift.
#
#   Scripts/ci/build-static.sh [SCRATCH]     (default .build-static)
#
# Prints the binary's path. How: SwiftPM links ICU from pkg-config's icu-uc
# and the package's linkedLibrary entries (-licuuc …); a private pkg-config
# file puts a directory holding only the static archives (libicu*.a from
# libicu-dev, libstdc++.a from GCC) first on the library path, so every -l
# finds the archive there before the system's shared object; the common
# library, the data and libstdc++ are named once more at the end, for the
# archives that come before them in SwiftPM's order (i18n after uc).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${1:-.build-static}
mkdir -p "$scratch"
archives=$(cd "$scratch" && pwd)/static-archives
mkdir -p "$archives/pkgconfig"
multiarch=$(gcc -print-multiarch 2>/dev/null || echo "$(uname -m)-linux-gnu")
for lib in icuuc icui18n icudata; do
  ln -sf "/usr/lib/$multiarch/lib$lib.a" "$archives/lib$lib.a"
done
libstdcxx=$(gcc -print-file-name=libstdc++.a 2>/dev/null || true)
[ -f "$libstdcxx" ] || libstdcxx=$(find /usr/lib/gcc -name libstdc++.a 2>/dev/null | sort | tail -1)
[ -f "$libstdcxx" ] || { echo "build-static: libstdc++.a not found (install libstdc++-12-dev)" >&2; exit 1; }
ln -sf "$libstdcxx" "$archives/libstdc++.a"
cat > "$archives/pkgconfig/icu-uc.pc" <<PC
Name: icu-uc
Description: ICU common and data, static archives only
Version: $(pkg-config --modversion icu-uc)
Cflags: $(pkg-config --cflags icu-uc)
Libs: -L$archives -licuuc -licudata
PC
# KBCHECK_CORE_ONLY: the CLI needs none of the adapters' packages (Package.swift).
KBCHECK_CORE_ONLY=1 PKG_CONFIG_PATH="$archives/pkgconfig" swift build -c release --product kbcheck \
  --static-swift-stdlib --scratch-path "$scratch" \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  -Xlinker -licuuc -Xlinker -licudata -Xlinker -lstdc++ >&2
echo "$scratch/release/kbcheck"
