#!/usr/bin/env python3
"""Make Corpus/samples' audio and video that players open but that carry no
signature at the start: tracker modules beyond the common tags (SoundTracker's
15 instruments, every channel-count and tracker tag at 1080, MED, packed
modules, an XM whose text was cleared, Astroidea XMF), NIST SPHERE audio,
streams whose first sync lies past the start (E-AC-3 and AC-3, transport
streams cut mid-packet, M2TS, program streams and MP3 behind junk), Ogg VP8,
Windows Media Audio and its header alone, ISO 9660 images, and text with a
few stray control bytes. Each has a damaged or look-alike counterpart that
must not be called that format.

Modules are written from their layouts and checked with xmp, which must load
each one (`xmp --load-only`); streams come from ffmpeg and sox, images from
xorriso. Provenance goes in the manifest's engine column as usual; the tool
or layout is said here, beside each sample.

Needs: ffmpeg sox xmp xorriso (apt-get install -y …).
Usage: python3 Scripts/make-player-samples.py [OUT_DIR]
"""
import os
import random
import struct
import subprocess
import sys
import tempfile
import zipfile

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Corpus", "samples")
work = tempfile.mkdtemp()
rng = random.Random(20261207)
rows = []


def run(*command):
    return subprocess.run(command, check=True, capture_output=True).stdout


def path(name):
    return os.path.join(work, name)


def write(name, data, mime, kind, engine="native"):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    rows.append((name, mime, kind, engine))


def not_this(name, data, kind):
    """A look-alike or damaged sample: no engine of FileKind's may name it."""
    write(name, data, "-", kind, "none")


def noise(count):
    return bytes(rng.randrange(256) for _ in range(count))


def xmp_loads(data, expect):
    """Whether xmp loads the module and names its type as expected."""
    with open(path("check.mod"), "wb") as f:
        f.write(data)
    out = subprocess.run(["xmp", "--load-only", path("check.mod")], capture_output=True, text=True)
    info = out.stdout + out.stderr
    assert "Module type" in info and expect in info, f"xmp does not load it as {expect}: {info[-400:]}"


def ffmpeg(*arguments):
    run("ffmpeg", "-loglevel", "error", "-y", *arguments)


# --- ProTracker-style modules, 31 instruments, one tag at 1080 each -------------


