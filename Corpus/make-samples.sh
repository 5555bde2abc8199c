#!/usr/bin/env bash
# Makes Corpus/samples: small real files from real tools, and manifest.tsv
# (file, expected MIME, expected kind, which engine should recognise it).
# Needs: ffmpeg sox imagemagick p7zip-full xorriso pandoc zip zstd xz-utils
#        bzip2 cpio dpkg-dev ghostscript default-jdk-headless (jar), python3, iconv.
#   apt-get install -y ffmpeg sox imagemagick p7zip-full xorriso pandoc zip zstd cpio ghostscript default-jdk-headless msitools
set -euo pipefail
cd "$(dirname "$0")"
out=samples
rm -rf "$out" && mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
manifest="$out/manifest.tsv"
printf '# file\tmime\tkind\tengine\n' > "$manifest"
row() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$manifest"; }
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
IM=/usr/bin/convert

# --- video (1 s, 64x48 test pattern) ---------------------------------------
v=(-f lavfi -i testsrc=duration=1:size=64x48:rate=10)
a=(-f lavfi -i sine=frequency=440:duration=1)
ff "${v[@]}" -c:v libx264 -preset ultrafast -crf 40 -pix_fmt yuv420p "$out/sample.mkv"; row sample.mkv video/x-matroska video native
ff "${v[@]}" -c:v libvpx -b:v 20k "$out/sample.webm"; row sample.webm video/webm video native
ff "${v[@]}" -c:v libx264 -preset ultrafast -crf 40 -pix_fmt yuv420p "$out/sample.mp4"; row sample.mp4 video/mp4 video native
ff "${v[@]}" -c:v libx264 -preset ultrafast -crf 40 -pix_fmt yuv420p "$out/sample.mov"; row sample.mov video/quicktime video native
ff "${v[@]}" -c:v libx264 -preset ultrafast -crf 40 -pix_fmt yuv420p -f ipod "$out/sample.m4v"; row sample.m4v video/x-m4v video native
ff "${v[@]}" -c:v mpeg4 -q:v 20 "$out/sample.avi"; row sample.avi video/x-msvideo video native
ff "${v[@]}" -c:v mpeg2video -b:v 50k -f mpegts "$out/sample.ts"; row sample.ts video/mp2t video native
ff "${v[@]}" -c:v mpeg2video -b:v 50k -f mpegts -mpegts_m2ts_mode 1 "$out/sample.m2ts"; row sample.m2ts video/mp2t video native
ff "${v[@]}" -c:v mpeg2video -b:v 50k -f vob "$out/sample.mpg"; row sample.mpg video/mpeg video native
ff "${v[@]}" -c:v flv -b:v 20k "$out/sample.flv"; row sample.flv video/x-flv video native
ff "${v[@]}" -c:v libtheora -q:v 1 "$out/sample.ogv"; row sample.ogv video/x-theora+ogg video native
ff "${v[@]}" -c:v h263 -s 128x96 -b:v 20k -f 3gp "$out/sample.3gp"; row sample.3gp video/3gpp video native
ff "${v[@]}" -c:v wmv2 -b:v 20k "$out/sample.wmv"; row sample.wmv video/x-ms-wmv video native

# --- audio (1 s tone) --------------------------------------------------------
ff "${a[@]}" -c:a libmp3lame -b:a 32k "$out/sample.mp3"; row sample.mp3 audio/mpeg audio native
ff "${a[@]}" -c:a libmp3lame -b:a 32k -write_id3v2 0 -write_xing 0 "$out/noid3.mp3"; row noid3.mp3 audio/mpeg audio native
ff "${a[@]}" -c:a flac "$out/sample.flac"; row sample.flac audio/flac audio native
sox -n -r 8000 -b 8 -c 1 "$out/sample.wav" synth 0.5 sine 440; row sample.wav audio/x-wav audio native
sox -n -r 8000 -b 8 -c 1 "$out/sample.aiff" synth 0.5 sine 440; row sample.aiff audio/x-aiff audio native
ff "${a[@]}" -c:a libvorbis -q:a 0 "$out/sample.ogg"; row sample.ogg audio/x-vorbis+ogg audio native
ff "${a[@]}" -c:a libopus -b:a 16k "$out/sample.opus"; row sample.opus audio/x-opus+ogg audio native
ff "${a[@]}" -c:a aac -b:a 24k -f ipod "$out/sample.m4a"; row sample.m4a audio/mp4 audio native
ff "${a[@]}" -c:a aac -b:a 24k -f adts "$out/sample.aac"; row sample.aac audio/aac audio native
ff "${a[@]}" -c:a ac3 -b:a 64k "$out/sample.ac3"; row sample.ac3 audio/ac3 audio native
ff "${a[@]}" -t 0.1 -ar 48000 -c:a dca -strict -2 -f dts "$out/sample.dts"; row sample.dts audio/vnd.dts audio native
ff "${a[@]}" -c:a wmav2 -b:a 32k "$out/sample.wma"; row sample.wma audio/x-ms-wma audio native
ff "${a[@]}" -c:a libvorbis -q:a 0 "$out/sample.mka"; row sample.mka audio/x-matroska audio native

