/// ASF (WMV, WMA): the header's Stream Properties objects carry each
/// stream's type GUID, so a file with audio streams and no video is WMA.
extension NativeSniffer {
  static let asfHeader: [UInt8] = [0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11]
  /// ASF_Audio_Media, F8699E40-5B4D-11CF-A8FD-00805F5C442B, as stored.
  static let asfAudioStream: [UInt8] = [
    0x40, 0x9E, 0x69, 0xF8, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
  ]
  /// ASF_Video_Media, BC19EFC0-5B4D-11CF-A8FD-00805F5C442B, as stored.
  static let asfVideoStream: [UInt8] = [
    0xC0, 0xEF, 0x19, 0xBC, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
  ]

  /// An ASF file by its header object, which holds every stream's
  /// properties: searched in the prefix, or read as far as its declared
  /// size (at most ``indexWindowLimit``) when it runs past the prefix.
  static func asf(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.has(asfHeader) else { return nil }
    let headerSize = Int(clamping: UInt64(b.littleEndian32(at: 16)) | UInt64(b.littleEndian32(at: 20)) << 32)
    if headerSize > b.count, source.size > Int64(b.count),
      let found = source.read(at: 0, length: Swift.min(headerSize, indexWindowLimit), { asfStreams($0) })
    {
      return found
    }
    return asfStreams(b.prefix(Swift.max(headerSize, 0)))
  }

  /// ASF_Stream_Properties_Object, B7DC0791-A9B7-11CF-8EE6-00C00C205365.
  static let asfStreamProperties: [UInt8] = [
    0x91, 0x07, 0xDC, 0xB7, 0xB7, 0xA9, 0xCF, 0x11, 0x8E, 0xE6, 0x00, 0xC0, 0x0C, 0x20, 0x53, 0x65,
  ]
  /// ASF_Codec_List_Object, 86D15240-311D-11D0-A3A4-00A0C90348F6.
  static let asfCodecList: [UInt8] = [
    0x40, 0x52, 0xD1, 0x86, 0x1D, 0x31, 0xD0, 0x11, 0xA3, 0xA4, 0x00, 0xA0, 0xC9, 0x03, 0x48, 0xF6,
  ]

  /// What `header` says its streams are: video when any stream is video,
  /// audio when every stream is audio (Windows Media Audio), else plain
  /// ASF. Read from the header's objects in order: each Stream Properties
  /// object's stream type; where there is none (a stub, or a header the
  /// prefix cut short), the Codec List's codec types (1 video, 2 audio);
  /// and last, a stream type met anywhere in the header.
  static func asfStreams(_ header: Bytes) -> KnownType {
    var (video, audio) = (false, false)
    var (codecVideo, codecAudio) = (false, false)
    var at = 30
    var objects = 0
    while at + 24 <= header.count && objects < 256 {
      objects += 1
      let size = Int(
        clamping: UInt64(header.littleEndian32(at: at + 16)) | UInt64(header.littleEndian32(at: at + 20))
          << 32)
      if header.has(asfStreamProperties, at: at) {
        if header.has(asfVideoStream, at: at + 24) { video = true }
        if header.has(asfAudioStream, at: at + 24) { audio = true }
      } else if header.has(asfCodecList, at: at) {
        let types = asfCodecTypes(header, at: at + 40)
        codecVideo = codecVideo || types.video
        codecAudio = codecAudio || types.audio
      }
      // An object that runs past the header ends the walk (its size may be
      // any 64-bit value).
      guard size >= 24, size <= header.count - at else { break }
      at += size
    }
    if video || (!audio && codecVideo) { return .videoXMsWmv }
    if audio || codecAudio { return .audioXMsWma }
    if header.contains(asfVideoStream, within: header.count) { return .videoXMsWmv }
    if header.contains(asfAudioStream, within: header.count) { return .audioXMsWma }
    return .applicationVndMsAsf
  }

  /// The codec types a Codec List names, from its entry count at `at`:
  /// each entry a type (1 video, 2 audio), then a name, a description and
  /// codec information, each preceded by its length (in characters of two
  /// bytes for the two texts, in bytes for the information).
  static func asfCodecTypes(_ b: Bytes, at start: Int) -> (video: Bool, audio: Bool) {
    var (video, audio) = (false, false)
    let count = Swift.min(Int(b.littleEndian32(at: start)), 64)
    var at = start + 4
    for _ in 0..<count {
      guard at + 4 <= b.count else { break }
      switch b.littleEndian16(at: at) {
      case 1: video = true
      case 2: audio = true
      default: break
      }
      at += 2
      for units in [2, 2, 1] {
        guard at + 2 <= b.count else { return (video, audio) }
        at += 2 + Int(b.littleEndian16(at: at)) * units
      }
    }
    return (video, audio)
  }
}
