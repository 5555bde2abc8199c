#!/usr/bin/env python3
"""FileKind on an Apache Spark cluster: a listing's rows, a file tree's
kinds and put.io API pages ingested into a Parquet table, computed over
partitions by the `filekind` command that Spark ships to its executors.

`filekind rows`, `ingest` and `classify --files-from - -0` are stateless
filters that write their lines in input order. So each partition is piped
through one `filekind` process on an executor, and reading the partitions
in their order gives back exactly what one process gives for the whole
input. Each partition runs once: the input is read and cached once, the
commands' output is cached as it is made, and every later step (writing
the output, the table, the checks) reads the cache.

The command's messages name lines and pages as one process would: each
partition's first line (for `rows`) or page (for `ingest`) is counted from
the lines and pages of the partitions before it, so `page 3` is the third
page of the input, wherever it ran. They are printed by the driver, in
input order.

The binary comes with the job: `spark-submit --files /path/to/filekind`
copies it to every executor, and each task runs the copy Spark gave it
(`SparkFiles.get("filekind")`), never a path of the machine that built it.

Usage:
  spark-submit --master spark://HOST:7077 --files FILEKIND filekind_job.py \\
      rows LISTING.tsv OUT [--now EPOCH] [--tier swiftui|uikit] [--time-zone ID]
  ... classify PATHS.list0 OUT          (NUL-terminated paths, as find -print0 writes them;
                                          the paths must exist on every worker)
  ... ingest PAGES.jsonl OUT.parquet [--expect ONE_PROCESS.jsonl] [--expect-order NAME_SORTED.jsonl]
  Every job: [--partitions N] [--kill-once] [--expect-launches]

rows and classify write the ordered output to OUT, one line per input line
(rows: --now defaults to the moment the job starts, --tier to swiftui,
--time-zone to UTC). ingest writes a Parquet table with a declared schema
and reads it back; with --expect it compares the table row for row with one
process's `filekind ingest --sort-key` output, and with --expect-order it
sorts the table by its sort_key column (a binary column, compared byte by
byte) across partitions and compares the names with one process's
`filekind rows --input putio --sort NAME_ASC`. With --kill-once, the first
attempt of partition 1 kills its `filekind` after a few lines: Spark retries
that task, and the output is still whole. With --expect-launches, the job
fails unless `filekind` was started once a partition by the tasks that
succeeded (Spark keeps a failed task's counts or drops them, so the task
--kill-once failed may add one more).
"""
import argparse
import base64
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time

from pyspark import SparkFiles, StorageLevel, TaskContext
from pyspark.sql import SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import (ArrayType, BinaryType, BooleanType, LongType, StringType, StructField,
                               StructType)

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
    StructField("first_accessed_at_us", LongType(), True),
    StructField("is_hidden", BooleanType(), False),
    StructField("folder_type", StringType(), True),
    StructField("sort_by", StringType(), True),
    StructField("crc32", StringType(), True),
    StructField("sha1", StringType(), True),
])

# A record of a partition's output: a line the command wrote, or a message
# it wrote to standard error.
LINE, MESSAGE = 0, 1

# The numbers the command puts in its messages, as one process would have
# counted them: `filekind: line N: …` and `filekind: page N: …`.
NUMBERED = re.compile(r"^filekind: (line|page) (\d+)")


def micros(seconds):
    """Unix seconds (as `ingest` writes them) in whole microseconds."""
    return int(round(seconds * 1_000_000))


def ingest_row(row, record):
    """One `ingest --sort-key` line as a row of the table's staging schema;
    the sort key is stored as the bytes its base64 stands for."""
    return (row, record["id"], record["parent_id"], record["name"], bytearray(base64.b64decode(record["sort_key"])),
            record["kind"], record["type"], record["source"], record["flags"], record["size"],
            micros(record["created_at"]), micros(record["updated_at"]),
            None if record["first_accessed_at"] is None else micros(record["first_accessed_at"]),
            record["is_hidden"], record["folder_type"], record["sort_by"], record["crc32"], record["sha1"])


def renumbered(message, first):
    """A message of the command with its line or page number counted from
    `first` (the partition's first line or page in the whole input)."""
    return NUMBERED.sub(lambda m: f"filekind: {m.group(1)} {int(m.group(2)) + first - 1}", message, count=1)


