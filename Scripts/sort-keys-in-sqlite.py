#!/usr/bin/env python3
"""Stores `filekind ingest --sort-key` lines in a real SQLite database and
reads them back in sort-key order, as a sync engine's index would.

Reads the JSON lines on standard input into a table (id, name, sort_key as
a BLOB, the bytes the base64 stands for) with an index on (sort_key, id).
A file met twice (a list page and a search page both hold it) is one row,
holding what its last line says, as a sync engine updates a row it has.
Prints the query plans of a listing in name order and of a range of it,
one line each ("plan: ..."), then the ids in name order, one a line.

  filekind ingest --sort-key < pages.json | python3 Scripts/sort-keys-in-sqlite.py [DATABASE]
"""
import base64
import json
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1] if len(sys.argv) > 1 else ":memory:")
db.execute("CREATE TABLE files (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_key BLOB NOT NULL)")
db.execute("CREATE INDEX files_by_name ON files (sort_key, id)")
rows = ((r["id"], r["name"], base64.b64decode(r["sort_key"])) for r in map(json.loads, sys.stdin))
db.executemany(
    "INSERT INTO files VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, sort_key = excluded.sort_key",
    rows)
db.commit()

listing = "SELECT id FROM files ORDER BY sort_key, id"
first = db.execute("SELECT sort_key FROM files ORDER BY sort_key LIMIT 1 OFFSET 1000").fetchone()
page = "SELECT id FROM files WHERE sort_key >= ? ORDER BY sort_key, id LIMIT 50"
for query, parameters in ((listing, ()), (page, (first[0] if first else b"",))):
    plan = " | ".join(row[-1] for row in db.execute("EXPLAIN QUERY PLAN " + query, parameters))
    print("plan:", plan)
for (file_id,) in db.execute(listing):
    print(file_id)
