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
own_kinds = {}
for mime, kind, parent in mimeinfo.filekind_types():
    if kind:
        own_kinds[mime] = kind
    if parent:
        parents.setdefault(mime, []).append(parent)

# Types whose bytes decide no kind: unknown bytes, and bytes that were read
# and are empty.
UNDECIDED = {"application/octet-stream", "application/x-zerosize"}

# Container families: formats whose bytes look alike across kinds, so a
# name of the same family may refine what the bytes say. A type belongs to
# the family of the nearest root among itself and all of its ancestors.
FAMILY_ROOTS = [
    ("zip", {"application/zip"}),
    # ISO base media has no common root in shared-mime-info.
    ("isoMedia", {"video/mp4", "audio/mp4", "video/quicktime", "video/3gpp", "video/3gpp2"}),
    ("ogg", {"application/ogg"}),
    ("matroska", {"application/x-matroska", "video/x-matroska"}),
    ("asf", {"application/vnd.ms-asf"}),
    ("compoundFile", {"application/x-ole-storage"}),
    ("text", {"text/plain"}),
]

# The containers' own types, which leave the kind open: bytes that said no
# more than the container. Bytes that decided (Ogg's first packet, an `M4A`
# brand, sound tracks only) come back as a subtype and are not refined.
LEAVES_KIND_OPEN = {
    "application/zip", "video/mp4", "video/quicktime", "video/3gpp", "video/3gpp2", "application/ogg",
    "audio/ogg", "video/ogg", "video/x-matroska", "application/x-matroska", "application/vnd.ms-asf",
    "application/x-ole-storage", "text/plain",
}

# Media formats that announce themselves in their first bytes (the native
# checks recognise every one), so bytes that are not them refute a name or
# a declared type claiming them. MPEG transport streams have no header, and
# MP3s may open with junk before their first frame: neither is here.
SELF_DESCRIBING = {
    "video/x-matroska", "video/webm", "audio/x-matroska", "audio/webm", "video/mp4", "audio/mp4",
    "audio/x-m4b", "video/quicktime", "video/x-msvideo", "audio/x-wav", "audio/flac", "audio/ogg",
    "video/ogg", "audio/x-vorbis+ogg", "audio/x-opus+ogg", "video/x-theora+ogg", "video/x-ogm+ogg",
    "audio/x-aiff", "video/x-ms-wmv", "audio/x-ms-wma", "application/vnd.ms-asf", "video/x-flv",
    "video/3gpp",
}


def ancestors(mime):
    return mimeinfo.ancestors(parents, mime)


def family_of(mime):
    for candidate in [mime] + ancestors(mime):
        for family, roots in FAMILY_ROOTS:
            if candidate in roots:
                return family
    return None


def kind_of(mime):
    mime = aliases.get(mime, mime)
    top = mime.split("/")[0]
    if mime in UNDECIDED:
        return None
    if mime in own_kinds:
        return own_kinds[mime]
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
mimes.update(parents)
types = mimeinfo.all_types(MIME_DIR, mimes)
row = {mime: i for i, mime in enumerate(types)}
names = {mime: mimeinfo.swift_name(mime) for mime in types}
assert len(set(names.values())) == len(types), "two types share a Swift name"
assert len({m.lower() for m in types}) == len(types), "two types differ only by case"
for mime in SELF_DESCRIBING | LEAVES_KIND_OPEN:
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
def swift_kind(kind):
    return "nil" if kind is None else f".{kind}"


with open(os.path.join(OUT_DIR, "ExtensionTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(extensions)} extensions (globs2)"))
    keys = sorted(extensions)
    out.write("extension ExtensionTable {\n")
    array(out, "Lower-cased extensions, without the dot.", "generatedKeys", "StaticString", [f'"{k}"' for k in keys])
    out.write("\n")
    array(out, "Each extension's kind.", "generatedKinds", "IconKind",
          [swift_kind(kind_of(extensions[k]) or "other") for k in keys])
    out.write("\n")
    array(out, "Each extension's media type.", "generatedTypes", "KnownType",
          [f".{names[canonical(extensions[k])]}" for k in keys])
    out.write("}\n")

with open(os.path.join(OUT_DIR, "MediaTypeTable+Generated.swift"), "w") as out:
    out.write(header(f"{len(types)} media types and {len(aliases)} aliases (types, globs2, aliases, subclasses, "
                     "Scripts/filekind-types.tsv)"))
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
    out.write("}\n")
print(f"{len(extensions)} extensions, {len(types)} media types, {len(aliases)} aliases")
