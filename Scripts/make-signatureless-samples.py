#!/usr/bin/env python3
"""Make the samples for formats with no magic number at the start, or with it
late (Targa's are Scripts/make-targa-samples.py's): PCX, Netpbm with comments, Excel BIFF2-4, XPS, Musepack SV4-6,
raw LATM, MPEG audio after long junk, tar headers known by their checksum,
afio's headers, and 7-Zip, RAR and zip archives behind other data.

Each sample is written by the tool that writes the format where Debian has
one (ImageMagick, ffmpeg, GNU tar, afio, 7z, zip), else from the format's
specification. Each format also gets damaged variants (cut short, a field
broken) that must not be called that format. The samples go to
Corpus/samples, and their rows replace this script's rows in manifest.tsv.

Needs: imagemagick ffmpeg netpbm afio p7zip-full zip tar (apt-get install -y …).
Usage: python3 Scripts/make-signatureless-samples.py [OUT_DIR]
"""
import io
import os
import random
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Corpus", "samples")
work = tempfile.mkdtemp()
rng = random.Random(20261206)
rows = []


def run(*command, cwd=None, **kw):
    return subprocess.run(command, check=True, capture_output=True, cwd=cwd, **kw).stdout


def path(name):
    return os.path.join(work, name)


def write(name, data, mime, kind, engine="native"):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    rows.append((name, mime, kind, engine))


def not_this(name, data, kind):
    """A damaged sample: no engine of FileKind's may name it (its name still
    gives its kind)."""
    write(name, data, "-", kind, "none")


def noise(count):
    return bytes(rng.randrange(256) for _ in range(count))


# --- Targa: Scripts/make-targa-samples.py ------------------------------------------
run("convert", "-size", "61x37", "gradient:blue-yellow", path("base.png"))

# --- PCX: one bit in one plane, and a bit depth with planes it never has -----
run("convert", path("base.png"), "-monochrome", path("mono.pcx"))
mono = open(path("mono.pcx"), "rb").read()
write("mono.pcx", mono, "image/vnd.zbrush.pcx", "image")
broken = bytearray(mono)
broken[3], broken[65] = 8, 2  # 8 bits in 2 planes
not_this("bad-planes.pcx", bytes(broken), "image")

# --- Netpbm: comments right after the magic, and every blank the format allows
run("convert", path("base.png"), "-colorspace", "gray", "-depth", "8", path("base.pgm"))
pgm = open(path("base.pgm"), "rb").read()
raster = pgm[pgm.index(b"255\n") + 4:]
write("comment-after-magic.pgm", b"P5#made by a scanner\n61\x0b#width\n37\x0c255\r" + raster,
      "image/x-portable-graymap", "image")
not_this("zero-width.pgm", b"P5\n0 37\n255\n" + raster, "image")

# --- Excel BIFF2, BIFF3 and BIFF4 worksheets, from the BIFF specification --------


def record(identifier, data=b""):
    return struct.pack("<HH", identifier, len(data)) + data


def biff(version):
    bof = {2: (0x0009, struct.pack("<HH", 0, 0x0010)), 3: (0x0209, struct.pack("<HHH", 0, 0x0010, 0)),
           4: (0x0409, struct.pack("<HHH", 0, 0x0010, 0))}[version]
    high = {2: 0x0000, 3: 0x0200, 4: 0x0200}[version]
    cells = b""
    for row in range(6):
        for column in range(3):
            value = struct.pack("<d", row * 10 + column)
            if version == 2:
                cells += record(0x0003, struct.pack("<HH", row, column) + b"\0\0\0" + value)  # NUMBER
            else:
                cells += record(0x0203, struct.pack("<HHH", row, column, 15) + value)  # NUMBER
    label = b"Totals"
    if version == 2:
        cells += record(0x0004, struct.pack("<HH", 7, 0) + b"\0\0\0" + bytes([len(label)]) + label)
    else:
        cells += record(0x0204, struct.pack("<HHHH", 7, 0, 15, len(label)) + label)
    dimensions = record(0x0000 | high, struct.pack("<HHHH", 0, 8, 0, 3) + (b"\0\0" if version > 2 else b""))
    return record(*bof) + record(0x000C | (0x0000 if version == 2 else 0), struct.pack("<H", 100)) + dimensions \
        + cells + record(0x000A)


for version in (2, 3, 4):
    write(f"biff{version}.xls", biff(version), "application/vnd.ms-excel", "document")
sheet = biff(3)
# Cut inside a record: the records before the cut still say BIFF3.
write("truncated-biff3.xls", sheet[:37], "application/vnd.ms-excel", "document")
not_this("zeros-after-bof.xls", biff(2)[:8] + bytes(600), "document")
broken = bytearray(biff(4))
broken[6] = 0x33  # a sheet type BOF does not define
not_this("bad-type-biff4.xls", bytes(broken), "document")

