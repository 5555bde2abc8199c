#!/usr/bin/env bash
# Builds and runs FileKind's libFuzzer entry points (toolchain-provided
# libFuzzer and AddressSanitizer). Each target compiles the library's sources
# together with its entry point, so internal API is reachable.
#
#   Fuzz/run.sh [TARGET...] [-- LIBFUZZER_ARGS]     (default: all, -runs=1000000)
#   targets: Names MediaTypes Formatters Sniffer Rows
#
# Crashes land in Fuzz/out/TARGET/; turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-runs=1000000)
[ ${#targets[@]} -eq 0 ] && targets=(Names MediaTypes Formatters Sniffer Rows)
sources=$(find Sources/FileKind -name '*.swift' | sort)
mkdir -p Fuzz/out
for target in "${targets[@]}"; do
  binary="Fuzz/out/fuzz-$target"
  extra=""
  # The listing line format lives in the command; its file joins the module.
  [ "$target" = Rows ] && extra="Sources/filekind/ListingLine.swift"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FileKind -D Libmagic \
    -I Sources/CMagic -lmagic $sources $extra "Fuzz/$target.swift" -o "$binary" 2>&1 | grep -v 'Cannot export local symbol' || true
  # The working corpus grows in Fuzz/out (ignored by git); seeds are committed.
  mkdir -p "Fuzz/out/$target/corpus"
  cp -n Fuzz/seeds/"$target"/* "Fuzz/out/$target/corpus/" 2>/dev/null || true
  echo "== $target"
  "$binary" "${args[@]}" -artifact_prefix="Fuzz/out/$target/" "Fuzz/out/$target/corpus" 2>&1 | tail -n 3
done
