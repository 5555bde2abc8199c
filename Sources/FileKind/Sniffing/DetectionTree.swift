/// The order in which FileKind reads a file's first bytes, declared once.
///
/// Each node names a format, the first bytes it can start with, and a
/// matcher that answers a row of the media-type table. The nodes below are
/// tried from top to bottom and the first that matches answers; a node's
/// children run only on bytes the node matched, and only refine an answer
/// that leaves the kind open (plain text a text format may name).
///
/// The order, and why:
/// 1. Containers whose structure is parsed (Matroska, ISO media, RIFF, Ogg,
///    ASF…): their answers are the most certain, and audio against video is
///    decided by their tracks. ISO media reads its movie header where it
///    lies, when the prefix ends before it.
/// 2. Audio and video signatures, then the streams with no header of their
///    own (MPEG program and transport streams, ADTS and MPEG audio frames).
/// 3. Images, archives, documents: fixed signatures, with structure checked
///    where a zip, an OLE file or a TIFF says more than its magic. A zip
///    whose local headers decide nothing is read at its central directory.
/// 4. Binary signatures that look like text (Netpbm, `ar`, PostScript, PDF,
///    RTF, WebVTT, markup) come before text is decided, so text never hides
///    them.
/// 5. Raw H.264/HEVC streams: the weakest binary signatures.
/// 6. Text, last among FileKind's own signatures: bytes that are not text
///    are never called text, and text always gets a type (its children, the
///    generated text rules, may name a playlist or a vCard).
/// 7. shared-mime-info's generated binary rules: the long tail, and the
///    fixed binary signatures they name as a node would (JPEG, PNG, gzip…),
///    which no text can hide.
/// 8. A zip's end record, for the later volume of a split archive: its
///    first bytes are the middle of some entry, so only its end says zip.
///
/// libmagic, where a build has it, is asked only after the whole tree.
///
/// Dispatch is by the first byte: each first byte has the list of nodes
/// that can start with it, in the declared order, so a file is compared
/// only with the signatures it could match, and the answer is the one the
/// declared order gives.
enum DetectionTree {
  /// What a node reads: the prefix alone (nearly every format), or the
  /// source, for the formats whose index may lie past the prefix.
  enum Matcher: Sendable {
    case prefix(@Sendable (Bytes) -> KnownType?)
    case source(@Sendable (SniffSource) -> KnownType?)
  }

  /// One format (or group of formats told apart by one parser). A class,
  /// so walking the tree copies no node.
  final class Node: Sendable {
    /// What the node detects, for readers and tests.
    let name: StaticString
    /// The first bytes the format can start with; empty when its signature
    /// is not at offset 0 (or it has none: text, transport streams). Only
    /// an index: the matcher checks its own bytes.
    let leading: [UInt8]
    /// Which engine the answer is credited to.
    let engine: ContentSniffer.Engine
    let matcher: Matcher
    let children: [Node]

    init(
      _ name: StaticString, leading: [UInt8], engine: ContentSniffer.Engine = .native,
      children: [Node] = [], _ matcher: Matcher
    ) {
      self.name = name
      self.leading = leading
      self.engine = engine
      self.matcher = matcher
      self.children = children
    }

    /// A node that reads the prefix alone.
    convenience init(
      _ name: StaticString, leading: [UInt8], engine: ContentSniffer.Engine = .native,
      children: [Node] = [], _ detect: @escaping @Sendable (Bytes) -> KnownType?
    ) {
      self.init(name, leading: leading, engine: engine, children: children, .prefix(detect))
    }

    /// A node whose bytes start with `leading` (ASCII).
    convenience init(
      _ name: StaticString, leading text: StaticString, children: [Node] = [],
      _ detect: @escaping @Sendable (Bytes) -> KnownType?
    ) {
      self.init(name, leading: [text.utf8Start[0]], children: children, .prefix(detect))
    }

    /// A fixed signature at offset 0 naming one type.
    static func signature(_ name: StaticString, _ bytes: [UInt8], _ type: KnownType) -> Node {
      Node(name, leading: [bytes[0]]) { $0.has(bytes) ? type : nil }
    }

    /// A fixed ASCII signature at offset 0 naming one type.
    static func signature(_ name: StaticString, _ text: StaticString, _ type: KnownType) -> Node {
      Node(name, leading: text) { $0.has(text) ? type : nil }
    }

