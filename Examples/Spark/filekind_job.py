#!/usr/bin/env python3
"""FileKind on Apache Spark: a listing's rows and a file tree's kinds,
computed over partitions by the `filekind` command, in the input's order.

`filekind rows` and `filekind classify --files-from - -0` are stateless line
filters that write one line per input line, in input order. So each
partition is piped through one `filekind` process, each output line is keyed
by (partition, position), and sorting by that key gives back exactly the
output one process gives for the whole input.

Usage (local mode here; on a cluster, spark-submit --master spark://HOST:7077):
  spark-submit filekind_job.py rows LISTING.tsv FILEKIND OUT [--partitions N]
  spark-submit filekind_job.py classify PATHS.list0 FILEKIND OUT [--partitions N]

LISTING.tsv is a `filekind rows` listing; PATHS.list0 holds NUL-terminated
paths (as `find -print0` writes them); FILEKIND is the command's path on
every worker; OUT receives the ordered output, one line per input line.
"""
import argparse
import subprocess
import threading
import time

from pyspark import SparkConf, SparkContext

# The moment rows are relative to and the zone they are counted in: the same
# on every worker, so every partition renders as one process would.
NOW = "1773921600"
ZONE = "America/New_York"


def keyed(partition, lines):
    """Each output line with its (partition, position) key."""
    for position, line in enumerate(lines):
        yield (partition, position), line


def pipe_nul_separated(command):
    """RDD.pipe's shape for NUL-separated input: one process a partition,
    fed on its own thread, its output lines in order. (RDD.pipe ends every
    element with a newline, which a -0 list would read as part of the next
    path.)"""

    def run(paths):
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

        def feed():
            for path in paths:
                process.stdin.write(path.encode("utf-8", "surrogateescape") + b"\0")
            process.stdin.close()

        feeder = threading.Thread(target=feed)
        feeder.start()
        for line in process.stdout:
            yield line.rstrip(b"\n").decode("utf-8", "surrogateescape")
        feeder.join()
        # classify exits 1 when some path could not be read: its line is
        # still written, so only a usage error or a crash fails the job.
        if process.wait() not in (0, 1):
            raise RuntimeError(f"{command[0]} exited with status {process.returncode}")

    return run


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["rows", "classify", "ingest"])
    parser.add_argument("input")
    parser.add_argument("filekind")
    parser.add_argument("output")
    parser.add_argument("--partitions", type=int, default=8)
    args = parser.parse_args()

    conf = SparkConf().setAppName(f"filekind-{args.mode}")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    started = time.monotonic()
    if args.mode == "rows":
        lines = sc.textFile(args.input, minPartitions=args.partitions)
        command = f"{args.filekind} rows --tier uikit --now {NOW} --time-zone {ZONE} --jobs 1"
        # RDD.pipe: each partition's lines go to one process's standard input.
        piped = lines.pipe(command)
    elif args.mode == "ingest":
        # put.io API pages, one a line: a partition holds whole pages.
        pages = sc.textFile(args.input, minPartitions=args.partitions)
        piped = pages.pipe(f"{args.filekind} ingest --jobs 1")
    else:
        with open(args.input, "rb") as listed:
            paths = [p.decode("utf-8", "surrogateescape") for p in listed.read().split(b"\0") if p]
        rdd = sc.parallelize(paths, args.partitions)
        piped = rdd.mapPartitions(
            pipe_nul_separated([args.filekind, "classify", "--sniff", "--files-from", "-", "-0", "--jobs", "1"]))
    ordered = piped.mapPartitionsWithIndex(keyed).sortByKey().values()
    count = 0
    with open(args.output, "w", encoding="utf-8", errors="surrogateescape") as out:
        for line in ordered.toLocalIterator():
            out.write(line + "\n")
            count += 1
    elapsed = time.monotonic() - started
    print(f"filekind on Spark: {args.mode}: {count} lines in {elapsed:.2f} s "
          f"({count / elapsed:,.0f} lines/s, {sc.defaultParallelism} cores, {args.partitions} partitions)")
    sc.stop()


if __name__ == "__main__":
    main()
