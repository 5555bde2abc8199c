/// The order in which FileKind reads a file's first bytes, declared once,
/// as data: each node names a format, its signatures, how its answer
/// stands against text, and the matcher (in the file of its format family)
/// or the type it answers. The engine that walks them is ``DetectionTree``.
///
/// The order, and why (the sections below are numbered the same way):
/// 1. Containers whose structure is parsed (Matroska, ISO media, RIFF, Ogg,
///    ASF…): their answers are the most certain, and audio against video is
///    decided by their tracks. ISO media reads its movie header where it
///    lies, when the prefix ends before it.
/// 2. Audio and video signatures, then the streams with no header of their
///    own (MPEG program and transport streams, LOAS, ADTS and MPEG audio
///    frames).
/// 3. Images: fixed signatures, with structure checked where a header says
///    more than its magic.
/// 4. Archives and disk images: a zip by its entries (and its central
///    directory when they decide nothing), tar by its checksum, compressed
///    streams in every framing.
/// 5. Documents, and binary signatures that look like text (PDF,
///    PostScript, RTF, WebVTT, markup, OLE files): before text is decided,
///    so text never hides them.
/// 6. Programs and fonts: the names file(1) gives them.
/// 7. Raw streams and markup behind NULs: raw H.264/HEVC (the weakest
///    binary signatures), HTML or XML after a run of NULs.
/// 8. Text, last among FileKind's own signatures: bytes that are not text
///    are never called text, and text always gets a type (its child, the
///    generated text rules, may name a playlist or a vCard).
/// 9. shared-mime-info's generated binary rules: the long tail, and the
///    fixed binary signatures they name as a node would (JPEG, PNG, gzip…),
///    which no text can hide.
/// 10. What only a header's structure or a scan finds, for binary nothing
///    above knew: the headers first, as they cost a few comparisons
///    (Musepack's oldest stream versions, modules with no magic:
///    SoundTracker's 15 instruments, an XM without its text, Astroidea's
///    XMF), then the scans: MPEG audio, ADTS and AC-3 frames behind junk,
///    transport streams cut mid-packet, program streams behind junk, 7-Zip
///    and RAR behind other data, LZMA-alone with any properties, and a
///    zip's end record (the later volume of a split archive, whose first
///    bytes are the middle of some entry).
///
/// libmagic, where a build has it, is asked only after the whole tree.
extension DetectionTree {
  /// The tree, top to bottom.
  static let nodes: [Node] =
    containers + audioVideo + images + archives + documents + programs + rawStreams + [text] + generated
    + scanned

  // MARK: 1. Containers

  static let containers: [Node] = [
    // Matroska / WebM: the DocType names it, the track types decide.
    Node("Matroska / WebM", [[0x1A, 0x45, 0xDF, 0xA3]], NativeSniffer.matroska),
    // ISO base media (MP4, MOV, 3GP, M4A, HEIF, AVIF): a box type four bytes
    // in; the boxes are parsed, the brand, then the tracks, decide. A box's
    // size prose could spell is over 150 MB, which a file cut short may
    // still declare: the box type alone only beats binary.
    Node(
      "ISO base media", NativeSniffer.openingBoxes.map { Signature($0, at: 4) },
      .source(NativeSniffer.isoMediaFile)),
    // A HEIF image that opens with its `meta` box: its handler is `pict`.
    Node("HEIF without ftyp", [.at(4, "meta")], NativeSniffer.heifWithoutFtyp),
    // RIFF: the form type at 8 names the child (``NativeSniffer/riffForms``).
    Node("RIFF (AVI, WAV, WebP)", ["RIFF"], NativeSniffer.riff),
    Node("RF64", ["RF64"], NativeSniffer.rf64),
    // Sony Wave64: "riff" and "wave" as GUIDs.
    Node("Wave64", [[0x72, 0x69, 0x66, 0x66, 0x2E, 0x91, 0xCF, 0x11]], NativeSniffer.wave64),
    Node("AIFF", ["FORM"], NativeSniffer.aiff),
    // Ogg: the first page's header and checksum, then the streams' first
    // packets decide.
    Node("Ogg", ["OggS"], text: .confirmedByStructure, NativeSniffer.ogg),
    // ASF: the header object's stream properties decide, read as far as its
    // declared size when a cover picture pushes them past the prefix.
    Node("ASF (WMV, WMA)", [Signature(NativeSniffer.asfHeader)], .source(NativeSniffer.asf)),
    // FLV: the header's flags say audio from video.
    Node("FLV", [[0x46, 0x4C, 0x56, 0x01]], NativeSniffer.flv),
    // RealMedia: the header object confirms it, the streams' MIME types
    // decide audio against video.
    Node("RealMedia", [".RMF"], text: .confirmedByStructure, NativeSniffer.realMedia),
    .signature("RealAudio", [0x2E, 0x72, 0x61, 0xFD], .audioVndRnRealaudio),
    .signature("NUT", "nut/multimedia container", .videoXNut),
    .signature(
      "Windows Recorded TV",
      [0xB7, 0xD8, 0x00, 0x20, 0x37, 0x49, 0xDA, 0x11, 0xA6, 0x4E, 0x00, 0x07, 0xE9, 0x5E, 0xAD, 0x8D],
      .videoXWtv),
  ]

