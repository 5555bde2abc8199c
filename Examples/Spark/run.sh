#!/usr/bin/env bash
# FileKind on Apache Spark, in local mode: a generated listing of a million
# rows through `filekind rows`, put.io API pages through `filekind ingest`,
# and a real file tree through `filekind classify --sniff --files-from - -0`,
# each checked line for line against one process's output. Exits 0 only when
# all match.
#
#   bash Examples/Spark/run.sh            (needs a JRE 17+; pyspark is installed
#                                          into .build/spark-venv when missing)
#   ROWS=200000 PAGES_FILES=100000 TREE=/usr/share/doc bash Examples/Spark/run.sh
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
# pyspark from PyPI into a virtual environment of the package's own, once.
PYTHON=python3
if ! python3 -c 'import pyspark' 2> /dev/null; then
  venv=.build/spark-venv
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import pyspark' 2> /dev/null; then
    echo "run.sh: installing pyspark into $venv (once)" >&2
    python3 -m venv "$venv" && "$venv/bin/python" -m pip install -q pyspark \
      || { echo "run.sh: could not install pyspark (python3 -m venv needs python3-venv)" >&2; exit 1; }
  fi
  PYTHON="$PWD/$venv/bin/python"
fi

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
  PYSPARK_PYTHON="$PYTHON" "$PYTHON" Examples/Spark/filekind_job.py "$@" 2> "$work/spark.log" \
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

# Ingest: put.io API pages, one a line, so a partition holds whole pages.
"$bin/filekind-bench" --emit-pages "${PAGES_FILES:-200000}" > "$work/pages.jsonl"
submit ingest "$work/pages.jsonl" "$filekind" "$work/ingest.spark"
start=$(date +%s%N)
"$filekind" ingest --jobs 1 < "$work/pages.jsonl" > "$work/ingest.one"
end=$(date +%s%N)
echo "one process: ingest: $(wc -l < "$work/ingest.one") lines in $(((end - start) / 1000000)) ms"
check ingest

# Classify: a real tree, sniffed.
submit classify "$work/paths.list0" "$filekind" "$work/classify.spark"
"$filekind" classify --sniff --files-from - -0 --jobs 1 < "$work/paths.list0" > "$work/classify.one" || true
check classify
# Where Spark's time goes on one machine: starting the JVM and the Python
# workers, and carrying every line through Python between Spark and the
# command's pipes. The command's own work is the one-process figure; Spark
# pays off when the partitions are on many machines.
echo "Spark's figures include starting its JVM and Python workers and moving each line through Python;"
echo "the one-process figures are the command's own work."
exit "$status"
