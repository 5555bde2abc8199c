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

  static func asf(_ b: Bytes) -> KnownType? {
    guard b.has(asfHeader) else { return nil }
    // The header object's size bounds the search (it holds every stream's properties).
    let headerSize = Int(clamping: UInt64(b.littleEndian32(at: 16)) | UInt64(b.littleEndian32(at: 20)) << 32)
    let limit = Swift.min(Swift.max(headerSize, 0), b.count)
    if b.contains(asfVideoStream, within: limit) { return .videoXMsWmv }
    if b.contains(asfAudioStream, within: limit) { return .audioXMsWma }
    return .applicationVndMsAsf
  }
}
