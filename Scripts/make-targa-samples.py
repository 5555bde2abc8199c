#!/usr/bin/env python3
"""Make Corpus/samples' Targa images: every variant the TGA 1.0 and 2.0
specifications allow, as real tools write them (ImageMagick, Pillow) and
from the layout where no tool writes it (image IDs up to 255 bytes, every
origin, 8-bit colour map entries, 16-bit pixels, TGA 2.0's extension and
developer areas), files cut short (still Targa: their header says so), and
damaged headers and data that must not be called Targa.

Needs: imagemagick (convert), Pillow (pip install pillow).
Usage: python3 Scripts/make-targa-samples.py [OUT_DIR]
"""
import io
import os
import struct
import subprocess
import sys
import tempfile

from PIL import Image

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Corpus", "samples")
work = tempfile.mkdtemp()
rows = []


def path(name):
    return os.path.join(work, name)


def write(name, data, mime="image/x-tga", kind="image", engine="native"):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    rows.append((name, mime, kind, engine))


def not_this(name, data):
    """Damage: no engine of FileKind's may name it (its name still gives its kind)."""
    write(name, data, "-", "image", "none")


def header(id_length, map_type, image_type, map_first, map_length, map_depth, width, height, depth, descriptor):
    return struct.pack("<BBBHHBHHHHBB", id_length, map_type, image_type, map_first, map_length, map_depth,
                       0, 0, width, height, depth, descriptor)


def footer(extension=0, developer=0):
    return struct.pack("<II", extension, developer) + b"TRUEVISION-XFILE.\0"


# --- ImageMagick: types 1, 2, 3, 9, 10, 11 ---------------------------------------
subprocess.run(["convert", "-size", "61x37", "gradient:blue-yellow", path("base.png")], check=True)
for name, options in [("sample.tga", []), ("rle.tga", ["-compress", "RLE"]),
                      ("gray.tga", ["-colorspace", "gray"]), ("palette.tga", ["-type", "palette"]),
                      ("palette-rle.tga", ["-type", "palette", "-compress", "RLE"])]:
    subprocess.run(["convert", path("base.png"), *options, path(name)], check=True)
    write(name, open(path(name), "rb").read())
tga = open(path("sample.tga"), "rb").read()
# TGA 2.0: an extension area and the footer after the image data.
extension = struct.pack("<H", 495) + bytes(493)
write("footer.tga", tga + extension + footer(len(tga)))
# Cut short, a Targa image still: its header says so (readers show what
# arrived, and other projects' test files are cut so).
rle = open(path("rle.tga"), "rb").read()
write("truncated.tga", tga[: len(tga) * 3 // 5])
write("truncated-rle.tga", rle[: len(rle) // 2])

# --- Pillow: an image ID, grey with alpha, RGBA, every origin it writes -----------
gradient = Image.open(path("base.png")).convert("RGB")
for name, image, options in [
    ("pillow-id-rle.tga", gradient, {"id_section": b"FileKind sample", "compression": "tga_rle"}),
    ("pillow-rgba.tga", gradient.convert("RGBA"), {}),
    ("pillow-la-rle.tga", gradient.convert("LA"), {"compression": "tga_rle"}),
    ("pillow-p.tga", gradient.convert("P"), {}),
    ("pillow-top-left.tga", gradient.convert("L"), {"orientation": 1}),
]:
    out = io.BytesIO()
    image.save(out, format="TGA", **options)
    write(name, out.getvalue())

# --- From the layout: what no tool here writes ---------------------------------
width, height = 7, 5
grey = bytes((x * 37 + y * 11) & 0xFF for y in range(height) for x in range(width))
# A 255-byte image ID, true colour, top-right origin.
write("id-255.tga", header(255, 0, 2, 0, 0, 0, width, height, 24, 0x20 | 0x10) + bytes(range(255))
      + bytes(3 * width * height))
# Every origin (descriptor bits 4 and 5), grey.
for origin, label in enumerate(["bottom-left", "bottom-right", "top-left", "top-right"]):
    write(f"origin-{label}.tga", header(0, 0, 3, 0, 0, 0, width, height, 8, origin << 4) + grey)
# 16-bit true colour with its attribute bit, and TGA 2.0's areas: an
# extension area and a developer area between the image and the footer.
pixels16 = bytes(2 * width * height)
developer = b"FK" + bytes(30)
data = header(0, 0, 2, 0, 0, 0, width, height, 16, 1) + pixels16
areas = data + extension + developer
write("tga2-areas.tga", areas + footer(len(data), len(data) + len(extension)))
# A colour map of 8-bit entries (as Pillow writes a grey palette), RLE.
palette = bytes(range(256))
packets = bytes([0x80 | (width * height - 1), 7])
write("map8-rle.tga", header(0, 1, 9, 0, 256, 8, width, height, 8, 0) + palette + packets)
# A header and its image ID alone: the file was cut right after it.
write("header-only.tga", header(30, 1, 1, 0, 256, 8, 128, 128, 8, 0))

# --- Damage: none of these is a Targa image --------------------------------------
broken = bytearray(tga)
broken[16] = 17  # a pixel depth no true-colour image has
not_this("bad-depth.tga", bytes(broken))
reserved = bytearray(tga)
reserved[17] |= 0xC0  # the descriptor's reserved bits
not_this("reserved-bits.tga", bytes(reserved))
# Run-length packets that run past the image's last pixel.
not_this("rle-overrun.tga", header(0, 0, 11, 0, 0, 0, 2, 2, 8, 0) + bytes([0x81, 1, 0x83, 2]) + bytes(40))
# A colour map of no entries, and an image type the specification has not.
not_this("empty-map.tga", header(0, 1, 1, 0, 0, 24, width, height, 8, 0) + grey)
not_this("type-4.tga", header(0, 0, 4, 0, 0, 0, width, height, 8, 0) + grey)

# --- the manifest: this script's rows replace the ones it wrote before ----------
manifest = os.path.join(OUT, "manifest.tsv")
names = {row[0] for row in rows}
kept = [line for line in open(manifest).read().splitlines() if line.split("\t")[0] not in names]
with open(manifest, "w") as f:
    f.write("\n".join(kept + ["\t".join(row) for row in rows]) + "\n")
print(f"{len(rows)} samples")