# --- images ------------------------------------------------------------------
$IM -size 64x48 gradient:blue-yellow "$work/base.png"
cp "$work/base.png" "$out/sample.png"; row sample.png image/png image native
$IM "$work/base.png" -quality 50 "$out/sample.jpg"; row sample.jpg image/jpeg image native
$IM "$work/base.png" "$out/sample.gif"; row sample.gif image/gif image native
$IM "$work/base.png" "$out/sample.webp"; row sample.webp image/webp image native
$IM "$work/base.png" -compress lzw "$out/sample.tiff"; row sample.tiff image/tiff image native
$IM "$work/base.png" "$out/sample.bmp"; row sample.bmp image/bmp image native
$IM "$work/base.png" "$out/sample.heic"; row sample.heic image/heif image native
$IM "$work/base.png" "$out/sample.avif"; row sample.avif image/avif image native
$IM "$work/base.png" "$out/sample.psd"; row sample.psd image/vnd.adobe.photoshop image native
$IM "$work/base.png" -resize 32x32 "$out/sample.ico"; row sample.ico image/vnd.microsoft.icon image native
printf '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n' > "$out/sample.svg"; row sample.svg image/svg+xml image native

# --- documents -----------------------------------------------------------------
printf '# Minutes\n\nFileKind sample document.\n' > "$work/doc.md"
pandoc "$work/doc.md" -o "$out/sample.docx"; row sample.docx application/vnd.openxmlformats-officedocument.wordprocessingml.document document native
pandoc "$work/doc.md" -o "$out/sample.pptx"; row sample.pptx application/vnd.openxmlformats-officedocument.presentationml.presentation document native
pandoc "$work/doc.md" -o "$out/sample.odt"; row sample.odt application/vnd.oasis.opendocument.text document native
pandoc "$work/doc.md" --metadata title=Sample -o "$out/sample.epub"; row sample.epub application/epub+zip document native
pandoc "$work/doc.md" -s -o "$out/sample.rtf"; row sample.rtf text/rtf document native
pandoc "$work/doc.md" -s --metadata title=Sample -o "$out/sample.html"; row sample.html text/html document native
gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -o "$out/sample.pdf" -c "/Helvetica findfont 12 scalefont setfont 72 720 moveto (FileKind sample) show showpage"; row sample.pdf application/pdf document native
printf '<?xml version="1.0"?>\n<feed><title>x</title></feed>\n' > "$out/sample.xml"; row sample.xml application/xml document native
printf 'Plain notes.\nSecond line.\n' > "$out/notes.txt"; row notes.txt text/plain document native
printf '1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n' > "$out/sample.srt"; row sample.srt application/x-subrip document native
printf '{"name": "FileKind", "rows": [1, 2, 3]}\n' > "$out/sample.json"; row sample.json application/json document native

