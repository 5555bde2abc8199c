#!/usr/bin/env bash
# Builds FileKind's DocC archive offline, with the toolchain's own `docc`
# (no package plugin needed): .build/FileKind.doccarchive. Warnings are
# errors, as CI builds it. Open the archive with `docc preview` or Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."
# A build folder of its own: the symbol graphs are written whenever the
# library is compiled there, and kept while it is up to date.
graphs=.build/docs-symbol-graphs
mkdir -p "$graphs"
swift build --build-path .build/docs --target FileKind -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" > /dev/null
docc convert Sources/FileKind/FileKind.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name FileKind --fallback-bundle-identifier io.put.FileKind \
  --output-path .build/FileKind.doccarchive --warnings-as-errors > .build/docs.log 2>&1 \
  || { cat .build/docs.log >&2; exit 1; }
articles=$(find Sources/FileKind/FileKind.docc -name '*.md' | wc -l)
echo "built .build/FileKind.doccarchive ($articles articles, no warnings); open it with docc preview or Xcode"
