#!/usr/bin/env python3
"""FileKind on an Apache Spark cluster: a listing's rows, a file tree's
kinds and put.io API pages ingested into a Parquet table, computed over
partitions by the `filekind` command that Spark ships to its executors.

`filekind rows`, `ingest` and `classify --files-from - -0` are stateless
filters that write their lines in input order. So each partition is piped
through one `filekind` process on an executor, each output line is keyed by
(partition, position), and ordering by that key gives back exactly what one
process gives for the whole input.

The binary comes with the job: `spark-submit --files /path/to/filekind`
copies it to every executor, and each task runs the copy Spark gave it
(`SparkFiles.get("filekind")`), never a path of the machine that built it.

Usage:
  spark-submit --master spark://HOST:7077 --files FILEKIND filekind_job.py \\
      rows LISTING.tsv OUT [--partitions N] [--kill-once]
  ... classify PATHS.list0 OUT          (NUL-terminated paths, as find -print0 writes them;
                                          the paths must exist on every worker)
  ... ingest PAGES.jsonl OUT.parquet --expect ONE_PROCESS.jsonl [--expect-order NAME_SORTED.jsonl]

rows and classify write the ordered output to OUT, one line per input line.
ingest writes a Parquet table with a declared schema, reads it back, and
compares it row for row with one process's `filekind ingest --sort-key`
output; with --expect-order it sorts the table by its sort_key column (a
binary column, compared byte by byte) across partitions and compares the
names with one process's `filekind rows --input putio --sort NAME_ASC`.
With --kill-once, the first attempt of partition 1 kills its `filekind`
after a few lines: Spark retries the task and the output is still whole.
"""
import argparse
import base64
import json
import os
import signal
import subprocess
import sys
import threading
import time

from pyspark import SparkFiles, TaskContext
from pyspark.sql import SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import ArrayType, BinaryType, LongType, StringType, StructField, StructType

# The moment rows are relative to and the zone they are counted in: the same
# on every worker, so every partition renders as one process would.
NOW = "1773921600"
ZONE = "America/New_York"

# What a sync engine stores from `filekind ingest`, as a table.
INGEST_SCHEMA = StructType([
    StructField("row", LongType(), False),
    StructField("id", LongType(), False),
    StructField("parent_id", LongType(), True),
    StructField("name", StringType(), False),
    StructField("sort_key", BinaryType(), False),
    StructField("kind", StringType(), False),
    StructField("media_type", StringType(), True),
    StructField("source", StringType(), False),
    StructField("flags", ArrayType(StringType(), False), False),
    StructField("size", LongType(), False),
    StructField("created_at_us", LongType(), False),
    StructField("updated_at_us", LongType(), False),
])


def micros(seconds):
    """Unix seconds (as `ingest` writes them) in whole microseconds."""
    return int(round(seconds * 1_000_000))


def ingest_row(row, record):
    """One `ingest --sort-key` line as a row of the table's staging schema;
    the sort key is stored as the bytes its base64 stands for."""
    return (row, record["id"], record["parent_id"], record["name"], bytearray(base64.b64decode(record["sort_key"])),
            record["kind"], record["type"], record["source"], record["flags"], record["size"],
            micros(record["created_at"]), micros(record["updated_at"]))