def square(length=64):
    return bytes([0x40] * (length // 2) + [0xC0] * (length // 2))


def mod31(tag, channels):
    """A module of one pattern with one square-wave sample, `tag` at 1080."""
    header = b"filekind sample".ljust(20, b"\0")
    for i in range(31):
        words = 32 if i == 0 else 0
        header += (b"square" if i == 0 else b"").ljust(22, b"\0") + struct.pack(">HBBHH", words, 0, 64 if i == 0 else 0, 0, 1)
    header += bytes([1, 0x7F]) + bytes(128) + tag
    pattern = bytearray(64 * channels * 4)
    for row in range(0, 64, 4):
        pattern[row * channels * 4:row * channels * 4 + 4] = bytes([0x00, 0xD6, 0x10, 0x00])  # C-2, sample 1
    return header + bytes(pattern) + square()


for tag, channels, player in [(b"6CHN", 6, "6CHN"), (b"10CH", 10, "10CH"), (b"16CN", 16, "16CN"),
                              (b"TDZ4", 4, "TDZ4"), (b"FA08", 8, "FA08"), (b"FLT8", 8, "FLT8"),
                              (b"CD81", 8, "CD81"), (b"OKTA", 8, "OKTA"), (b"N.T.", 4, "N.T.")]:
    data = mod31(tag, channels)
    name = "tag-" + tag.decode().replace(".", "") + ".mod"
    write(name, data, "audio/x-mod", "audio")
# A tag at 1080 before tables that are not a module's: prose, or noise.
fake = bytearray(mod31(b"6CHN", 6))
for i in range(31):
    fake[20 + 30 * i + 25] = 200  # volumes past 64
not_this("bad-tables-6chn.mod", bytes(fake), "audio")

# --- SoundTracker, 15 instruments, no tag ----------------------------------------


def mod15(volume=64, finetune=0):
    header = b"st-01:filekind".ljust(20, b"\0")
    for i in range(15):
        words = 32 if i == 0 else 0
        header += (b"st-01:square" if i == 0 else b"").ljust(22, b"\0")
        header += struct.pack(">HBBHH", words, finetune, volume if i == 0 else 0, 0, 1)
    header += bytes([1, 0x78]) + bytes(128)
    pattern = bytearray(1024)
    for row in range(0, 64, 4):
        pattern[row * 16:row * 16 + 4] = bytes([0x00, 0xD6, 0x10, 0x00])
    return header + bytes(pattern) + square()


m15 = mod15()
xmp_loads(m15, "oundtracker")
write("soundtracker-15.mod", m15, "audio/x-mod", "audio")
not_this("soundtracker-finetune.mod", mod15(finetune=3), "audio")  # finetunes SoundTracker never wrote
not_this("soundtracker-silent.mod", mod15(volume=0)[:600] + bytes(1024), "audio")  # nothing that sounds

# --- MED, packed modules, an XM without its text, Astroidea XMF -------------------

# MED 2.10 (`MED\x03`) and MED 3 (`MED\x04`): the old MED formats, known by their
# magic and version byte; only the openings are written (the rest of these
# headers is not checked, and no player here loads them).
write("med3.med", b"MED\x03" + b"filekind".ljust(32, b"\0") + noise(600), "audio/x-mod", "audio")
write("med4.med", b"MED\x04" + bytes([0x00, 0x01]) + noise(600), "audio/x-mod", "audio")
not_this("med-version-9.bin", b"MED\x09" + noise(600), "other")  # a version MED never wrote

# AC1D: song length, NoiseTracker byte, AC 1D, the samples' offset, 31 sample
# headers of 8 bytes, pattern addresses, the pattern table at 0x300.
ac1d = bytearray(0x380)
ac1d[0], ac1d[1] = 1, 0x7F
ac1d[2:4] = b"\xAC\x1D"
ac1d[4:8] = struct.pack(">I", 0x380 + 64)
ac1d[8:16] = struct.pack(">HBBHH", 32, 0, 64, 0, 1)
ac1d[0x100:0x104] = struct.pack(">I", 0x380)
write("packed.ac1d", bytes(ac1d) + bytes(64) + square(), "audio/x-mod", "audio")
broken = bytearray(ac1d)
broken[8 + 3] = 99  # a volume past 64
not_this("bad-sample.ac1d", bytes(broken) + bytes(64), "other")


def xm(cleared):
    header = bytearray(b"Extended Module: " + b"filekind".ljust(20, b"\0") + b"\x1A" + b"FileKind".ljust(20, b" ")
                       + struct.pack("<HI", 0x0104, 20 + 256))
    header += struct.pack("<HHHHHHHH", 1, 0, 4, 1, 0, 1, 6, 125) + bytes(256)
    pattern = struct.pack("<IBHH", 9, 0, 64, 256) + bytes([0x80] * 256)
    data = bytes(header) + pattern
    if cleared:
        data = bytes(17) + b"filekind".ljust(20, b"\0") + bytes(23) + data[60:]
    return data


xmp_loads(xm(False), "XM 1.04")
write("cleared-text.xm", xm(True), "audio/x-xm", "audio")
damaged = bytearray(xm(True))
damaged[60 + 276] = 8  # the first pattern's header length is no longer 9
not_this("cleared-text-bad-pattern.xm", bytes(damaged), "audio")


def xmf(rate=8363):
    data = bytearray([3])
    header = struct.pack("<I", 0)[:3] + struct.pack("<I", 0)[:3] + struct.pack("<I", 0)[:3] + struct.pack("<I", 64)[:3]
    header += bytes([64, 0]) + struct.pack("<H", rate)
    data += header + bytes(16 * 255)
    data += bytes([0] + [0xFF] * 255) + bytes([3, 0]) + bytes(4)  # orders, last channel 3, one pattern, pans
    data += bytes(4 * 64 * 6) + square()
    return bytes(data)


# xmp 4.1 has no XMF loader: the layout is libopenmpt's (Load_xmf.cpp), unchecked by a player here.
write("astroidea.xmf", xmf(), "audio/x-mod", "audio")
not_this("astroidea-bad-rate.xmf", xmf(rate=50), "audio")  # a rate no player can use

# --- NIST SPHERE (sox) ------------------------------------------------------------
run("sox", "-n", "-r", "16000", "-b", "16", "-c", "1", path("speech.sph"), "synth", "0.3", "sine", "300")
sphere = open(path("speech.sph"), "rb").read()
write("speech.sph", sphere, "audio/x-nist", "audio")
write("sphere-named.wav", sphere, "audio/x-nist", "audio")
# Prose that names the magic is text.
write("nist-prose.txt", b"NIST_1A\nopens this letter, and then it goes on as a letter about it.\n" * 30,
      "text/plain", "document")

# --- Streams whose first sync lies past the start (ffmpeg) ------------------------
ffmpeg("-f", "lavfi", "-i", "sine=frequency=500:duration=1", "-c:a", "eac3", "-b:a", "96k", "-f", "eac3", path("a.eac3"))
ffmpeg("-f", "lavfi", "-i", "sine=frequency=500:duration=1", "-c:a", "ac3", "-b:a", "96k", "-f", "ac3", path("a.ac3"))
write("junk-then.eac3", noise(333) + open(path("a.eac3"), "rb").read(), "audio/ac3", "audio")
write("junk-then.ac3", noise(517) + open(path("a.ac3"), "rb").read(), "audio/ac3", "audio")
once = bytearray(noise(20000))
once[700:702] = b"\x0B\x77"
not_this("one-ac3-sync.bin", bytes(once), "other")

ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-f", "lavfi", "-i",
       "sine=frequency=400:duration=1", "-c:v", "mpeg2video", "-c:a", "mp2", "-f", "mpegts", path("v.ts"))
ts = open(path("v.ts"), "rb").read()
write("cut-mid-packet.ts", ts[97:], "video/mp2t", "video")
ffmpeg("-f", "lavfi", "-i", "sine=frequency=400:duration=2", "-c:a", "mp2", "-f", "mpegts", path("a.ts"))
write("cut-mid-packet-audio.ts", open(path("a.ts"), "rb").read()[150:], "audio/x-mpeg-ts", "audio")
ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-c:v", "mpeg2video", "-f", "mpegts",
       "-mpegts_m2ts_mode", "1", path("v.m2ts"))
