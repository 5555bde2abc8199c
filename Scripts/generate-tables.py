#!/usr/bin/env python3
"""Generate FileKind's extension and media-type tables from shared-mime-info.

Reads the freedesktop database installed at /usr/share/mime (globs2, aliases,
subclasses) and writes Sources/FileKind/Classification/Generated/*.swift.
put.io's own overrides are not here: they live, explained, in
Sources/FileKind/Classification/PutioOverrides.swift and win at run time.

Usage: python3 Scripts/generate-tables.py [MIME_DIR]
"""
import os
import re
import sys

import mimeinfo

MIME_DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/mime"
OUT_DIR = os.path.join(os.path.dirname(__file__), "..", "Sources", "FileKind", "Classification", "Generated")

# Roots whose descendants (by shared-mime-info's subclass graph) are archives.
ARCHIVE_ROOTS = {
    "application/zip", "application/x-tar", "application/gzip", "application/x-bzip",
    "application/x-bzip2", "application/x-xz", "application/zstd", "application/x-zstd-compressed-tar",
    "application/x-7z-compressed", "application/vnd.rar", "application/x-rar",
    "application/x-cd-image", "application/x-apple-diskimage", "application/x-raw-disk-image",
    "application/x-compress", "application/x-lzma", "application/x-lzip", "application/x-lz4",
    "application/x-lrzip", "application/x-lzop", "application/x-archive", "application/x-cpio",
    "application/vnd.ms-cab-compressed", "application/x-ace", "application/x-arj",
    "application/x-lha", "application/x-lzh-compressed", "application/x-stuffit",
    "application/x-stuffitx", "application/x-zoo", "application/x-xar", "application/x-rpm",
    "application/vnd.debian.binary-package", "application/x-java-archive",
    "application/x-alz", "application/x-arc", "application/x-sv4cpio", "application/x-sv4crc",
    "application/x-shar", "application/x-qemu-disk", "application/x-vhd-disk",
    "application/x-vhdx-disk", "application/x-vmdk-disk", "application/x-virtualbox-vdi",
    "application/x-iso9660-appimage", "application/x-squashfs", "application/x-wim",
    "application/x-ustar", "application/x-compressed-iso", "application/x-dar",
    "application/x-ms-wim", "application/vnd.squashfs",
}

# Application types that read as documents (the file-text glyph).
DOCUMENT_PREFIXES = (
    "application/vnd.openxmlformats-officedocument.",
    "application/vnd.oasis.opendocument.",
    "application/vnd.ms-word", "application/vnd.ms-excel", "application/vnd.ms-powerpoint",
    "application/vnd.sun.xml.", "application/vnd.stardivision.", "application/vnd.wordperfect",
    "application/vnd.apple.pages", "application/vnd.apple.numbers", "application/vnd.apple.keynote",
    "application/vnd.ms-works", "application/vnd.lotus-", "application/x-abiword",
    "application/x-mobipocket", "application/vnd.amazon", "application/x-fictionbook",
    "application/x-kword", "application/x-kspread", "application/x-kpresenter",
    "application/x-gnumeric", "application/x-ipynb", "application/x-subrip",
)
DOCUMENT_TYPES = {
    "application/pdf", "application/msword", "application/rtf", "application/epub+zip",
    "application/postscript", "application/x-dvi", "application/json", "application/xml",
    "application/x-tex", "application/x-latex", "application/vnd.ms-xpsdocument",
    "application/oxps", "application/x-cbr", "application/vnd.comicbook+zip",
    "application/vnd.comicbook-rar", "application/x-cbz", "application/x-cb7", "application/x-cbt",
    "application/x-djvu", "image/vnd.djvu", "application/x-iwork-keynote-sffkey",
    "application/x-iwork-pages-sffpages", "application/x-iwork-numbers-sffnumbers",
    "application/mbox", "message/rfc822", "application/x-chm", "application/vnd.visio",
    "application/x-mswrite", "application/msword-template", "application/vnd.ms-publisher",
    "application/x-applix-word", "application/x-applix-spreadsheet", "application/x-pocket-word",
    "application/x-hwp", "application/x-hwt", "application/vnd.ms-htmlhelp",
    "application/x-mimearchive", "application/x-aportisdoc", "application/x-pagemaker",
    # An OLE compound file that says no more is, far most often, an old
    # Office document (.doc, .xls, .ppt, .msg); installers name themselves.
    "application/x-ole-storage",
}
IMAGE_APP = {"application/illustrator", "application/vnd.corel-draw", "application/x-krita",
             "application/x-navi-animation",
             # FITS: astronomy's images (freedesktop aliases image/fits to it).
             "application/fits"}