# --- archives and disk images --------------------------------------------------
mkdir -p "$work/tree/docs" && printf 'hello\n' > "$work/tree/docs/a.txt" && printf 'world\n' > "$work/tree/b.txt"
(cd "$work/tree" && zip -q -r "$OLDPWD/$out/sample.zip" .); row sample.zip application/zip archive native
7z a -bd -bso0 "$out/sample.7z" "$work/tree" >/dev/null; row sample.7z application/x-7z-compressed archive native
tar -C "$work" -cf "$out/sample.tar" tree; row sample.tar application/x-tar archive native
tar -C "$work" -czf "$out/sample.tar.gz" tree; row sample.tar.gz application/gzip archive native
bzip2 -c "$out/sample.tar" > "$out/sample.tar.bz2"; row sample.tar.bz2 application/x-bzip2 archive native
xz -c "$out/sample.tar" > "$out/sample.tar.xz"; row sample.tar.xz application/x-xz archive native
zstd -q -c "$out/sample.tar" > "$out/sample.tar.zst"; row sample.tar.zst application/zstd archive native
xorriso -as mkisofs -quiet -o "$out/sample.iso" "$work/tree" 2>/dev/null; row sample.iso application/x-cd-image archive native
mkdir -p "$work/deb/DEBIAN" && printf 'Package: fk-sample\nVersion: 1.0\nArchitecture: all\nMaintainer: FileKind <fk@example.invalid>\nDescription: sample\n' > "$work/deb/DEBIAN/control"
dpkg-deb --build -Zgzip "$work/deb" "$out/sample.deb" >/dev/null; row sample.deb application/vnd.debian.binary-package archive native
(cd "$work/tree" && jar cf "$OLDPWD/$out/sample.jar" docs); row sample.jar application/java-archive archive native
(cd "$work/tree" && find . | cpio -o -H newc --quiet > "$OLDPWD/$out/sample.cpio"); row sample.cpio application/x-cpio archive native
7z a -bd -bso0 -v20k "$work/split.7z" "$out/sample.mkv" >/dev/null && cp "$work/split.7z.001" "$out/split.7z.001"; row split.7z.001 application/x-7z-compressed archive native