  // MARK: 2. Audio and video signatures, then header-less streams

  static let audioVideo: [Node] = [
    // Four-letter magic words prose may open with are confirmed by the
    // header that must follow them (see ``WeakSignature``).
    Node(
      "FLAC", ["fLaC"], text: .confirmedByStructure, confirmedBy: WeakSignature.flacStreamInfo, .audioFlac),
    // Tracker modules: signatures at 0, 20, 44 or 1080.
    Node("XM", ["Extended Module: "], answer: .audioXXm),
    Node("IT", ["IMPM"], answer: .audioXIt),
    // Tracker modules whose mark lies past the start: S3M at 44, STM at
    // 20, MOD at 1080 (a tag, or the channel count in digits before `CHN`,
    // `CH` or `CN`: "6CHN", "16CH", "16CN"). One node: every file is tried
    // against them.
    Node(
      "tracker module at an offset",
      [
        .at(44, "SCRM"), .at(20, "!Scream!"), .at(20, "BMOD2STM"), .at(1081, "CHN"), .at(1082, "CH"),
        .at(1082, "CN"),
      ]
        + NativeSniffer.modTags.map { Signature($0, at: 1080) },
      NativeSniffer.trackerAtOffset),
    Node("MTM", [[0x4D, 0x54, 0x4D, 0x10]], answer: .audioXMod),
    // MED and OctaMED: `MED` and a version byte (the older modules), or
    // `MMD0` to `MMD3`.
    Node(
      "MED", ["MMD0", "MMD1", "MMD2", "MMD3", [0x4D, 0x45, 0x44, 0x03], [0x4D, 0x45, 0x44, 0x04]],
      answer: .audioXMod),
    // Modules packed by a packer players unpack: AC1D (`AC 1D` at 2, its
    // tables checked) and the Tracker Packers (their names at 0).
    Node("AC1D packed module", [Signature([0xAC, 0x1D], at: 2)], NativeSniffer.ac1dModule),
    Node("Tracker Packer module", ["MEXX_TP2", "CPLX_TP3"], answer: .audioXMod),
    // NIST SPHERE: `NIST_1A`, then a header whose fields are checked.
    Node("NIST SPHERE", ["NIST_1A\n"], text: .confirmedByStructure, .source(NativeSniffer.nistSphere)),
    // Composer 669: a two-letter mark, confirmed by its tables.
    Node(
      "Composer 669", ["if", "JN"], text: .confirmedByStructure, confirmedBy: NativeSniffer.isComposer669,
      .audioXMod),
    Node(
      "MP3 with ID3", ["ID3"], text: .confirmedByStructure, confirmedBy: WeakSignature.id3Header, .audioMpeg),
    .signature("MIDI", [0x4D, 0x54, 0x68, 0x64, 0, 0, 0, 6], .audioMidi),
    .signature("AMR", "#!AMR", .audioAMR),
    Node(
      "WavPack", ["wvpk"], text: .confirmedByStructure, confirmedBy: WeakSignature.wavPackHeader,
      .audioXWavpack),
    Node(
      "Monkey's Audio", ["MAC "], text: .confirmedByStructure, confirmedBy: WeakSignature.apeVersion,
      .audioXApe),
    .signature("Core Audio", [0x63, 0x61, 0x66, 0x66, 0x00, 0x01], .audioXCaf),
    .signature("Creative Voice", "Creative Voice File\u{1A}", .audioXVoc),
    Node("SoX", [".SoX", "XoS."], answer: .audioXSox),
    Node(
      "True Audio", ["TTA1"], text: .confirmedByStructure, confirmedBy: WeakSignature.ttaHeader, .audioXTta),
    Node("Musepack", ["MPCK", "MP+"], NativeSniffer.musepack),
    .signature("IVF", [0x44, 0x4B, 0x49, 0x46, 0x00, 0x00], .videoXIvf),
    .signature("YUV4MPEG2", "YUV4MPEG2 ", .videoXYuv4mpeg),
    .signature("RoQ", [0x84, 0x10, 0xFF, 0xFF, 0xFF, 0xFF], .videoXRoq),
    // GXF: a packet header (0, 0, 0, 0, 1, type) and its trailer E1 E2.
    Node("GXF", [[0, 0, 0, 0, 1, 0xBC]], NativeSniffer.gxf),
    // MLP and Dolby TrueHD: a major sync word four bytes in.
    Node(
      "MLP / TrueHD",
      [Signature([0xF8, 0x72, 0x6F, 0xBA], at: 4), Signature([0xF8, 0x72, 0x6F, 0xBB], at: 4)],
      answer: .audioVndDolbyMlp),
    .signature("DTS-HD", "DTSHDHDR", .audioVndDtsHd),
    // AC-3 and E-AC-3: a two-byte sync word, confirmed by the next frame.
    Node("AC-3", [[0x0B, 0x77]], NativeSniffer.ac3),
    // DTS core sync word (big-endian and 14-bit little-endian forms).
    Node(
      "DTS", [[0x7F, 0xFE, 0x80, 0x01], [0xFE, 0x7F, 0x01, 0x80], [0x1F, 0xFF, 0xE8, 0x00]],
      answer: .audioVndDts),
    .signature("MPEG video sequence", [0x00, 0x00, 0x01, 0xB3], .videoMpeg),
    // A program stream whose packets are all audio is audio.
    Node("MPEG program stream", [[0x00, 0x00, 0x01, 0xBA]], NativeSniffer.programStream),
    // MPEG transport stream: 0x47 every 188 bytes; M2TS: every 192 from 4.
    // The program map's stream types decide audio from video.
    Node("MPEG transport stream", [], text: .confirmedByStructure, NativeSniffer.transportStream),
    // AAC in LATM, LOAS-framed: the sync word 0x2B7, frame after frame.
    Node("LOAS", [[0x56]], NativeSniffer.loas),
    // AAC in LATM without LOAS: AudioMuxElements walked one to the next
    // from the first one's configuration, which opens with these bytes.
    Node("raw LATM", [[0x20, 0x00]], NativeSniffer.rawLATM),
    // AAC ADTS and MPEG audio frames: sync bits, then sane header fields.
    Node("ADTS / MPEG audio frames", [[0xFF]], NativeSniffer.audioFrames),
  ]

