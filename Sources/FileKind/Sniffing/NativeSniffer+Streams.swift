/// Media without a container header of their own, or with a header that
/// does not say what it holds: raw elementary streams (H.264, HEVC,
/// MPEG-4 video, MLP/TrueHD), and the MPEG program and transport streams,
/// AVI, FLV and RealMedia files whose streams decide audio from video.
extension NativeSniffer {
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

  /// What a PES stream id carries: video (0xE0–0xEF), audio (MPEG audio
  /// 0xC0–0xDF, private stream 1 with AC-3, DTS or LPCM).
  static func pesKind(_ id: UInt8) -> (video: Bool, audio: Bool) {
    ((id >= 0xE0 && id <= 0xEF), (id >= 0xC0 && id <= 0xDF) || id == 0xBD)
  }

  /// An MPEG program stream walked by its structure: pack headers, the
  /// system header and PES packets, each skipped by its own length, so
  /// only the stream ids at PES starts count (never bytes inside a payload).
  static func pesStreams(_ b: Bytes) -> (video: Bool, audio: Bool) {
    var (video, audio) = (false, false)
    var at = 0
    var steps = 0
    while at + 6 <= b.count && steps < 4_096 && b.has([0, 0, 1], at: at) {
      steps += 1
      let id = b[at + 3]
      if id == 0xBA {
        // MPEG-2 packs are 14 bytes plus stuffing; MPEG-1 packs 12.
        if b[at + 4] & 0xC0 == 0x40 {
          guard at + 14 <= b.count else { break }
          at += 14 + Int(b[at + 13] & 0x07)
        } else {
          at += 12
        }
        continue
      }
      if id == 0xB9 { break }  // end of the program stream
      if id == 0xB3 { video = true }  // a bare sequence header
      let kind = pesKind(id)
      video = video || kind.video
      audio = audio || kind.audio
      if video { break }
      at += 6 + (Int(b[at + 4]) << 8 | Int(b[at + 5]))
    }
    return (video, audio)
  }

