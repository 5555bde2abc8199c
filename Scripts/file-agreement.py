#!/usr/bin/env python3
"""Compare `filekind classify --sniff --mime-type` with `file --mime-type`.

Takes one regular file per extension under a root (the first in sorted
order), asks both tools for its type from its bytes, and prints how often
they agree exactly, counting shared-mime-info's aliases as the same type,
and counting file(1)'s own spellings of a type as well (`text/x-shellscript`
for `application/x-shellscript`), then every remaining disagreement, grouped
by the two answers, for a person to class (file(1) wrong, FileKind wrong, or
one of them more specific).

Usage: python3 Scripts/file-agreement.py [--filekind PATH] [--root /usr] [--limit N]
"""
import argparse
import os
import subprocess
import sys


def aliases():
    table = {}
    try:
        with open("/usr/share/mime/aliases", encoding="utf-8") as f:
            for line in f:
                alias, _, canonical = line.strip().partition(" ")
                if canonical:
                    table[alias] = canonical
    except OSError:
        pass
    return table


# file(1)'s names for formats shared-mime-info names otherwise: one format,
# two spellings.
FILE_SPELLINGS = {
    "text/x-shellscript": "application/x-shellscript",
    "text/x-script.python": "text/x-python",
    "text/x-python3": "text/x-python",
    "font/sfnt": "font/ttf",
    "text/x-php": "application/x-php",
    "text/x-ruby": "application/x-ruby",
    "text/x-gawk": "application/x-awk",
    "text/x-awk": "application/x-awk",
    "application/x-java-applet": "application/x-java",
}


def sample(root, limit):
    chosen = {}
    for directory, subdirectories, files in os.walk(root):
        subdirectories.sort()
        for name in sorted(files):
            stem, dot, extension = name.rpartition(".")
            if not dot or not stem or not extension or len(extension) > 12:
                continue
            extension = extension.lower()
            if extension in chosen:
                continue
            path = os.path.join(directory, name)
            try:
                if not os.path.isfile(path) or os.path.islink(path) or os.path.getsize(path) == 0:
                    continue
                with open(path, "rb"):
                    pass
            except OSError:
                continue
            chosen[extension] = path
    paths = [chosen[e] for e in sorted(chosen)]
    return paths[:limit] if limit else paths


def types(command, paths):
    out = subprocess.run(command + ["--files-from", "-", "-0"] if command[0] != "file" else command + ["-f", "-"],
                         input=("\0".join(paths) + "\0" if command[0] != "file" else "\n".join(paths) + "\n").encode(),
                         capture_output=True, check=False).stdout.decode("utf-8", "replace")
    answers = out.splitlines()
    if len(answers) != len(paths):
        sys.exit(f"{command[0]}: {len(answers)} answers for {len(paths)} paths")
    return [a.strip() for a in answers]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--filekind", default=".build/release/filekind")
    parser.add_argument("--root", default="/usr")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    paths = sample(args.root, args.limit)
    ours = types([args.filekind, "classify", "--sniff", "--mime-type", "-b"], paths)
    theirs = types(["file", "--mime-type", "-b"], paths)
    alias = aliases()
    same = lambda t: alias.get(t, t)
    spelled = lambda t: FILE_SPELLINGS.get(same(t), same(t))
    exact = sum(a == b for a, b in zip(ours, theirs))
    aliased = sum(same(a) == same(b) for a, b in zip(ours, theirs))
    respelled = sum(spelled(a) == spelled(b) for a, b in zip(ours, theirs))
    n = len(paths)
    print(f"files\t{n}")
    print(f"exact\t{exact}\t{100 * exact / n:.1f}%")
    print(f"with aliases\t{aliased}\t{100 * aliased / n:.1f}%")
    print(f"with aliases and file(1)'s spellings\t{respelled}\t{100 * respelled / n:.1f}%")
    groups = {}
    for path, a, b in zip(paths, ours, theirs):
        if spelled(a) != spelled(b):
            groups.setdefault((a, b), []).append(path)
    print("\ncount\tfilekind\tfile\tfirst path")
    for (a, b), group in sorted(groups.items(), key=lambda g: (-len(g[1]), g[0])):
        print(f"{len(group)}\t{a}\t{b}\t{group[0]}")


if __name__ == "__main__":
    main()
