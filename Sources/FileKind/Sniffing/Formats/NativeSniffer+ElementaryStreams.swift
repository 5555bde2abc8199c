#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streams without a container: raw H.264 and HEVC, MLP/TrueHD, Musepack,
/// MPEG audio frames of every layer and ADTS (at the start or behind
/// junk), and AAC in LATM framed by LOAS.
extension NativeSniffer {
  /// MPEG audio or ADTS frames at the start: sync bits, sane header
  /// fields, and a stream of them: the next frame, with the same version,
  /// layer and sample rate, where the first ends, or the file's end there
  /// (a file shorter than its first frame is none). Layer I, whose header
  /// is also UTF-16's byte order mark, shows ``framesInARow`` frames.
  static func audioFrames(_ b: Bytes) -> KnownType? {
    guard b.count >= 6, let first = frameHeader(b, at: 0) else { return nil }
    let type: KnownType = first.adts ? .audioAac : .audioMpeg
    if !first.adts && b[1] & 0x06 == 0x06 { return frameRun(b, at: 0) }
    if first.length == b.count { return type }
    guard let second = frameHeader(b, at: first.length), second.key == first.key else { return nil }
    return type
  }

  /// The AC-3 bitrates (kbit/s) that frame size codes 0 to 37 name, two
  /// codes a rate.
  static let ac3Bitrates = [
    32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 576, 640,
  ]

  /// The length in bytes of the AC-3 or E-AC-3 frame at `at`, from its
  /// sync information: AC-3's sample rate and frame size codes (bit stream
  /// identification up to 10), E-AC-3's frame size field (11 to 16);
  /// `nil` when a field is invalid.
  static func ac3FrameLength(_ b: Bytes, at: Int) -> Int? {
    guard at + 6 <= b.count, b[at] == 0x0B, b[at + 1] == 0x77 else { return nil }
    let identification = Int(b[at + 5] >> 3)
    if identification <= 10 {
      let rate = Int(b[at + 4] >> 6)
      let code = Int(b[at + 4] & 0x3F)
      guard rate != 3, code < 38 else { return nil }
      let kbps = ac3Bitrates[code >> 1]
      // Words of 16 bits at 48, 44.1 and 32 kHz (44.1 kHz frames alternate
      // in length, by the code's low bit).
      switch rate {
      case 0: return kbps * 4
      case 1: return (kbps * 320 / 147 + (code & 1)) * 2
      default: return kbps * 6
      }
    }
    guard identification <= 16 else { return nil }
    return ((Int(b[at + 2] & 0x07) << 8 | Int(b[at + 3])) + 1) * 2
  }

  /// AC-3 or E-AC-3: a frame whose sync information is valid, then the
  /// next frame's sync word where it ends, or the file's end there.
  static func ac3(_ b: Bytes) -> KnownType? {
    guard let length = ac3FrameLength(b, at: 0) else { return nil }
    return length == b.count || ac3FrameLength(b, at: length) != nil ? .audioAc3 : nil
  }

  /// An H.264 or HEVC Annex B stream: a start code, then a parameter set.
  static func elementaryVideo(_ b: Bytes) -> KnownType? {
    // MPEG-4 Part 2: a visual object sequence, or a video object layer.
    if b.has([0, 0, 1, 0xB0])
      || (b.has([0, 0, 1]) && b.count > 3 && b[3] <= 0x2F && b.contains([0, 0, 1, 0x20], within: 64))
    {
      return .videoMp4
    }
    let start = b.has([0, 0, 0, 1]) ? 4 : b.has([0, 0, 1]) ? 3 : -1
    guard start > 0, start < b.count else { return nil }
    let header = b[start]
    guard header & 0x80 == 0 else { return nil }  // forbidden_zero_bit
    // HEVC: a VPS (type 32), SPS (33), PPS (34), AUD (35) or SEI (39).
    if b.count > start + 1 && b[start + 1] == 0x01 {
      let type = (header >> 1) & 0x3F
      if [32, 33, 34, 35, 39].contains(type) && hasStartCode(b, withNAL: { ($0 >> 1) & 0x3F == 33 }) {
        return .videoH265
      }
    }
    // H.264: an SPS (7), PPS (8), AUD (9) or SEI (6), and an SPS somewhere.
    let type = header & 0x1F
    if [6, 7, 8, 9].contains(type) && hasStartCode(b, withNAL: { $0 & 0x1F == 7 && $0 & 0x80 == 0 }) {
      return .videoH264
    }
    return nil
  }

  /// Whether a start code in the first 4 KiB introduces a NAL unit whose
  /// header byte passes `test`.
  static func hasStartCode(_ b: Bytes, withNAL test: (UInt8) -> Bool) -> Bool {
    var i = 0
    let limit = Swift.min(b.count - 4, 4_096)
    while i < limit {
      if b[i] == 0 && b[i + 1] == 0 && b[i + 2] == 1 && test(b[i + 3]) { return true }
      i += 1
    }
    return false
  }

