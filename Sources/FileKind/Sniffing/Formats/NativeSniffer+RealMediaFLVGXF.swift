/// Containers whose header says audio from video in a field or two:
/// RealMedia (its streams' MIME types), FLV (its flags), GXF.
extension NativeSniffer {
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

  /// FLV: the header's flags say audio (4) and video (1).
  static func flv(_ b: Bytes) -> KnownType? {
    guard b.count > 4 else { return nil }
    return b[4] & 0x05 == 0x04 ? .audioXFlv : .videoXFlv
  }

  /// GXF: a packet header (0, 0, 0, 0, 1, type) and its trailer E1 E2.
  static func gxf(_ b: Bytes) -> KnownType? { b.has([0xE1, 0xE2], at: 14) ? .videoXGxf : nil }
}
