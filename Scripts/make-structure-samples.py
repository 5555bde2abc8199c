#!/usr/bin/env python3
"""Make the samples for formats found by structure rather than a magic at 0.

Each sample is made by the real tool where one exists (ffmpeg, iconv, zstd,
xz, netpbm); where none is packaged here (HFS+, EMF, OS/2 icons), the bytes are written
from the format's specification. The samples are committed in
Corpus/samples with their rows in manifest.tsv; this script says how they
were made. Needs: ffmpeg, iconv, zstd, xz, netpbm (apt-get install -y …) and Pillow (pip).

Usage: python3 Scripts/make-structure-samples.py [OUT_DIR]
"""
import os
import random
import struct
import subprocess
import sys
import tempfile

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Corpus", "samples")
work = tempfile.mkdtemp()
rng = random.Random(20261204)


def run(*command, **kw):
    return subprocess.run(command, check=True, capture_output=True, **kw).stdout


def ffmpeg(*args):
    out = os.path.join(work, args[-1])
    run("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *args[:-1], out)
    return open(out, "rb").read()


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


PROSE = ("Release notes. The files in this folder were encoded last week; "
         "play them in any player you like, and tell us what breaks.\n") * 40

# MPEG audio and ADTS behind junk: random bytes, and a text preamble.
mp3 = ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "libmp3lame", "-b:a", "64k",
             "-id3v2_version", "0", "-write_xing", "0", "-f", "mp3", "a.mp3")
write("junk-then-frames.mp3", bytes(rng.randrange(256) for _ in range(200)) + mp3)
write("preamble-then-frames.mp3", b"Recorded by a field recorder, firmware 2.1\r\n\r\n" + mp3)
aac = ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "aac", "-b:a", "64k", "-f", "adts", "a.aac")
write("junk-then-frames.aac", bytes(rng.randrange(256) for _ in range(90)) + aac)

# Text in UTF-16 without a byte order mark, and in EBCDIC.
write("utf16be-no-bom.txt", run("iconv", "-f", "UTF-8", "-t", "UTF-16BE", input=PROSE.encode()))
write("utf16le-no-bom.txt", run("iconv", "-f", "UTF-8", "-t", "UTF-16LE", input=PROSE.encode()))
write("ebcdic.txt", run("iconv", "-f", "UTF-8", "-t", "IBM037", input=PROSE.replace("\n", "\x85").encode()))

# HTML behind a run of NUL bytes (a download whose start was never written).
write("nuls-then.html", bytes(4096) + b"<!DOCTYPE html>\n<html><body><p>404 Not Found</p></body></html>\n")

# Zstandard behind a skippable frame (magic 0x184D2A50, size, payload).
frame = run("zstd", "-q", "-c", input=PROSE.encode())
payload = b"index: 0 1 2 3\n"
write("skippable-frame.zst", struct.pack("<II", 0x184D2A50, len(payload)) + payload + frame)

# LZMA-alone, as xz writes it.
write("alone.lzma", run("xz", "--format=lzma", "-c", input=PROSE.encode()))

# WBMP type 0, from a Netpbm bitmap.
write("type0.wbmp", run("sh", "-c", "pbmmake -gray 37 11 | pbmtowbmp"))

# An M2TS of exactly three 192-byte packets: PAT, PMT and the first video packet.
m2ts = ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=5:duration=1", "-c:v", "mpeg2video",
              "-f", "mpegts", "-mpegts_m2ts_mode", "1", "a.m2ts")
write("three-packets.m2ts", m2ts[:3 * 192])

# An Ogg Theora stream whose page checksums were damaged in transit.
ogv = bytearray(ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=5:duration=1", "-c:v", "libtheora",
                       "-f", "ogg", "a.ogv"))
at = 0
while True:
    at = ogv.find(b"OggS", at)
    if at < 0:
        break
    ogv[at + 22] ^= 0x5A  # the CRC's first byte
    at += 4
write("theora-bad-crc.ogv", bytes(ogv))

# HFS+: no formatter is packaged here, so a volume header from Apple's TN1150
# at 1,024: signature H+, version 4, block size 4,096, the rest zero.
volume = bytearray(64 * 1024)
header = struct.pack(">2sHI4s8I", b"H+", 4, 0x80000100, b"10.0", 0, 0, 0, 0, 0, 0, 0, 4096)
volume[1024:1024 + len(header)] = header
write("volume.hfsplus", bytes(volume))