    /// The answer for `source`, refined by the first child that matches;
    /// with `generated` false, the generated rules' nodes are passed over.
    func run(_ source: SniffSource, generated: Bool = true) -> (
      type: KnownType, engine: ContentSniffer.Engine
    )? {
      if !generated && engine == .generated { return nil }
      let found: KnownType?
      switch matcher {
      case .prefix(let detect): found = detect(source.prefix)
      case .source(let detect): found = detect(source)
      }
      guard let found else { return nil }
      if found.leavesKindOpen {
        for child in children {
          if let refined = child.run(source, generated: generated) { return refined }
        }
      }
      return (found, engine)
    }
  }

  /// The tree's answer for `source`, or `nil` when no node matches; with
  /// `generated` false, FileKind's own checks alone.
  static func detect(_ source: SniffSource, generated: Bool = true) -> (
    type: KnownType, engine: ContentSniffer.Engine
  )? {
    let b = source.prefix
    guard b.count > 0 else { return nil }
    for index in buckets[Int(b[0])] {
      if let found = nodes[index].run(source, generated: generated) { return found }
    }
    return nil
  }

  /// The tree's answer for bytes held in memory.
  static func detect(_ bytes: UnsafeRawBufferPointer, generated: Bool = true) -> (
    type: KnownType, engine: ContentSniffer.Engine
  )? {
    detect(SniffSource(bytes: bytes), generated: generated)
  }

  /// FileKind's own checks alone (the tree without the generated rules).
  static func native(_ bytes: UnsafeRawBufferPointer) -> KnownType? {
    detect(bytes, generated: false)?.type
  }

  /// Node indices for each first byte, in declared order.
  static let buckets: [[Int]] = {
    var buckets = [[Int]](repeating: [], count: 256)
    for (index, node) in nodes.enumerated() {
      if node.leading.isEmpty {
        for byte in 0..<256 { buckets[byte].append(index) }
      } else {
        for byte in node.leading { buckets[Int(byte)].append(index) }
      }
    }
    return buckets
  }()

  /// The tree, top to bottom.
  static let nodes: [Node] =
    containers + audioVideo + images + archives + documents + [
      // Raw H.264/HEVC Annex B: a start code, then a parameter set.
      Node("H.264 / HEVC elementary stream", leading: [0x00], NativeSniffer.elementaryVideo),
      // Text, with the generated text rules as its children. One byte is
      // too few to call text.
      Node(
        "text", leading: [],
        children: [
          Node("generated text rules", leading: [], engine: .generated) { b in
            guard let format = MagicRules.text.mimeType(of: b.raw),
              NativeSniffer.confirmsTextFormat(format, b.raw)
            else { return nil }
            return format
          }
        ]
      ) { $0.count >= 2 ? NativeSniffer.text($0) : nil },
      Node("generated binary rules", leading: [], engine: .generated) {
        MagicRules.binary.mimeType(of: $0.raw)
      },
      // The last volume of a split zip, or a zip behind something else: a
      // whole end record at the file's end (with a short comment at most,
      // so bytes that are not a zip cost one small read).
      Node(
        "zip end record", leading: [],
        .source { NativeSniffer.zipEnd(of: $0, longestComment: NativeSniffer.longestVolumeComment) }),
    ]

  // MARK: 1. Containers

