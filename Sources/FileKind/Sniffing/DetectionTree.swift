/// The order in which FileKind reads a file's first bytes, declared once.
///
/// Each node names a format, the signatures it is known by (bytes at an
/// offset), and a matcher that answers a row of the media-type table. The nodes below are
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
/// 8. MPEG audio and ADTS frames behind junk: a run of consistent frames
///    within the first 2 KiB, for binary nothing above knew.
/// 9. A zip's end record, for the later volume of a split archive: its
///    first bytes are the middle of some entry, so only its end says zip.
///
/// libmagic, where a build has it, is asked only after the whole tree.
///
/// Text stays text: a node whose signature prose could spell (`ustar` at
/// 257, `TTA1` at 0) answers for bytes that are text only when it confirms
/// the signature by structure (a checksum, a header's fields) or the format
/// is text itself; otherwise text wins. The rule is written once, in
/// ``Node``, from each node's declared signatures and its ``TextRule``.
///
/// Dispatch is by the first byte: each first byte has the list of nodes
/// that can start with it, in the declared order, derived from the nodes'
/// signatures at offset 0, so a file is compared only with the signatures
/// it could match, and the answer is the one the declared order gives.
enum DetectionTree {
  /// What a node reads: the prefix alone (nearly every format), or the
  /// source, for the formats whose index may lie past the prefix.
  enum Matcher: Sendable {
    case prefix(@Sendable (Bytes) -> KnownType?)
    case source(@Sendable (SniffSource) -> KnownType?)
  }

  /// Bytes a format is known by, at a fixed offset (negative: from the
  /// prefix's end, as a disk image's trailer).
  struct Signature: Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    let offset: Int
    let bytes: [UInt8]
    /// The first eight bytes as one little-endian word, and the mask of
    /// the ones the signature has: most signatures are compared with one
    /// load, without reading `bytes` (a pointer away).
    let head: UInt64
    let headMask: UInt64
    let prosePossible: Bool

