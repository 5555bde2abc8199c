#!/usr/bin/env python3
"""Generate FileKind's extension and media-type tables from shared-mime-info.

Reads the freedesktop database installed at /usr/share/mime (globs2, aliases,
subclasses) and writes Sources/FileKind/Classification/Generated/*.swift.
Everything FileKind decides itself (kinds, container families, which
types leave the kind open or announce themselves, put.io's extensions) is
read from one declarative table, Scripts/kind-policy.tsv.

Usage: python3 Scripts/generate-tables.py [MIME_DIR]
"""
import os
import re
import sys

import mimeinfo

MIME_DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/mime"
OUT_DIR = os.path.join(os.path.dirname(__file__), "..", "Sources", "FileKind", "Classification", "Generated")

POLICY = mimeinfo.read_policy()


def policy(rule):
    return [(subject, value) for r, subject, value, _why in POLICY if r == rule]


TOP_LEVEL = dict(policy("top-level"))
UNDECIDED = {t for t, _ in policy("undecided")}
KINDS = dict(policy("kind"))
KIND_PREFIXES = policy("kind-prefix")
ARCHIVE_ROOTS = {t for t, _ in policy("archive-root")}
LEAVES_KIND_OPEN = {t for t, _ in policy("leaves-kind-open")}
SELF_DESCRIBING = {t for t, _ in policy("self-describing")}
PUTIO_EXTENSIONS = policy("extension")
FAMILY_ROOTS = []
for family, root in policy("family"):
    if not FAMILY_ROOTS or FAMILY_ROOTS[-1][0] != family:
        FAMILY_ROOTS.append((family, set()))
    FAMILY_ROOTS[-1][1].add(root)
FAMILY_REFINES = {family: kinds.split(",") for family, kinds in policy("family-refines")}
assert [f for f, _ in FAMILY_ROOTS] == list(FAMILY_REFINES), "every family says what it refines to"

aliases = mimeinfo.aliases(MIME_DIR)
parents = mimeinfo.subclass_parents(MIME_DIR)
# The policy may name a type by an alias (application/x-virtualbox-vdi): it
# means the canonical type.
KINDS = {aliases.get(t, t): k for t, k in KINDS.items()}
ARCHIVE_ROOTS = {aliases.get(t, t) for t in ARCHIVE_ROOTS}
UNDECIDED = {aliases.get(t, t) for t in UNDECIDED}
own_kinds = {}
for mime, kind, parent in mimeinfo.filekind_types():
    if kind:
        own_kinds[mime] = kind
    if parent:
        parents.setdefault(mime, []).append(parent)


def ancestors(mime):
    return mimeinfo.ancestors(parents, mime)


def family_of(mime):
    for candidate in [mime] + ancestors(mime):
        for family, roots in FAMILY_ROOTS:
            if candidate in roots:
                return family
    return None


def kind_of(mime):
    """A type's kind, by the policy's rules in the order its header gives."""
    mime = aliases.get(mime, mime)
    top = mime.split("/")[0]
    if mime in UNDECIDED:
        return None
    if mime in own_kinds:
        return own_kinds[mime]
    if KINDS.get(mime) == "folder":
        return "folder"
    if TOP_LEVEL.get(top) in ("video", "audio"):
        return TOP_LEVEL[top]
    for prefix, kind in KIND_PREFIXES:
        if mime.startswith(prefix):
            return kind
    if mime in KINDS and KINDS[mime] == "document":
        return "document"
    if TOP_LEVEL.get(top) == "image":
        return "image"
    if mime in KINDS:
        return KINDS[mime]
    if mime in ARCHIVE_ROOTS or any(a in ARCHIVE_ROOTS for a in ancestors(mime)):
        return "archive"
    if TOP_LEVEL.get(top) == "document" or "text/plain" in ancestors(mime):
        return "document"
    return "other"