def filekind_process(arguments, build_path, kill_once, firsts, launches, retried):
    """A partition function: pipes the partition through the executor's copy
    of `filekind ARGUMENTS`, yielding (LINE, line) for each output line and
    then (MESSAGE, text) for each message, numbered for the whole input."""

    def run(partition, items):
        binary = SparkFiles.get("filekind")
        # The copy Spark shipped, not the build machine's binary.
        if os.path.realpath(binary) == os.path.realpath(build_path):
            raise RuntimeError(f"the task runs the build machine's {build_path}")
        context = TaskContext.get()
        launches.add(1)
        if context.attemptNumber() > 0:
            retried.add(1)
        separator = b"\0" if "-0" in arguments else b"\n"
        process = subprocess.Popen([binary] + arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
        messages = []

        def feed():
            try:
                for item in items:
                    process.stdin.write(item.encode("utf-8", "surrogateescape") + separator)
                process.stdin.close()
            except BrokenPipeError:
                pass

        def collect():
            messages.extend(process.stderr.read().decode("utf-8", "surrogateescape").splitlines())

        threads = [threading.Thread(target=feed), threading.Thread(target=collect)]
        for thread in threads:
            thread.start()
        kill = kill_once and partition == 1 and context.attemptNumber() == 0
        for position, line in enumerate(process.stdout):
            if kill and position == 10:
                # On purpose: this executor's filekind dies mid-partition.
                os.kill(process.pid, signal.SIGKILL)
                break
            yield LINE, line.rstrip(b"\n").decode("utf-8", "surrogateescape")
        for thread in threads:
            thread.join()
        # classify and ingest exit 1 when some input was bad: its lines are
        # still written (and named), so only a usage error, a crash or a
        # kill fails the task, and Spark runs it again.
        status = process.wait()
        if status not in (0, 1):
            raise RuntimeError(f"filekind {arguments[0]} ended with status {status} in partition {partition}")
        first = firsts[partition] if firsts else 1
        for message in messages:
            yield MESSAGE, renumbered(message, first)

    return run


def partition_firsts(items, count_item):
    """Each partition's first line or page in the whole input (from 1),
    from one pass over the cached input."""
    counts = dict(items.mapPartitionsWithIndex(
        lambda index, part: [(index, sum(count_item(item) for item in part))]).collect())
    firsts, total = [], 1
    for index in range(items.getNumPartitions()):
        firsts.append(total)
        total += counts.get(index, 0)
    return firsts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["rows", "classify", "ingest"])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--now", help="rows: the moment dates are relative to (Unix seconds; default: now)")
    parser.add_argument("--tier", default="swiftui", choices=["swiftui", "uikit"], help="rows: the app's tier")
    parser.add_argument("--time-zone", default="UTC", help="rows: the zone days are counted in")
    parser.add_argument("--build-path", default="", help="the binary Spark was given, which tasks must not run")
    parser.add_argument("--kill-once", action="store_true")
    parser.add_argument("--expect-launches", action="store_true",
                        help="fail unless filekind ran once a partition (and once more for --kill-once)")
    parser.add_argument("--expect", help="ingest: one process's output to compare the table with")
    parser.add_argument("--expect-order",
                        help="ingest: one process's `rows --input putio --sort NAME_ASC`, the names' order")
    args = parser.parse_args()

    spark = SparkSession.builder.appName(f"filekind-{args.mode}").getOrCreate()
    sc = spark.sparkContext
    sc.setLogLevel("ERROR")
    launches = sc.accumulator(0)
    retried = sc.accumulator(0)
    started = time.monotonic()
    if args.mode == "rows":
        items = sc.textFile(args.input, minPartitions=args.partitions)
        now = args.now or str(int(time.time()))
        arguments = ["rows", "--tier", args.tier, "--now", now, "--time-zone", args.time_zone, "--jobs", "1"]
        # Every line is counted, as the command counts lines.
        count_item = lambda item: 1
    elif args.mode == "ingest":
        # put.io API pages, one a line: a partition holds whole pages.
        items = sc.textFile(args.input, minPartitions=args.partitions)
        arguments = ["ingest", "--jobs", "1", "--sort-key"]
        # A page is a line that is not blank.
        count_item = lambda item: 1 if item.strip() else 0
    else:
        with open(args.input, "rb") as listed:
            paths = [p.decode("utf-8", "surrogateescape") for p in listed.read().split(b"\0") if p]
        items = sc.parallelize(paths, args.partitions)
        arguments = ["classify", "--sniff", "--files-from", "-", "-0", "--jobs", "1"]
        count_item = None
    # The input is read once: cached, then counted for the numbering.
    items = items.persist(StorageLevel.MEMORY_AND_DISK)
    firsts = partition_firsts(items, count_item) if count_item else None
    partitions = items.getNumPartitions()
    # Each partition runs once: its output is cached as it is made, and
    # every step below reads the cache.
    made = items.mapPartitionsWithIndex(
        filekind_process(arguments, args.build_path, args.kill_once, firsts, launches, retried)
    ).persist(StorageLevel.MEMORY_AND_DISK)
    made.count()
    items.unpersist()
    # Messages, in input order (collect keeps the partitions' order),
    # numbered as one process numbers them.
    for _, text in made.filter(lambda record: record[0] == MESSAGE).collect():
        print(text, file=sys.stderr)
    lines = made.filter(lambda record: record[0] == LINE).map(lambda record: record[1])

    status = 0
    if args.mode == "ingest":
        # The input order becomes the table's row order.
        rows = lines.zipWithIndex().map(lambda pair: ingest_row(pair[1], json.loads(pair[0])))
        staged = spark.createDataFrame(rows, INGEST_SCHEMA)
        table = staged.select(
            "row", "id", "parent_id", "name", "sort_key", "kind", "media_type", "source", "flags", "size",
            F.timestamp_micros("created_at_us").alias("created_at"),
            F.timestamp_micros("updated_at_us").alias("updated_at"),
            F.timestamp_micros("first_accessed_at_us").alias("first_accessed_at"),
            "is_hidden", "folder_type", "sort_by", "crc32", "sha1")
        table.write.mode("overwrite").parquet(args.output)
        count = spark.read.parquet(args.output).count()
        elapsed = time.monotonic() - started
        print(f"parquet schema: {spark.read.parquet(args.output).schema.simpleString()}")
        if args.expect:
            status |= compare_table(spark, args.output, args.expect, count)
        if args.expect_order:
            status |= compare_order(spark, args.output, args.expect_order, args.partitions, count)
    else:
        count = 0
        with open(args.output, "w", encoding="utf-8", errors="surrogateescape") as out:
            for line in lines.toLocalIterator():
                out.write(line + "\n")
                count += 1
        elapsed = time.monotonic() - started
    print(f"filekind on Spark: {args.mode}: {count} lines in {elapsed:.2f} s "
          f"({count / elapsed:,.0f} lines/s, {sc.defaultParallelism} cores, {partitions} partitions, "
          f"filekind started {launches.value} times, {retried.value} task(s) retried)")
    if args.kill_once and retried.value == 0:
        print("--kill-once: no task was retried", file=sys.stderr)
        status = 1
    if args.expect_launches:
        # Spark merges the counts of the tasks that succeeded; those of a
        # failed attempt may or may not be merged.
        most = partitions + retried.value
        if not partitions <= launches.value <= most:
            print(f"filekind ran {launches.value} times for {partitions} partitions "
                  f"(expected {partitions} to {most})", file=sys.stderr)
            status = 1
    spark.stop()
    sys.exit(status)


