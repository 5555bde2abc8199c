#!/usr/bin/env bash
# FileKind's put.io page reader beside the fastest JSON parser in the field,
# simdjson (its On-Demand front end, Debian's libsimdjson-dev), doing the
# same job to the same pages: Scripts/bench-simdjson/putio_pages.cpp reads
# the fields `putio_page_to_entries` keeps into structs that own their
# strings, dates to seconds, and counts the files FileKind would refuse.
#
#   Scripts/bench-simdjson.sh [FILES] [ROUNDS]     (default 200000 files, 3 rounds)
#
# Both read the bench's pages (`filekind-bench --emit-pages FILES`, the
# first 100 kept in memory and read in turn, 1,000 files a page), each the
# median of five passes; the two are interleaved, round by round, so a
# machine that slows down slows both. Prints one line a round and the ratio
# (FileKind's ns a file over simdjson's); exits 1 if the two did not read
# the same number of files.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-200000}"
rounds="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -f /usr/include/simdjson.h ]; then
  echo "bench-simdjson: needs libsimdjson-dev (apt-get install -y libsimdjson-dev g++)" >&2
  exit 2
fi
g++ -O3 -std=c++17 -o "$work/putio_pages" Scripts/bench-simdjson/putio_pages.cpp -lsimdjson
swift build -c release --product filekind-bench 2>&1 | grep -E 'error|warning: ' || true
bench="$(swift build -c release --show-bin-path)/filekind-bench"
"$bench" --emit-pages "$files" > "$work/pages.jsonl"
bytes_per_file="$(head -n 100 "$work/pages.jsonl" | wc -c)"
bytes_per_file=$((bytes_per_file / ($(head -n 100 "$work/pages.jsonl" | wc -l) * 1000)))

echo "put.io pages: $files files, about $bytes_per_file bytes a file ($(uname -m), $(nproc) cores)"
printf '%-7s %22s %22s %8s\n' round "FileKind ns/file (GB/s)" "simdjson ns/file (GB/s)" ratio
status=0
for round in $(seq 1 "$rounds"); do
  fk="$("$bench" --rows "$files" --only putio_page_to_entries --json 2>/dev/null)"
  sj="$("$work/putio_pages" "$work/pages.jsonl" "$files")"
  python3 - "$round" "$bytes_per_file" "$files" "$fk" "$sj" <<'PY' || status=1
import json, sys
round_, per_file, files, fk, sj = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4]), json.loads(sys.argv[5])
fk_ns = fk["cases"]["putio_page_to_entries"]["ns_per_row"]
sj_ns = sj["ns_per_file"]
print(f"{round_:<7} {fk_ns:>12,.1f} ({per_file / fk_ns:5.3f}) {sj_ns:>14,.1f} ({sj['gb_per_s']:5.3f}) {fk_ns / sj_ns:7.2f}×")
if sj["files"] + sj["refused"] != files:
    print(f"simdjson read {sj['files'] + sj['refused']} files of {files}", file=sys.stderr)
    sys.exit(1)
PY
done
exit "$status"
