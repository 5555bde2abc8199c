/// Ogg: each logical stream opens with a beginning-of-stream page whose
/// first packet names its codec. Any video stream (Theora, VP8, OGM video,
/// Dirac, Daala) makes the file video; otherwise the first audio codec
/// names it. A Skeleton stream (`fishead`) says nothing itself: the
/// streams after it decide.
extension NativeSniffer {
  static func ogg(_ b: Bytes) -> KnownType? {
    // `OggS` is four letters prose can open with: the first page must also
    // have a valid header and, when it lies in the prefix, a checksum that
    // holds, or a first packet that names a codec (a stream whose pages
    // were damaged in transit is still that stream).
    guard b.has("OggS"), isOggPage(b, at: 0) || firstPacketNamesCodec(b) else { return nil }
    var at = 0
    var audio: KnownType? = nil
    // Beginning-of-stream pages come first, one per logical stream. Each page
    // is at least 27 bytes, so the walk ends within the prefix.
    while at + 27 <= b.count && b.has("OggS", at: at) {
      let headerType = b[at + 5]
      let segments = Int(b[at + 26])
      let dataStart = at + 27 + segments
      guard dataStart <= b.count else { break }
      var length = 0
      for i in 0..<segments { length += Int(b[at + 27 + i]) }
      if headerType & 0x02 == 0 { break }  // past the beginning-of-stream pages
      switch oggCodec(b, at: dataStart) {
      case .video(let type): return type
      case .audio(let type): if audio == nil { audio = type }
      case .other: break
      }
      at = dataStart + length
    }
    return audio ?? .audioOgg
  }

  /// A page header: version 0, only the three defined flag bits, and a CRC
  /// that holds when the whole page is in the prefix.
  static func isOggPage(_ b: Bytes, at offset: Int) -> Bool {
    guard offset + 27 <= b.count, b[offset + 4] == 0, b[offset + 5] & 0xF8 == 0 else { return false }
    let segments = Int(b[offset + 26])
    guard offset + 27 + segments <= b.count else { return true }
    var length = 27 + segments
    for i in 0..<segments { length += Int(b[offset + 27 + i]) }
    guard offset + length <= b.count else { return true }
    var crc: UInt32 = 0
    for i in 0..<length {
      let byte = (22..<26).contains(i) ? 0 : b[offset + i]
      crc = (crc << 8) ^ oggCRCTable[Int((crc >> 24) ^ UInt32(byte))]
    }
    return crc == b.littleEndian32(at: offset + 22)
  }

  /// Whether the first page's header is well formed and its first packet
  /// names a codec FileKind knows.
  static func firstPacketNamesCodec(_ b: Bytes) -> Bool {
    guard b.count >= 27, b[4] == 0, b[5] & 0xF8 == 0 else { return false }
    let dataStart = 27 + Int(b[26])
    guard dataStart < b.count else { return false }
    if case .other = oggCodec(b, at: dataStart) { return false }
    return true
  }

  /// Ogg's CRC-32 (polynomial 0x04C11DB7, not reflected, starting at 0).
  static let oggCRCTable: [UInt32] = (0..<256).map { index in
    var r = UInt32(index) << 24
    for _ in 0..<8 { r = r & 0x8000_0000 != 0 ? (r << 1) ^ 0x04C1_1DB7 : r << 1 }
    return r
  }

  enum OggCodec: Sendable {
    case video(KnownType)
    case audio(KnownType)
    case other
  }

  /// Beginning-of-stream packets and the codec each names, in order: the
  /// packet opens with these bytes. A new Ogg codec is one line here.
  static let oggCodecs: [(opening: [UInt8], codec: OggCodec)] = [
    ([0x80] + Array("theora".utf8), .video(.videoXTheoraOgg)),
    ([0x80] + Array("daala".utf8), .video(.videoOgg)),
    (Array("BBCD".utf8), .video(.videoOgg)),  // Dirac
    // VP8 in Ogg (the `OVP80` mapping libvpx and FFmpeg write).
    (Array("OVP80".utf8), .video(.videoOgg)),
    // OGM (DirectShow streams in Ogg): a type byte, then "video", "audio" or "text".
    ([0x01] + Array("video".utf8), .video(.videoXOgmOgg)),
    ([0x01] + Array("vorbis".utf8), .audio(.audioXVorbisOgg)),
    (Array("OpusHead".utf8), .audio(.audioXOpusOgg)),
    ([0x7F] + Array("FLAC".utf8), .audio(.audioXFlacOgg)),
    (Array("fLaC".utf8), .audio(.audioXFlacOgg)),
    (Array("Speex   ".utf8), .audio(.audioXSpeexOgg)),
    (Array("CELT    ".utf8), .audio(.audioOgg)),
    (Array("PCM     ".utf8), .audio(.audioOgg)),
    ([0x01] + Array("audio".utf8), .audio(.audioOgg)),
  ]

  /// The codec a beginning-of-stream packet names; Skeleton (`fishead`),
  /// OGM text and unknown codecs name none.
  static func oggCodec(_ b: Bytes, at offset: Int) -> OggCodec {
    oggCodecs.first { b.has($0.opening, at: offset) }?.codec ?? .other
  }
}