  // MARK: 3. Images

  // A fixed binary signature that shared-mime-info's rules name the same
  // way has no node here: JPEG, PNG, OpenEXR and Sun raster images, gzip,
  // xz, 7-Zip and Zstandard archives. Their headers hold bytes no text
  // holds, so they pass through the text node to the generated rules,
  // which decide them (the sample corpus shows it, file by file).

  static let images: [Node] = [
    Node("GIF", ["GIF87a", "GIF89a"], answer: .imageGif),
    Node("BMP", ["BM"], NativeSniffer.bmp),
    // OS/2 icons, pointers and bitmap arrays: two letters, confirmed by
    // the bitmap header after them.
    Node(
      "OS/2 icon, pointer, bitmap array", ["IC", "CI", "PT", "CP", "BA"], text: .confirmedByStructure,
      NativeSniffer.os2Bitmap),
    .signature("Photoshop", "8BPS", .imageVndAdobePhotoshop),
    Node("ICO / CUR", [[0x00, 0x00, 0x01, 0x00], [0x00, 0x00, 0x02, 0x00]], NativeSniffer.iconDirectory),
    Node("JPEG XL", [[0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20], [0xFF, 0x0A]], answer: .imageJxl),
    .signature("Fuji RAF", "FUJIFILMCCD-RAW", .imageXFujiRaf),
    Node("DPX", ["SDPX", "XPDS"], answer: .imageXDpx),
    .signature("QOI", "qoif", .imageQoi),
    Node("SGI", [[0x01, 0xDA]], NativeSniffer.sgi),
    .signature("PAM", "P7\n", .imageXPortableAnymap),
    // Netpbm's ASCII forms are text: the magic, blanks, comments, digits.
    Node("Netpbm", ["P1", "P2", "P3", "P4", "P5", "P6"], text: .isTheFormat, NativeSniffer.netpbm),
    Node("Radiance HDR", ["#?RADIANCE", "#?RGBE"], answer: .imageVndRadiance),
    .signature("BPG", [0x42, 0x50, 0x47, 0xFB], .imageBpg),
    Node("DDS", ["DDS "], text: .confirmedByStructure, confirmedBy: WeakSignature.ddsHeader, .imageXDds),
    .signature("Apple icon", "icns", .imageXIcns),
    // X Window dump: header size, then file version 7 (big-endian).
    Node("X Window dump", [Signature([0, 0, 0, 7], at: 4)], NativeSniffer.xWindowDump),
    .signature("Minolta MRW", [0x00, 0x4D, 0x52, 0x4D], .imageXMinoltaMrw),
    // FITS: header cards; a header alone is text.
    Node("FITS", ["SIMPLE  ="], text: .isTheFormat, NativeSniffer.fits),
    Node("Kodak Photo CD", [.at(0x800, "PCD_IPI")], answer: .imageXPhotoCd),
    // Kyocera's camera raw (the Contax N Digital): a 156-byte header
    // whose strings are stored backwards, "KYOCERA" at byte 25.
    Node("Kyocera RAW", [.at(25, "ARECOYK")], answer: .imageXKyoceraRaw),
    // TIFF and the camera RAW formats built on it.
    Node("TIFF", ["II", "MM"], NativeSniffer.tiffFamily),
    Node("EMF", [[0x01, 0x00, 0x00, 0x00]], NativeSniffer.emf),
    // PCX: one byte (10) and a version, confirmed by its other fields.
    Node("PCX", [[0x0A]], NativeSniffer.pcx),
    // Targa has no magic: its header's fields, checked against each other
    // and against the file's size, are the signature.
    Node("Targa", [], .source(NativeSniffer.targa)),
    // WBMP has two zero bytes for a magic: the file's exact size confirms it.
    Node("WBMP", [[0x00, 0x00]], .source(NativeSniffer.wbmp)),
  ]

