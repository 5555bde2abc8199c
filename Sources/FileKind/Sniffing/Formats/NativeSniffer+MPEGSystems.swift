/// MPEG-2 systems streams (ISO/IEC 13818-1): program streams walked by
/// their packets, transport streams read by their program map.
extension NativeSniffer {
  /// An MPEG program stream: audio when its packets are all audio.
  static func programStream(_ b: Bytes) -> KnownType? {
    let streams = pesStreams(b)
    return streams.audio && !streams.video ? .audioXMpegPs : .videoMpeg
  }

  /// An MPEG transport stream (0x47 every 188 bytes) or M2TS (every 192
  /// from 4): audio when its program map lists audio and no video.
  static func transportStream(_ b: Bytes) -> KnownType? {
    let stride =
      WeakSignature.transportStream(b, stride: 188, first: 0)
      ? 188 : WeakSignature.transportStream(b, stride: 192, first: 4) ? 192 : 0
    guard stride > 0 else { return nil }
    let streams = transportStreams(b, stride: stride, first: stride == 188 ? 0 : 4)
    return streams.audio && !streams.video ? .audioXMpegTs : .videoMp2t
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
}
