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

  /// What the stream properties in `header` say: video when any stream is
  /// video, audio when only audio streams are, else plain ASF.
  static func asfStreams(_ header: Bytes) -> KnownType {
    if header.contains(asfVideoStream, within: header.count) { return .videoXMsWmv }
    if header.contains(asfAudioStream, within: header.count) { return .audioXMsWma }
    return .applicationVndMsAsf
  }
}
