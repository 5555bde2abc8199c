#!/usr/bin/env python3
"""Scores a filekind command on a corpus you bring: files whose icon kind you
know, listed one a line as `PATH<TAB>KIND` (KIND one of video, audio, image,
document, archive, other; a relative PATH is read from the manifest's folder).

Each file is classified by its bytes alone (`classify --sniff`), then under a
name that lies (`.mkv`), with libmagic and with FileKind's own engines only
(as on iOS). Prints the figures, every miss, and any file that is not media
but was called playable; exits 1 when there is such a file.

  python3 Scripts/score-corpus.py MANIFEST [FILEKIND]

FILEKIND defaults to the release build's command. The Corpus's own
manifest (`FILE<TAB>MIME<TAB>KIND<TAB>ENGINE`) is read too, its damaged
samples (MIME `-`, which no engine may name) left out:
  python3 Scripts/score-corpus.py Corpus/samples/manifest.tsv
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
    print(__doc__)
    sys.exit(0 if len(sys.argv) > 1 else 2)
manifest = os.path.abspath(sys.argv[1])
if len(sys.argv) > 2:
    command = os.path.abspath(sys.argv[2])
else:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, capture_output=True,
                              text=True).stdout.strip()
    command = os.path.join(bin_path, "filekind")
base = os.path.dirname(manifest)
rows = []
for line in open(manifest, encoding="utf-8"):
    if not line.strip() or line.startswith("#"):
        continue
    fields = line.rstrip("\n").split("\t")
    if len(fields) >= 4:
        if fields[1] == "-":
            continue
        path, kind = fields[0], fields[2]
    else:
        path, kind = fields[:2]
    rows.append((path if os.path.isabs(path) else os.path.join(base, path), kind))

work = tempfile.mkdtemp(prefix="filekind-score-")
try:
    liars = {}
    for i, (path, _) in enumerate(rows):
        liar = os.path.join(work, f"{i}.mkv")
        os.symlink(path, liar)
        liars[path] = liar

    def classify(paths, environment):
        kinds = {}
        for start in range(0, len(paths), 300):
            out = subprocess.run([command, "classify", "--sniff", "--", *paths[start:start + 300]],
                                 capture_output=True, text=True, env=environment).stdout
            for line in out.splitlines():
                answer = json.loads(line)
                kinds[answer["path"]] = answer["kind"]
        return kinds

    playable = []
    for mode, environment in [("default", dict(os.environ)),
                              ("own engines", dict(os.environ, FILEKIND_LIBMAGIC="/nonexistent"))]:
        plain = classify([p for p, _ in rows], environment)
        lying = classify(list(liars.values()), environment)
        right = sum(plain.get(p) == k for p, k in rows)
        right_lying = sum(lying.get(liars[p]) == k for p, k in rows)
        print(f"{mode}: {len(rows)} files, by bytes {100.0 * right / len(rows):.1f}%, "
              f"under a lying name {100.0 * right_lying / len(rows):.1f}%")
        for p, k in rows:
            if plain.get(p) != k:
                print(f"  miss {mode}: {p}: {k} -> {plain.get(p)}")
            if lying.get(liars[p]) != k:
                print(f"  miss {mode}, named .mkv: {p}: {k} -> {lying.get(liars[p])}")
            if lying.get(liars[p]) in ("video", "audio") and k not in ("video", "audio"):
                playable.append(f"{mode}: {p} ({k}) called {lying.get(liars[p])}")
    for line in playable:
        print("PLAYABLE", line)
    sys.exit(1 if playable else 0)
finally:
    shutil.rmtree(work, ignore_errors=True)
