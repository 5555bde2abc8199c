#!/usr/bin/env python3
"""Make the samples for the formats real downloads hold in their other
framings: audio-only transport streams, elementary MPEG audio of every
layer, LOAS-framed AAC, LZ4 behind skippable frames and in its legacy
frame, LZMA-alone with other properties and a known size, a tar archive
whose first header is a GNU volume label, and PCX, whose one-byte magic
an LZMA header shares.

Each is made by the real tool where one is packaged here (ffmpeg, lz4,
xz, GNU tar); MPEG-H in a transport stream and MPEG audio layer I, which
no tool here writes, are written from their specifications (ISO/IEC
13818-1 sections and PES packets, ISO/IEC 11172-3 frame headers). The
samples are committed in Corpus/samples with their rows in manifest.tsv;
this script says how they were made and adds the rows it lacks.

Needs: ffmpeg, lz4, xz-utils, tar (apt-get install -y ffmpeg lz4 xz-utils).
Usage: python3 Scripts/make-stream-samples.py [OUT_DIR]
"""
import os
import random
import struct
import subprocess
import sys
import tempfile

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Corpus", "samples")
work = tempfile.mkdtemp()
rng = random.Random(20261205)
rows = []


def run(*command, stdin=None):
    return subprocess.run(command, check=True, capture_output=True, input=stdin).stdout


def ffmpeg(*args):
    out = os.path.join(work, args[-1])
    run("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *args[:-1], out)
    return open(out, "rb").read()


def write(name, data, mime, kind, engine="native"):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    rows.append((name, mime, kind, engine))


TONE = ("-f", "lavfi", "-i", "sine=frequency=440:duration=1")

# --- transport streams whose program map lists audio only -------------------
write("audio-only-mp2.ts", ffmpeg(*TONE, "-c:a", "mp2", "-b:a", "64k", "-f", "mpegts", "a.ts"),
      "audio/x-mpeg-ts", "audio")


def crc32_mpeg(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = (crc << 1) ^ 0x04C11DB7 if crc & 0x80000000 else crc << 1
            crc &= 0xFFFFFFFF
    return crc


def section(table_id, extension, body):
    """A long-form PSI section: header, body, CRC."""
    length = 5 + len(body) + 4
    head = bytes([table_id, 0xB0 | (length >> 8), length & 0xFF, extension >> 8, extension & 0xFF, 0xC1, 0, 0])
    data = head + body
    return data + struct.pack(">I", crc32_mpeg(data))


def packet(pid, payload, start, counter):
    header = bytes([0x47, (0x40 if start else 0) | (pid >> 8), pid & 0xFF, 0x10 | (counter & 0x0F)])
    return header + payload.ljust(184, b"\xff")


def transport_stream(stream_type, descriptors=b"", frames=20):
    pat = section(0x00, 1, struct.pack(">HH", 1, 0xE000 | 0x1000))
    es = bytes([stream_type]) + struct.pack(">HH", 0xE000 | 0x100, 0xF000 | len(descriptors)) + descriptors
    pmt = section(0x02, 1, struct.pack(">HH", 0xE000 | 0x100, 0xF000) + es)
    out = packet(0, b"\x00" + pat, True, 0) + packet(0x1000, b"\x00" + pmt, True, 0)
    for n in range(frames):
        # An audio PES packet (stream id 0xC0) with a PTS, then its payload.
        body = bytes(rng.randrange(256) for _ in range(160))
        pes = b"\x00\x00\x01\xC0" + struct.pack(">H", 8 + len(body)) + b"\x80\x80\x05" + b"\x21\x00\x01\x00\x01"
        out += packet(0x100, pes + body, True, n)
    return out


# MPEG-H 3D Audio (stream type 0x2D), which no tool here writes.
write("mpegh-only.ts", transport_stream(0x2D), "audio/x-mpeg-ts", "audio")
# AC-4 as private data with DVB's extension descriptor (tag 0x7F, AC-4 0x15).
write("ac4-private.ts", transport_stream(0x06, bytes([0x7F, 0x01, 0x15])), "audio/x-mpeg-ts", "audio")

# --- elementary MPEG audio: layer I from the spec (sample.mp2, from ffmpeg, holds layer II) ---
# Layer I, MPEG-1, 44.1 kHz, 128 kbit/s, no CRC, mono: (12 × 128000 / 44100) × 4 = 136 bytes a
# frame; all-zero allocation is silence.
layer1 = b"".join(b"\xff\xff\x40\xc0" + bytes(132) for _ in range(40))
write("layer1.mp1", layer1, "audio/mpeg", "audio")

# --- AAC in LATM, LOAS-framed (ffmpeg's latm muxer) -------------------------
write("sample.loas", ffmpeg(*TONE, "-c:a", "aac", "-b:a", "64k", "-f", "latm", "a.latm"), "audio/x-mp4a-latm", "audio")

# --- LZ4 behind a skippable frame, and LZ4's legacy frame ----------------------
plain = ("FileKind sample payload, compressed by the real tool. " * 200).encode()
lz4_frame = run("lz4", "-c", "-q", stdin=plain)
skippable = struct.pack("<II", 0x184D2A50, 16) + b"metadata-for-app"
write("skippable-then.lz4", skippable + lz4_frame, "application/x-lz4", "archive")
write("legacy.lz4", run("lz4", "-l", "-c", "-q", stdin=plain), "application/x-lz4", "archive")

# --- LZMA-alone with other properties, and with a known size ------------------
# xz writes properties (pb × 5 + lp) × 9 + lc from --lzma1's lc, lp, pb.
write("props-lc0.lzma", run("xz", "--format=lzma", "--lzma1=preset=1,lc=0,lp=0,pb=0", "-c", stdin=plain),
      "application/x-lzma", "archive")
write("props-55.lzma", run("xz", "--format=lzma", "--lzma1=preset=1,lc=1,lp=1,pb=1", "-c", stdin=plain),
      "application/x-lzma", "archive")
# xz writes an unknown size (all ones); LZMA SDK tools write the size when they know it.
unknown = run("xz", "--format=lzma", "--lzma1=preset=1", "-c", stdin=plain)
known = unknown[:5] + struct.pack("<Q", len(plain)) + unknown[13:]
write("known-size.lzma", known, "application/x-lzma", "archive")

# --- tar whose first header is a GNU volume label (v7.tar holds a pre-POSIX header) ---
os.makedirs(os.path.join(work, "t"), exist_ok=True)
with open(os.path.join(work, "t", "notes.txt"), "w") as f:
    f.write("A file in a tar archive.\n")
run("tar", "-C", os.path.join(work, "t"), "--label=FileKind volume 1", "-cf", os.path.join(work, "label.tar"), "notes.txt")
write("volume-label.tar", open(os.path.join(work, "label.tar"), "rb").read(), "application/x-tar", "archive")

# --- PCX, whose one-byte magic an LZMA header shares: ffmpeg's encoder ---------
write("sample.pcx", ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48", "-frames:v", "1", "-c:v", "pcx", "a.pcx"),
      "image/vnd.zbrush.pcx", "image")

manifest = os.path.join(OUT, "manifest.tsv")
have = {line.split("\t")[0] for line in open(manifest, encoding="utf-8")}
with open(manifest, "a", encoding="utf-8") as f:
    for row in rows:
        if row[0] not in have:
            f.write("\t".join(row) + "\n")
print(f"made {len(rows)} samples in {OUT}")