  /// MLP and Dolby TrueHD: a major sync word four bytes in.
  static func losslessAudio(_ b: Bytes) -> KnownType? {
    if b.has([0xF8, 0x72, 0x6F, 0xBA], at: 4) { return .audioVndDolbyMlp }
    if b.has([0xF8, 0x72, 0x6F, 0xBB], at: 4) { return .audioVndDolbyMlp }
    return nil
  }

  /// How far into a file frames are looked for behind junk: 64 KiB, as far
  /// as FFmpeg's MP3 demuxer searches for a first frame after the tags
  /// before it gives up (players that search less, such as mpg123 by
  /// default, would not play a file whose frames start later). It is also
  /// the sniff prefix, so the search reads nothing more.
  static let junkScanLimit = 64 * 1_024

  /// Frames in a row that make a stream: random bytes hold a stray sync
  /// word now and then, never four frames whose headers agree and whose
  /// lengths lead from one to the next.
  static let framesInARow = 4

  /// An MPEG audio (layer I, II or III) or ADTS stream behind junk: the first
  /// offset within ``junkScanLimit`` where ``framesInARow`` frames follow
  /// each other with consistent headers, or where a layer III frame carries
  /// its stream's Xing, Info or VBRI header.
  static func framesAfterJunk(_ b: Bytes) -> KnownType? {
    let end = Swift.min(b.count, junkScanLimit)
    // The scan reads the first `end` bytes in place: they are read first.
    guard end >= 4, b.canRead(upTo: end), let base = b.readSoFar.baseAddress else { return nil }
    var at = 0
    // From one 0xFF (a sync word's first byte) to the next, found by the C
    // library's byte search: a prefix holds a few hundred at most, but
    // where it holds a run of them.
    while at < end - 3, let hit = memchr(base + at, 0xFF, end - 3 - at) {
      at = UnsafeRawPointer(hit) - base
      let second = base.load(fromByteOffset: at + 1, as: UInt8.self)
      // A run of 0xFF (white pixels, padding) holds no frame but at its
      // end: crossed eight bytes at a time. (Two alone may be a layer I
      // header, whose third byte is never 0xFF.)
      if second == 0xFF && base.load(fromByteOffset: at + 2, as: UInt8.self) == 0xFF {
        while at + 9 <= end && base.loadUnaligned(fromByteOffset: at + 1, as: UInt64.self) == .max { at += 8 }
        at += 1
        continue
      }
      // A sync word with layer II or III, or ADTS, before the full check.
      if second & 0xF6 == 0xF0 || (second & 0xE0 == 0xE0 && second & 0x06 != 0),
        let first = frameHeader(b, at: at)
      {
        if let type = frameRun(b, first: first, at: at) { return type }
        // One layer III frame is enough when it carries its stream's Xing
        // or VBRI header.
        if at > 0 && !first.adts && (first.key >> 2) & 3 == 1 && isTaggedFrame(b, at: at) {
          return .audioMpeg
        }
      }
      at += 1
    }
    return nil
  }

  /// The stream type when ``framesInARow`` consistent frames start at `at`.
  static func frameRun(_ b: Bytes, at start: Int) -> KnownType? {
    guard let first = frameHeader(b, at: start) else { return nil }
    return frameRun(b, first: first, at: start)
  }

  /// The same, the first frame's header read already.
  static func frameRun(
    _ b: Bytes, first: (length: Int, adts: Bool, key: Int), at start: Int
  ) -> KnownType? {
    var at = start + first.length
    for _ in 1..<framesInARow {
      guard let header = frameHeader(b, at: at), header.key == first.key else { return nil }
      at += header.length
    }
    return first.adts ? .audioAac : .audioMpeg
  }

  /// A frame header at `at`: its length, whether it is ADTS, and what
  /// must not change from frame to frame (version, layer, sample rate).
  static func frameHeader(_ b: Bytes, at: Int) -> (length: Int, adts: Bool, key: Int)? {
    guard at + 6 <= b.count, b[at] == 0xFF else { return nil }
    if b[at + 1] & 0xF6 == 0xF0 {
      // ADTS: sampling index and profile stay; the length is 13 bits.
      let rate = Int(b[at + 2] >> 2) & 0xF
      guard rate < 13 else { return nil }
      let length = Int(b[at + 3] & 3) << 11 | Int(b[at + 4]) << 3 | Int(b[at + 5] >> 5)
      guard length >= 7 else { return nil }
      return (length, true, 0x1000 | rate << 4 | Int(b[at + 2] >> 6))
    }
    return mpegFrame(b, at: at).map { ($0.length, false, $0.key) }
  }

