#!/usr/bin/env bash
# FileKind on Apache Spark, in local mode: a generated listing of a million
# rows through `filekind rows`, and a real file tree through `filekind
# classify --sniff --files-from - -0`, each checked line for line against one
# process's output. Exits 0 only when both match.
#
#   bash Examples/Spark/run.sh            (needs a JRE 17+ and pyspark)
#   ROWS=200000 TREE=/usr/share/doc bash Examples/Spark/run.sh
#
# On a cluster, the job is the same file:
#   spark-submit --master spark://HOST:7077 Examples/Spark/filekind_job.py rows LISTING FILEKIND OUT
# with FILEKIND installed at the same path on every worker.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROWS="${ROWS:-1000000}"
TREE="${TREE:-/usr/share/doc}"
MASTER="${MASTER:-local[2]}"

command -v java > /dev/null || { echo "run.sh: no java (apt-get install openjdk-17-jre-headless)" >&2; exit 1; }
python3 -c 'import pyspark' 2> /dev/null || { echo "run.sh: no pyspark (pip install pyspark)" >&2; exit 1; }

# The release command and the bench (for its seeded listing), built if needed.
swift build -c release --product filekind > /dev/null
swift build -c release --product filekind-bench > /dev/null
bin="$(swift build -c release --show-bin-path)"
filekind="$bin/filekind"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin/filekind-bench" --emit-listing "$ROWS" > "$work/listing.tsv"
find "$TREE" -type f -print0 > "$work/paths.list0"

submit() {
  PYSPARK_PYTHON=python3 python3 Examples/Spark/filekind_job.py "$@" 2> "$work/spark.log" \
    || { tail -n 30 "$work/spark.log" >&2; exit 1; }
}
export PYSPARK_SUBMIT_ARGS="--master $MASTER --driver-memory 2g pyspark-shell"

status=0
# Whether Spark's output for MODE equals one process's, line for line.
check() {
  if cmp -s "$work/$1.one" "$work/$1.spark"; then
    echo "$1: Spark's output equals one process's, line for line ($(wc -l < "$work/$1.one") lines)"
  else
    echo "$1: Spark's output differs from one process's" >&2
    diff "$work/$1.one" "$work/$1.spark" | head -n 5 >&2
    status=1
  fi
}
# Rows: the distributed output against one process, line for line.
submit rows "$work/listing.tsv" "$filekind" "$work/rows.spark"
start=$(date +%s%N)
"$filekind" rows --tier uikit --now 1773921600 --time-zone America/New_York --jobs 1 \
  < "$work/listing.tsv" > "$work/rows.one"
end=$(date +%s%N)
echo "one process: rows: $(wc -l < "$work/rows.one") lines in $(((end - start) / 1000000)) ms"
check rows

# Classify: a real tree, sniffed.
"$bin/filekind-bench" --emit-pages "${PAGES_FILES:-200000}" > "$work/pages.jsonl"
submit ingest "$work/pages.jsonl" "$filekind" "$work/ingest.spark"
"$filekind" ingest --jobs 1 < "$work/pages.jsonl" > "$work/ingest.one"
check ingest

submit classify "$work/paths.list0" "$filekind" "$work/classify.spark"
"$filekind" classify --sniff --files-from - -0 --jobs 1 < "$work/paths.list0" > "$work/classify.one" || true
check classify
exit "$status"
