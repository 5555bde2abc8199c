#!/usr/bin/env python3
"""Generate FileKind's compiled magic rules from shared-mime-info.

Reads the <magic> rules of the installed freedesktop.org.xml (under
/usr/share/mime/packages) and writes
Sources/FileKind/Sniffing/Generated/MagicRules+Generated.swift: every rule
with its priority and its tree of matches (type, offset range, value, mask),
plus an index of the rules by (offset, first byte) for the ones whose every
top-level match pins a byte at a single offset. The interpreter is
Sniffing/Engine/MagicRules.swift.

Usage: python3 Scripts/generate-magic.py [freedesktop.org.xml]
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

import mimeinfo

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



class RuleSet:
    """Rules, matches, a byte pool and an index, for one family of formats."""

    def __init__(self):
        self.pool = bytearray()
        self.pool_index = {}
        self.matches = []  # [type, start, span, value, length, mask, firstChild, nextSibling]
        self.rules = []  # (priority, order, mime, [top-level match indices])

    def intern(self, data):
        if data in self.pool_index:
            return self.pool_index[data]
        at = self.pool.find(data) if data else 0
        if at < 0:
            at = len(self.pool)
            self.pool.extend(data)
        self.pool_index[data] = at
        return at

    def add_match(self, element):
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
        value = string_bytes(value_text) if kind == 0 else encode_numeric(kind, number(value_text))
        mask = -1
        if element.get("mask") is not None:
            if kind == 0:
                mask_data = mask_bytes(element.get("mask"), len(value))
            else:
                mask_data = encode_numeric(kind, number(element.get("mask")))
            mask = self.intern(mask_data)
            # Store the value already masked, so the interpreter compares once.
            value = bytes(v & m for v, m in zip(value, mask_data))
        index = len(self.matches)
        self.matches.append([kind, start, span, self.intern(value), len(value), mask, -1, -1])
        previous = None
        for child in element.findall(NS + "match"):
            child_index = self.add_match(child)
            if child_index is None:
                continue
            if previous is None:
                self.matches[index][6] = child_index
            else:
                self.matches[previous][7] = child_index
            previous = child_index
        return index

    def add_rule(self, priority, mime, magic, shortest=0):
        # A top-level string shorter than `shortest` with nothing under it is
        # skipped: in text, `%` or `##` is a comment marker, not a signature.
        # A match a node of the detection tree confirms by structure is left
        # to the node, so bytes the node refuses are not named by the rule.
        def strong(m):
            value = m.get("value", "")
            if mime in DECIDED_BY_NODES:
                return False
            if m.get("type") == "string" and (mime, string_bytes(value)) in CONFIRMED_BY_NODES:
                return False
            # An interpreter's path is read from the `#!` line itself
            # (ScriptInterpreter): as a rule it also matched `SHELL=/bin/bash`.
            if m.get("type") == "string" and is_interpreter_line(string_bytes(value)):
                return False
            short = m.get("type") == "string" and len(string_bytes(value)) < shortest
            return not short or m.findall(NS + "match")
        matches = [m for m in magic.findall(NS + "match") if strong(m)]
        tops = [i for i in (self.add_match(m) for m in matches) if i is not None]
        if tops:
            self.rules.append((priority, len(self.rules), mime, tops))

    def finish(self):
        # Highest priority first; within a priority, the database's own order.
        self.rules.sort(key=lambda r: (-r[0], r[1]))
        self.rows = []
        for priority, _, mime, tops in self.rules:
            # Top-level matches of a rule become one sibling chain.
            for a, b in zip(tops, tops[1:]):
                self.matches[a][7] = b
            self.rows.append((mime, priority, tops[0], tops))
        index, self.unindexed = [], []
        for r, (_, _, _, tops) in enumerate(self.rows):
            keys = [self.first_byte_key(i) for i in tops]
            if any(k is None for k in keys):
                self.unindexed.append(r)
            else:
                for offset, byte in set(keys):
                    index.append((offset, byte, r))
        index.sort()
        self.index = index
        self.offsets = []
        for position, (offset, byte, rule) in enumerate(index):
            if not self.offsets or self.offsets[-1][0] != offset:
                self.offsets.append([offset, position, position + 1])
            else:
                self.offsets[-1][2] = position + 1
        self.mimes = sorted({r[0] for r in self.rows})

    def first_byte_key(self, i):
        """(offset, byte) that a top-level match pins, or None."""
        kind, start, span, value, length, mask, _, _ = self.matches[i]
        if span != 0 or length == 0:
            return None
        if mask >= 0 and self.pool[mask] != 0xFF:
            return None
        return (start, self.pool[value])

    def swift(self, name, doc):
        # Plain integer literals in typed arrays, decoded into structs once at
        # first use: thousands of initializer calls cost the type checker
        # seconds and gigabytes, these cost it nothing.
        mime_id = {m: i for i, m in enumerate(self.mimes)}

        def words(label, swift_type, rows, per_line=16):
            flat = [v for row in rows for v in row]
            lines = [f"  static let {name}{label}: [{swift_type}] = [\n"]
            for i in range(0, len(flat), per_line):
                lines.append("    " + ", ".join(str(v) for v in flat[i:i + per_line]) + ",\n")
            lines.append("  ]\n")
            return lines

        out = [f"  static let {name}Types: [KnownType] = [\n"]
        out += [f"    .{mimeinfo.swift_name(ALIASES.get(m, m))},\n" for m in self.mimes]
        out.append("  ]\n")
        out += words("RuleWords", "Int32", [(mime_id[m], p, f) for m, p, f, _ in self.rows], 15)
        out += words("MatchWords", "Int32", self.matches, 16)
        out.append(f"  static let {name}Pool: [UInt8] = [\n")
        for i in range(0, len(self.pool), 16):
            out.append("    " + ", ".join(f"0x{b:02x}" for b in self.pool[i:i + 16]) + ",\n")
        out.append("  ]\n")
        out += words("IndexedOffsetWords", "Int32", self.offsets, 15)
        out += words("IndexWords", "Int32", [(byte, rule) for _, byte, rule in self.index], 16)
        out += words("Unindexed", "Int16", [(r,) for r in self.unindexed], 16)
        out.append(f"  /// {doc}\n")
        out.append(
            f"  static let {name} = RuleSet(\n"
            f"    types: {name}Types, ruleWords: {name}RuleWords, matchWords: {name}MatchWords,\n"
            f"    pool: {name}Pool, indexedOffsetWords: {name}IndexedOffsetWords, indexWords: {name}IndexWords,\n"
            f"    unindexed: {name}Unindexed)\n")
        return "".join(out)

    def summary(self, name):
        return (f"{name}: {len(self.rows)} rules, {len(self.matches)} matches, {len(self.mimes)} types, "
                f"pool {len(self.pool)} bytes, {len(self.index)} index entries over {len(self.offsets)} "
                f"offsets, {len(self.unindexed)} unindexed")


# Text is decided natively before any rule runs, so the rules for text
# formats (scripts, XML dialects, playlists, subtitles) form their own set,
# asked only about prefixes already known to be text; the binary set never
# spends time on them.
MIME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(SOURCE)))
parents = mimeinfo.subclass_parents(MIME_DIR)
ALIASES = mimeinfo.aliases(MIME_DIR)


def is_text_type(mime):
    def textual(m):
        return m.startswith("text/") or m.endswith("+xml") or m == "application/xml"

    return textual(mime) or any(textual(m) for m in mimeinfo.ancestors(parents, mime))


# Top-level matches a node confirms by structure: TrueType's version word
# is also the start of GTK's icon caches, so only a table directory that
# holds says font.
# Types whose every rule a node decides: PCX's rule is one byte (10) and a
# version, which an LZMA header or a blank line followed by NULs also has;
# the node checks the encoding and depth fields the format requires.
DECIDED_BY_NODES = {
    "image/vnd.zbrush.pcx", "image/x-tga", "image/vnd.microsoft.icon", "image/x-win-bitmap",
    "image/x-portable-bitmap", "image/x-portable-graymap", "image/x-portable-pixmap",
}

# A comment opens HTML and XML alike (and DTDs): the HTML node reads past
# comments to what they introduce.
CONFIRMED_BY_NODES = {("font/ttf", b"\x00\x01\x00\x00\x00"), ("text/html", b"<!--")}

# A script's `#!` line names its interpreter: the rules that spell one
# (`#!/usr/bin/gawk`, `/bin/env ruby` two bytes in, `eval "exec …/perl`)
# give the interpreter's name and its type; Scripts/kind-policy.tsv adds
# and corrects names (its `interpreter` rows win).
INTERPRETER_FORMS = [
    re.compile(rb"^#! ?(?:/usr(?:/local)?)?/bin/([\w.+-]+)$"),
    re.compile(rb"^#! ?([a-z][\w.+-]*)$"),
    re.compile(rb"^/bin/env ([\w.+-]+)$"),
    re.compile(rb"^/bin/([\w.+-]+)$"),
    re.compile(rb'^eval "exec (?:/usr(?:/local)?)?/bin/([\w.+-]+)$'),
]


def is_interpreter_line(value):
    return any(form.match(value) for form in INTERPRETER_FORMS[:4])


def interpreters_of(mime, magic):
    for match in magic.iter(NS + "match"):
        if match.get("type") != "string":
            continue
        value = string_bytes(match.get("value", ""))
        for form in INTERPRETER_FORMS:
            found = form.match(value)
            if found:
                yield found.group(1).decode(), mime


binary, text = RuleSet(), RuleSet()
interpreters = {}
tree = ET.parse(SOURCE)
for mime_type in tree.getroot().findall(NS + "mime-type"):
    mime = mime_type.get("type")
    target = text if is_text_type(mime) else binary
    for magic in mime_type.findall(NS + "magic"):
        target.add_rule(int(magic.get("priority", "50")), mime, magic, shortest=3 if target is text else 0)
        if target is text:
            for name, found in interpreters_of(mime, magic):
                interpreters.setdefault(name, found)
binary.finish()
text.finish()
for rule, name, value, _why in mimeinfo.read_policy():
    if rule == "interpreter":
        interpreters[name] = value

version = mimeinfo.version()

os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, "w") as out:
    out.write("// GENERATED FILE, do not edit.\n")
    out.write(f"// Magic rules from freedesktop shared-mime-info {version} ({SOURCE}).\n")
    out.write(f"// {binary.summary('binary')}\n// {text.summary('text')}\n")
    out.write("// Regenerate with: python3 Scripts/generate-magic.py\n")
    out.write("// swift-format-ignore-file\n\n")
    out.write("extension MagicRules {\n")
    out.write(binary.swift("binary", "Rules for binary formats, asked after the native checks."))
    out.write("\n")
    out.write(text.swift("text", "Rules for text formats, asked only about a prefix known to be text."))
    out.write("}\n\n")
    out.write("extension ScriptInterpreter {\n")
    out.write("  /// Interpreters a `#!` line names, and the type of the scripts they run.\n")
    out.write("  static let known: [(name: StaticString, type: KnownType)] = [\n")
    for name in sorted(interpreters):
        mime = ALIASES.get(interpreters[name], interpreters[name])
        out.write(f"    (\"{name}\", .{mimeinfo.swift_name(mime)}),\n")
    out.write("  ]\n}\n")
print(binary.summary("binary"))
print(text.summary("text"))