# --- XPS: an OPC package with a fixed document sequence ----------------------
# The root relationships name the start part with each one's namespace
# (deflated, as writers store them); OpenXPS is told from XPS by it.
RELS = ('<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/'
        'package/2006/relationships"><Relationship Type="http://schemas.{}/fixedrepresentation" '
        'Target="/{}" Id="R0"/><Relationship Type="http://schemas.openxmlformats.org/package/2006/'
        'relationships/metadata/thumbnail" Target="/Metadata/thumbnail.png" Id="R1"/></Relationships>')
for name, sequence, document, namespace, mime in [
        ("sample.xps", "FixedDocSeq.fdseq", "Documents/1/FixedDoc.fdoc", "microsoft.com/xps/2005/06",
         "application/vnd.ms-xpsdocument"),
        ("sample.oxps", "FixedDocumentSequence.fdseq", "Documents/1/FixedDocument.fdoc", "openxps.org/oxps/v1.0",
         "application/oxps")]:
    for method, suffix in [(zipfile.ZIP_DEFLATED, ""), (zipfile.ZIP_STORED, "-stored")]:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", method) as z:
            z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
            z.writestr("_rels/.rels", RELS.format(namespace, sequence))
            z.writestr(sequence, '<FixedDocumentSequence/>')
            z.writestr(document, '<FixedDocument/>')
            z.writestr("Documents/1/Pages/1.fpage", '<FixedPage Width="816" Height="1056"/>')
        stem, extension = name.split(".")
        write(f"{stem}{suffix}.{extension}", buffer.getvalue(), mime, "document")

# --- Musepack SV4, SV5 and SV6, from the stream header's layout ---------------


def musepack(version, frames, per_frame=380):
    word = (version << 11) | (26 << 6) | 1 | (1 << 21)  # max band 26, mid/side, block size 1
    count = frames if version >= 5 else frames << 16
    return struct.pack("<II", word, count) + noise(frames * per_frame)


for version in (4, 5, 6):
    write(f"sv{version}.mpc", musepack(version, 40), "audio/x-musepack", "audio")
# Cut short, still Musepack (taglib's test files are such headers); longer
# than its frames can be, a header before other bytes, none.
write("truncated-sv6.mpc", musepack(6, 40)[:100], "audio/x-musepack", "audio")
not_this("overlong-sv6.mpc", musepack(6, 2) + noise(8000), "audio")
not_this("cbr-sv5.mpc", struct.pack("<I", (128 << 23) | (5 << 11) | (26 << 6) | 1) + musepack(5, 40)[4:], "audio")

# --- raw LATM: ffmpeg's LOAS stream with the LOAS headers taken off ----------------
for name, channels in [("mono.latm", "1"), ("stereo.latm", "2")]:
    run("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
        "sine=frequency=440:duration=1", "-ac", channels, "-c:a", "aac", "-b:a", "48k", "-f", "latm",
        path(name + ".loas"))
    loas = open(path(name + ".loas"), "rb").read()
    raw, at = b"", 0
    while at + 3 <= len(loas):
        length = (loas[at + 1] & 0x1F) << 8 | loas[at + 2]
        raw += loas[at + 3: at + 3 + length]
        at += 3 + length
    write(name, raw, "audio/x-mp4a-latm", "audio")
stereo = open(os.path.join(OUT, "stereo.latm"), "rb").read()
broken = bytearray(stereo)
broken[2] ^= 0xF8  # the audio object type
not_this("bad-config.latm", bytes(broken), "other")