write("cut-mid-packet.m2ts", open(path("v.m2ts"), "rb").read()[61:], "video/mp2t", "video")
stray = bytearray(noise(20000))
stray[5] = 0x47
not_this("one-ts-sync.bin", bytes(stray), "other")

ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-c:v", "mpeg2video", "-f", "vob", path("v.vob"))
write("junk-then.vob", noise(1500) + open(path("v.vob"), "rb").read(), "video/mpeg", "video")
pack = bytearray(noise(9000))
pack[4000:4004] = b"\x00\x00\x01\xBA"
not_this("one-pack-start.bin", bytes(pack), "other")

ffmpeg("-f", "lavfi", "-i", "sine=frequency=400:duration=1", "-c:a", "libmp3lame", "-f", "mp3", path("a.mp3"))
mp3 = open(path("a.mp3"), "rb").read()
tag = 10 + ((mp3[6] << 21) | (mp3[7] << 14) | (mp3[8] << 7) | mp3[9])  # past the ID3 tag ffmpeg writes
write("zeros-then.mp3", bytes(5000) + mp3[tag:], "audio/mpeg", "audio")
# The stream's first frame alone (its Xing header says what follows), behind a line of text.
frame = mp3[tag:tag + 418]
write("text-then-xing-frame.mp3", b"recorded from the radio\r\n" + frame, "audio/mpeg", "audio")

# --- Ogg VP8 (ffmpeg), WMA and its header alone ------------------------------------
ffmpeg("-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-c:v", "libvpx", "-f", "ogg", path("vp8.ogv"))
write("vp8.ogv", open(path("vp8.ogv"), "rb").read(), "video/ogg", "video")
named = zipfile.ZipFile(path("ovp.zip"), "w")
named.writestr("OVP80 notes.txt", "a name that holds OVP80")
named.close()
write("ovp80-in-a-name.zip", open(path("ovp.zip"), "rb").read(), "application/zip", "archive")

ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "wmav2", "-f", "asf", path("a.wma"))
wma = open(path("a.wma"), "rb").read()
header_size = struct.unpack("<Q", wma[16:24])[0]
write("header-only.wma", wma[:header_size], "audio/x-ms-wma", "audio")

# --- ISO 9660 (xorriso) ------------------------------------------------------------
os.makedirs(path("tree"), exist_ok=True)
with open(path("tree/readme.txt"), "w") as f:
    f.write("An image made by xorriso.\n")
run("xorriso", "-as", "mkisofs", "-quiet", "-o", path("disc.iso"), path("tree"))
write("xorriso.iso", open(path("disc.iso"), "rb").read()[:65536], "application/x-cd-image", "archive")
iso = bytearray(open(path("disc.iso"), "rb").read()[:65536])
for descriptor in (32768, 34816, 36864):
    iso[descriptor + 6] = 9  # a descriptor version no image has
not_this("bad-version.iso", bytes(iso), "archive")

# --- Text with a few stray control bytes ---------------------------------------------
lines = b"".join(("Line %d of a long read-me that an editor saved with a stray byte in it.\n" % i).encode()
                 for i in range(120))
stray_text = bytearray(lines)
stray_text[3000] = 0x00
stray_text[6500] = 0x01
write("stray-nul.txt", bytes(stray_text) + b"\x1A", "text/plain", "document")
clustered = bytearray(lines)
for at in range(3000, 3040, 4):
    clustered[at] = 0x00
not_this("clustered-nuls.txt", bytes(clustered), "document")

# --- the manifest: this script's rows replace the ones it wrote before ----------
manifest = os.path.join(OUT, "manifest.tsv")
names = {row[0] for row in rows}
kept = [line for line in open(manifest).read().splitlines() if line.split("\t")[0] not in names]
with open(manifest, "w") as f:
    f.write("\n".join(kept + ["\t".join(row) for row in rows]) + "\n")
print(f"{len(rows)} samples")
