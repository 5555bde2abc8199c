#!/usr/bin/env python3
"""Rewrite the README's speed table from a filekind-bench run.

The table between `<!-- bench:start -->` and `<!-- bench:end -->` in
README.md is produced by the bench, never typed: this script runs
`swift run -c release filekind-bench --json` (or reads a saved run) and
writes one row per job with FileKind's and Foundation's ns/row.

With libsimdjson-dev and g++ at hand it also runs the put.io pages' peer
(Scripts/bench-simdjson/putio_pages.cpp, simdjson On-Demand reading the same
fields) on the same pages right after the bench, and fills its column.

Usage: python3 Scripts/update-readme-bench.py [BENCH.json]
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
README = os.path.join(ROOT, "README.md")

# (case, what it does, its Foundation counterpart's name in the run)
ROWS = [
    ("kind_by_name", "raw name → icon kind", "kind_by_name"),
    ("size_tabular", "size text (`1.20 GB`)", "size_tabular"),
    ("date_named", "relative date (`last week`)", "date_named"),
    ("subtitle_swiftui", "whole subtitle", "subtitle_swiftui"),
    ("sort_names", "a listing's names in Finder order", "sort_names"),
    ("search_names", "a query against every name", "search_names"),
    ("sort_key_make", "a name's sort key (`NameSortKey`)", None),
    ("sort_key_sort", "the listing sorted by stored sort keys", "sort_names"),
    ("sort_key_make_and_sort", "sort keys made, then sorted", "sort_names"),
    ("sort_release_5000", "5,000 release names in Finder order", None),
    ("sort_hostile", "5,000 hostile names in Finder order", None),
    ("rows_command_1_job", "`filekind rows`, one job", "rows_command_1_job"),
    ("rows_command_all_jobs", "`filekind rows`, every core", None),
    ("sniff_native", "sniff a file's prefix (FileKind's checks)", None),
    ("sniff_native_unknown", "the same, for a prefix no check knows", None),
    ("sniff_libmagic", "the same through libmagic", None),
    ("putio_page_to_entries", "put.io API page → entries, per file",
     "putio_page_to_entries"),
    ("putio_page_to_rows", "put.io API page → rows, per file", "putio_page_to_rows"),
    ("putio_ingest_1_job", "`filekind ingest`, one job", None),
    ("putio_ingest_all_jobs", "`filekind ingest`, every core", None),
]


def simdjson_peer(rows):
    """simdjson's ns a file on the bench's pages of `rows` files, or None
    when the peer cannot be built here."""
    if not os.path.exists("/usr/include/simdjson.h"):
        return None
    with tempfile.TemporaryDirectory() as work:
        peer = os.path.join(work, "putio_pages")
        pages = os.path.join(work, "pages.jsonl")
        subprocess.run(["g++", "-O3", "-std=c++17", "-o", peer,
                        os.path.join(ROOT, "Scripts/bench-simdjson/putio_pages.cpp"), "-lsimdjson"], check=True)
        with open(pages, "wb") as out:
            subprocess.run(["swift", "run", "-c", "release", "filekind-bench", "--emit-pages", str(rows)],
                           cwd=ROOT, check=True, stdout=out)
        result = subprocess.run([peer, pages, str(rows)], check=True, stdout=subprocess.PIPE).stdout
        return json.loads(result)["ns_per_file"]


def main():
    if len(sys.argv) > 1:
        run = json.load(open(sys.argv[1]))
    else:
        out = subprocess.run(
            ["swift", "run", "-c", "release", "filekind-bench", "--json"], cwd=ROOT, check=True,
            stdout=subprocess.PIPE).stdout
        run = json.loads(out)
    peer = {"putio_page_to_entries": simdjson_peer(run["rows"])}
    lines = [
        f"`filekind-bench`, {run['rows']:,} rows, one run (Foundation on a sample of the same listing):",
        "",
        "| job | FileKind ns/row | Foundation ns/row | speed-up | simdjson ns/row |",
        "|---|---:|---:|---:|---:|",
    ]
    for case, label, counterpart in ROWS:
        mine = run["cases"].get(case)
        if mine is None:
            continue
        theirs = run["foundation"].get(counterpart) if counterpart else None
        # The bench's own case name beside the job's words: one vocabulary.
        if "`" + case + "`" not in label:
            label = f"{label} (`{case}`)"
        cells = [label, f"{mine['ns_per_row']:,.1f}"]
        if theirs:
            cells += [f"{theirs['ns_per_row']:,.1f}", f"{theirs['ns_per_row'] / mine['ns_per_row']:,.0f}×"]
        else:
            cells += ["", ""]
        cells.append(f"{peer[case]:,.1f}" if peer.get(case) else "")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    lines.append(f"Peak memory {run['peak_rss_bytes'] / 1e6:,.0f} MB.")
    if peer["putio_page_to_entries"]:
        lines.append("")
        lines.append("simdjson: its On-Demand front end reading the same fields of the same pages, "
                     "timed right after the bench (`Scripts/bench-simdjson.sh` times the two round by round).")
    text = open(README).read()
    start = text.index("<!-- bench:start -->") + len("<!-- bench:start -->")
    end = text.index("<!-- bench:end -->")
    open(README, "w").write(text[:start] + "\n" + "\n".join(lines) + "\n" + text[end:])


if __name__ == "__main__":
    main()