# EMF: no writer is packaged here, so a header record from [MS-EMF] 2.3.4.2
# whose description quotes "%PDF-1.4", then the end-of-file record.
description = "FileKind\0%PDF-1.4 export\0\0".encode("utf-16-le")
header_size = 108
record_size = header_size + len(description)
eof = struct.pack("<IIIII", 14, 20, 0, 0, 20)
emf = struct.pack("<II4i4i", 1, record_size, 0, 0, 100, 100, 0, 0, 2540, 2540)
emf += struct.pack("<IIHHIIHHII", 0x464D4520, 0x10000, record_size + len(eof), 2, 0, 0,
                   len(description) // 2, header_size, 0, 0)
emf += struct.pack("<ii", 1024, 768) + struct.pack("<ii", 320, 240) + struct.pack("<III", 0, 0, 0)
emf = emf[:header_size].ljust(header_size, b"\0") + description + eof
write("pdf-quoted.emf", emf)
# OS/2 icons and pointers: no writer is packaged here, so files from IBM's
# OS/2 bitmap format (a 14-byte file header, a 12-byte 1.x bitmap header, a
# palette, the bits). A monochrome icon holds its AND and XOR masks in one
# bitmap twice as tall; a colour icon is a mask, then a colour bitmap.
def os2_header(mark, size, bits_at, width, height, depth):
    return mark + struct.pack("<IhhI", size, 16, 16, bits_at) + struct.pack("<IHHHH", 12, width, height, 1, depth)


mono_palette = bytes([0, 0, 0, 255, 255, 255])
masks = bytes(rng.randrange(256) for _ in range(4 * 64))
bits_at = 14 + 12 + len(mono_palette)
write("os2-icon.ico", os2_header(b"IC", bits_at + len(masks), bits_at, 32, 64, 1) + mono_palette + masks)


def os2_color(mark, base):
    """A colour icon or pointer whose headers start at `base` in the file."""
    palette16 = bytes(rng.randrange(256) for _ in range(16 * 3))
    color_bits = bytes(rng.randrange(256) for _ in range(16 * 32))
    headers = 2 * 26 + len(mono_palette) + len(palette16)
    mask_at = base + headers
    color_at = mask_at + len(masks)
    size = headers + len(masks) + len(color_bits)
    return (os2_header(mark, size, mask_at, 32, 64, 1) + mono_palette
            + os2_header(mark, size, color_at, 32, 32, 4) + palette16 + masks + color_bits)


write("os2-color-icon.ico", os2_color(b"CI", 0))
write("os2-color-pointer.ptr", os2_color(b"CP", 0))
# A bitmap array (BA: its size, the next array's offset, none, and the
# display it suits) holding one colour icon.
write("os2-bitmap-array.ico", b"BA" + struct.pack("<IIHH", 14, 0, 0, 0) + os2_color(b"CI", 14))

# A four-channel ProTracker module: no writer is packaged here, so one from the
# format (a title, 31 sample headers, the song length, the order list, M.K.,
# one pattern of 64 rows, then the one sample: a square wave).
wave = bytes([0x40] * 16 + [0xC0] * 16) * 32
samples = struct.pack(">22sHBBHH", b"square", len(wave) // 2, 0, 64, 0, 1)
samples += struct.pack(">22sHBBHH", b"", 0, 0, 0, 0, 1) * 30
note = struct.pack(">BBBB", 0x10 | 0x01, 0xAC, 0x00, 0x00)  # sample 1, period 428 (C-2)
pattern = b"".join(note + bytes(12) if row % 4 == 0 else bytes(16) for row in range(64))
module = b"FileKind test tune".ljust(20, b"\0") + samples + bytes([1, 127]) + bytes(128) + b"M.K." + pattern + wave
write("protracker.mod", module)

# A DirectDraw Surface, as Pillow writes it (pip install pillow).
try:
    import io
    from PIL import Image
    dds = io.BytesIO()
    Image.new("RGBA", (16, 16), (200, 40, 40, 255)).save(dds, format="DDS")
    write("sample.dds", dds.getvalue())
except ImportError:
    print("Pillow is missing: sample.dds not written")
print("samples written to", OUT)