  /// An MPEG transport stream's contents, from its tables: the program
  /// association table names each program's map, and the map lists each
  /// elementary stream's type. Without a map in the prefix, the stream ids
  /// at the PES starts of packets decide instead.
  static func transportStreams(_ b: Bytes, stride: Int, first: Int) -> (video: Bool, audio: Bool) {
    // The program maps' PIDs, at most 16, on the stack (sniffing allocates nothing).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { pids in
      transportStreams(b, stride: stride, first: first, mapPIDs: pids)
    }
  }

  static func transportStreams(
    _ b: Bytes, stride: Int, first: Int, mapPIDs: UnsafeMutableBufferPointer<Int>
  ) -> (video: Bool, audio: Bool) {
    var maps = 0
    func isMap(_ pid: Int) -> Bool { (0..<maps).contains { mapPIDs[$0] == pid } }
    var (video, audio) = (false, false)
    var sawMap = false
    var (pesVideo, pesAudio) = (false, false)
    var packet = first
    while packet + 188 <= b.count {
      defer { packet += stride }
      guard b[packet] == 0x47 else { break }
      let start = b[packet + 1] & 0x40 != 0
      let pid = Int(b[packet + 1] & 0x1F) << 8 | Int(b[packet + 2])
      let adaptation = (b[packet + 3] >> 4) & 3
      var payload = packet + 4
      if adaptation == 2 || adaptation == 0 { continue }
      if adaptation == 3 { payload += 1 + Int(b[payload]) }
      let end = packet + 188
      guard start, payload < end else { continue }
      if pid == 0 || isMap(pid) {
        // A section: pointer field, then table id and section length.
        let table = payload + 1 + Int(b[payload])
        guard table + 3 <= end else { continue }
        let length = Int(b[table + 1] & 0x0F) << 8 | Int(b[table + 2])
        let sectionEnd = Swift.min(end, table + 3 + length - 4)  // without the CRC
        if pid == 0 && b[table] == 0x00 {
          var entry = table + 8
          while entry + 4 <= sectionEnd {
            let program = Int(b[entry]) << 8 | Int(b[entry + 1])
            let map = Int(b[entry + 2] & 0x1F) << 8 | Int(b[entry + 3])
            if program != 0 && !isMap(map) && maps < mapPIDs.count {
              mapPIDs[maps] = map
              maps += 1
            }
            entry += 4
          }
        } else if b[table] == 0x02, table + 12 <= sectionEnd {
          sawMap = true
          let programInfo = Int(b[table + 10] & 0x0F) << 8 | Int(b[table + 11])
          var entry = table + 12 + programInfo
          while entry + 5 <= sectionEnd {
            let type = b[entry]
            let infoLength = Int(b[entry + 3] & 0x0F) << 8 | Int(b[entry + 4])
            let kind = streamTypeKind(
              type, descriptors: b, entry + 5..<Swift.min(sectionEnd, entry + 5 + infoLength))
            video = video || kind.video
            audio = audio || kind.audio
            entry += 5 + infoLength
          }
        }
      } else if b.has([0, 0, 1], at: payload), payload + 3 < end {
        let kind = pesKind(b[payload + 3])
        pesVideo = pesVideo || kind.video
        pesAudio = pesAudio || kind.audio
      }
    }
    // A map that lists only stream types FileKind does not know decides
    // nothing: the stream ids at PES starts decide, as without a map.
    return sawMap && (video || audio) ? (video, audio) : (pesVideo, pesAudio)
  }

  /// Stream types that carry video (ISO/IEC 13818-1 Table 2-34, and the
  /// ATSC and Blu-ray registrations): MPEG-1 and 2 video, MPEG-4 part 2,
  /// H.264 and its SVC and MVC layers, HEVC and its layers, JPEG 2000,
  /// JPEG XS, VVC, EVC, AVS, Dirac, VC-1, DigiCipher II.
  static let videoStreamTypes: Set<UInt8> = [
    0x01, 0x02, 0x10, 0x1B, 0x1E, 0x1F, 0x20, 0x21, 0x24, 0x25, 0x27, 0x28, 0x29, 0x2A, 0x32, 0x33, 0x34,
    0x35, 0x42, 0x80, 0xD1, 0xEA,
  ]

  /// Stream types that carry audio: MPEG-1 and 2 audio, AAC in ADTS, LATM
  /// and raw, MPEG-H 3D Audio (main and auxiliary), MPEG-4 audio
  /// extensions, and the ATSC, SCTE and Blu-ray registrations (AC-3,
  /// E-AC-3, DTS, DTS-HD, TrueHD, LPCM, secondary audio).
  static let audioStreamTypes: Set<UInt8> = [
    0x03, 0x04, 0x0F, 0x11, 0x1C, 0x2D, 0x2E, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x8A, 0xA1, 0xA2,
  ]

  /// What a program map's stream type carries; an unknown type carries
  /// neither. Private data (0x06) and user-private types are audio or
  /// video when their descriptors say so: DVB's AC-3, E-AC-3, DTS, AAC and
  /// AC-4 descriptors, ATSC's AC-3, or a registration descriptor whose
  /// format identifier names a codec.
  static func streamTypeKind(_ type: UInt8, descriptors b: Bytes, _ range: Range<Int>) -> (
    video: Bool, audio: Bool
  ) {
    if videoStreamTypes.contains(type) { return (true, false) }
    if audioStreamTypes.contains(type) { return (false, true) }
    guard type == 0x06 || type >= 0x80 else { return (false, false) }
    var at = range.lowerBound
    while at + 2 <= range.upperBound {
      let tag = b[at]
      let length = Int(b[at + 1])
      switch tag {
      case 0x6A, 0x7A, 0x7B, 0x7C, 0x81: return (false, true)  // AC-3, E-AC-3, DTS, AAC, ATSC AC-3
      case 0x7F where length >= 1 && at + 2 < range.upperBound:
        // DVB's extension descriptor: AC-4 (0x15), DTS-HD (0x0E), DTS-UHD (0x21), audio preselection (0x19).
        if [0x0E, 0x15, 0x19, 0x21].contains(b[at + 2]) { return (false, true) }
      case 0x05 where length >= 4 && at + 6 <= range.upperBound:
        let format = b.bigEndian32(at: at + 2)
        if registeredAudio.contains(format) { return (false, true) }
        if registeredVideo.contains(format) { return (true, false) }
      default: break
      }
      at += 2 + length
    }
    return (false, false)
  }

  /// Format identifiers of registration descriptors (SMPTE-RA) that name
  /// an audio codec: AC-3, E-AC-3, AC-4, DTS (three frame sizes), Opus,
  /// SMPTE 302M PCM (`BSSD`), MLP and MPEG-H (`mhm1`).
  static let registeredAudio: Set<UInt32> = Set(
    ["AC-3", "EAC3", "AC-4", "DTS1", "DTS2", "DTS3", "Opus", "BSSD", "mlpa", "mhm1"].map(fourCC))

  /// Format identifiers that name a video codec: HEVC, VC-1, AVS, Dirac.
  static let registeredVideo: Set<UInt32> = Set(["HEVC", "VC-1", "AVSV", "drac"].map(fourCC))

  static func fourCC(_ text: String) -> UInt32 { text.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

  /// An AVI's stream types, walked by chunk sizes: `RIFF AVI ` → `LIST hdrl`
  /// → `LIST strl` → `strh`, whose first four bytes say `vids` or `auds`.
  /// Every chunk is clamped to its parent and to the prefix, and each step
  /// moves at least eight bytes.
  static func aviStreams(_ b: Bytes) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    // `body` gets each chunk's start and its data, both inside `range`,
    // and says whether to go on. A chunk's size is read, never trusted.
    func chunks(in range: Range<Int>, _ body: (_ id: Int, _ data: Range<Int>) -> Bool) {
      var at = range.lowerBound
      while at + 8 <= range.upperBound {
        let size = Int(b.littleEndian32(at: at + 4))
        let end = Swift.min(range.upperBound, at + 8 + size)
        guard body(at, (at + 8)..<end) else { return }
        at = at + 8 + size + (size & 1)
      }
    }
    // A list's own chunks follow its four-letter type, when it has room
    // for one.
    func listBody(_ data: Range<Int>) -> Range<Int> {
      Swift.min(data.lowerBound + 4, data.upperBound)..<data.upperBound
    }
    chunks(in: 12..<b.count) { header, data in
      // The header list comes before the media (`LIST movi`); other
      // chunks (`JUNK`, `idx1`) are stepped over.
      guard b.has("LIST", at: header) else { return true }
      if b.has("movi", at: data.lowerBound) { return false }
      guard b.has("hdrl", at: data.lowerBound) else { return true }
      chunks(in: listBody(data)) { list, streams in
        guard b.has("LIST", at: list), b.has("strl", at: streams.lowerBound) else { return true }
        chunks(in: listBody(streams)) { chunk, fields in
          guard b.has("strh", at: chunk) else { return true }
          if b.has("vids", at: fields.lowerBound) { video = true }
          if b.has("auds", at: fields.lowerBound) { audio = true }
          return false
        }
        return true
      }
      return false
    }
    return (video, audio)
  }

  /// RealMedia: the `.RMF` header object (its size, at least 18 bytes,
  /// and its version, 0 or 1) confirms the file; then the header chunks
  /// that follow it, up to the first `DATA`, are walked, and each media
  /// properties chunk (`MDPR`) names its stream's MIME type. A video
  /// stream makes the file video; streams that are all audio, audio; no
  /// stream within the prefix, RealMedia as the file says.
  static func realMedia(_ b: Bytes) -> KnownType? {
    let headerSize = Int(b.bigEndian32(at: 4))
    guard b.count >= 18, (18...64).contains(headerSize), b[8] == 0, b[9] <= 1 else { return nil }
    var at = headerSize
    var audio = false
    var video = false
    for _ in 0..<64 {
      let size = Int(b.bigEndian32(at: at + 4))
      guard at + 10 <= b.count, size >= 10, !b.has("DATA", at: at) else { break }
      // MDPR: ten bytes of chunk header, 30 of stream number, rates, sizes
      // and times, then the stream's name and its MIME type, each after
      // its length byte.
      if b.has("MDPR", at: at), at + 41 <= b.count {
        let mimeAt = at + 41 + Int(b[at + 40])
        if mimeAt < b.count {
          let mime = b.slice((mimeAt + 1)..<(mimeAt + 1 + Int(b[mimeAt])))
          if mime.contains("video", within: mime.count) { video = true }
          if mime.contains("audio", within: mime.count) { audio = true }
        }
      }
      at += size
    }
    return audio && !video ? .audioVndRnRealaudio : .applicationVndRnRealmedia
  }

  /// How far into a file frames are looked for behind junk (a few dozen to
  /// a few hundred bytes of it, or a preamble that is not ID3, in practice).
  static let junkScanLimit = 2 * 1_024

  /// Frames in a row that make a stream: random bytes hold a stray sync
  /// word now and then, never four frames whose headers agree and whose
  /// lengths lead from one to the next.
  static let framesInARow = 4

  /// An MPEG audio (layer I, II or III) or ADTS stream behind junk: the first
  /// offset within ``junkScanLimit`` where ``framesInARow`` frames follow
  /// each other with consistent headers.
  static func framesAfterJunk(_ b: Bytes) -> KnownType? {
    let end = Swift.min(b.count, junkScanLimit)
    guard end >= 4, let base = b.raw.baseAddress else { return nil }
    var at = 0
    while at + 4 <= end {
      // Eight bytes at a time until one of them is 0xFF (a sync word's
      // first byte): a word has one where its complement has a zero byte.
      if at + 8 <= end {
        let inverted = ~base.loadUnaligned(fromByteOffset: at, as: UInt64.self)
        if (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080 == 0 {
          at += 8
          continue
        }
      }
      // A run of 0xFF (white pixels, padding) holds no frame but at its
      // end: crossed eight bytes at a time. (Two alone may be a layer I
      // header, whose third byte is never 0xFF.)
      if b[at] == 0xFF && b[at + 1] == 0xFF && b[at + 2] == 0xFF {
        while at + 9 <= end && base.loadUnaligned(fromByteOffset: at + 1, as: UInt64.self) == .max { at += 8 }
        at += 1
        continue
      }
      // A sync word with layer II or III, or ADTS, before the full check.
      let second = b[at + 1]
      if b[at] == 0xFF && (second & 0xF6 == 0xF0 || (second & 0xE0 == 0xE0 && second & 0x06 != 0)),
        let type = frameRun(b, at: at)
      {
        return type
      }
      at += 1
    }
    return nil
  }

  /// The stream type when ``framesInARow`` consistent frames start at `at`.
  static func frameRun(_ b: Bytes, at start: Int) -> KnownType? {
    guard let first = frameHeader(b, at: start) else { return nil }
    var at = start
    for _ in 0..<framesInARow {
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
    let kbps: [Int]
    switch (mpeg1, layer) {
    case (true, 3): kbps = [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
    case (true, 2): kbps = [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
    case (true, _): kbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    case (false, 3): kbps = [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
    case (false, _): kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
    }
    let rates =
      mpeg1 ? [44_100, 48_000, 32_000] : version == 2 ? [22_050, 24_000, 16_000] : [11_025, 12_000, 8_000]
    let padding = Int(b[at + 2] >> 1) & 1
    let length: Int
    if layer == 3 {
      // Layer I counts four-byte slots.
      length = (12 * kbps[bitrate] * 1000 / rates[rate] + padding) * 4
    } else {
      let slots = mpeg1 || layer == 2 ? 144 : 72
      length = slots * kbps[bitrate] * 1000 / rates[rate] + padding
    }
    guard length > 4 else { return nil }
    return (length, layer, version << 4 | layer << 2 | rate)
  }

  /// Version, layer, bitrate and sampling-rate fields must all be valid, and
  /// a second frame must follow where the first says (when the prefix holds
  /// it); layer II must show that second frame. Layer I's header (`FF FE`,
  /// `FF FF`) is also UTF-16's byte order mark and padding, so layer I must
  /// show ``framesInARow`` consistent frames.
  static func mpegAudioFrame(_ b: Bytes) -> Bool {
    guard let frame = mpegFrame(b, at: 0) else { return false }
    if frame.layer == 3 { return frameRun(b, at: 0) != nil }
    if frame.length + 1 < b.count { return b[frame.length] == 0xFF && b[frame.length + 1] & 0xE0 == 0xE0 }
    return frame.layer == 1
  }

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

  /// RIFF's forms, by the type at offset 8, in order; an AVI's stream
  /// headers decide audio from video. A new RIFF form is one line here.
  static let riffForms: [(form: StaticString, type: @Sendable (Bytes) -> KnownType)] = [
    (
      "AVI ",
      { b in
        let streams = aviStreams(b)
        return streams.audio && !streams.video ? .audioXMsvideo : .videoXMsvideo
      }
    ),
    ("WAVE", { _ in .audioXWav }),
    ("WEBP", { _ in .imageWebp }),
  ]

  /// A RIFF file by its form type.
  static func riff(_ b: Bytes) -> KnownType? {
    riffForms.first { b.has($0.form, at: 8) }.map { $0.type(b) }
  }
}
