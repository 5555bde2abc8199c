/// Disk images confirmed by their structure: ISO 9660 by its volume
/// descriptor, UDIF by its trailer, HFS+ by its volume header.
extension NativeSniffer {
  /// ISO 9660: at a `CD001` the tree found, the volume descriptor's type
  /// (boot record, primary, supplementary, partition, or terminator) and
  /// version 1.
  static func iso9660(_ b: Bytes) -> KnownType? {
    for at in [32_769, 34_817, 36_865] where b.has("CD001", at: at) && b.count > at + 5 {
      let type = b[at - 1]
      if (type <= 3 || type == 255) && b[at + 5] == 1 { return .applicationXCdImage }
    }
    return nil
  }

  /// An Apple disk image the prefix holds whole, by its UDIF trailer.
  static func udifImage(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard source.size == Int64(b.count), b.has("koly", at: b.count - 512), udifTrailer(b) else { return nil }
    return .applicationXAppleDiskimage
  }

  /// Apple's UDIF trailer (the `koly` block, the last 512 bytes): version 4
  /// and a header size of 512.
  static func udifTrailer(_ b: Bytes) -> Bool {
    let at = b.count - 512
    return at >= 0 && b.bigEndian32(at: at + 4) == 4 && b.bigEndian32(at: at + 8) == 512
  }

  /// An HFS+ (`H+`, version 4) or HFSX (`HX`, version 5) volume header at
  /// 1,024, whose block size is a power of two of at least 512.
  static func hfsPlus(_ b: Bytes) -> KnownType? {
    guard b.count >= 1_024 + 44 else { return nil }
    let version = Int(b[1_026]) << 8 | Int(b[1_027])
    guard (b.has("H+", at: 1_024) && version == 4) || (b.has("HX", at: 1_024) && version == 5) else {
      return nil
    }
    let blockSize = b.bigEndian32(at: 1_024 + 40)
    guard blockSize >= 512, blockSize & (blockSize - 1) == 0 else { return nil }
    return .applicationXRawDiskImage
  }
}
