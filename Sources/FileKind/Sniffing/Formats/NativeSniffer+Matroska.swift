/// Matroska and WebM: the EBML `DocType` names the family, the `TrackType`
/// of each `TrackEntry` decides audio from video, so an `.mka` or an Opus
/// WebM with only sound tracks is audio.
///
/// The walk is bounded by construction: it descends a fixed path (EBML
/// header, Segment, Tracks, TrackEntry) with a loop at each level, never
/// recursion, and every element is clamped to its parent and the prefix
/// before its bytes are read.
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

  /// One EBML element: its ID, where its data starts, and where its data
  /// ends (clamped to its parent; `sizeKnown` is false for "unknown size").
  struct EBMLElement {
    let id: UInt32
    let data: Range<Int>
    let sizeKnown: Bool
    /// Whether the data ends where its size says, inside the parent.
    let isWhole: Bool
  }

  /// The element that starts at `offset`, inside `parent`, or `nil` when
  /// its header does not fit there. Its data range never leaves `parent`.
  static func ebmlElement(_ b: Bytes, at offset: Int, in parent: Range<Int>) -> EBMLElement? {
    guard offset >= parent.lowerBound, offset < parent.upperBound,
      let (id, idEnd) = ebmlID(b, at: offset), let (size, dataStart) = ebmlSize(b, at: idEnd),
      dataStart <= parent.upperBound
    else { return nil }
    let known = size != UInt64.max
    let end = known ? Int(clamping: UInt64(dataStart) &+ size) : parent.upperBound
    return EBMLElement(
      id: id, data: dataStart..<Swift.min(end, parent.upperBound), sizeKnown: known,
      isWhole: known && end <= parent.upperBound)
  }

  static func matroska(_ b: Bytes) -> KnownType? {
    guard b.has([0x1A, 0x45, 0xDF, 0xA3]) else { return nil }
    let all = 0..<b.count
    // The EBML header must parse and name a DocType: four magic bytes
    // followed by anything else are not Matroska.
    guard let header = ebmlElement(b, at: 0, in: all), header.sizeKnown, header.data.count < 4_096,
      let docType = firstChild(b, id: EBML.docType, in: header.data)
    else { return nil }
    let webm: Bool
    if isDocType(b, "webm", in: docType) {
      webm = true
    } else if isDocType(b, "matroska", in: docType) {
      webm = false
    } else {
      return nil
    }
    // Segment, then its children up to the first Cluster.
    var video = false
    var audio = false
    if let segment = ebmlElement(b, at: header.data.upperBound, in: all), segment.id == EBML.segment {
      var at = segment.data.lowerBound
      var children = 0
      while children < 64, let child = ebmlElement(b, at: at, in: segment.data) {
        children += 1
        if child.id == EBML.cluster { break }
        if child.id == EBML.tracks {
          (video, audio) = trackTypes(b, in: child.data)
          break
        }
        guard child.sizeKnown, child.data.upperBound > at else { break }
        at = child.data.upperBound
      }
    }
    if audio && !video { return webm ? .audioWebm : .audioXMatroska }
    return webm ? .videoWebm : .videoXMatroska
  }

  /// Whether the DocType string in `value` is `name` (a writer may pad it
  /// with NULs).
  static func isDocType(_ b: Bytes, _ name: StaticString, in value: Range<Int>) -> Bool {
    let length = name.utf8CodeUnitCount
    guard value.count >= length, value.count <= 16, b.has(name, at: value.lowerBound) else { return false }
    return (value.lowerBound + length..<value.upperBound).allSatisfy { b[$0] == 0 }
  }

  /// Whether the `TrackEntry`s in `range` include video (1) and audio (2).
  static func trackTypes(_ b: Bytes, in range: Range<Int>) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    var at = range.lowerBound
    while let entry = ebmlElement(b, at: at, in: range), entry.sizeKnown {
      if entry.id == EBML.trackEntry, let value = firstChild(b, id: EBML.trackType, in: entry.data),
        value.count == 1
      {
        if b[value.lowerBound] == 1 { video = true }
        if b[value.lowerBound] == 2 { audio = true }
      }
      guard entry.data.upperBound > at else { break }
      at = entry.data.upperBound
    }
    return (video, audio)
  }

  /// The data range of the first child `id` directly inside `range`, when
  /// its whole value lies there.
  static func firstChild(_ b: Bytes, id wanted: UInt32, in range: Range<Int>) -> Range<Int>? {
    var at = range.lowerBound
    while let element = ebmlElement(b, at: at, in: range), element.sizeKnown {
      // A value cut by its parent or the prefix is not read.
      if element.id == wanted { return element.isWhole ? element.data : nil }
      guard element.data.upperBound > at else { return nil }
      at = element.data.upperBound
    }
    return nil
  }

  /// An element ID (1–4 bytes, marker bit kept) and where it ends.
  static func ebmlID(_ b: Bytes, at offset: Int) -> (UInt32, Int)? {
    guard offset >= 0, offset < b.count else { return nil }
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
    guard offset >= 0, offset < b.count else { return nil }
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