  // MARK: 4. Archives and disk images

  static let archives: [Node] = [
    // Zip: the local headers' entry names say OOXML, ODF, EPUB, JAR, APK…;
    // when they decide nothing (a streamed entry first), the central
    // directory at the file's end names every entry.
    Node(
      "zip",
      [NativeSniffer.localHeader, NativeSniffer.spanningMark, NativeSniffer.endRecord].map { Signature($0) },
      .source(NativeSniffer.zipFile)),
    .signature("RAR", [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07], .applicationVndRar),
    Node(
      "bzip2", ["BZh"], text: .confirmedByStructure, confirmedBy: WeakSignature.bzip2Block, .applicationXBzip),
    Node("lzip", ["LZIP"], NativeSniffer.lzip),
    .signature("LZ4", [0x04, 0x22, 0x4D, 0x18], .applicationXLz4),
    Node(
      "cabinet", ["MSCF"], text: .confirmedByStructure, confirmedBy: WeakSignature.cabinetHeader,
      .applicationVndMsCabCompressed),
    // Debian packages and `ar` archives are text up to their members: a
    // member header confirms them.
    Node("Debian package", ["!<arch>\ndebian"], text: .isTheFormat, NativeSniffer.debianPackage),
    Node("ar", ["!<arch>\n"], text: .isTheFormat, NativeSniffer.arArchive),
    .signature("RAR 1.4", [0x52, 0x45, 0x7E, 0x5E], .applicationVndRar),
    .signature("InstallShield cabinet", "ISc(", .applicationXInstallshieldCab),
    .signature("RPM", [0xED, 0xAB, 0xEE, 0xDB], .applicationXRpm),
    // tar: `ustar` at 257 with a header whose checksum holds, or a header
    // without the magic (V7, a GNU volume label) whose checksum holds.
    Node(
      "tar", [.at(257, "ustar")], text: .confirmedByStructure, confirmedBy: NativeSniffer.tarChecksumHolds,
      .applicationXTar),
    Node("V7 tar", [], text: .confirmedByStructure, confirmedBy: NativeSniffer.isV7Tar, .applicationXTar),
    // ISO 9660: a volume descriptor's type and version around `CD001`.
    Node(
      "ISO 9660", [.at(32_769, "CD001"), .at(34_817, "CD001"), .at(36_865, "CD001")],
      text: .confirmedByStructure,
      NativeSniffer.iso9660),
    // Apple's UDIF: the `koly` trailer, confirmed by its version and size,
    // as the last 512 bytes of a file the prefix holds whole (past a longer
    // file's prefix lies no trailer, so nothing there is read).
    Node("Apple disk image", [], text: .confirmedByStructure, .source(NativeSniffer.udifImage)),
    .signature("SquashFS", "hsqs", .applicationVndSquashfs),
    Node(
      "HFS+ volume", [.at(1_024, "H+"), .at(1_024, "HX")], text: .confirmedByStructure, NativeSniffer.hfsPlus),
    Node(
      "Zstandard or LZ4 after skippable frames", (0x50...0x5F).map { Signature([$0, 0x2A, 0x4D, 0x18]) },
      NativeSniffer.afterSkippableFrames),
    // LZ4's legacy frame (`lz4 -l`, the Linux kernel's).
    .signature("LZ4 legacy frame", [0x02, 0x21, 0x4C, 0x18], .applicationXLz4),
    Node("LZMA-alone", [[0x5D, 0x00, 0x00]], NativeSniffer.lzmaAlone),
    // cpio: the portable ASCII headers, then the old binary one in either byte order.
    Node(
      "cpio (ASCII)", ["07070", "070717", "070727"], text: .confirmedByStructure,
      confirmedBy: WeakSignature.asciiCPIO,
      .applicationXCpio),
    Node("cpio (binary)", [[0xC7, 0x71], [0x71, 0xC7]], answer: .applicationXCpio),
  ]

