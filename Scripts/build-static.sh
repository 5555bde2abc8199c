#!/usr/bin/env bash
# Builds the self-contained `filekind`: the Swift runtime and Foundation
# linked in (--static-swift-stdlib), libmagic loaded at run time if the
# machine has it. It runs on any Linux with the C library this machine's
# (glibc 2.36 on Debian 12) or newer, without a Swift toolchain.
#
#   Scripts/build-static.sh [OUT]     (default OUT: dist)
#
# Writes OUT/filekind (stripped) and OUT/filekind.sha256, and fails if the
# binary needs any shared library beyond the C library family.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"
swift build -c release --static-swift-stdlib --build-path .build/static --product filekind 2>&1 \
  | grep -E 'error|warning: unre|Compiling|Build' | tail -n 2
mkdir -p "$out"
cp .build/static/release/filekind "$out/filekind"
# Symbols only help a debugger; the build folder keeps the unstripped copy.
command -v strip > /dev/null && strip "$out/filekind"
# The C library family is all a machine must have.
extra="$(ldd "$out/filekind" | awk '{ print $1 }' \
  | grep -vE '^(linux-vdso\.so|/lib64/ld-linux|ld-linux|libc\.so|libm\.so|libgcc_s\.so|libstdc\+\+\.so|libdl\.so|libpthread\.so|librt\.so)' || true)"
if [ -n "$extra" ]; then
  echo "filekind needs libraries beyond the C library's: $extra" >&2
  exit 1
fi
(cd "$out" && sha256sum filekind > filekind.sha256)
echo "$out/filekind: $(stat -c %s "$out/filekind") bytes, $(cut -c1-16 "$out/filekind.sha256")…"
"$out/filekind" --version