# --- containers whose bytes decide the kind (brands, tracks, first packets) ----
ff "${a[@]}" -c:a aac -b:a 32k -f mp4 -brand "M4B " "$out/sample.m4b"; row sample.m4b audio/x-m4b audio native
ff "${a[@]}" -c:a aac -b:a 32k "$out/audio-only.mp4"; row audio-only.mp4 audio/mp4 audio native
ff "${a[@]}" -c:a aac -b:a 32k -movflags empty_moov+default_base_moof+frag_keyframe -brand dash "$out/dash-audio.mp4"; row dash-audio.mp4 audio/mp4 audio native
ff "${a[@]}" -c:a aac -b:a 32k -f 3gp "$out/audio-only.3gp"; row audio-only.3gp audio/mp4 audio native
ff "${a[@]}" -c:a libopus -b:a 24k "$out/opus.webm"; row opus.webm audio/webm audio native
# 30 s of sound with its moov after 240 KB of media data: the tracks are read
# with one more bounded read past the prefix.
ff -f lavfi -i sine=frequency=440:duration=30 -c:a aac -b:a 64k "$out/moov-at-end.mp4"; row moov-at-end.mp4 audio/mp4 audio tail
# QuickTime files may open with `wide`, `free` or `mdat` instead of `ftyp`.
python3 - "$out/sample.mov" "$out/no-ftyp.mov" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
size = struct.unpack(">I", data[:4])[0]
assert data[4:8] == b"ftyp"
open(sys.argv[2], "wb").write(data[size:])
PY
row no-ftyp.mov video/quicktime video native
ff "${v[@]}" -c:v jpeg2000 -pix_fmt yuv420p -f mov -brand mjp2 "$out/sample.mj2"; row sample.mj2 video/mj2 video native
printf '%%!PS\n0.9 0.5 0 setrgbcolor 0 0 32 32 rectfill showpage\n' > "$work/box.ps"
gs -q -dSAFER -dBATCH -dNOPAUSE -sDEVICE=eps2write -o "$out/sample.eps" "$work/box.ps"; row sample.eps image/x-eps image native
# --- more audio and video from ffmpeg: headers of their own, or streams that decide --
ff "${a[@]}" -c:a pcm_s16be "$out/sample.au"; row sample.au audio/basic audio generated
ff "${a[@]}" "$out/sample.voc"; row sample.voc audio/x-voc audio native
ff "${a[@]}" -c:a pcm_s16le "$out/sample.caf"; row sample.caf audio/x-caf audio native
ff "${a[@]}" -c:a pcm_s16le -f w64 "$out/sample.w64"; row sample.w64 audio/x-w64 audio native
ff "${a[@]}" -c:a tta "$out/sample.tta"; row sample.tta audio/x-tta audio native
ff "${a[@]}" -c:a wavpack "$out/sample.wv"; row sample.wv audio/x-wavpack audio native
ff "${a[@]}" -c:a mp2 "$out/sample.mp2"; row sample.mp2 audio/mpeg audio native
ff "${a[@]}" -f sox "$out/sample.sox"; row sample.sox audio/x-sox audio native
ff "${a[@]}" -c:a truehd -strict -2 -ar 48000 "$out/sample.thd"; row sample.thd audio/vnd.dolby.mlp audio native
ff "${a[@]}" -c:a pcm_s16le -f avi "$out/audio-only.avi"; row audio-only.avi audio/x-msvideo audio native
ff "${a[@]}" -c:a aac -f flv "$out/audio-only.flv"; row audio-only.flv audio/x-flv audio native
ff "${a[@]}" -c:a mp2 -f mpeg "$out/audio-only.mpg"; row audio-only.mpg audio/x-mpeg-ps audio native
ff "${a[@]}" -c:a aac -f mpegts "$out/audio-only.ts"; row audio-only.ts audio/x-mpeg-ts audio native
ff "${a[@]}" -f rm -c:a ac3 "$out/sample.ra"; row sample.ra audio/vnd.rn-realaudio audio native
ff "${v[@]}" -c:v rv20 -f rm "$out/sample.rm"; row sample.rm application/vnd.rn-realmedia video native
ff "${v[@]}" -c:v libx264 -f h264 "$out/sample.h264"; row sample.h264 video/h264 video native
ff "${v[@]}" -c:v libx265 -x265-params log-level=none -f hevc "$out/sample.hevc"; row sample.hevc video/h265 video native
ff "${v[@]}" -c:v mpeg4 -f m4v "$out/sample.m4v-es"; row sample.m4v-es video/mp4v-es video native
ff "${v[@]}" -c:v libvpx -f ivf "$out/sample.ivf"; row sample.ivf video/x-ivf video native
ff "${v[@]}" -f nut "$out/sample.nut"; row sample.nut video/x-nut video native
ff "${v[@]}" -c:v roqvideo -s 64x64 -f roq "$out/sample.roq"; row sample.roq video/x-roq video native
ff "${v[@]}" -c:v libx264 -f wtv "$out/sample.wtv"; row sample.wtv video/x-wtv video native
# --- more images ----------------------------------------------------------------
ff "${v[@]}" -frames:v 1 -c:v dpx "$out/sample.dpx"; row sample.dpx image/x-dpx image native
ff "${v[@]}" -frames:v 1 -c:v qoi "$out/sample.qoi"; row sample.qoi image/qoi image native
ff "${v[@]}" -frames:v 1 "$out/sample.sgi"; row sample.sgi image/x-sgi image native
ff "${v[@]}" -frames:v 1 -c:v pam "$out/sample.pam"; row sample.pam image/x-portable-anymap image native
ff "${v[@]}" -frames:v 1 -c:v xwd "$out/sample.xwd"; row sample.xwd image/x-xwindowdump image native
ff "${v[@]}" -frames:v 1 -c:v xbm -pix_fmt monow "$out/sample.xbm"; row sample.xbm image/x-xbitmap image native
ff "${v[@]}" -frames:v 1 "$out/sample.sun"; row sample.sun image/x-sun-raster image native
ff "${v[@]}" -frames:v 1 -c:v exr -f image2 "$out/sample.exr"; row sample.exr image/x-exr image native
# --- text, decided natively ---------------------------------------------------
printf 'Subtitles saved by Windows tools\r\n' | iconv -f UTF-8 -t UTF-16 > "$out/utf16.txt"; row utf16.txt text/plain document native
printf 'Café, naïve, 日本語 and 🎬\n' > "$out/utf8.txt"; row utf8.txt text/plain document native
printf 'x = 1\nx = 2\n' > "$out/zlib-lookalike.nfo"; row zlib-lookalike.nfo text/plain document native
printf '\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\xdb\r\n\xb0\xb1\xb2 RELEASE \xb2\xb1\xb0\r\n' > "$out/scene.nfo"; row scene.nfo text/x-nfo document native
printf 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello.\n' > "$out/sample.vtt"; row sample.vtt text/vtt document native

# --- other -------------------------------------------------------------------------
printf 'd8:announce30:http://tracker.example.invalid/4:infod6:lengthi1e4:name5:a.mkv12:piece lengthi16384e6:pieces20:aaaaaaaaaaaaaaaaaaaaee' > "$out/sample.torrent"; row sample.torrent application/x-bittorrent other native
head -c 4096 /dev/urandom > "$work/random.bin"; cp "$work/random.bin" "$out/random.bin"; row random.bin - other none