  // MARK: 5. Documents, and binary signatures that look like text

  // These formats are text themselves (or may be): text that opens this
  // way is the format (``TextRule/isTheFormat``).
  static let documents: [Node] = [
    Node("PDF", ["%PDF-"], text: .isTheFormat, answer: .applicationPdf),
    // Encapsulated PostScript is an image (freedesktop's image/x-eps): its
    // first line says EPSF; the DOS binary form has its own header.
    .signature("EPS (DOS binary)", [0xC5, 0xD0, 0xD3, 0xC6], .imageXEps),
    // PostScript, EPS, and Type 1 fonts (a PostScript program that says so).
    Node("PostScript", ["%!PS", "%!FontType1-1."], text: .isTheFormat, NativeSniffer.postScript),
    Node("RTF", ["{\\rtf"], text: .isTheFormat, answer: .applicationRtf),
    // OLE compound files: Word, Excel, PowerPoint, Outlook, MSI by their
    // directory; anything else is left to the rules after the tree.
    Node("OLE compound file", [[0xD0, 0xCF, 0x11, 0xE0]], NativeSniffer.compoundFile),
    // Excel 2, 3 and 4 worksheets (and BIFF5/8 streams) without an OLE
    // file around them: a BOF record, then records that chain.
    Node("BIFF stream", NativeSniffer.biffOpenings.map { Signature($0.bytes) }, NativeSniffer.biffStream),
    .signature("DjVu", "AT&TFORM", .imageVndDjvu),
    Node("Mobipocket", [.at(60, "BOOKMOBI")], answer: .applicationXMobipocketEbook),
    Node(
      "BitTorrent", ["d8:announce", "d13:announce", "d7:comment"], text: .isTheFormat,
      answer: .applicationXBittorrent),
    Node("WebVTT", ["WEBVTT"], text: .isTheFormat, answer: .textVtt),
    // HTML and XML after an optional BOM and white space; the classic case
    // is an HTML error page saved under a video's name.
    Node(
      "HTML / XML / SVG", [[0xEF, 0xBB, 0xBF], [0x20], [0x09], [0x0A], [0x0D], "<"], text: .isTheFormat,
      NativeSniffer.markup),
  ]