EXT_RE = re.compile(r"^\*\.([A-Za-z0-9_+\-]+(\.[A-Za-z0-9_+\-]+)?)$")
extensions = {}  # lowercased extension -> mime; globs2 is sorted by weight, first wins
case_sensitive = []
mimes = set()
with open(os.path.join(MIME_DIR, "globs2"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("#"):
            continue
        fields = line.rstrip("\n").split(":")
        mime, pattern = fields[1], fields[2]
        mimes.add(mime)
        m = EXT_RE.match(pattern)
        if not m:
            continue  # whole-name globs (Makefile) and wildcards: no title parsing
        ext = m.group(1)
        if len(fields) > 3 and "cs" in fields[3].split(","):
            case_sensitive.append((ext.lower(), mime))
            continue
        extensions.setdefault(ext.lower(), mime)
for ext, mime in case_sensitive:
    extensions.setdefault(ext, mime)
# put.io's extensions replace shared-mime-info's.
for ext, mime in PUTIO_EXTENSIONS:
    extensions[ext] = mime
    mimes.add(mime)
mimes.update(aliases.values())
for p in parents.values():
    mimes.update(p)
mimes.update(parents)
types = mimeinfo.all_types(MIME_DIR, mimes)
row = {mime: i for i, mime in enumerate(types)}
names = {mime: mimeinfo.swift_name(mime) for mime in types}
assert len(set(names.values())) == len(types), "two types share a Swift name"
assert len({m.lower() for m in types}) == len(types), "two types differ only by case"
for mime in SELF_DESCRIBING | LEAVES_KIND_OPEN | {m for _, m in PUTIO_EXTENSIONS}:
    assert mime in row, mime


def canonical(mime):
    return aliases.get(mime, mime)

version = mimeinfo.version()


def header(what):
    return (
        "// GENERATED FILE, do not edit.\n"
        f"// {what} from freedesktop shared-mime-info {version} ({MIME_DIR}).\n"
        "// Regenerate with: python3 Scripts/generate-tables.py\n"
        "// swift-format-ignore-file\n"
        "// Policy: Scripts/kind-policy.tsv (kinds, families, put.io's extensions, each with its reason).\n\n"
    )


os.makedirs(OUT_DIR, exist_ok=True)
# Each table is parallel arrays of plain literals with explicit types: cheap
# for the type checker, where a thousand initializer calls cost it seconds
# and gigabytes.
def array(out, doc, name, swift_type, values):
    out.write(f"  /// {doc}\n")
    out.write(f"  static let {name}: [{swift_type}] = [\n")
    for value in values:
        out.write(f"    {value},\n")
    out.write("  ]\n")


os.makedirs(OUT_DIR, exist_ok=True)
def swift_kind(kind):
    return "nil" if kind is None else f".{kind}"


with open(os.path.join(OUT_DIR, "ExtensionTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(extensions)} extensions (globs2)"))
    keys = sorted(extensions)
    out.write("extension ExtensionTable {\n")
    array(out, "Lower-cased extensions, without the dot.", "generatedKeys", "StaticString", [f'"{k}"' for k in keys])
    out.write("\n")
    array(out, "Each extension's media type; its kind is the type's.", "generatedTypes", "KnownType",
          [f".{names[canonical(extensions[k])]}" for k in keys])
    out.write("}\n")

with open(os.path.join(OUT_DIR, "MediaTypeTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(types)} media types and {len(aliases)} aliases (types, globs2, aliases, subclasses, "
                     "Scripts/kind-policy.tsv)"))
    out.write("extension KnownType {\n")
    for mime in types:
        out.write(f"  /// `{mime}`\n")
        out.write(f"  @inlinable static var {names[mime]}: KnownType {{ KnownType(row: {row[mime]}) }}\n")
    out.write("}\n\n")
    out.write("extension MediaTypeTable {\n")
    array(out, "Each row's canonical name.", "names", "StaticString", [f'"{m}"' for m in types])
    out.write("\n")
    array(out, "Each row's kind; `nil` for bytes that decide none.", "kinds", "IconKind?",
          [swift_kind(kind_of(m)) for m in types])
    out.write("\n")
    array(out, "Each row's container family, through all of its parents.", "families", "ContainerFamily?",
          [swift_kind(family_of(m)) for m in types])
    out.write("\n")
    array(out, "Whether a row is a container's own type, which leaves the kind open.", "leavesKindOpen",
          "Bool", ["true" if m in LEAVES_KIND_OPEN else "false" for m in types])
    out.write("\n")
    array(out, "Whether a row's format announces itself in its first bytes.", "selfDescribing", "Bool",
          ["true" if m in SELF_DESCRIBING else "false" for m in types])
    out.write("\n")
    alias_names = sorted(a for a in aliases if canonical(a) in row)
    array(out, "Aliases.", "aliasNames", "StaticString", [f'"{a}"' for a in alias_names])
    out.write("\n")
    array(out, "The row each alias folds to.", "aliasTypes", "KnownType",
          [f".{names[canonical(a)]}" for a in alias_names])
    out.write("\n")
    array(out, "Top-level types whose unlisted subtypes still say their kind.", "topLevelKinds",
          "(name: StaticString, kind: IconKind)", [f'("{t}", .{k})' for t, k in TOP_LEVEL.items()])
    out.write("}\n")

with open(os.path.join(OUT_DIR, "ContainerFamily+Generated.swift"), "w") as out:
    out.write(header(f"{len(FAMILY_ROOTS)} container families"))
    out.write("extension ContainerFamily {\n")
    out.write("  /// The kinds a name may refine each family's bytes to.\n")
    out.write("  var refinableKinds: [IconKind] {\n    switch self {\n")
    for family, kinds in FAMILY_REFINES.items():
        out.write(f"    case .{family}: [{', '.join('.' + k for k in kinds)}]\n")
    out.write("    }\n  }\n}\n")
print(f"{len(extensions)} extensions, {len(types)} media types, {len(aliases)} aliases")
