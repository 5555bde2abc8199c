"""What both table generators read of freedesktop shared-mime-info: its
version, and the subclass graph with one walk over every parent (a type may
have several: text/x-python is both an executable script and text/plain)."""
import os
import re
import subprocess


def version():
    """The installed shared-mime-info version, the same on any system that has it."""
    for command in (["update-mime-database", "-v"], ["pkg-config", "--modversion", "shared-mime-info"]):
        try:
            done = subprocess.run(command, capture_output=True, text=True, check=False)
        except OSError:
            continue
        text = done.stdout + done.stderr
        found = re.search(r"\(shared-mime-info\) (\S+)", text) or re.match(r"\s*(\d[\w.]*)\s*$", text)
        if found:
            return found.group(1)
    return "unknown"


def read_pairs(mime_dir, name):
    """The `a b` lines of one of the database's plain files (aliases, subclasses)."""
    pairs = []
    path = os.path.join(mime_dir, name)
    if not os.path.exists(path):
        return pairs
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                a, b = line.split()
                pairs.append((a, b))
    return pairs


def subclass_parents(mime_dir):
    """Each type's direct parents, in the database's order."""
    parents = {}
    for child, parent in read_pairs(mime_dir, "subclasses"):
        parents.setdefault(child, []).append(parent)
    return parents


def ancestors(parents, mime):
    """Every ancestor of `mime` through all of its parents, nearest first."""
    seen, queue = [], [mime]
    while queue:
        m = queue.pop(0)
        for p in parents.get(m, []):
            if p not in seen and p != mime:
                seen.append(p)
                queue.append(p)
    return seen


POLICY = os.path.join(os.path.dirname(__file__), "kind-policy.tsv")


def read_policy():
    """The rows of FileKind's kind policy: (rule, subject, value or None, why)."""
    rows = []
    with open(POLICY, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            assert len(fields) == 4, f"kind-policy.tsv:{number}: four columns, not {len(fields)}"
            rule, subject, value, why = fields
            rows.append((rule, subject, None if value == "-" else value, why))
    return rows


def filekind_types():
    """Types the policy adds or splits off an alias: (type, kind or None, parent or None)."""
    rows = []
    for rule, mime, value, _why in read_policy():
        if rule not in ("type", "own-type"):
            continue
        kind, _, parent = (value or "-").partition("<")
        rows.append((mime, None if kind == "-" else kind, parent or None))
    return rows


def aliases(mime_dir):
    """shared-mime-info's aliases, less those the policy keeps as types of their own."""
    own = {mime for rule, mime, _, _ in read_policy() if rule == "own-type"}
    return {a: b for a, b in read_pairs(mime_dir, "aliases") if a not in own}


def all_types(mime_dir, extra=()):
    """Every canonical type of the table, sorted: the database's own list,
    every type a glob, alias or subclass names, and FileKind's own."""
    found = set()
    with open(os.path.join(mime_dir, "types"), encoding="utf-8") as f:
        found.update(line.strip() for line in f if line.strip())
    found.update(extra)
    found.update(mime for mime, _, _ in filekind_types())
    return sorted(m for m in found if m not in aliases(mime_dir))


def swift_name(mime):
    """The Swift constant naming a type: `image/svg+xml` → `imageSvgXml`."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", mime) if p]
    return parts[0].lower() + "".join(p[0].upper() + p[1:] for p in parts[1:])
