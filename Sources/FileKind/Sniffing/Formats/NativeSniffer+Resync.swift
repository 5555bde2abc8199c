/// Streams whose first sync lies past the start: a recording cut out of a
/// broadcast, a stream saved from the middle, frames behind a tag or junk.
/// Each is found as its decoders find it: several syncs in a row, each at
/// the spacing the header before it declares, within the sniffing bound.
extension NativeSniffer {
  /// How far into a file a stream's first sync is looked for, where no
  /// demuxer's habit sets a longer reach (MP3's is ``junkScanLimit``): an
  /// AC-3 frame or a pack header behind a few hundred bytes of junk, as a
  /// cut recording holds, is found well within it, and a file nothing
  /// knows costs a quarter of a full scan.
  static let resyncScanLimit = 16 * 1_024

  /// AC-3 or E-AC-3 frames behind junk: the first `0B 77` within
  /// ``resyncScanLimit`` from which ``framesInARow`` frames follow one
  /// another at the lengths their sync information declares (or two or
  /// more reach the file's end exactly).
  static func ac3AfterJunk(_ b: Bytes) -> KnownType? {
    let end = Swift.min(b.count, resyncScanLimit)
    var at = 1
    while let found = b.firstIndex(of: 0x0B, from: at, before: end - 1) {
      at = found
      if b[at + 1] == 0x77, ac3Run(b, at: at) { return .audioAc3 }
      at += 1
    }
    return nil
  }

  /// Whether AC-3 frames chain from `start`.
  static func ac3Run(_ b: Bytes, at start: Int) -> Bool {
    var at = start
    var frames = 0
    while frames < framesInARow {
      if at == b.count && frames >= 2 { return true }
      guard let length = ac3FrameLength(b, at: at) else { return false }
      at += length
      frames += 1
    }
    return true
  }

  /// Whether the frame at `at` is a layer III frame that carries a Xing,
  /// Info or VBRI header (what encoders write into a stream's first frame,
  /// with its frame and byte counts): the tag at the offset the frame's
  /// version and channel mode put it, so the one frame is enough, as a
  /// short file may hold no more.
  static func isTaggedFrame(_ b: Bytes, at: Int) -> Bool {
    guard let frame = mpegFrame(b, at: at), frame.layer == 1 else { return false }
    let mpeg1 = b[at + 1] & 0x18 == 0x18
    let mono = b[at + 3] >> 6 == 3
    let side = mpeg1 ? (mono ? 17 : 32) : (mono ? 9 : 17)
    return b.has("Xing", at: at + 4 + side) || b.has("Info", at: at + 4 + side) || b.has("VBRI", at: at + 36)
  }

  /// An MPEG transport stream whose first packet starts at byte 1 to 187
  /// (188-byte packets) or whose first M2TS packet's sync lies at byte 0
  /// to 191 past its 4-byte time stamp: a sync byte every 188 (or 192)
  /// bytes from there, as ``WeakSignature/transportStream(_:stride:first:)``
  /// checks it, then read as any transport stream.
  static func transportStreamAtOffset(_ b: Bytes) -> KnownType? {
    for stride in [188, 192] {
      var at = 0
      while let found = b.firstIndex(of: 0x47, from: at, before: Swift.min(b.count, stride)) {
        at = found
        if (at > 0 || stride == 192) && WeakSignature.transportStream(b, stride: stride, first: at)
          && isSyncRun(b, stride: stride, first: at, count: 8)
        {
          let streams = transportStreams(b, stride: stride, first: at)
          return streams.audio && !streams.video ? .audioXMpegTs : .videoMp2t
        }
        at += 1
      }
    }
    return nil
  }

  /// Whether `count` sync bytes (or as many as the bytes hold, at least
  /// four) lie `stride` apart from `first`.
  static func isSyncRun(_ b: Bytes, stride: Int, first: Int, count: Int) -> Bool {
    let present = Swift.min(count, (b.count - 1 - first) / stride + 1)
    guard present >= 4 else { return false }
    return (0..<present).allSatisfy { b[first + $0 * stride] == 0x47 }
  }

  /// An MPEG program stream whose first pack header follows junk: the
  /// first `00 00 01 BA` within ``resyncScanLimit`` whose pack header is
  /// well formed (MPEG-1's or MPEG-2's marker bits) and from which the
  /// pack, and two more start codes, each follow at the length the one
  /// before declares; then read as any program stream.
  static func programStreamAfterJunk(_ b: Bytes) -> KnownType? {
    let end = Swift.min(b.count, resyncScanLimit)
    // A pack at the very start is the ordinary program stream node's.
    var from = 4
    while let found = b.firstIndex(of: 0xBA, from: from, before: end) {
      let at = found - 3
      if b.has([0, 0, 1, 0xBA], at: at), packChain(b, at: at) {
        let streams = pesStreams(b.slice(at..<b.count))
        return streams.audio && !streams.video ? .audioXMpegPs : .videoMpeg
      }
      from = found + 1
    }
    return nil
  }

  /// Whether a pack header at `start` is well formed and three start codes
  /// chain from it by their lengths.
  static func packChain(_ b: Bytes, at start: Int) -> Bool {
    var at = start
    for step in 0..<3 {
      guard at + 6 <= b.count, b.has([0, 0, 1], at: at) else { return at >= b.count && step > 1 }
      let id = b[at + 3]
      if id == 0xBA {
        if b[at + 4] & 0xC4 == 0x44 {
          // MPEG-2: marker bits around the clock reference, then stuffing.
          guard at + 14 <= b.count, b[at + 6] & 0x04 != 0, b[at + 8] & 0x04 != 0, b[at + 9] & 0x01 != 0,
            b[at + 12] & 0x03 == 0x03
          else { return false }
          at += 14 + Int(b[at + 13] & 0x07)
        } else if b[at + 4] & 0xF1 == 0x21 {
          guard b[at + 6] & 0x01 != 0, b[at + 8] & 0x01 != 0, b[at + 9] & 0x80 != 0, b[at + 11] & 0x01 != 0
          else { return false }
          at += 12
        } else {
          return false
        }
      } else {
        // The system header and PES packets: their 16-bit length.
        guard id >= 0xBB else { return false }
        at += 6 + Int(b[at + 4]) << 8 + Int(b[at + 5])
      }
    }
    return true
  }
}