  static let containers: [Node] = [
    // Matroska / WebM: the DocType names it, the track types decide.
    Node("Matroska / WebM", leading: [0x1A], NativeSniffer.matroska),
    // ISO base media (MP4, MOV, 3GP, M4A, HEIF, AVIF): the first four bytes
    // are a box size; the brand, then the tracks, decide. A movie header
    // past the prefix (it follows the media data) costs one bounded read.
    Node(
      "ISO base media", leading: [],
      .source { source in
        guard var media = NativeSniffer.isoMedia(source.prefix) else { return nil }
        if let offset = media.movieOffset {
          _ = source.read(at: Int64(offset), length: NativeSniffer.movieWindowLength) { media.readMovie($0) }
        }
        return media.mimeType
      }),
    Node("RIFF (AVI, WAV, WebP)", leading: "R") { b in
      guard b.has("RIFF") else { return nil }
      if b.has("AVI ", at: 8) {
        let streams = NativeSniffer.aviStreams(b)
        return streams.audio && !streams.video ? .audioXMsvideo : .videoXMsvideo
      }
      if b.has("WAVE", at: 8) { return .audioXWav }
      if b.has("WEBP", at: 8) { return .imageWebp }
      return nil
    },
    Node("RF64", leading: "R") { $0.has("RF64") && $0.has("WAVE", at: 8) ? .audioXWav : nil },
    // Sony Wave64: "riff" and "wave" as GUIDs.
    Node("Wave64", leading: "r") { b in
      b.has([0x72, 0x69, 0x66, 0x66, 0x2E, 0x91, 0xCF, 0x11]) && b.has([0x77, 0x61, 0x76, 0x65], at: 24)
        ? .audioXW64 : nil
    },
    Node("AIFF", leading: "F") { b in
      b.has("FORM") && (b.has("AIFF", at: 8) || b.has("AIFC", at: 8)) ? .audioXAiff : nil
    },
    // Ogg: the streams' first packets decide.
    Node("Ogg", leading: "O", NativeSniffer.ogg),
    Node("ASF (WMV, WMA)", leading: [0x30], NativeSniffer.asf),
    // FLV: the header's flags say audio (4) and video (1).
    Node("FLV", leading: "F") { b in
      guard b.has("FLV"), b.count > 4, b[3] == 1 else { return nil }
      return b[4] & 0x05 == 0x04 ? .audioXFlv : .videoXFlv
    },
    Node("RealMedia", leading: ".") { $0.has([0x2E, 0x52, 0x4D, 0x46]) ? NativeSniffer.realMedia($0) : nil },
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
    Node("FLAC", leading: "f") { $0.has("fLaC") && WeakSignature.flacStreamInfo($0) ? .audioFlac : nil },
    // Tracker modules: signatures at 0, 20, 44 or 1080.
    Node("tracker module", leading: [], NativeSniffer.trackerModule),
    Node("MP3 with ID3", leading: "I") { $0.has("ID3") && WeakSignature.id3Header($0) ? .audioMpeg : nil },
    Node("MIDI", leading: "M") { $0.has("MThd") && $0.has([0, 0, 0, 6], at: 4) ? .audioMidi : nil },
    .signature("AMR", "#!AMR", .audioAMR),
    .signature("WavPack", "wvpk", .audioXWavpack),
    Node("Monkey's Audio", leading: "M") {
      $0.has("MAC ") && WeakSignature.apeVersion($0) ? .audioXApe : nil
    },
    Node("Core Audio", leading: "c") { b in
      b.has("caff") && b.count > 5 && b[4] == 0 && b[5] == 1 ? .audioXCaf : nil
    },
    .signature("Creative Voice", "Creative Voice File\u{1A}", .audioXVoc),
    Node("SoX", leading: [UInt8(ascii: "."), UInt8(ascii: "X")]) {
      $0.has(".SoX") || $0.has("XoS.") ? .audioXSox : nil
    },
    .signature("True Audio", "TTA1", .audioXTta),
    Node("Musepack", leading: "M") { b in
      b.has("MPCK") || (b.has("MP+") && b.count > 3 && b[3] & 0x0F == 7) ? .audioXMusepack : nil
    },
    Node("IVF", leading: "D") { b in b.has("DKIF") && b.count > 6 && b[4] == 0 && b[5] == 0 ? .videoXIvf : nil
    },
    .signature("YUV4MPEG2", "YUV4MPEG2 ", .videoXYuv4mpeg),
    .signature("RoQ", [0x84, 0x10, 0xFF, 0xFF, 0xFF, 0xFF], .videoXRoq),
    // GXF: a packet header (0, 0, 0, 0, 1, type) and its trailer E1 E2.
    Node("GXF", leading: [0x00]) {
      $0.has([0, 0, 0, 0, 1, 0xBC]) && $0.has([0xE1, 0xE2], at: 14) ? .videoXGxf : nil
    },
    // MLP and Dolby TrueHD: a major sync word four bytes in.
    Node("MLP / TrueHD", leading: [], NativeSniffer.losslessAudio),
    .signature("DTS-HD", "DTSHDHDR", .audioVndDtsHd),
    .signature("AC-3", [0x0B, 0x77], .audioAc3),
    // DTS core sync word (big-endian and 14-bit little-endian forms).
    Node("DTS", leading: [0x7F, 0xFE, 0x1F]) { b in
      b.has([0x7F, 0xFE, 0x80, 0x01]) || b.has([0xFE, 0x7F, 0x01, 0x80]) || b.has([0x1F, 0xFF, 0xE8, 0x00])
        ? .audioVndDts : nil
    },
    .signature("MPEG video sequence", [0x00, 0x00, 0x01, 0xB3], .videoMpeg),
    // A program stream whose packets are all audio is audio.
    Node("MPEG program stream", leading: [0x00]) { b in
      guard b.has([0x00, 0x00, 0x01, 0xBA]) else { return nil }
      let streams = NativeSniffer.pesStreams(b)
      return streams.audio && !streams.video ? .audioXMpegPs : .videoMpeg
    },
    // MPEG transport stream: 0x47 every 188 bytes; M2TS: every 192 from 4.
    // The PAT and PMT stream types decide audio from video.
    Node("MPEG transport stream", leading: []) { b in
      let stride =
        WeakSignature.transportStream(b, stride: 188, first: 0)
        ? 188 : WeakSignature.transportStream(b, stride: 192, first: 4) ? 192 : 0
      guard stride > 0 else { return nil }
      let streams = NativeSniffer.transportStreams(b, stride: stride, first: stride == 188 ? 0 : 4)
      return streams.audio && !streams.video ? .audioXMpegTs : .videoMp2t
    },
    // AAC ADTS and MPEG audio frames: sync bits, then sane header fields.
    Node("ADTS / MPEG audio frames", leading: [0xFF]) { b in
      guard b.count >= 4, b[0] == 0xFF else { return nil }
      if b[1] & 0xF6 == 0xF0 { return .audioAac }
      return b[1] & 0xE0 == 0xE0 && NativeSniffer.mpegAudioFrame(b) ? .audioMpeg : nil
    },
  ]

