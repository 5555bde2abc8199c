#!/usr/bin/env bash
# Builds FileKind's libFuzzer targets from the package (the fuzz-* products,
# with libFuzzer and AddressSanitizer) and runs each on its committed seeds.
#
#   Fuzz/run.sh [TARGET...] [-- LIBFUZZER_ARGS]   (default: every target, -runs=1000000)
#   targets: names name-order media-types formatters sniffer rows putio-pages page-streams
#
# A long soak, as the README reports it:  Fuzz/run.sh -- -runs=10000000
# CI runs:                                Fuzz/run.sh -- -max_total_time=3 -seed=1
#
# Any crash fails the script; the input lands in Fuzz/out/TARGET/. Turn each
# into a regression test and a seed. In an ordinary build each target
# replays files instead: swift run fuzz-sniffer Fuzz/out/sniffer/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
targets=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-runs=1000000)
[ ${#targets[@]} -eq 0 ] && targets=(names name-order media-types formatters sniffer rows putio-pages page-streams)
# One instrumented build of every target, in a build folder of its own.
# `--sanitize fuzzer` links libFuzzer as SwiftPM names an executable's entry
# point; the single `-sanitize=fuzzer,address` gives every module coverage
# and ASan (as two flags, the second would replace the first, and libFuzzer
# would have no coverage to follow).
build=(swift build -c release --build-path .build/fuzz --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)
for target in "${targets[@]}"; do
  "${build[@]}" --product "fuzz-$target" 2>&1 | grep -E 'error|warning: unre' || true
done
bin="$("${build[@]}" --show-bin-path)"
status=0
for target in "${targets[@]}"; do
  # The working corpus grows in Fuzz/out (ignored by git); seeds are committed.
  corpus="Fuzz/out/$target/corpus"
  mkdir -p "$corpus"
  cp -n Fuzz/seeds/"$target"/* "$corpus/" 2>/dev/null || true
  # The sniffer also starts from every sample file's head, so mutations
  # reach the inner walks (AVI lists, zip entries, TS tables) at once.
  if [ "$target" = sniffer ]; then
    for sample in Corpus/samples/*; do
      [ "$(basename "$sample")" = manifest.tsv ] && continue
      [ -e "$corpus/sample-$(basename "$sample")" ] || head -c 16384 "$sample" > "$corpus/sample-$(basename "$sample")"
    done
  fi
  echo "== $target"
  if [ "$target" = name-order ]; then
    # Foundation is compared in every run of this target, so each input runs
    # in a child process (-fork): a fault of Foundation's, or a disagreement,
    # saves its input and the run goes on.
    # Each child adds its counts to the tally, summed below.
    tally="Fuzz/out/$target/tally.txt"
    rm -f "$tally" Fuzz/out/"$target"/crash-* Fuzz/out/"$target"/timeout-*
    FILEKIND_FUZZ_TALLY="$PWD/$tally" "$bin/fuzz-$target" "${args[@]}" -fork=1 -ignore_crashes=1 \
      -ignore_timeouts=1 -ignore_ooms=1 -artifact_prefix="Fuzz/out/$target/" "$corpus" > "Fuzz/out/$target.log" 2>&1 || true
    found=$(find Fuzz/out/"$target" -maxdepth 1 \( -name 'crash-*' -o -name 'timeout-*' \) | wc -l)
    awk '{ for (i = 1; i < NF; i += 2) sum[$i] += $(i + 1) } END { for (k in sum) printf "%s %d\n", k, sum[k] }' \
      "$tally" 2>/dev/null | sort
    # In fork mode a child's own messages are not in this log, so each saved
    # input is replayed alone (three times: Foundation's faults come and go
    # between processes). One that stops at a FileKind check fails the
    # script; any other is a fault inside Foundation's own calls (both ways
    # round, and its search), counted and kept for study, not failed.
    disagreements=0
    for saved in $(find Fuzz/out/"$target" -maxdepth 1 \( -name 'crash-*' -o -name 'timeout-*' \)); do
      for _ in 1 2 3; do
        timeout 60 "$bin/fuzz-$target" "$saved" > "$saved.replay" 2>&1 || true
        if grep -q 'FileKind check failed' "$saved.replay"; then
          disagreements=$((disagreements + 1))
          echo "$saved: $(grep -m 1 'FileKind check failed' "$saved.replay")"
          status=1
          break
        fi
      done
      rm -f "$saved.replay"
    done
    echo "inputs saved: $found (FileKind's checks failed: $disagreements; the rest faulted inside Foundation)"
    continue
  fi
  if ! "$bin/fuzz-$target" "${args[@]}" -artifact_prefix="Fuzz/out/$target/" "$corpus" > "Fuzz/out/$target.log" 2>&1; then
    status=1
    tail -n 40 "Fuzz/out/$target.log"
  fi
  # libFuzzer's closing line: how many runs, at what rate.
  grep -E '^Done [0-9]+ runs' "Fuzz/out/$target.log" || tail -n 2 "Fuzz/out/$target.log"
done
exit $status