  /// An MPEG audio frame header (ISO/IEC 11172-3 and 13818-3, layers I, II
  /// and III) at `at`: its length, its layer field (3 is layer I, 2 layer
  /// II, 1 layer III), and what must not change from frame to frame
  /// (version, layer, sample rate); `nil` when a field is invalid.
  static func mpegFrame(_ b: Bytes, at: Int) -> (length: Int, layer: Int, key: Int)? {
    guard at + 3 <= b.count, b[at] == 0xFF, b[at + 1] & 0xE0 == 0xE0 else { return nil }
    let version = Int(b[at + 1] >> 3) & 3
    let layer = Int(b[at + 1] >> 1) & 3
    let bitrate = Int(b[at + 2] >> 4)
    let rate = Int(b[at + 2] >> 2) & 3
    guard version != 1, layer != 0, bitrate != 0, bitrate != 15, rate != 3 else { return nil }
    let mpeg1 = version == 3
    // The tables' rows: MPEG-1 layer I, II, III, then MPEG-2 and 2.5 layer
    // I, and layers II and III (which share theirs).
    let row = mpeg1 ? (layer == 3 ? 0 : layer == 2 ? 1 : 2) : (layer == 3 ? 3 : 4)
    let kbps = mpegBitrates[row * 15 + bitrate]
    let sampleRate = mpegSampleRates[(mpeg1 ? 0 : version == 2 ? 3 : 6) + rate]
    let padding = Int(b[at + 2] >> 1) & 1
    let length: Int
    if layer == 3 {
      // Layer I counts four-byte slots.
      length = (12 * kbps * 1000 / sampleRate + padding) * 4
    } else {
      let slots = mpeg1 || layer == 2 ? 144 : 72
      length = slots * kbps * 1000 / sampleRate + padding
    }
    guard length > 4 else { return nil }
    return (length, layer, version << 4 | layer << 2 | rate)
  }

  /// Bit rates in kbit/s by bitrate index, 15 a row: MPEG-1 layers I, II
  /// and III, MPEG-2 (and 2.5) layer I, then their layers II and III.
  static let mpegBitrates: [Int] = [
    0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448,
    0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384,
    0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320,
    0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256,
    0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160,
  ]

  /// Sample rates by index, 3 a row: MPEG-1, MPEG-2, MPEG-2.5.
  static let mpegSampleRates: [Int] = [44_100, 48_000, 32_000, 22_050, 24_000, 16_000, 11_025, 12_000, 8_000]

  /// AAC in LATM, in its LOAS framing (ISO/IEC 14496-3, 1.7.2): each frame
  /// opens with the 11-bit sync word 0x2B7 and a 13-bit length, and
  /// ``framesInARow`` frames must lead one to the next (the first byte,
  /// `V`, is prose's too).
  static func loas(_ b: Bytes) -> KnownType? {
    var at = 0
    var frames = 0
    while frames < framesInARow && at + 3 <= b.count {
      guard b[at] == 0x56, b[at + 1] & 0xE0 == 0xE0 else { return nil }
      let length = Int(b[at + 1] & 0x1F) << 8 | Int(b[at + 2])
      guard length > 0 else { return nil }
      at += 3 + length
      frames += 1
    }
    // A short file may hold fewer frames: two that chain to its end do.
    return frames == framesInARow || (frames >= 2 && at >= b.count) ? .audioXMp4aLatm : nil
  }

  /// Musepack: `MPCK` (stream version 8), or `MP+` with stream version 7.
  static func musepack(_ b: Bytes) -> KnownType? {
    b.has("MPCK") || (b.count > 3 && b[3] & 0x0F == 7) ? .audioXMusepack : nil
  }

  /// Musepack stream versions 4 to 6, which have no magic: the first
  /// little-endian 32-bit word holds the bitrate (9 bits, 0: only variable
  /// bitrate was ever written), intensity stereo (1 bit, never used), mid/side
  /// stereo, the stream version (10 bits), the highest band (5 bits) and the
  /// block size (6 bits, always 1), as the reference decoder reads and
  /// checks them; the frame count follows (32 bits from version 5, the
  /// high 16 bits of the word before). The file may then be no longer than
  /// its frames at the highest Musepack bitrate (2,048 bytes a frame, 600
  /// kbit/s), so a header before bytes that are not its frames is refused;
  /// a file cut short is still Musepack.
  static func musepackWithoutMagic(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 8 else { return nil }
    let word = b.littleEndian32(at: 0)
    let version = (word >> 11) & 0x3FF
    guard word >> 22 == 0, word & 0x3F == 1, (4...6).contains(version), (word >> 6) & 0x1F > 0 else {
      return nil
    }
    let second = b.littleEndian32(at: 4)
    let frames = Int64(version >= 5 ? second : second >> 16)
    let payload = source.size - 8
    // No longer than its frames can be; shorter is a file cut short (a
    // header saved alone, a download broken off), still Musepack.
    guard frames > 0, payload <= frames * 2_048 else { return nil }
    return .audioXMusepack
  }
}