  // MARK: 3. Images

  // A fixed binary signature that shared-mime-info's rules name the same
  // way has no node here: JPEG, PNG, OpenEXR and Sun raster images, gzip,
  // xz, 7-Zip and Zstandard archives. Their headers hold bytes no text
  // holds, so they pass through the text node to the generated rules,
  // which decide them (the sample corpus shows it, file by file).

  static let images: [Node] = [
    Node("GIF", leading: "G") { $0.has("GIF87a") || $0.has("GIF89a") ? .imageGif : nil },
    Node("BMP", leading: "B") { b in
      b.has("BM") && b.count >= 26 && b[14] != 0 && b[15] == 0 ? .imageBmp : nil
    },
    .signature("Photoshop", "8BPS", .imageVndAdobePhotoshop),
    Node("ICO", leading: [0x00]) { b in
      b.has([0x00, 0x00, 0x01, 0x00]) && b.count > 6 && b[4] != 0 && b[5] == 0 ? .imageVndMicrosoftIcon : nil
    },
    Node("JPEG XL", leading: [0x00, 0xFF]) { b in
      b.has([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) || b.has([0xFF, 0x0A]) ? .imageJxl : nil
    },
    .signature("Fuji RAF", "FUJIFILMCCD-RAW", .imageXFujiRaf),
    Node("DPX", leading: [UInt8(ascii: "S"), UInt8(ascii: "X")]) {
      $0.has("SDPX") || $0.has("XPDS") ? .imageXDpx : nil
    },
    .signature("QOI", "qoif", .imageQoi),
    Node("SGI", leading: [0x01]) { b in
      b.has([0x01, 0xDA]) && b.count > 3 && b[2] <= 1 && b[3] >= 1 && b[3] <= 2 ? .imageXSgi : nil
    },
    .signature("PAM", "P7\n", .imageXPortableAnymap),
    // Netpbm's ASCII forms look like text: the magic, blanks, comments, digits.
    Node("Netpbm", leading: "P", NativeSniffer.netpbm),
    Node("Radiance HDR", leading: "#") { $0.has("#?RADIANCE") || $0.has("#?RGBE") ? .imageVndRadiance : nil },
    Node("BPG", leading: "B") { b in b.has("BPG") && b.count > 3 && b[3] == 0xFB ? .imageBpg : nil },
    .signature("DDS", "DDS ", .imageXDds),
    .signature("Apple icon", "icns", .imageXIcns),
    // X Window dump: header size, then file version 7 (big-endian).
    Node("X Window dump", leading: []) { b in
      b.has([0, 0, 0, 7], at: 4) && b.bigEndian32(at: 0) >= 100 && b.bigEndian32(at: 0) < 4_096
        ? .imageXXwindowdump : nil
    },
    .signature("Minolta MRW", [0x00, 0x4D, 0x52, 0x4D], .imageXMinoltaMrw),
    // FITS: an 80-column header card `SIMPLE  =` whose value is `T`.
    Node("FITS", leading: "S") { b in
      b.has("SIMPLE  =") && b.count >= 30 && b[29] == UInt8(ascii: "T") ? .applicationFits : nil
    },
    Node("Kodak Photo CD", leading: []) { $0.has("PCD_IPI", at: 0x800) ? .imageXPhotoCd : nil },
    // Kyocera's camera raw (the Contax N Digital): a 156-byte header
    // whose strings are stored backwards, "KYOCERA" at byte 25.
    Node("Kyocera RAW", leading: []) { $0.has("ARECOYK", at: 25) ? .imageXKyoceraRaw : nil },
    // TIFF and the camera RAW formats built on it.
    Node("TIFF", leading: [UInt8(ascii: "I"), UInt8(ascii: "M")]) {
      $0.has("II") || $0.has("MM") ? NativeSniffer.tiffFamily($0) : nil
    },
  ]

  // MARK: 3. Archives

  static let archives: [Node] = [
    // Zip: the local headers' entry names say OOXML, ODF, EPUB, JAR, APK…;
    // when they decide nothing (a streamed entry first), the central
    // directory at the file's end names every entry.
    Node(
      "zip", leading: [UInt8(ascii: "P")],
      .source { source in
        guard let type = NativeSniffer.zip(source.prefix) else { return nil }
        guard type == .applicationZip else { return type }
        return NativeSniffer.zipEnd(of: source, longestComment: NativeSniffer.longestZipComment) ?? type
      }),
    .signature("RAR", [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07], .applicationVndRar),
    Node("bzip2", leading: "B") { $0.has("BZh") && WeakSignature.bzip2Block($0) ? .applicationXBzip : nil },
    Node("lzip", leading: "L") { b in b.has("LZIP") && b.count > 5 && b[4] <= 1 ? .applicationXLzip : nil },
    .signature("LZ4", [0x04, 0x22, 0x4D, 0x18], .applicationXLz4),
    Node("cabinet", leading: "M") {
      $0.has("MSCF") && WeakSignature.cabinetHeader($0) ? .applicationVndMsCabCompressed : nil
    },
    .signature("Debian package", "!<arch>\ndebian", .applicationVndDebianBinaryPackage),
    // `ar` (static libraries): a member header follows the magic, whatever
    // text the members hold.
    Node("ar", leading: "!") { b in
      b.has("!<arch>\n") && b.count >= 68 && b.has([0x60, 0x0A], at: 66) ? .applicationXArchive : nil
    },
    .signature("RAR 1.4", [0x52, 0x45, 0x7E, 0x5E], .applicationVndRar),
    .signature("InstallShield cabinet", "ISc(", .applicationXInstallshieldCab),
    .signature("RPM", [0xED, 0xAB, 0xEE, 0xDB], .applicationXRpm),
    // tar: `ustar` at 257, or a V7 header whose checksum holds.
    Node("tar", leading: []) {
      $0.has("ustar", at: 257) || NativeSniffer.isV7Tar($0) ? .applicationXTar : nil
    },
    Node("ISO 9660", leading: []) { b in
      b.has("CD001", at: 32_769) || b.has("CD001", at: 34_817) || b.has("CD001", at: 36_865)
        ? .applicationXCdImage : nil
    },
    Node("Apple disk image", leading: []) {
      $0.has("koly", at: $0.count - 512) ? .applicationXAppleDiskimage : nil
    },
    .signature("SquashFS", "hsqs", .applicationVndSquashfs),
    // cpio: the portable ASCII headers, then the old binary one in either byte order.
    Node("cpio", leading: [UInt8(ascii: "0"), 0xC7, 0x71]) { b in
      WeakSignature.asciiCPIO(b) || b.has([0xC7, 0x71]) || b.has([0x71, 0xC7]) ? .applicationXCpio : nil
    },
  ]

  // MARK: 3–4. Documents, and binary signatures that look like text

  static let documents: [Node] = [
    .signature("PDF", "%PDF-", .applicationPdf),
    // Encapsulated PostScript is an image (freedesktop's image/x-eps): its
    // first line says EPSF; the DOS binary form has its own header.
    .signature("EPS (DOS binary)", [0xC5, 0xD0, 0xD3, 0xC6], .imageXEps),
    Node("PostScript", leading: "%") {
      $0.has("%!PS") ? (NativeSniffer.isEPS($0) ? .imageXEps : .applicationPostscript) : nil
    },
    .signature("RTF", "{\\rtf", .applicationRtf),
    // OLE compound files: Word, Excel, PowerPoint, Outlook, MSI by their
    // directory; anything else is left to the rules after the tree.
    Node("OLE compound file", leading: [0xD0], NativeSniffer.compoundFile),
    .signature("DjVu", "AT&TFORM", .imageVndDjvu),
    Node("Mobipocket", leading: []) { $0.has("BOOKMOBI", at: 60) ? .applicationXMobipocketEbook : nil },
    Node("BitTorrent", leading: "d") { b in
      b.has("d8:announce") || b.has("d13:announce") || b.has("d7:comment") ? .applicationXBittorrent : nil
    },
    .signature("WebVTT", "WEBVTT", .textVtt),
    // HTML and XML after an optional BOM and white space; the classic case
    // is an HTML error page saved under a video's name.
    Node(
      "HTML / XML / SVG", leading: [0xEF, 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "<")], NativeSniffer.markup),
  ]
}