# --- misleading names and truncated headers ---------------------------------------
printf '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body>Gone</body></html>\n' > "$out/html-error-page.mkv"; row html-error-page.mkv text/html document native
cp "$out/sample.zip" "$out/zip-named.mp4"; row zip-named.mp4 application/zip archive native
printf 'This is not music, just words.\n' > "$out/text-named.mp3"; row text-named.mp3 text/plain document native
cp "$out/sample.pdf" "$out/pdf-named.avi"; row pdf-named.avi application/pdf document native
head -c 200 "$out/sample.mkv" > "$out/truncated.mkv"; row truncated.mkv video/x-matroska video native
head -c 40 "$out/sample.png" > "$out/truncated.png"; row truncated.png image/png image native
head -c 64 "$out/sample.mp4" > "$out/truncated.mp4"; row truncated.mp4 video/mp4 video native
: > "$out/empty.mp4"; row empty.mp4 application/x-zerosize other none
# --- containers judged past their first entry, and look-alikes of text -------------
python3 - "$out" "$work" <<'PY'
import sys, zipfile, os
out, work = sys.argv[1], sys.argv[2]
def z(name, entries, stored=("mimetype",)):
    with zipfile.ZipFile(os.path.join(out, name), "w") as f:
        for entry, data in entries:
            f.writestr(zipfile.ZipInfo(entry), data,
                       compress_type=zipfile.ZIP_STORED if entry in stored else zipfile.ZIP_DEFLATED)
container = '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"/>'
z("meta-inf-first.epub", [("META-INF/container.xml", container), ("mimetype", "application/epub+zip"),
                          ("OEBPS/content.opf", "<package/>")])
z("no-mimetype.odt", [("content.xml", "<office:document-content/>"), ("styles.xml", "<office:document-styles/>"),
                      ("META-INF/manifest.xml", '<manifest:manifest><manifest:file-entry manifest:media-type="application/vnd.oasis.opendocument.text" manifest:full-path="/"/></manifest:manifest>')])
z("customxml-first.docx", [("customXml/item1.xml", "<root/>"), ("[Content_Types].xml", "<Types/>"),
                           ("word/document.xml", "<w:document/>")])
z("sample.ora", [("mimetype", "image/openraster"), ("stack.xml", "<image/>"), ("mergedimage.png", "x")])
PY
row meta-inf-first.epub application/epub+zip document native
row no-mimetype.odt application/vnd.oasis.opendocument.text document native
row customxml-first.docx application/vnd.openxmlformats-officedocument.wordprocessingml.document document native
row sample.ora image/openraster image native
# A spanned zip's first volume opens with the spanning mark PK\x07\x08.
printf 'PK\x07\x08' > "$out/spanned-first.zip"; cat "$out/sample.zip" >> "$out/spanned-first.zip"; row spanned-first.zip application/zip archive native
# Audio-only MPEG-TS with its program map below PID 0x1000, as HLS audio segments are.
ff "${a[@]}" -c:a aac -mpegts_pmt_start_pid 0x100 -mpegts_start_pid 0x101 -f mpegts "$out/audio-pmt-low.ts"; row audio-pmt-low.ts audio/x-mpeg-ts audio native
ff "${a[@]}" -c:a ac3 -mpegts_pmt_start_pid 0x100 -mpegts_start_pid 0x101 -f mpegts "$out/ac3-segment.ts"; row ac3-segment.ts audio/x-mpeg-ts audio native
ff "${v[@]}" -c:v mpeg2video -f mpegts "$out/mpeg2-video.ts"; row mpeg2-video.ts video/mp2t video native
# ISO brands: an M4V that also lists M4A, and HEIF's mif3 brand.
python3 - "$out" <<'PY'
import sys, os
out = sys.argv[1]
def rebrand(source, target, major, compatible):
    data = open(os.path.join(out, source), "rb").read()
    size = int.from_bytes(data[0:4], "big")
    ftyp = major + b"\0\0\0\0" + b"".join(compatible)
    box = (8 + len(ftyp)).to_bytes(4, "big") + b"ftyp" + ftyp
    open(os.path.join(out, target), "wb").write(box + data[size:])
