#!/usr/bin/env bash
# Builds FileKind's DocC archive offline, with the toolchain's own `docc`
# (no package plugin needed): .build/FileKind.doccarchive. Warnings are
# errors, as CI builds it. Open the archive with `docc preview` or Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs
swift build --target FileKind -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs > /dev/null
docc convert Sources/FileKind/FileKind.docc \
  --additional-symbol-graph-dir .build/symbol-graphs \
  --fallback-display-name FileKind --fallback-bundle-identifier io.put.FileKind \
  --output-path .build/FileKind.doccarchive --warnings-as-errors
