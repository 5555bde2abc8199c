#!/usr/bin/env python3
"""Find libmagic's answers that come from rules with no signature.

A rule with a real signature (fixed bytes at an offset) almost never
matches bytes that mean nothing: four fixed bytes match one buffer in four
billion, two fixed bytes one in 65,536. A rule that only compares small
numbers (Targa's header, a DOS .COM file's first jump) matches such bytes
all the time. This script asks libmagic, with the flags FileKind uses,
about 60,000 seeded buffers of six shapes of junk (uniform random bytes,
incrementing bytes, small values, a repeated word, mostly zeros, a doubled
first byte) and lists every type it answers for at least 5 of them (one in
12,000, far above any two-byte signature) as signature-less, in
Sources/FileKind/Sniffing/Generated/LibmagicSignatureless+Generated.swift.
FileKind does not take such an answer over "unknown".

Needs libmagic (libmagic1). Usage: python3 Scripts/probe-libmagic.py
"""
import collections
import ctypes
import ctypes.util
import os
import random

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "FileKind", "Sniffing", "Generated",
                   "LibmagicSignatureless+Generated.swift")
BUFFERS = 60_000
THRESHOLD = 5
# libmagic's flags as FileKind sets them (Sniffing/Engine/Libmagic.swift).
MAGIC_MIME_TYPE, NO_CHECK_COMPRESS, NO_CHECK_ELF, NO_CHECK_ENCODING = 0x10, 0x1000, 0x10000, 0x200000

lib = ctypes.CDLL(ctypes.util.find_library("magic") or "libmagic.so.1")
lib.magic_open.restype = ctypes.c_void_p
lib.magic_load.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
lib.magic_buffer.restype = ctypes.c_char_p
lib.magic_buffer.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
lib.magic_version.restype = ctypes.c_int
cookie = lib.magic_open(MAGIC_MIME_TYPE | NO_CHECK_COMPRESS | NO_CHECK_ELF | NO_CHECK_ENCODING)
assert lib.magic_load(cookie, None) == 0, "libmagic could not load its database"

rng = random.Random(20261205)


def junk(shape):
    if shape == 0:
        return bytes(rng.randrange(256) for _ in range(512))
    if shape == 1:
        start = rng.randrange(256)
        return bytes((start + k) & 0xFF for k in range(512))
    if shape == 2:
        return bytes(rng.randrange(4) for _ in range(512))
    if shape == 3:
        return bytes([rng.randrange(256) for _ in range(4)] * 128)
    if shape == 4:
        return bytes(rng.choice([0, 0, 0, 1, 2, 0xFF, rng.randrange(256)]) for _ in range(512))
    return bytes([rng.randrange(256)]) * 2 + bytes(rng.randrange(256) for _ in range(510))


hits = collections.Counter()
for n in range(BUFFERS):
    data = junk(n % 6)
    hits[lib.magic_buffer(cookie, data, len(data)).decode()] += 1
# What says nothing, and text (decided by FileKind before libmagic is asked).
for says_nothing in ("application/octet-stream", "text/plain"):
    hits.pop(says_nothing, None)
weak = sorted(t for t, count in hits.items() if count >= THRESHOLD)

version = lib.magic_version()
with open(OUT, "w") as out:
    out.write("// GENERATED FILE, do not edit.\n")
    out.write(f"// libmagic {version // 100}.{version % 100:02d}'s answers for junk: {BUFFERS} seeded buffers, "
              f"types answered for {THRESHOLD} or more.\n")
    out.write("// Regenerate with: python3 Scripts/probe-libmagic.py\n")
    out.write("// swift-format-ignore-file\n\n")
    out.write("extension ContentSniffer {\n")
    out.write("  /// libmagic's answers that come from rules with no signature: it gives them for\n")
    out.write("  /// bytes that mean nothing, so they do not outrank \"unknown\".\n")
    out.write("  static let signaturelessLibmagicAnswers: Set<String> = [\n")
    for t in weak:
        out.write(f"    \"{t}\",  // {hits[t]} of {BUFFERS}\n")
    out.write("  ]\n}\n")
print("\n".join(f"{hits[t]}\t{t}" for t in weak))