VIDEO_APP = {"application/vnd.rn-realmedia", "application/mxf", "application/x-matroska",
             "application/vnd.ms-asf", "application/x-flash-video"}
AUDIO_APP = {"application/ogg", "application/x-ogg", "application/x-shorten"}
FOLDER = {"inode/directory", "application/x-directory"}


aliases = dict(mimeinfo.read_pairs(MIME_DIR, "aliases"))
parents = mimeinfo.subclass_parents(MIME_DIR)


def ancestors(mime):
    return mimeinfo.ancestors(parents, mime)


def kind_of(mime):
    mime = aliases.get(mime, mime)
    top = mime.split("/")[0]
    if mime in FOLDER:
        return "folder"
    if top in ("video", "audio"):
        return top
    if mime in DOCUMENT_TYPES or mime.startswith(DOCUMENT_PREFIXES):
        return "document"
    if top == "image":
        return "image"
    if mime in IMAGE_APP:
        return "image"
    if mime in VIDEO_APP:
        return "video"
    if mime in AUDIO_APP:
        return "audio"
    if mime in ARCHIVE_ROOTS:
        return "archive"
    lineage = ancestors(mime)
    for a in lineage:
        if a in ARCHIVE_ROOTS:
            return "archive"
    # Mail and news messages are text a person reads.
    if top in ("text", "message") or "text/plain" in lineage:
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
mimes.update(aliases.values())
for p in parents.values():
    mimes.update(p)

version = mimeinfo.version()


def header(what):
    return (
        "// GENERATED FILE, do not edit.\n"
        f"// {what} from freedesktop shared-mime-info {version} ({MIME_DIR}).\n"
        "// Regenerate with: python3 Scripts/generate-tables.py\n"
        "// swift-format-ignore-file\n"
        "// put.io's overrides live in Classification/PutioOverrides.swift, not here.\n\n"
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
with open(os.path.join(OUT_DIR, "ExtensionTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(extensions)} extensions (globs2)"))
    keys = sorted(extensions)
    out.write("extension ExtensionTable {\n")
    array(out, "Lower-cased extensions, without the dot.", "generatedKeys", "StaticString", [f'"{k}"' for k in keys])
    out.write("\n")
    array(out, "Each extension's kind.", "generatedKinds", "IconKind", [f".{kind_of(extensions[k])}" for k in keys])
    out.write("\n")
    array(out, "Each extension's media type.", "generatedMimeTypes", "StaticString",
          [f'"{extensions[k]}"' for k in keys])
    out.write("}\n")

with open(os.path.join(OUT_DIR, "MediaTypeTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(mimes)} media types and {len(aliases)} aliases (globs2, aliases, subclasses)"))
    out.write("extension MediaTypeTable {\n")
    types = sorted(mimes)
    array(out, "Canonical media types.", "generatedTypes", "StaticString", [f'"{m}"' for m in types])
    out.write("\n")
    array(out, "Each canonical media type's kind.", "generatedTypeKinds", "IconKind",
          [f".{kind_of(m)}" for m in types])
    out.write("\n")
    children = sorted(parents)
    array(out, "Subclasses (`subclasses`): zip-based office files, Ogg and Matroska codecs, the ASF family.",
          "generatedSubclasses", "StaticString", [f'"{c}"' for c in children])
    out.write("\n")
    array(out, "Each subclass's first parent.", "generatedFirstParents", "StaticString",
          [f'"{parents[c][0]}"' for c in children])
    out.write("\n")
    names = sorted(aliases)
    array(out, "Aliases.", "generatedAliasNames", "StaticString", [f'"{a}"' for a in names])
    out.write("\n")
    array(out, "The canonical type each alias folds to.", "generatedAliasTargets", "StaticString",
          [f'"{aliases[a]}"' for a in names])
    out.write("}\n")
print(f"{len(extensions)} extensions, {len(mimes)} media types, {len(aliases)} aliases")
