#!/usr/bin/env bash
# FileKind on an Apache Spark standalone cluster, on this machine: a master
# and a worker (from the Spark that pyspark installs) on the loopback
# address, the self-contained `filekind` shipped to the executors with
# `--files`, and three jobs, each checked against one process:
#   rows      a generated listing of a million rows, line for line;
#   classify  a real file tree, sniffed, line for line;
#   ingest    put.io API pages written as a Parquet table with a declared
#             schema (sort keys as a binary column), read back and compared
#             row for row, then sorted by sort key across partitions and
#             compared with one process's name sort.
# The rows job kills one executor's filekind on purpose, once: Spark
# retries the task and the output is still equal. Every job must start
# filekind once a partition (once more for the killed task), and name the
# bad lines and pages put in its input by the numbers one process gives
# them. Exits 0 only when all of it holds; the cluster is stopped on every
# exit path.
#
#   bash Examples/Spark/run.sh            (needs a JRE 17+; pyspark is installed
#                                          into .build/spark-venv when missing)
#   ROWS=200000 PAGES_FILES=100000 TREE=/usr/share/doc bash Examples/Spark/run.sh
#
# On a cluster of your own, the job is the same file and the same binary:
#   Scripts/build-static.sh
#   spark-submit --master spark://HOST:7077 --files dist/filekind \
#     Examples/Spark/filekind_job.py rows LISTING.tsv OUT
set -euo pipefail
cd "$(dirname "$0")/../.."
ROWS="${ROWS:-1000000}"
PAGES_FILES="${PAGES_FILES:-200000}"
TREE="${TREE:-/usr/share/doc}"

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
SPARK_HOME="$("$PYTHON" -c 'import os, pyspark; print(os.path.dirname(pyspark.__file__))')"
export SPARK_HOME SPARK_LOCAL_IP=127.0.0.1 PYSPARK_PYTHON="$PYTHON"

# The self-contained binary the executors get, the release command for the
# one-process figures, and the bench (for its seeded listing and pages).
Scripts/build-static.sh .build/spark-dist > /dev/null
shipped="$PWD/.build/spark-dist/filekind"
swift build -c release --product filekind > /dev/null
swift build -c release --product filekind-bench > /dev/null
bin="$(swift build -c release --show-bin-path)"
filekind="$bin/filekind"