# --- MPEG audio behind long junk, within and past the 64 KiB search -------------
run("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=1",
    "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "0", "-write_xing", "0", "-f", "mp3", path("a.mp3"))
mp3 = open(path("a.mp3"), "rb").read()
write("junk-40k-then-frames.mp3", noise(40_000) + mp3, "audio/mpeg", "audio")
not_this("junk-70k-then-frames.mp3", noise(70_000) + mp3, "audio")

# --- tar: headers without the ustar magic, known by their checksum -----------------
os.makedirs(path("tree/folder"), exist_ok=True)
with open(path("tree/folder/notes.bin"), "wb") as f:
    f.write(noise(3000))
for name, form in [("v7-directory-first.tar", "v7"), ("oldgnu.tar", "oldgnu")]:
    run("tar", f"--format={form}", "-cf", path(name), "folder", cwd=path("tree"))
    write(name, open(path(name), "rb").read(), "application/x-tar", "archive")


def tar_header(name, size_field, flag=b"0", extra=()):
    header = bytearray(512)
    for offset, value in extra:
        header[offset:offset + len(value)] = value
    header[0:len(name)] = name
    header[100:108] = b"0000644\0"
    header[108:116] = b"0001750\0"
    header[116:124] = b"0001750\0"
    header[124:136] = size_field
    header[136:148] = b"14727035452\0"
    header[156:157] = flag
    header[148:156] = b" " * 8
    header[148:156] = b"%06o\0 " % sum(header)
    return bytes(header)


# star's header (Jörg Schilling's format): ustar's magic and version, a
# 131-byte prefix, access and change times, and `tar` at 508.
star = tar_header(b"notes.txt", b"00000000014\0", extra=[
    (257, b"ustar\0"), (263, b"00"), (265, b"root"), (297, b"root"), (345, b"folder"),
    (476, b"14727035452\0"), (488, b"14727035452\0"), (508, b"tar\0")])
write("star.tar", star + b"twelve bytes".ljust(512, b"\0") + bytes(1024), "application/x-tar", "archive")
# GNU's base-256 size for a member of 8 GiB or more (the header alone here).
write("base256-size.tar", tar_header(b"disk.img", b"\x80" + (8 << 30).to_bytes(11, "big")) + noise(4096),
      "application/x-tar", "archive")
broken = bytearray(open(os.path.join(OUT, "v7-directory-first.tar"), "rb").read())
broken[0] ^= 0x01  # the name changes, the checksum does not
not_this("bad-checksum.tar", bytes(broken), "archive")

# --- afio: its extended and large ASCII headers ----------------------------------
with open(path("tree/data.bin"), "wb") as f:
    f.write(noise(2000))
run("sh", "-c", f"echo data.bin | afio -o -4 {path('extended.afio')}", cwd=path("tree"))
write("extended.afio", open(path("extended.afio"), "rb").read(), "application/x-cpio", "archive")
os.chown(path("tree/data.bin"), 70000, 70001)  # an ID past the portable header's
subprocess.run(["sh", "-c", f"echo data.bin | afio -o {path('large.afio')}"], cwd=path("tree"),
               capture_output=True)
large = open(path("large.afio"), "rb").read()
assert large.startswith(b"070727"), large[:8]
write("large.afio", large, "application/x-cpio", "archive")
broken = bytearray(large)
broken[30:31] = b"q"  # the mode's marker
not_this("bad-marker.afio", bytes(broken), "other")

# --- archives behind other data ---------------------------------------------------
run("7z", "a", "-t7z", "-bd", path("a.7z"), path("tree/folder/notes.bin"))
seven = open(path("a.7z"), "rb").read()
write("junk-then.7z", noise(5000) + seven, "application/x-7z-compressed", "archive")
broken = bytearray(seven)
broken[9] ^= 0x40  # the start header's CRC
not_this("bad-crc-behind-junk.7z", noise(5000) + bytes(broken), "archive")


def rar5_block(kind, fields):
    body = bytes([kind, 0]) + fields  # type, header flags, the type's own fields
    size = bytes([len(body)])
    return struct.pack("<I", zlib.crc32(size + body)) + size + body


rar5 = b"Rar!\x1a\x07\x01\x00" + rar5_block(1, b"\x00") + rar5_block(5, b"\x00")
write("junk-then.rar", noise(3000) + rar5, "application/vnd.rar", "archive")
main = struct.pack("<BHH", 0x73, 0, 13) + bytes(6)
rar4 = b"Rar!\x1a\x07\x00" + struct.pack("<H", zlib.crc32(main) & 0xFFFF) + main
end = struct.pack("<BHH", 0x7B, 0x4000, 7)
rar4 += struct.pack("<H", zlib.crc32(end) & 0xFFFF) + end
write("junk-then-rar4.rar", noise(3000) + rar4, "application/vnd.rar", "archive")


def portable_executable():
    """A PE image of one section, as the PE/COFF specification lays it out."""
    dos = bytearray(64)
    dos[0:2] = b"MZ"
    dos[0x3C:0x40] = struct.pack("<I", 64)
    coff = b"PE\0\0" + struct.pack("<HHIIIHH", 0x14C, 1, 0, 0, 0, 224, 0x0102)
    optional = bytearray(224)
    optional[0:2] = struct.pack("<H", 0x10B)
    section = b".text\0\0\0" + struct.pack("<IIIIIIHHI", 0x1000, 0x1000, 0x200, 0x200, 0, 0, 0, 0, 0x60000020)
    image = bytes(dos) + coff + bytes(optional) + section
    image += bytes(0x200 - len(image))
    return image + noise(0x200)


write("sfx-7z.exe", portable_executable() + seven, "application/x-7z-compressed", "archive")
zipped = io.BytesIO()
with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("readme.txt", "Unpack me.\n" * 40)
write("sfx-zip.exe", portable_executable() + zipped.getvalue(), "application/zip", "archive")
write("junk-then.zip", noise(7000) + zipped.getvalue(), "application/zip", "archive", "end")
write("program.exe", portable_executable(), "application/vnd.microsoft.portable-executable", "other")

# --- the manifest: this script's rows replace the ones it wrote before ----------
manifest = os.path.join(OUT, "manifest.tsv")
names = {row[0] for row in rows}
kept = [line for line in open(manifest).read().splitlines() if line.split("\t")[0] not in names]
with open(manifest, "w") as f:
    f.write("\n".join(kept + ["\t".join(row) for row in rows]) + "\n")
print(f"{len(rows)} samples")
