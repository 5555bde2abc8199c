#!/usr/bin/env python3
"""Generate FileKind's compiled magic rules from shared-mime-info.

Reads the <magic> rules of the installed freedesktop.org.xml (under
/usr/share/mime/packages) and writes
Sources/FileKind/Sniffing/Generated/MagicRules+Generated.swift: every rule
with its priority and its tree of matches (type, offset range, value, mask),
plus an index of the rules by (offset, first byte) for the ones whose every
top-level match pins a byte at a single offset. The interpreter is
Sniffing/MagicRules.swift.

Usage: python3 Scripts/generate-magic.py [freedesktop.org.xml]
"""
import gzip
import os
import sys
import xml.etree.ElementTree as ET

SOURCE = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/mime/packages/freedesktop.org.xml"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "FileKind", "Sniffing", "Generated",
                   "MagicRules+Generated.swift")
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"

# Match types as the interpreter numbers them: width and byte order.
TYPES = {
    "string": 0, "byte": 1, "big16": 2, "big32": 3, "little16": 4, "little32": 5,
    # shared-mime-info's host order: every platform FileKind targets is little-endian.
    "host16": 4, "host32": 5,
}
WIDTH = {1: 1, 2: 2, 3: 4, 4: 2, 5: 4}


def number(text):
    text = text.strip()
    negative = text.startswith("-")
    if negative:
        text = text[1:]
    if text.lower().startswith("0x"):
        value = int(text, 16)
    elif len(text) > 1 and text.startswith("0"):
        value = int(text, 8)
    else:
        value = int(text, 10)
    return -value if negative else value


def string_bytes(text):
    """A match value with shared-mime-info's C-like escapes."""
    out = bytearray()
    i = 0
    raw = text.encode("utf-8")
    while i < len(raw):
        c = raw[i]
        if c != 0x5C or i + 1 >= len(raw):
            out.append(c)
            i += 1
            continue
        n = raw[i + 1]
        if n in b"01234567":
            j = i + 1
            digits = b""
            while j < len(raw) and len(digits) < 3 and raw[j] in b"01234567":
                digits += bytes([raw[j]])
                j += 1
            out.append(int(digits, 8) & 0xFF)
            i = j
        elif n == ord("x"):
            j = i + 2
            digits = b""
            while j < len(raw) and len(digits) < 2 and chr(raw[j]) in "0123456789abcdefABCDEF":
                digits += bytes([raw[j]])
                j += 1
            out.append(int(digits, 16) if digits else ord("x"))
            i = j
        else:
            out.append({ord("n"): 10, ord("r"): 13, ord("t"): 9, ord("a"): 7, ord("b"): 8,
                        ord("f"): 12, ord("v"): 11}.get(n, n))
            i += 2
    return bytes(out)


def mask_bytes(text, length):
    text = text.strip()
    if text.lower().startswith("0x"):
        hexdigits = text[2:]
        if len(hexdigits) % 2:
            hexdigits = "0" + hexdigits
        data = bytes.fromhex(hexdigits)
    else:
        data = string_bytes(text)
    # Shorter masks cover the value's first bytes; the rest compare exactly.
    return (data + b"\xff" * length)[:length]


def encode_numeric(kind, value):
    width = WIDTH[kind]
    value &= (1 << (8 * width)) - 1
    order = "big" if kind in (2, 3) else "little"
    if kind == 1:
        order = "big"
    return value.to_bytes(width, order)


pool = bytearray()
pool_index = {}


def intern(data):
    if data in pool_index:
        return pool_index[data]
    at = pool.find(data) if data else 0
    if at < 0:
        at = len(pool)
        pool.extend(data)
    pool_index[data] = at
    return at


matches = []  # [type, start, span, value, length, mask(-1), firstChild(-1), nextSibling(-1)]


def add_match(element):
    kind = TYPES.get(element.get("type"))
    if kind is None:
        return None
    offset = element.get("offset", "0")
    if ":" in offset:
        a, b = offset.split(":")
        start, span = int(a), int(b) - int(a)
    else:
        start, span = int(offset), 0
    value_text = element.get("value", "")
    if kind == 0:
        value = string_bytes(value_text)
    else:
        value = encode_numeric(kind, number(value_text))
    mask = -1
    if element.get("mask") is not None:
        if kind == 0:
            mask_data = mask_bytes(element.get("mask"), len(value))
        else:
            mask_data = encode_numeric(kind, number(element.get("mask")))
        mask = intern(mask_data)
        # Store the value already masked, so the interpreter compares once.
        value = bytes(v & m for v, m in zip(value, mask_data))
    index = len(matches)
    matches.append([kind, start, span, intern(value), len(value), mask, -1, -1])
    previous = None
    for child in element.findall(NS + "match"):
        child_index = add_match(child)
        if child_index is None:
            continue
        if previous is None:
            matches[index][6] = child_index
        else:
            matches[previous][7] = child_index
        previous = child_index
    return index


# Text is decided natively before these rules run (see ContentSniffer), so
# rules for text formats (scripts, XML dialects, subtitles) would never be
# reached; leaving them out keeps a miss cheap.
MIME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(SOURCE)))
parents = {}
subclasses = os.path.join(MIME_DIR, "subclasses")
if os.path.exists(subclasses):
    with open(subclasses) as f:
        for line in f:
            child, parent = line.split()
            parents.setdefault(child, []).append(parent)


