/// Archives confirmed by their headers: tar by its checksum (with or
/// without the `ustar` magic), `ar` and Debian packages by a member header,
/// lzip, and compressed streams with a weak magic or other framings
/// (skippable frames before Zstandard or LZ4, LZMA-alone).
extension NativeSniffer {
  /// A tar header without the `ustar` magic: a pre-POSIX (V7) header, as
  /// old tools write it, with a name, octal mode and size fields, or GNU
  /// tar's volume label (`--label`: type `V`, a name and a time, no mode or
  /// size), each with a header checksum that holds.
  ///
  /// The type flag must be one a tar writer defines (V7's, POSIX's, GNU's
  /// and star's), and the size may be GNU's base-256 form (a first byte of
  /// 0x80) for a member of 8 GiB or more.
  static func isV7Tar(_ b: Bytes) -> Bool {
    guard b.count >= 512, b[0] != 0, tarTypeFlags.contains(b[156]) else { return false }
    let sized = tarOctal(b, 124..<136) != nil || b[124] == 0x80
    let fields =
      (tarOctal(b, 100..<108) != nil && sized)
      || (b[156] == UInt8(ascii: "V") && tarOctal(b, 136..<148) != nil)
    return fields && tarChecksumHolds(b)
  }

  /// The type flags tar writers define: V7's (NUL, `0` to `2`), POSIX's
  /// (`3` to `7`, `g`, `x`), GNU's (`D`, `K`, `L`, `M`, `N`, `S`, `V`) and
  /// star's and Solaris's (`A`, `E`, `I`, `X`).
  static let tarTypeFlags: Set<UInt8> = Set([0] + Array("01234567gxDKLMNSVAEIX".utf8))

  /// Whether a tar header's checksum (octal at 148) is the sum of its 512
  /// bytes, the checksum field counted as spaces; old writers summed
  /// signed bytes, so either sum is accepted.
  static func tarChecksumHolds(_ b: Bytes) -> Bool {
    guard b.count >= 512, let stored = tarOctal(b, 148..<156) else { return false }
    // One pass over the header: the plain sum and how many bytes are high
    // (each counts 256 less when summed signed); then the checksum field
    // counts as eight spaces.
    var unsigned = 0
    var high = 0
    for i in 0..<512 {
      let byte = Int(b[i])
      unsigned &+= byte
      high &+= byte >> 7
    }
    for i in 148..<156 {
      let byte = Int(b[i])
      unsigned &-= byte
      high &-= byte >> 7
    }
    unsigned &+= 8 * 0x20
    return stored == unsigned || stored == unsigned - 256 * high
  }

  /// An octal number of a tar header field: digits, padded with spaces or
  /// NULs; `nil` when it holds none or anything else.
  static func tarOctal(_ b: Bytes, _ range: Range<Int>) -> Int? {
    var value = 0
    var digits = 0
    for i in range {
      let c = b[i]
      if c == 0 || c == 0x20 {
        if digits > 0 { break }
        continue
      }
      guard c &- 0x30 < 8 else { return nil }
      value = value * 8 + Int(c &- 0x30)
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  /// Zstandard or LZ4 behind skippable frames (magic `50…5F 2A 4D 18`, a
  /// little-endian size, that many bytes; both formats define them the
  /// same way): the frames are skipped, within the prefix, and a Zstandard
  /// frame's magic, an LZ4 frame's or LZ4's legacy frame's must follow.
  static func afterSkippableFrames(_ b: Bytes) -> KnownType? {
    var at = 0
    var frames = 0
    while at + 8 <= b.count, b[at] & 0xF0 == 0x50, b.has([0x2A, 0x4D, 0x18], at: at + 1), frames < 1_024 {
      at += 8 + Int(b.littleEndian32(at: at + 4))
      frames += 1
    }
    guard frames > 0 else { return nil }
    if b.has([0x28, 0xB5, 0x2F, 0xFD], at: at) { return .applicationZstd }
    if b.has([0x04, 0x22, 0x4D, 0x18], at: at) || b.has([0x02, 0x21, 0x4C, 0x18], at: at) {
      return .applicationXLz4
    }
    return nil
  }

  /// An LZMA-alone stream (`xz --format=lzma`): the default properties byte
  /// (0x5D), a dictionary size of 2^n or 2^n + 2^(n-1) between 4 KiB and
  /// 1.5 GiB, and an uncompressed size that is unknown (all ones) or below
  /// 2^48.
  static func lzmaAlone(_ b: Bytes) -> KnownType? {
    guard b.count >= 13, b[0] == 0x5D else { return nil }
    return lzmaHeader(b) ? .applicationXLzma : nil
  }

  /// An LZMA-alone stream with any valid properties byte (`(pb × 5 + lp) ×
  /// 9 + lc`, below 225), as LZMA SDK tools write with `-lc`, `-lp`, `-pb`:
  /// the header as for the default, and the range coder's first byte, which
  /// is always zero.
  static func lzmaAloneAnyProperties(_ b: Bytes) -> KnownType? {
    guard b.count >= 14, b[0] < 225, b[13] == 0 else { return nil }
    return lzmaHeader(b) ? .applicationXLzma : nil
  }

  /// The dictionary size and uncompressed size of an LZMA-alone header.
  static func lzmaHeader(_ b: Bytes) -> Bool {
    let dictionary = b.littleEndian32(at: 1)
    guard dictionary >= 4_096, dictionary <= 0x6000_0000 else { return false }
    let high = UInt32(1) << (31 - UInt32(dictionary.leadingZeroBitCount))
    guard dictionary == high || dictionary == high + high / 2 else { return false }
    let size = UInt64(b.littleEndian32(at: 5)) | UInt64(b.littleEndian32(at: 9)) << 32
    return size == .max || size < 1 << 48
  }

  /// lzip: `LZIP`, then version 0 or 1.
  static func lzip(_ b: Bytes) -> KnownType? { b.count > 5 && b[4] <= 1 ? .applicationXLzip : nil }

  /// A Debian package: an `ar` archive whose first member is
  /// `debian-binary`, its member header whole (`` ` `` and a newline at 66).
  static func debianPackage(_ b: Bytes) -> KnownType? {
    b.has([0x60, 0x0A], at: 66) ? .applicationVndDebianBinaryPackage : nil
  }

  /// An `ar` archive, confirmed by its first member header.
  static func arArchive(_ b: Bytes) -> KnownType? {
    b.count >= 68 && b.has([0x60, 0x0A], at: 66) ? .applicationXArchive : nil
  }
}
