#!/usr/bin/env python3
"""Which folder of the FileKind library uses which: a folder depends on
another when its code names a type that the other declares. Prints each
folder's dependencies, then a cycle if there is one (and exits 1: CI runs
this, so the folders stay layered).

Usage: python3 Scripts/folder-graph.py [Sources/FileKind]
"""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources", "FileKind")
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|"
                         r"indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", re.M)


def folder_of(path):
    relative = os.path.relpath(path, ROOT)
    return relative.split(os.sep)[0] if os.sep in relative else "(top)"


def code(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


files = []
for directory, _, names in os.walk(ROOT):
    if ".docc" in directory:
        continue
    for name in names:
        if name.endswith(".swift"):
            path = os.path.join(directory, name)
            files.append((folder_of(path), code(open(path, encoding="utf-8").read())))

owner = {}
for folder, text in files:
    # Only top-level declarations (no indentation) say which folder owns a type.
    for match in re.finditer(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|"
                             r"indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)",
                             text, re.M):
        owner.setdefault(match.group(1), folder)

uses = {}
for folder, text in files:
    words = set(re.findall(r"\b[A-Z]\w+\b", text))
    for word in words:
        other = owner.get(word)
        if other and other != folder:
            uses.setdefault(folder, {}).setdefault(other, set()).add(word)

folders = sorted({f for f, _ in files})
for folder in folders:
    deps = uses.get(folder, {})
    listed = ", ".join(f"{d} ({', '.join(sorted(deps[d])[:4])}{'…' if len(deps[d]) > 4 else ''})" for d in sorted(deps))
    print(f"{folder} → {listed or 'nothing'}")

def find_cycle():
    """A cycle of any length in the folder graph, or None."""
    state = {}

    def visit(folder, path):
        state[folder] = "open"
        for other in sorted(uses.get(folder, {})):
            if state.get(other) == "open":
                return path[path.index(other):] + [other]
            if other not in state:
                found = visit(other, path + [other])
                if found:
                    return found
        state[folder] = "done"
        return None

    for folder in folders:
        if folder not in state:
            found = visit(folder, [folder])
            if found:
                return found
    return None


cycle = find_cycle()
print("\ncycle:", " → ".join(cycle) if cycle else "none")
sys.exit(1 if cycle else 0)