def is_text_type(mime):
    seen, stack = set(), [mime]
    while stack:
        m = stack.pop()
        if m == "text/plain" or m.startswith("text/") or m.endswith("+xml") or m == "application/xml":
            return True
        for p in parents.get(m, []):
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return False


tree = ET.parse(SOURCE)
rules = []  # (priority, order, mime, [top-level match indices])
for mime_type in tree.getroot().findall(NS + "mime-type"):
    mime = mime_type.get("type")
    if is_text_type(mime):
        continue
    for magic in mime_type.findall(NS + "magic"):
        priority = int(magic.get("priority", "50"))
        tops = [i for i in (add_match(m) for m in magic.findall(NS + "match")) if i is not None]
        if tops:
            rules.append((priority, len(rules), mime, tops))

# Highest priority first; within a priority, the database's own order.
rules.sort(key=lambda r: (-r[0], r[1]))

# Top-level matches of a rule become one sibling chain.
rule_rows = []
for priority, _, mime, tops in rules:
    for a, b in zip(tops, tops[1:]):
        matches[a][7] = b
    rule_rows.append((mime, priority, tops[0], tops))


def first_byte_key(i):
    """(offset, byte) that a top-level match pins, or None."""
    kind, start, span, value, length, mask, _, _ = matches[i]
    if span != 0 or length == 0:
        return None
    if mask >= 0 and pool[mask] != 0xFF:
        return None
    return (start, pool[value])


index = []  # (offset, byte, rule)
unindexed = []
for r, (_, _, _, tops) in enumerate(rule_rows):
    keys = [first_byte_key(i) for i in tops]
    if any(k is None for k in keys):
        unindexed.append(r)
    else:
        for offset, byte in set(keys):
            index.append((offset, byte, r))
index.sort()
offsets = []
for position, (offset, byte, rule) in enumerate(index):
    if not offsets or offsets[-1][0] != offset:
        offsets.append([offset, position, position + 1])
    else:
        offsets[-1][2] = position + 1

mimes = sorted({r[0] for r in rule_rows})
mime_id = {m: i for i, m in enumerate(mimes)}

version = "unknown"
changelog = "/usr/share/doc/shared-mime-info/changelog.Debian.gz"
if os.path.exists(changelog):
    with gzip.open(changelog, "rt") as f:
        version = f.readline().split("(")[1].split(")")[0]

os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, "w") as out:
    out.write("// GENERATED FILE, do not edit.\n")
    out.write(f"// {len(rule_rows)} magic rules ({len(matches)} matches) for {len(mimes)} media types from\n")
    out.write(f"// freedesktop shared-mime-info {version} ({SOURCE}).\n")
    out.write("// Regenerate with: python3 Scripts/generate-magic.py\n")
    out.write("// swift-format-ignore-file\n\n")
    out.write("extension MagicRules {\n")
    out.write("  /// Media types the rules name, by `Rule.mimeType`.\n")
    out.write("  static let mimeTypes: [StaticString] = [\n")
    for m in mimes:
        out.write(f'    "{m}",\n')
    out.write("  ]\n\n")
    out.write("  /// Rules, highest priority first: media type, priority, first top-level match.\n")
    out.write("  static let rules: [Rule] = [\n")
    for mime, priority, first, _ in rule_rows:
        out.write(f"    Rule({mime_id[mime]}, {priority}, {first}),\n")
    out.write("  ]\n\n")
    out.write("  /// Matches: type, offset, extra offsets searched, value and length in `pool`,\n")
    out.write("  /// mask in `pool` (-1: none), first child, next sibling (-1: none).\n")
    out.write("  static let matches: [Match] = [\n")
    for m in matches:
        out.write(f"    Match({m[0]}, {m[1]}, {m[2]}, {m[3]}, {m[4]}, {m[5]}, {m[6]}, {m[7]}),\n")
    out.write("  ]\n\n")
    out.write("  /// Values and masks, masked values stored already masked.\n")
    out.write("  static let pool: [UInt8] = [\n")
    for i in range(0, len(pool), 16):
        out.write("    " + ", ".join(f"0x{b:02x}" for b in pool[i:i + 16]) + ",\n")
    out.write("  ]\n\n")
    out.write("  /// Offsets some rule pins a first byte at, with their range in `index`.\n")
    out.write("  static let indexedOffsets: [IndexedOffset] = [\n")
    for offset, start, end in offsets:
        out.write(f"    IndexedOffset({offset}, {start}, {end}),\n")
    out.write("  ]\n\n")
    out.write("  /// (first byte, rule) pairs per offset, sorted by byte.\n")
    out.write("  static let index: [IndexEntry] = [\n")
    for offset, byte, rule in index:
        out.write(f"    IndexEntry(0x{byte:02x}, {rule}),\n")
    out.write("  ]\n\n")
    out.write("  /// Rules that some prefix may match without any indexed byte in place.\n")
    out.write("  static let unindexed: [Int16] = [\n")
    for i in range(0, len(unindexed), 16):
        out.write("    " + ", ".join(str(r) for r in unindexed[i:i + 16]) + ",\n")
    out.write("  ]\n}\n")
print(f"{len(rule_rows)} rules, {len(matches)} matches, {len(mimes)} types, pool {len(pool)} bytes, "
      f"{len(index)} index entries over {len(offsets)} offsets, {len(unindexed)} unindexed")