work="$(mktemp -d)"
cluster=()
stop_cluster() {
  # Each daemon leads its own process group: its executors go with it.
  for pid in "${cluster[@]}"; do kill -- "-$pid" 2> /dev/null || true; done
  for pid in "${cluster[@]}"; do
    while kill -0 "$pid" 2> /dev/null; do sleep 0.2; done
  done
  rm -rf "$work"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

# A free loopback port for the master, and its address.
port="$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
master="spark://127.0.0.1:$port"
setsid "$SPARK_HOME/bin/spark-class" org.apache.spark.deploy.master.Master \
  --host 127.0.0.1 --port "$port" --webui-port 0 > "$work/master.log" 2>&1 &
cluster+=($!)
setsid "$SPARK_HOME/bin/spark-class" org.apache.spark.deploy.worker.Worker \
  --host 127.0.0.1 --cores 2 --memory 4g --webui-port 0 --work-dir "$work/worker" "$master" \
  > "$work/worker.log" 2>&1 &
cluster+=($!)
for _ in $(seq 1 120); do
  grep -q 'Successfully registered with master' "$work/worker.log" && break
  sleep 0.5
done
grep -q 'Successfully registered with master' "$work/worker.log" \
  || { echo "run.sh: the worker did not register" >&2; tail -n 20 "$work/master.log" "$work/worker.log" >&2; exit 1; }
echo "cluster: master $master, one worker (2 cores), executors in JVMs of their own"

# The inputs, each with damage in a few places: bad listing lines, and
# pages cut short, spread over the partitions, so each job's messages show
# whether it numbers lines and pages as one process does.
"$bin/filekind-bench" --emit-listing "$ROWS" \
  | awk 'NR % 49999 == 7 { print "a bad line\tnot a size\t0" } { print }' > "$work/listing.tsv"
"$bin/filekind-bench" --emit-pages "$PAGES_FILES" \
  | awk 'NR % 37 == 11 { print substr($0, 1, length($0) / 2) } { print }' > "$work/pages.jsonl"
find "$TREE" -type f -print0 > "$work/paths.list0"

# Runs the job; its messages (`filekind: …` lines) land in NAME.spark.err.
submit() {
  local name="$1"
  shift
  "$SPARK_HOME/bin/spark-submit" --master "$master" --files "$shipped" \
    --conf spark.pyspark.python="$PYTHON" --conf spark.executor.memory=2g --conf spark.task.maxFailures=4 \
    --driver-memory 2g Examples/Spark/filekind_job.py "$@" --build-path "$shipped" --expect-launches \
    > "$work/spark.log" 2>&1 || { tail -n 30 "$work/spark.log" >&2; exit 1; }
  # spark-submit merges the Python driver's standard error into its
  # output: the command's messages are told apart by their prefix, and the
  # job's report is every other line but Spark's own logging.
  grep '^filekind: ' "$work/spark.log" > "$work/$name.spark.err" || true
  grep -v '^filekind: ' "$work/spark.log" | grep -vE '^([0-9]{2}/[0-9]{2}/[0-9]{2} |WARNING|\s+at |Setting default log level|To adjust logging level)' || true
}

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
  messages "$1"
}
# Whether Spark's messages for MODE name the same lines and pages as one
# process's (their numbers; a page cut at a partition's end is told as
# ending there, where one process saw the next page begin).
messages() {
  sed -E 's/^(filekind: (line|page) [0-9]+).*/\1/' "$work/$1.one.err" > "$work/$1.one.numbers"
  sed -E 's/^(filekind: (line|page) [0-9]+).*/\1/' "$work/$1.spark.err" > "$work/$1.spark.numbers"
  if cmp -s "$work/$1.one.numbers" "$work/$1.spark.numbers"; then
    echo "$1: the job's $(wc -l < "$work/$1.one.err") messages name what one process names, by the same numbers"
  else
    echo "$1: the job's messages differ from one process's" >&2
    diff "$work/$1.one.numbers" "$work/$1.spark.numbers" | head -n 5 >&2
    status=1
  fi
}
# Times one process's run of the command: "NAME: N lines in T ms".
one() {
  local name="$1" input="$2"
  shift 2
  local start end
  start=$(date +%s%N)
  "$filekind" "$@" < "$input" > "$work/$name.one" 2> "$work/$name.one.err" || true
  end=$(date +%s%N)
  echo "one process: $name: $(wc -l < "$work/$name.one") lines in $(((end - start) / 1000000)) ms"
}

# Rows, with one executor's filekind killed once on purpose.
submit rows rows "$work/listing.tsv" "$work/rows.spark" --kill-once \
  --now 1773921600 --tier uikit --time-zone America/New_York
one rows "$work/listing.tsv" rows --tier uikit --now 1773921600 --time-zone America/New_York --jobs 1
check rows

# Classify: a real tree, sniffed (the paths are on this machine's one worker).
submit classify classify "$work/paths.list0" "$work/classify.spark"
one classify "$work/paths.list0" classify --sniff --files-from - -0 --jobs 1
check classify

# Ingest: pages one a line, so a partition holds whole pages; the table is
# read back and compared with one process's lines by the job itself, and
# written once more without anything to compare with.
one ingest "$work/pages.jsonl" ingest --jobs 1 --sort-key
one order "$work/pages.jsonl" rows --input putio --sort NAME_ASC --tier uikit --now 1773921600 \
  --time-zone America/New_York --jobs 1
submit ingest ingest "$work/pages.jsonl" "$work/ingest.parquet" --expect "$work/ingest.one" \
  --expect-order "$work/order.one" || status=1
messages ingest
submit ingest-plain ingest "$work/pages.jsonl" "$work/ingest-plain.parquet"
echo "ingest without --expect: the table written, $(grep -c '^filekind: ' "$work/ingest-plain.spark.err") messages"

# Where Spark's time goes on one machine: starting its JVMs and Python
# workers, and carrying every line through Python between Spark and the
# command's pipes. The command's own work is the one-process figure; Spark
# pays off when the partitions are on many machines.
echo "Spark's figures include starting its JVMs and Python workers and moving each line through Python;"
echo "the one-process figures are the command's own work."
exit "$status"