    init(_ bytes: [UInt8], at offset: Int = 0) {
      self.offset = offset
      self.bytes = bytes
      var head: UInt64 = 0
      var mask: UInt64 = 0
      for (i, byte) in bytes.prefix(8).enumerated() {
        head |= UInt64(byte) << (8 * UInt64(i))
        mask |= 0xFF << (8 * UInt64(i))
      }
      self.head = head
      headMask = mask
      // Whether prose could hold it: every byte is printable ASCII or
      // white space, so a sentence may spell it where it is looked for.
      prosePossible = bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    init(_ text: StaticString, at offset: Int = 0) {
      self.init(Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)), at: offset)
    }

    init(stringLiteral text: StaticString) { self.init(text) }
    init(arrayLiteral bytes: UInt8...) { self.init(bytes) }

    /// A signature at `offset`.
    static func at(_ offset: Int, _ text: StaticString) -> Signature { Signature(text, at: offset) }

    /// Whether the bytes hold the signature.
    @inline(__always)
    func matches(_ b: Bytes) -> Bool {
      let at = offset >= 0 ? offset : b.count + offset
      guard at >= 0, at + bytes.count <= b.count else { return false }
      if at + 8 <= b.count, let base = b.raw.baseAddress {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        guard word & headMask == head else { return false }
        return bytes.count <= 8 || b.has(bytes, at: at)
      }
      return b.has(bytes, at: at)
    }
  }

  /// How a node's answer stands against bytes that are text, when its
  /// signature is one prose could spell.
  enum TextRule: Sendable {
    /// The signature alone: the node answers only for bytes that are not
    /// text, so a sentence that spells `TTA1` or `.RMF` stays text.
    case beatsBinaryOnly
    /// The matcher confirms the signature by structure prose does not have
    /// (a checksum, a header's fields, a page's CRC): its answer stands.
    case confirmedByStructure
    /// The format is text itself (PDF, PostScript, markup, an `ar` archive
    /// of text files): text that opens this way is the format.
    case isTheFormat
  }

  /// One format (or group of formats told apart by one parser). A class,
  /// so walking the tree copies no node.
  ///
  /// A node is tried only on bytes holding one of its signatures (a node
  /// with none is tried on every file). The rule for text, written once
  /// here: a signature prose could hold beats text only when the node's
  /// ``TextRule`` says the matcher confirms it by structure (as FLAC's
  /// STREAMINFO or Ogg's page checksum does) or the format is text;
  /// otherwise the node answers only for bytes that are not text, so a
  /// sentence that happens to spell `ustar` at 257 or `TTA1` at 0 stays
  /// text.
  final class Node: Sendable {
    /// What the node detects, for readers and tests.
    let name: StaticString
    /// The bytes the format is known by; empty when it has no fixed
    /// signature (text, transport streams) and its matcher decides alone.
    let signatures: [Signature]
    /// How the answer stands against text, when the signature matched is
    /// one prose could spell.
    let text: TextRule
    /// The first bytes the format can start with, derived from the
    /// signatures: every byte when one lies past offset 0, or none is given.
    let leading: [UInt8]
    /// Which engine the answer is credited to.
    let engine: ContentSniffer.Engine
    let matcher: Matcher
    let children: [Node]
    /// ``signatures`` in memory of the node's own, read by ``run(_:generated:)``; written once, in
    /// `init`, and only read after.
    nonisolated(unsafe) private let signatureTable: UnsafeMutablePointer<Signature>
    private let signatureCount: Int

    init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      engine: ContentSniffer.Engine = .native, children: [Node] = [], _ matcher: Matcher
    ) {
      self.name = name
      self.signatures = signatures
      self.text = text
      self.engine = engine
      self.matcher = matcher
      self.children = children
      let atStart = !signatures.isEmpty && signatures.allSatisfy { $0.offset == 0 && !$0.bytes.isEmpty }
      leading = atStart ? Array(Set(signatures.map { $0.bytes[0] })).sorted() : []
      signatureCount = signatures.count
      signatureTable = .allocate(capacity: Swift.max(1, signatures.count))
      signatureTable.initialize(from: signatures, count: signatures.count)
    }

    deinit {
      signatureTable.deinitialize(count: signatureCount)
      signatureTable.deallocate()
    }

    /// A node that reads the prefix alone.
    convenience init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      engine: ContentSniffer.Engine = .native, children: [Node] = [],
      _ detect: @escaping @Sendable (Bytes) -> KnownType?
    ) {
      self.init(name, signatures, text: text, engine: engine, children: children, .prefix(detect))
    }

    /// A fixed signature at offset 0 naming one type.
    static func signature(_ name: StaticString, _ signature: Signature, _ type: KnownType) -> Node {
      Node(name, [signature]) { _ in type }
    }

    /// The answer for `source`, refined by the first child that matches;
    /// with `generated` false, the generated rules' nodes are passed over.
    func run(_ source: SniffSource, generated: Bool = true) -> (
      type: KnownType, engine: ContentSniffer.Engine
    )? {
      if !generated && engine == .generated { return nil }
      let b = source.prefix
      if signatureCount > 0 {
        // The signatures are read in place (the node's own copy), so the
        // walk retains nothing per node.
        var matched = -1
        for i in 0..<signatureCount where signatureTable[i].matches(b) {
          matched = i
          break
        }
        guard matched >= 0 else { return nil }
        // Unconfirmed words prose can spell only beat binary: text is
        // decided before the matcher reads anything.
        if text == .beatsBinaryOnly && signatureTable[matched].prosePossible && NativeSniffer.isPlainText(b) {
          return nil
        }
      }
      let found: KnownType?
      switch matcher {
      case .prefix(let detect): found = detect(b)
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
    containers + audioVideo + images + archives + documents + programs + [
      // HTML or XML behind a run of NULs.
      Node("markup after NULs", [[0, 0, 0, 0]], text: .isTheFormat, NativeSniffer.markupAfterNULs),
      // Raw H.264/HEVC Annex B: a start code, then a parameter set.
      Node("H.264 / HEVC elementary stream", [[0, 0, 1], [0, 0, 0, 1]], NativeSniffer.elementaryVideo),
      // Text, with the generated text rules as its children. One byte is
      // too few to call text.
      Node(
        "text", [],
        children: [
          Node("generated text rules", [], engine: .generated) { b in
            // A script's interpreter line decided it already.
            guard !ScriptInterpreter.opensWithInterpreterLine(b, from: b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0),
              let format = MagicRules.text.mimeType(of: b.raw),
              NativeSniffer.confirmsTextFormat(format, b.raw)
            else { return nil }
            return format
          }
        ]
      ) { $0.count >= 2 ? NativeSniffer.text($0) : nil },
      // After text, so every generated rule only beats binary.
      Node("generated binary rules", [], engine: .generated) { MagicRules.binary.mimeType(of: $0.raw) },
      // MPEG audio or ADTS behind junk or a preamble that is not ID3: a run
      // of consistent frames within the first 2 KiB, for binary nothing
      // above knew.
      Node("MPEG audio / ADTS after junk", [], text: .confirmedByStructure, NativeSniffer.framesAfterJunk),
      // LZMA-alone with properties other than the default: its first byte
      // can be nearly any, so it is tried only on binary nothing above knew.
      Node("LZMA-alone, any properties", [], NativeSniffer.lzmaAloneAnyProperties),
      // The last volume of a split zip, or a zip behind something else: a
      // whole end record at the file's end (with a short comment at most,
      // so bytes that are not a zip cost one small read).
      Node(
        "zip end record", [],
        .source { NativeSniffer.zipEnd(of: $0, longestComment: NativeSniffer.longestVolumeComment) }),
    ]

  // MARK: 1. Containers

  static let containers: [Node] = [
    // Matroska / WebM: the DocType names it, the track types decide.
    Node("Matroska / WebM", [[0x1A, 0x45, 0xDF, 0xA3]], NativeSniffer.matroska),
    // ISO base media (MP4, MOV, 3GP, M4A, HEIF, AVIF): a box type four bytes
    // in; the boxes are parsed, the brand, then the tracks, decide. A
    // movie header past the prefix (it follows the media data), or the
    // rest of one the prefix cut, costs one bounded read. A box's size
    // prose could spell is over 150 MB, which a file cut short may still
    // declare: the box type alone only beats binary.
    Node(
      "ISO base media", NativeSniffer.openingBoxes.map { Signature($0, at: 4) },
      .source { source in
        guard var media = NativeSniffer.isoMedia(source.prefix) else { return nil }
        if let window = media.movieWindow {
          _ = source.read(at: Int64(window.offset), length: window.length) { media.readMovie($0) }
        }
        return media.mimeType
      }),
    // RIFF: the form type at 8 names the child (``NativeSniffer/riffForms``).
    Node("RIFF (AVI, WAV, WebP)", ["RIFF"], NativeSniffer.riff),
    Node("RF64", ["RF64"]) { $0.has("WAVE", at: 8) ? .audioXWav : nil },
    // Sony Wave64: "riff" and "wave" as GUIDs.
    Node("Wave64", [[0x72, 0x69, 0x66, 0x66, 0x2E, 0x91, 0xCF, 0x11]]) {
      $0.has([0x77, 0x61, 0x76, 0x65], at: 24) ? .audioXW64 : nil
    },
    Node("AIFF", ["FORM"]) { $0.has("AIFF", at: 8) || $0.has("AIFC", at: 8) ? .audioXAiff : nil },
    // Ogg: the first page's header and checksum, then the streams' first
    // packets decide.
    Node("Ogg", ["OggS"], text: .confirmedByStructure, NativeSniffer.ogg),
    // ASF: the header object's stream properties decide, read as far as its
    // declared size when a cover picture pushes them past the prefix.
    Node("ASF (WMV, WMA)", [Signature(NativeSniffer.asfHeader)], .source(NativeSniffer.asf)),
    // FLV: the header's flags say audio (4) and video (1).
    Node("FLV", [[0x46, 0x4C, 0x56, 0x01]]) { b in
      guard b.count > 4 else { return nil }
      return b[4] & 0x05 == 0x04 ? .audioXFlv : .videoXFlv
    },
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
    Node("FLAC", ["fLaC"], text: .confirmedByStructure) {
      WeakSignature.flacStreamInfo($0) ? .audioFlac : nil
    },
    // Tracker modules: signatures at 0, 20, 44 or 1080.
    Node("XM", ["Extended Module: "]) { _ in .audioXXm },
    Node("IT", ["IMPM"]) { _ in .audioXIt },
    // Tracker modules whose mark lies past the start: S3M at 44, STM at
    // 20, MOD at 1080 (a tag, or the channel count in digits before `CHN`
    // or `CH`: "6CHN", "16CH"). One node: every file is tried against them.
    Node(
      "tracker module at an offset",
      [.at(44, "SCRM"), .at(20, "!Scream!"), .at(20, "BMOD2STM"), .at(1081, "CHN"), .at(1082, "CH")]
        + NativeSniffer.modTags.map { Signature($0, at: 1080) },
      NativeSniffer.trackerAtOffset),
    Node("MTM", [[0x4D, 0x54, 0x4D, 0x10]]) { _ in .audioXMod },
    Node("MED", ["MMD0", "MMD1", "MMD2", "MMD3"]) { _ in .audioXMod },
    // Composer 669: a two-letter mark, confirmed by its tables.
    Node("Composer 669", ["if", "JN"], text: .confirmedByStructure) {
      NativeSniffer.isComposer669($0) ? .audioXMod : nil
    },
    Node("MP3 with ID3", ["ID3"], text: .confirmedByStructure) {
      WeakSignature.id3Header($0) ? .audioMpeg : nil
    },
    .signature("MIDI", [0x4D, 0x54, 0x68, 0x64, 0, 0, 0, 6], .audioMidi),
    .signature("AMR", "#!AMR", .audioAMR),
    Node("WavPack", ["wvpk"], text: .confirmedByStructure) {
      WeakSignature.wavPackHeader($0) ? .audioXWavpack : nil
    },
    Node("Monkey's Audio", ["MAC "], text: .confirmedByStructure) {
      WeakSignature.apeVersion($0) ? .audioXApe : nil
    },
    .signature("Core Audio", [0x63, 0x61, 0x66, 0x66, 0x00, 0x01], .audioXCaf),
    .signature("Creative Voice", "Creative Voice File\u{1A}", .audioXVoc),
    Node("SoX", [".SoX", "XoS."]) { _ in .audioXSox },
    Node("True Audio", ["TTA1"], text: .confirmedByStructure) {
      WeakSignature.ttaHeader($0) ? .audioXTta : nil
    },
    Node("Musepack", ["MPCK", "MP+"]) { b in
      b.has("MPCK") || (b.count > 3 && b[3] & 0x0F == 7) ? .audioXMusepack : nil
    },
    .signature("IVF", [0x44, 0x4B, 0x49, 0x46, 0x00, 0x00], .videoXIvf),
    .signature("YUV4MPEG2", "YUV4MPEG2 ", .videoXYuv4mpeg),
    .signature("RoQ", [0x84, 0x10, 0xFF, 0xFF, 0xFF, 0xFF], .videoXRoq),
    // GXF: a packet header (0, 0, 0, 0, 1, type) and its trailer E1 E2.
    Node("GXF", [[0, 0, 0, 0, 1, 0xBC]]) { $0.has([0xE1, 0xE2], at: 14) ? .videoXGxf : nil },
    // MLP and Dolby TrueHD: a major sync word four bytes in.
    Node(
      "MLP / TrueHD",
      [Signature([0xF8, 0x72, 0x6F, 0xBA], at: 4), Signature([0xF8, 0x72, 0x6F, 0xBB], at: 4)]
    ) {
      _ in .audioVndDolbyMlp
    },
    .signature("DTS-HD", "DTSHDHDR", .audioVndDtsHd),
    .signature("AC-3", [0x0B, 0x77], .audioAc3),
    // DTS core sync word (big-endian and 14-bit little-endian forms).
    Node("DTS", [[0x7F, 0xFE, 0x80, 0x01], [0xFE, 0x7F, 0x01, 0x80], [0x1F, 0xFF, 0xE8, 0x00]]) { _ in
      .audioVndDts
    },
    .signature("MPEG video sequence", [0x00, 0x00, 0x01, 0xB3], .videoMpeg),
    // A program stream whose packets are all audio is audio.
    Node("MPEG program stream", [[0x00, 0x00, 0x01, 0xBA]]) { b in
      let streams = NativeSniffer.pesStreams(b)
      return streams.audio && !streams.video ? .audioXMpegPs : .videoMpeg
    },
    // MPEG transport stream: 0x47 every 188 bytes; M2TS: every 192 from 4.
    // The PAT and PMT stream types decide audio from video.
    Node("MPEG transport stream", [], text: .confirmedByStructure) { b in
      let stride =
        WeakSignature.transportStream(b, stride: 188, first: 0)
        ? 188 : WeakSignature.transportStream(b, stride: 192, first: 4) ? 192 : 0
      guard stride > 0 else { return nil }
      let streams = NativeSniffer.transportStreams(b, stride: stride, first: stride == 188 ? 0 : 4)
      return streams.audio && !streams.video ? .audioXMpegTs : .videoMp2t
    },
    // AAC in LATM, LOAS-framed: the sync word 0x2B7, frame after frame.
    Node("LOAS", [[0x56]], NativeSniffer.loas),
    // AAC ADTS and MPEG audio frames: sync bits, then sane header fields.
    Node("ADTS / MPEG audio frames", [[0xFF]]) { b in
      guard b.count >= 4 else { return nil }
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
    Node("GIF", ["GIF87a", "GIF89a"]) { _ in .imageGif },
    Node("BMP", ["BM"]) { b in b.count >= 26 && b[14] != 0 && b[15] == 0 ? .imageBmp : nil },
    // OS/2 icons, pointers and bitmap arrays: two letters, confirmed by
    // the bitmap header after them.
    Node("OS/2 icon, pointer, bitmap array", ["IC", "CI", "PT", "CP", "BA"], text: .confirmedByStructure) {
      NativeSniffer.os2Bitmap($0)
    },
    .signature("Photoshop", "8BPS", .imageVndAdobePhotoshop),
    Node("ICO", [[0x00, 0x00, 0x01, 0x00]]) { b in
      b.count > 6 && b[4] != 0 && b[5] == 0 ? .imageVndMicrosoftIcon : nil
    },
    Node("JPEG XL", [[0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20], [0xFF, 0x0A]]) { _ in .imageJxl },
    .signature("Fuji RAF", "FUJIFILMCCD-RAW", .imageXFujiRaf),
    Node("DPX", ["SDPX", "XPDS"]) { _ in .imageXDpx },
    .signature("QOI", "qoif", .imageQoi),
    Node("SGI", [[0x01, 0xDA]]) { b in b.count > 3 && b[2] <= 1 && b[3] >= 1 && b[3] <= 2 ? .imageXSgi : nil
    },
    .signature("PAM", "P7\n", .imageXPortableAnymap),
    // Netpbm's ASCII forms are text: the magic, blanks, comments, digits.
    Node("Netpbm", ["P1", "P2", "P3", "P4", "P5", "P6"], text: .isTheFormat, NativeSniffer.netpbm),
    Node("Radiance HDR", ["#?RADIANCE", "#?RGBE"]) { _ in .imageVndRadiance },
    .signature("BPG", [0x42, 0x50, 0x47, 0xFB], .imageBpg),
    Node("DDS", ["DDS "], text: .confirmedByStructure) { WeakSignature.ddsHeader($0) ? .imageXDds : nil },
    .signature("Apple icon", "icns", .imageXIcns),
    // X Window dump: header size, then file version 7 (big-endian).
    Node("X Window dump", [Signature([0, 0, 0, 7], at: 4)]) { b in
      b.bigEndian32(at: 0) >= 100 && b.bigEndian32(at: 0) < 4_096 ? .imageXXwindowdump : nil
    },
    .signature("Minolta MRW", [0x00, 0x4D, 0x52, 0x4D], .imageXMinoltaMrw),
    // FITS: 80-column header cards, `SIMPLE  =` whose value is `T` in
    // column 30 (blanks before it), then `BITPIX` as the second card; a
    // header alone is text.
    Node("FITS", ["SIMPLE  ="], text: .isTheFormat) { b in
      b.count >= 88 && b[29] == UInt8(ascii: "T") && (9..<29).allSatisfy { b[$0] == 0x20 }
        && b.has("BITPIX  =", at: 80) ? .applicationFits : nil
    },
    Node("Kodak Photo CD", [.at(0x800, "PCD_IPI")]) { _ in .imageXPhotoCd },
    // Kyocera's camera raw (the Contax N Digital): a 156-byte header
    // whose strings are stored backwards, "KYOCERA" at byte 25.
    Node("Kyocera RAW", [.at(25, "ARECOYK")]) { _ in .imageXKyoceraRaw },
    // TIFF and the camera RAW formats built on it.
    Node("TIFF", ["II", "MM"], NativeSniffer.tiffFamily),
    Node("EMF", [[0x01, 0x00, 0x00, 0x00]], NativeSniffer.emf),
    // PCX: one byte (10) and a version, confirmed by its run-length
    // encoding byte (1), a bit depth and a window that is not inverted.
    Node("PCX", [[0x0A]]) { b in
      guard b.count >= 128, [0, 2, 3, 4, 5].contains(b[1]), b[2] == 1, [1, 2, 4, 8].contains(b[3]) else {
        return nil
      }
      let (xMin, yMin, xMax, yMax) = (
        b.littleEndian16(at: 4), b.littleEndian16(at: 6), b.littleEndian16(at: 8), b.littleEndian16(at: 10)
      )
      return xMin <= xMax && yMin <= yMax ? .imageVndZbrushPcx : nil
    },
    // WBMP has two zero bytes for a magic: the file's exact size confirms it.
    Node("WBMP", [[0x00, 0x00]], .source(NativeSniffer.wbmp)),
  ]

  // MARK: 3. Archives

  static let archives: [Node] = [
    // Zip: the local headers' entry names say OOXML, ODF, EPUB, JAR, APK…;
    // when they decide nothing (a streamed entry first), the central
    // directory at the file's end names every entry.
    Node(
      "zip",
      [NativeSniffer.localHeader, NativeSniffer.spanningMark, NativeSniffer.endRecord].map { Signature($0) },
      .source { source in
        guard let type = NativeSniffer.zip(source.prefix) else { return nil }
        guard type == .applicationZip else { return type }
        return NativeSniffer.zipEnd(of: source, longestComment: NativeSniffer.longestZipComment) ?? type
      }),
    .signature("RAR", [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07], .applicationVndRar),
    Node("bzip2", ["BZh"], text: .confirmedByStructure) {
      WeakSignature.bzip2Block($0) ? .applicationXBzip : nil
    },
    Node("lzip", ["LZIP"]) { b in b.count > 5 && b[4] <= 1 ? .applicationXLzip : nil },
    .signature("LZ4", [0x04, 0x22, 0x4D, 0x18], .applicationXLz4),
    Node("cabinet", ["MSCF"], text: .confirmedByStructure) {
      WeakSignature.cabinetHeader($0) ? .applicationVndMsCabCompressed : nil
    },
    // Debian packages and `ar` archives are text up to their members: a
    // member header (its `` ` `` and newline at 66) confirms them.
    Node("Debian package", ["!<arch>\ndebian"], text: .isTheFormat) { b in
      b.has([0x60, 0x0A], at: 66) ? .applicationVndDebianBinaryPackage : nil
    },
    Node("ar", ["!<arch>\n"], text: .isTheFormat) { b in
      b.count >= 68 && b.has([0x60, 0x0A], at: 66) ? .applicationXArchive : nil
    },
    .signature("RAR 1.4", [0x52, 0x45, 0x7E, 0x5E], .applicationVndRar),
    .signature("InstallShield cabinet", "ISc(", .applicationXInstallshieldCab),
    .signature("RPM", [0xED, 0xAB, 0xEE, 0xDB], .applicationXRpm),
    // tar: `ustar` at 257 with a header whose checksum holds, or a V7
    // header (no magic) whose checksum holds.
    Node("tar", [.at(257, "ustar")], text: .confirmedByStructure) {
      NativeSniffer.tarChecksumHolds($0) ? .applicationXTar : nil
    },
    Node("V7 tar", [], text: .confirmedByStructure) { NativeSniffer.isV7Tar($0) ? .applicationXTar : nil },
    // ISO 9660: a volume descriptor's type and version around `CD001`.
    Node(
      "ISO 9660", [.at(32_769, "CD001"), .at(34_817, "CD001"), .at(36_865, "CD001")],
      text: .confirmedByStructure,
      NativeSniffer.iso9660),
    // Apple's UDIF: the `koly` trailer, confirmed by its version and size.
    Node("Apple disk image", [.at(-512, "koly")], text: .confirmedByStructure) { b in
      NativeSniffer.udifTrailer(b) ? .applicationXAppleDiskimage : nil
    },
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
    Node("cpio (ASCII)", ["07070"], text: .confirmedByStructure) {
      WeakSignature.asciiCPIO($0) ? .applicationXCpio : nil
    },
    Node("cpio (binary)", [[0xC7, 0x71], [0x71, 0xC7]]) { _ in .applicationXCpio },
  ]

  // MARK: 3–4. Documents, and binary signatures that look like text

  // These formats are text themselves (or may be): text that opens this
  // way is the format (``TextRule/isTheFormat``).
  static let documents: [Node] = [
    Node("PDF", ["%PDF-"], text: .isTheFormat) { _ in .applicationPdf },
    // Encapsulated PostScript is an image (freedesktop's image/x-eps): its
    // first line says EPSF; the DOS binary form has its own header.
    .signature("EPS (DOS binary)", [0xC5, 0xD0, 0xD3, 0xC6], .imageXEps),
    // A Type 1 font is a PostScript program that says so on its first line.
    Node("PostScript", ["%!PS", "%!FontType1-1."], text: .isTheFormat) { b in
      if b.has("%!PS-AdobeFont-1.") || b.has("%!FontType1-1.") { return .applicationXFontType1 }
      return NativeSniffer.isEPS(b) ? .imageXEps : .applicationPostscript
    },
    Node("RTF", ["{\\rtf"], text: .isTheFormat) { _ in .applicationRtf },
    // OLE compound files: Word, Excel, PowerPoint, Outlook, MSI by their
    // directory; anything else is left to the rules after the tree.
    Node("OLE compound file", [[0xD0, 0xCF, 0x11, 0xE0]], NativeSniffer.compoundFile),
    .signature("DjVu", "AT&TFORM", .imageVndDjvu),
    Node("Mobipocket", [.at(60, "BOOKMOBI")]) { _ in .applicationXMobipocketEbook },
    Node("BitTorrent", ["d8:announce", "d13:announce", "d7:comment"], text: .isTheFormat) { _ in
      .applicationXBittorrent
    },
    Node("WebVTT", ["WEBVTT"], text: .isTheFormat) { _ in .textVtt },
    // HTML and XML after an optional BOM and white space; the classic case
    // is an HTML error page saved under a video's name.
    Node(
      "HTML / XML / SVG", [[0xEF, 0xBB, 0xBF], [0x20], [0x09], [0x0A], [0x0D], "<"], text: .isTheFormat,
      NativeSniffer.markup),
  ]

  // MARK: 3. Programs and fonts

  // Their answers name a file no app opens, but `classify --mime-type`
  // users read them: the names are file(1)'s.
  static let programs: [Node] = [
    // ELF: the type field, then (for a shared object) the PIE flag in the
    // dynamic section, read where the program headers place it.
    Node("ELF", [[0x7F, 0x45, 0x4C, 0x46]], .source(NativeSniffer.elf)),
    // A Windows program: the DOS header's pointer to `PE\0\0`.
    Node("PE", ["MZ"], .source(NativeSniffer.portableExecutable)),
    // A Java module: `JM`, its version, then a zip.
    Node("Java module", [[0x4A, 0x4D, 0x01, 0x00, 0x50, 0x4B, 0x03, 0x04]]) { _ in .applicationXJavaJmod },
    // TrueType's version word also opens GTK's icon caches: the table
    // directory confirms a font.
    Node("TrueType", [[0x00, 0x01, 0x00, 0x00, 0x00]], NativeSniffer.trueType),
  ]
}