rebrand("sample.mp4", "m4v-with-m4a.m4v", b"M4V ", [b"M4A ", b"M4V ", b"mp42", b"isom"])
rebrand("sample.heic", "mif3.heic", b"mif3", [b"mif3", b"miaf", b"heic"])
PY
row m4v-with-m4a.m4v video/x-m4v video native
row mif3.heic image/heif image native
# Netpbm in ASCII and with comments; ar archives of text; wide-character text.
printf 'P1\n# a checkerboard\n2 2\n1 0\n0 1\n' > "$out/ascii.pbm"; row ascii.pbm image/x-portable-bitmap image native
printf 'P2\n# grey\n2 1\n255\n0 255\n' > "$out/ascii.pgm"; row ascii.pgm image/x-portable-graymap image native
printf 'P3\n2 1\n255\n255 0 0 0 0 255\n' > "$out/ascii.ppm"; row ascii.ppm image/x-portable-pixmap image native
printf 'P6\n# made by hand\n1 1\n255\nAAA' > "$out/comment.ppm"; row comment.ppm image/x-portable-pixmap image native
(cd "$work" && printf 'int x;\n' > a.txt && printf 'int y;\n' > b.txt && ar rc lib.a a.txt b.txt) && cp "$work/lib.a" "$out/sample.a"; row sample.a application/x-archive archive native
printf '<?xml version="1.0" encoding="UTF-16"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n' | iconv -f UTF-8 -t UTF-16 > "$out/utf16.svg"; row utf16.svg image/svg+xml image native
printf 'Plain text in UTF-32.\n' | iconv -f UTF-8 -t UTF-32 > "$out/utf32.txt"; row utf32.txt text/plain document native
printf 'Path: news.example.com!not-for-mail\nFrom: Jane <jane@example.com>\nNewsgroups: rec.arts.movies\nSubject: Best of 2026\nMessage-ID: <1@example.com>\n\nHello.\n' > "$out/usenet.txt"; row usenet.txt text/plain document native
# Formats the build without libmagic knows natively.
(cd "$work" && printf 'old\n' > v7.txt && tar --format=v7 -cf v7.tar v7.txt) && cp "$work/v7.tar" "$out/v7.tar"; row v7.tar application/x-tar archive native
python3 - "$out" <<'PY'
import sys, os
out = sys.argv[1]
w = lambda name, data: open(os.path.join(out, name), "wb").write(data)
card = lambda text: text.ljust(80).encode()
w("sample.fits", (card("SIMPLE  =                    T") + card("BITPIX  =                    8") + card("NAXIS   =                    0") + card("END")).ljust(2880, b" "))
w("rar14.rar", b"RE~^" + bytes([0x07, 0x00, 0x00]) + os.urandom(64))
w("installshield.cab", b"ISc(" + bytes([0x04, 0x00, 0x01, 0x01]) + os.urandom(120))
w("sample.dtshd", b"DTSHDHDR" + (24).to_bytes(8, "big") + os.urandom(64))
w("sample.pcd", bytes(0x800) + b"PCD_IPI" + bytes(64))
PY
row sample.fits application/fits image native
row rar14.rar application/vnd.rar archive native
row installshield.cab application/x-installshield-cab archive native
row sample.dtshd audio/vnd.dts.hd audio native
row sample.pcd image/x-photo-cd image native

# --- a Windows Installer database (msitools' msibuild), told by its class id
msibuild "$out/sample.msi" -s "FileKind sample" "FileKind" "Intel;1033" "{12345678-1234-1234-1234-123456789012}"
row sample.msi application/x-msi other native

# --- zips whose end decides: entries streamed with data descriptors (the
# local headers cannot be walked past the first), and the last volume of a
# split archive (its end record names its disk)
( cd "$work" && mkdir -p jar/classes jar/META-INF && head -c 3000 /dev/urandom > jar/classes/App.class \
  && printf 'Manifest-Version: 1.0\nMain-Class: App\n' > jar/META-INF/MANIFEST.MF \
  && cd jar && zip -q - classes/App.class META-INF/MANIFEST.MF | cat > "$out/streamed.jar" )
row streamed.jar application/x-java-archive archive end
( cd "$work" && head -c 200000 /dev/urandom > volume.bin && zip -q -s 64k split.zip volume.bin \
  && cp split.zip "$out/split-last-volume.zip" )
row split-last-volume.zip application/zip archive end

echo "made $(($(wc -l < "$manifest") - 1)) samples in $out"
