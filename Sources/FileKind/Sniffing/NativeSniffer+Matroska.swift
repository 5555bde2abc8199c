/// Matroska and WebM: the EBML `DocType` names the family, the `TrackType`
/// of each `TrackEntry` decides audio from video, so an `.mka` or an Opus
/// WebM with only sound tracks is audio.
extension NativeSniffer {
  /// EBML element IDs on the way to the track types.
  enum EBML {
    static let header: UInt32 = 0x1A45_DFA3
    static let docType: UInt32 = 0x4282
    static let segment: UInt32 = 0x1853_8067
    static let tracks: UInt32 = 0x1654_AE6B
    static let trackEntry: UInt32 = 0xAE
    static let trackType: UInt32 = 0x83
    static let cluster: UInt32 = 0x1F43_B675
  }

  static func matroska(_ b: Bytes) -> StaticString? {
    guard b.has([0x1A, 0x45, 0xDF, 0xA3]) else { return nil }
    guard let (headerSize, headerStart) = ebmlSize(b, at: 4), headerSize < 4_096 else {
      return "video/x-matroska"
    }
    let headerEnd = headerStart + Int(headerSize)
    let webm =
      elementValue(b, id: EBML.docType, in: headerStart..<headerEnd).map { b.has("webm", at: $0.lowerBound) }
      ?? b.contains("webm", within: 64)
    // Segment, then its children up to the first Cluster.
    var video = false
    var audio = false
    if let (segmentID, idEnd) = ebmlID(b, at: headerEnd), segmentID == EBML.segment,
      let (_, segmentStart) = ebmlSize(b, at: idEnd)
    {
      var at = segmentStart
      var steps = 0
      while at < b.count && steps < 64 {
        steps += 1
        guard let (id, idEnd) = ebmlID(b, at: at), let (size, dataStart) = ebmlSize(b, at: idEnd) else {
          break
        }
        if id == EBML.cluster { break }
        let dataEnd = size == UInt64.max ? b.count : Int(clamping: UInt64(dataStart) &+ size)
        if id == EBML.tracks {
          (video, audio) = trackTypes(b, in: dataStart..<Swift.min(dataEnd, b.count))
          break
        }
        guard size != UInt64.max, dataEnd > at else { break }
        at = dataEnd
      }
    }
    if audio && !video { return webm ? "audio/webm" : "audio/x-matroska" }
    return webm ? "video/webm" : "video/x-matroska"
  }

  /// Whether the `TrackEntry`s in `range` include video (1) and audio (2).
  static func trackTypes(_ b: Bytes, in range: Range<Int>) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    var at = range.lowerBound
    while at < range.upperBound {
      guard let (id, idEnd) = ebmlID(b, at: at), let (size, dataStart) = ebmlSize(b, at: idEnd),
        size != UInt64.max
      else { break }
      let dataEnd = Int(clamping: UInt64(dataStart) &+ size)
      if id == EBML.trackEntry,
        let value = elementValue(b, id: EBML.trackType, in: dataStart..<Swift.min(dataEnd, range.upperBound)),
        value.count == 1
      {
        if b[value.lowerBound] == 1 { video = true }
        if b[value.lowerBound] == 2 { audio = true }
      }
      guard dataEnd > at else { break }
      at = dataEnd
    }
    return (video, audio)
  }

  /// The data range of the first child `id` directly inside `range`.
  static func elementValue(_ b: Bytes, id wanted: UInt32, in range: Range<Int>) -> Range<Int>? {
    var at = range.lowerBound
    while at < range.upperBound {
      guard let (id, idEnd) = ebmlID(b, at: at), let (size, dataStart) = ebmlSize(b, at: idEnd),
        size != UInt64.max
      else { return nil }
      let dataEnd = Int(clamping: UInt64(dataStart) &+ size)
      if id == wanted { return dataEnd <= b.count ? dataStart..<dataEnd : nil }
      guard dataEnd > at else { return nil }
      at = dataEnd
    }
    return nil
  }

  /// An element ID (1–4 bytes, marker bit kept) and where it ends.
  static func ebmlID(_ b: Bytes, at offset: Int) -> (UInt32, Int)? {
    guard offset < b.count else { return nil }
    let first = b[offset]
    let length = first.leadingZeroBitCount + 1
    guard length <= 4, offset + length <= b.count else { return nil }
    var id = UInt32(first)
    for i in 1..<length { id = id << 8 | UInt32(b[offset + i]) }
    return (id, offset + length)
  }

  /// A data size (1–8 bytes, marker bit dropped; all ones is "unknown",
  /// returned as `UInt64.max`) and where the data starts.
  static func ebmlSize(_ b: Bytes, at offset: Int) -> (UInt64, Int)? {
    guard offset < b.count else { return nil }
    let first = b[offset]
    guard first != 0 else { return nil }
    let length = first.leadingZeroBitCount + 1
    guard offset + length <= b.count else { return nil }
    var value = UInt64(first & (0xFF >> length))
    var allOnes = value == UInt64(0xFF >> length)
    for i in 1..<length {
      value = value << 8 | UInt64(b[offset + i])
      allOnes = allOnes && b[offset + i] == 0xFF
    }
    return (allOnes ? UInt64.max : value, offset + length)
  }
}