def filekind_process(arguments, build_path, kill_once, retried):
    """A partition function: pipes the partition through the executor's copy
    of `filekind ARGUMENTS`, yielding ((partition, position), line)."""

    def run(partition, items):
        binary = SparkFiles.get("filekind")
        # The copy Spark shipped, not the build machine's binary.
        if os.path.realpath(binary) == os.path.realpath(build_path):
            raise RuntimeError(f"the task runs the build machine's {build_path}")
        context = TaskContext.get()
        if context.attemptNumber() > 0:
            retried.add(1)
        separator = b"\0" if "-0" in arguments else b"\n"
        process = subprocess.Popen([binary] + arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

        def feed():
            try:
                for item in items:
                    process.stdin.write(item.encode("utf-8", "surrogateescape") + separator)
                process.stdin.close()
            except BrokenPipeError:
                pass

        feeder = threading.Thread(target=feed)
        feeder.start()
        kill = kill_once and partition == 1 and context.attemptNumber() == 0
        for position, line in enumerate(process.stdout):
            if kill and position == 10:
                # On purpose: this executor's filekind dies mid-partition.
                os.kill(process.pid, signal.SIGKILL)
                break
            yield (partition, position), line.rstrip(b"\n").decode("utf-8", "surrogateescape")
        feeder.join()
        # classify and ingest exit 1 when some input was bad: its lines are
        # still written (and named), so only a usage error, a crash or a
        # kill fails the task, and Spark runs it again.
        status = process.wait()
        if status not in (0, 1):
            raise RuntimeError(f"filekind {arguments[0]} ended with status {status} in partition {partition}")

    return run


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["rows", "classify", "ingest"])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--build-path", default="", help="the binary Spark was given, which tasks must not run")
    parser.add_argument("--kill-once", action="store_true")
    parser.add_argument("--expect", help="ingest: one process's output to compare the table with")
    parser.add_argument("--expect-order",
                        help="ingest: one process's `rows --input putio --sort NAME_ASC`, the names' order")
    args = parser.parse_args()

    spark = SparkSession.builder.appName(f"filekind-{args.mode}").getOrCreate()
    sc = spark.sparkContext
    sc.setLogLevel("ERROR")
    retried = sc.accumulator(0)
    started = time.monotonic()
    if args.mode == "rows":
        items = sc.textFile(args.input, minPartitions=args.partitions)
        arguments = ["rows", "--tier", "uikit", "--now", NOW, "--time-zone", ZONE, "--jobs", "1"]
    elif args.mode == "ingest":
        # put.io API pages, one a line: a partition holds whole pages.
        items = sc.textFile(args.input, minPartitions=args.partitions)
        arguments = ["ingest", "--jobs", "1", "--sort-key"]
    else:
        with open(args.input, "rb") as listed:
            paths = [p.decode("utf-8", "surrogateescape") for p in listed.read().split(b"\0") if p]
        items = sc.parallelize(paths, args.partitions)
        arguments = ["classify", "--sniff", "--files-from", "-", "-0", "--jobs", "1"]
    keyed = items.mapPartitionsWithIndex(filekind_process(arguments, args.build_path, args.kill_once, retried))
    ordered = keyed.sortByKey()

    if args.mode == "ingest":
        # The (partition, position) key becomes the table's row order.
        rows = ordered.map(lambda kv: ingest_row((kv[0][0] << 32) | kv[0][1], json.loads(kv[1])))
        staged = spark.createDataFrame(rows, INGEST_SCHEMA)
        table = staged.select(
            "row", "id", "parent_id", "name", "sort_key", "kind", "media_type", "source", "flags", "size",
            F.timestamp_micros("created_at_us").alias("created_at"),
            F.timestamp_micros("updated_at_us").alias("updated_at"))
        table.write.mode("overwrite").parquet(args.output)
        count = spark.read.parquet(args.output).count()
        elapsed = time.monotonic() - started
        # Read back and compared, row for row, with one process's lines.
        back = spark.read.parquet(args.output).orderBy("row").select(
            "id", "parent_id", "name", "sort_key", "kind", "media_type", "source", "flags", "size",
            F.unix_micros("created_at").alias("created"), F.unix_micros("updated_at").alias("updated"))
        print(f"parquet schema: {spark.read.parquet(args.output).schema.simpleString()}")
        mismatches = 0
        with open(args.expect, encoding="utf-8", errors="surrogateescape") as expected:
            lines = iter(expected)
            for got in back.toLocalIterator():
                line = next(lines, None)
                want = ingest_row(0, json.loads(line))[1:] if line is not None else None
                if tuple(got) != want:
                    mismatches += 1
                    if mismatches <= 3:
                        print(f"row differs: table {tuple(got)}, one process {want}", file=sys.stderr)
            rest = sum(1 for _ in lines)
        if mismatches or rest:
            print(f"the table differs from one process's ingest: {mismatches} rows differ, {rest} missing",
                  file=sys.stderr)
            sys.exit(1)
        print(f"ingest: the Parquet table's {count} rows, read back, equal one process's lines, row for row")
        if args.expect_order:
            # Finder order as bytes: the table sorted by its sort_key column
            # (Spark orders binary columns byte by byte, unsigned) across
            # partitions, ties by row, against one process's name sort.
            by_key = (spark.read.parquet(args.output).repartition(args.partitions)
                      .orderBy("sort_key", "row").select("name"))
            partitions = by_key.rdd.getNumPartitions()
            with open(args.expect_order, encoding="utf-8", errors="surrogateescape") as expected:
                names = (json.loads(line)["name"] for line in expected)
                differ = sum(1 for got, want in zip(by_key.toLocalIterator(), names) if got[0] != want)
                rest = sum(1 for _ in names)
            if differ or rest:
                print(f"sorted by sort_key: {differ} names out of one process's order, {rest} missing",
                      file=sys.stderr)
                sys.exit(1)
            print(f"ingest: {count} rows sorted by sort_key over {partitions} partitions "
                  f"are in one process's name order (rows --sort NAME_ASC), name for name")
    else:
        count = 0
        with open(args.output, "w", encoding="utf-8", errors="surrogateescape") as out:
            for line in ordered.values().toLocalIterator():
                out.write(line + "\n")
                count += 1
        elapsed = time.monotonic() - started
    print(f"filekind on Spark: {args.mode}: {count} lines in {elapsed:.2f} s "
          f"({count / elapsed:,.0f} lines/s, {sc.defaultParallelism} cores, {args.partitions} partitions, "
          f"{retried.value} task(s) retried)")
    if args.kill_once and retried.value == 0:
        print("--kill-once: no task was retried", file=sys.stderr)
        sys.exit(1)
    spark.stop()


if __name__ == "__main__":
    main()
