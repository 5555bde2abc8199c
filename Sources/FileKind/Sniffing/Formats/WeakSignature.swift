/// Signatures made of letters and digits that text may open with (`ID3`,
/// `fLaC`, `MSCF`, `070701`, a `G` every 188 bytes…), each confirmed by
/// the structure that must follow it in a real file. A weak signature whose
/// structure does not hold is not that format, so the bytes reach the text
/// check instead of being called media or an archive.
enum WeakSignature {
  /// ID3v2: version 2–4, a revision below 0xFF, no undefined flag bits, and
  /// a tag size whose four bytes are syncsafe (high bit clear).
  static func id3Header(_ b: Bytes) -> Bool {
    guard b.count >= 10, (2...4).contains(b[3]), b[4] != 0xFF else { return false }
    // v2.2 defines two flags, v2.3 three, v2.4 four (the high bits).
    let undefined: UInt8 = b[3] == 2 ? 0x3F : b[3] == 3 ? 0x1F : 0x0F
    guard b[5] & undefined == 0 else { return false }
    return (6..<10).allSatisfy { b[$0] & 0x80 == 0 }
  }

  /// FLAC: the first metadata block is STREAMINFO (type 0), 34 bytes long.
  static func flacStreamInfo(_ b: Bytes) -> Bool {
    b.count >= 8 && b[4] & 0x7F == 0 && b.has([0x00, 0x00, 0x22], at: 5)
  }

  /// Monkey's Audio: a file version between 3.80 and 4.99, as written.
  static func apeVersion(_ b: Bytes) -> Bool {
    guard b.count >= 6 else { return false }
    let version = Int(b.littleEndian16(at: 4))
    return (3_800..<5_000).contains(version)
  }

  /// True Audio: format 1 (PCM), 2 (encrypted) or 3 (the old float form),
  /// at least one channel, 8 to 32 bits a sample in whole bytes, and a
  /// sample rate up to 768 kHz.
  static func ttaHeader(_ b: Bytes) -> Bool {
    guard b.count >= 14, (1...3).contains(b.littleEndian16(at: 4)), b.littleEndian16(at: 6) >= 1 else {
      return false
    }
    let rate = b.littleEndian32(at: 10)
    return [8, 16, 24, 32].contains(b.littleEndian16(at: 8)) && rate >= 1 && rate <= 768_000
  }

  /// WavPack: a block of at least a header's 24 bytes after its size
  /// field, with a stream version between 4.02 and 4.10.
  static func wavPackHeader(_ b: Bytes) -> Bool {
    b.count >= 10 && b.littleEndian32(at: 4) >= 24 && (0x402...0x410).contains(b.littleEndian16(at: 8))
  }

  /// DirectDraw Surface: its header's size field, which must be 124.
  static func ddsHeader(_ b: Bytes) -> Bool {
    b.littleEndian32(at: 4) == 124
  }

  /// bzip2: the level digit, then a block header (the digits of pi) or the
  /// end-of-stream marker (the square root of pi) of an empty stream.
  static func bzip2Block(_ b: Bytes) -> Bool {
    guard b.count >= 10, (0x31...0x39).contains(b[3]) else { return false }
    return b.has([0x31, 0x41, 0x59, 0x26, 0x53, 0x59], at: 4)
      || b.has([0x17, 0x72, 0x45, 0x38, 0x50, 0x90], at: 4)
  }

  /// A Microsoft cabinet header: its reserved words are zero, its format
  /// version is 1.3, and its first file entry lies inside the cabinet.
  static func cabinetHeader(_ b: Bytes) -> Bool {
    guard b.count >= 36, b.littleEndian32(at: 4) == 0, b.littleEndian32(at: 12) == 0 else { return false }
    guard b[24] == 3, b[25] == 1 else { return false }
    let cabinetSize = b.littleEndian32(at: 8)
    let firstFile = b.littleEndian32(at: 16)
    return cabinetSize >= 36 && firstFile >= 36 && firstFile < cabinetSize
  }

  /// cpio's portable ASCII headers and afio's two of its own: the magic,
  /// then every field in its digits (13 fields of 8 hex digits for
  /// `070701`/`070702`, 70 octal digits for `070707`). A CSV line that opens with `070701,` is not one.
  static func asciiCPIO(_ b: Bytes) -> Bool {
    if b.has("070701") || b.has("070702") {
      guard b.count >= 110 else { return false }
      return (6..<110).allSatisfy { isHexDigit(b[$0]) }
    }
    if b.has("070707") {
      guard b.count >= 76 else { return false }
      return (6..<76).allSatisfy { b[$0] &- 0x30 < 8 }
    }
    // afio's extended ASCII header (`afio -4`): the portable one with an
    // 11-digit inode number, 75 octal digits in all.
    if b.has("070717") {
      guard b.count >= 81 else { return false }
      return (6..<81).allSatisfy { b[$0] &- 0x30 < 8 }
    }
    // afio's large ASCII header, for sizes, IDs and link counts the
    // portable one cannot hold: hex fields of 8 or 16 digits (the mode in
    // octal after `m`), with `m`, `n`, `s` and `:` at their places.
    if b.has("070727") {
      guard b.count >= 116, b[30] == UInt8(ascii: "m"), b[85] == UInt8(ascii: "n"),
        b[98] == UInt8(ascii: "s"), b[115] == UInt8(ascii: ":"), (31..<37).allSatisfy({ b[$0] &- 0x30 < 8 })
      else { return false }
      let hexFields = [6..<30, 37..<85, 86..<98, 99..<115]
      return hexFields.allSatisfy { $0.allSatisfy { isHexDigit(b[$0]) } }
    }
    return false
  }

  /// An MPEG transport stream: the sync byte every `stride` bytes in every
  /// packet the prefix holds (at least three), and packets that are not
  /// text, or that carry a program association table. Lines of prose 188
  /// bytes long that begin with `G` are none of that.
  static func transportStream(_ b: Bytes, stride: Int, first: Int) -> Bool {
    // Every packet whose sync byte lies in the prefix counts, the last one
    // too when the prefix (or the whole file) ends inside it.
    guard b.count > first else { return false }
    let packets = Swift.min(64, (b.count - 1 - first) / stride + 1)
    guard packets >= 3 else { return false }
    for i in 0..<packets where b[first + i * stride] != 0x47 { return false }
    let inspected = Swift.min(b.count, first + packets * stride)
    if (0..<inspected).contains(where: { !NativeSniffer.isTextByte(b[$0]) && b[$0] < 0x80 }) { return true }
    return (0..<packets).contains { hasProgramAssociation(b, at: first + $0 * stride) }
  }

  /// A packet of PID 0 that starts a section, whose table ID is 0 (PAT)
  /// and whose section syntax bit is set.
  static func hasProgramAssociation(_ b: Bytes, at packet: Int) -> Bool {
    guard packet + 188 <= b.count, b[packet + 1] & 0x40 != 0, b[packet + 1] & 0x1F == 0, b[packet + 2] == 0
    else { return false }
    var payload = packet + 4
    let adaptation = (b[packet + 3] >> 4) & 3
    if adaptation == 2 { return false }
    if adaptation == 3 { payload += 1 + Int(b[payload]) }
    guard payload < packet + 188 else { return false }
    let table = payload + 1 + Int(b[payload])
    return table + 2 < packet + 188 && b[table] == 0 && b[table + 1] & 0x80 != 0
  }

  @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
    c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 6
  }
}