  // MARK: 6. Programs and fonts

  // Their answers name a file no app opens, but `classify --mime-type`
  // users read them: the names are file(1)'s.
  static let programs: [Node] = [
    // ELF: the type field, then (for a shared object) the PIE flag in the
    // dynamic section, read where the program headers place it.
    Node("ELF", [[0x7F, 0x45, 0x4C, 0x46]], .source(NativeSniffer.elf)),
    // A Windows program: the DOS header's pointer to `PE\0\0`.
    Node("PE", ["MZ"], .source(NativeSniffer.portableExecutable)),
    // A Java module: `JM`, its version, then a zip.
    Node("Java module", [[0x4A, 0x4D, 0x01, 0x00, 0x50, 0x4B, 0x03, 0x04]], answer: .applicationXJavaJmod),
    // TrueType's version word also opens GTK's icon caches: the table
    // directory confirms a font.
    Node("TrueType", [[0x00, 0x01, 0x00, 0x00, 0x00]], NativeSniffer.trueType),
  ]

  // MARK: 7. Raw streams and markup behind NULs

  static let rawStreams: [Node] = [
    // HTML or XML behind a run of NULs.
    Node("markup after NULs", [[0, 0, 0, 0]], text: .isTheFormat, NativeSniffer.markupAfterNULs),
    // Raw H.264/HEVC Annex B: a start code, then a parameter set.
    Node("H.264 / HEVC elementary stream", [[0, 0, 1], [0, 0, 0, 1]], NativeSniffer.elementaryVideo),
  ]

  // MARK: 8. Text

  // Text, with the generated text rules as its child (they name what kind
  // of text: a playlist, a vCard, a script without an interpreter line).
  static let text = Node(
    "text", [],
    children: [Node("generated text rules", [], engine: .generated, NativeSniffer.generatedTextFormat)],
    NativeSniffer.textPrefix)

  // MARK: 9. shared-mime-info's generated binary rules

  // After text, so every generated rule only beats binary.
  static let generated: [Node] = [
    Node("generated binary rules", [], engine: .generated, MagicRules.binaryType)
  ]

  // MARK: 10. What only a scan finds

  static let scanned: [Node] = [
    // Headers with no magic, checked field by field first, before any scan
    // reads the prefix: Musepack's stream versions 4 to 6 (a header word's
    // fields and a frame count that fits the file), SoundTracker's 15
    // instruments, an XM whose text fields were cleared, Astroidea's XMF.
    Node("Musepack SV4-6", [], .source(NativeSniffer.musepackWithoutMagic)),
    Node("SoundTracker, 15 instruments", [], .source(NativeSniffer.soundTracker15)),
    Node("XM without its text", [], NativeSniffer.xmWithoutText),
    Node("Astroidea XMF", [], .source(NativeSniffer.astroideaXMF)),
    // MPEG audio or ADTS behind junk or a preamble that is not ID3: a run
    // of consistent frames within the first 64 KiB.
    Node("MPEG audio / ADTS after junk", [], text: .confirmedByStructure, NativeSniffer.framesAfterJunk),
    // AC-3 and E-AC-3 whose first sync lies past the start: frames in a
    // row at the lengths their headers declare.
    Node("AC-3 after junk", [], NativeSniffer.ac3AfterJunk),
    // A transport stream cut out of a broadcast mid-packet, and a program
    // stream whose first pack follows junk.
    Node("MPEG transport stream at an offset", [], NativeSniffer.transportStreamAtOffset),
    Node("MPEG program stream after junk", [], NativeSniffer.programStreamAfterJunk),
    // 7-Zip or RAR behind data that starts no format: their signature and
    // a header whose CRC holds, within the prefix.
    Node("7-Zip / RAR behind other data", [], NativeSniffer.archiveBehindData),
    // LZMA-alone with properties other than the default: its first byte
    // can be nearly any, so it is tried only on binary nothing above knew.
    Node("LZMA-alone, any properties", [], NativeSniffer.lzmaAloneAnyProperties),
    // The last volume of a split zip, or a zip behind something else: a
    // whole end record at the file's end (with a short comment at most,
    // so bytes that are not a zip cost one small read).
    Node("zip end record", [], .source(NativeSniffer.lastVolume)),
  ]
}