def compare_table(spark, output, expect, count):
    """The table, read back in row order, against one process's lines."""
    back = spark.read.parquet(output).orderBy("row").select(
        "id", "parent_id", "name", "sort_key", "kind", "media_type", "source", "flags", "size",
        F.unix_micros("created_at").alias("created"), F.unix_micros("updated_at").alias("updated"),
        F.unix_micros("first_accessed_at").alias("first_accessed"), "is_hidden", "folder_type", "sort_by",
        "crc32", "sha1")
    mismatches = 0
    with open(expect, encoding="utf-8", errors="surrogateescape") as expected:
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
        return 1
    print(f"ingest: the Parquet table's {count} rows, read back, equal one process's lines, row for row")
    return 0


def compare_order(spark, output, expect_order, partitions, count):
    """Finder order as bytes: the table sorted by its sort_key column
    (Spark orders binary columns byte by byte, unsigned) across partitions,
    ties by row, against one process's name sort."""
    by_key = spark.read.parquet(output).repartition(partitions).orderBy("sort_key", "row").select("name")
    used = by_key.rdd.getNumPartitions()
    with open(expect_order, encoding="utf-8", errors="surrogateescape") as expected:
        names = (json.loads(line)["name"] for line in expected)
        differ = sum(1 for got, want in zip(by_key.toLocalIterator(), names) if got[0] != want)
        rest = sum(1 for _ in names)
    if differ or rest:
        print(f"sorted by sort_key: {differ} names out of one process's order, {rest} missing", file=sys.stderr)
        return 1
    print(f"ingest: {count} rows sorted by sort_key over {used} partitions "
          f"are in one process's name order (rows --sort NAME_ASC), name for name")
    return 0


if __name__ == "__main__":
    main()
