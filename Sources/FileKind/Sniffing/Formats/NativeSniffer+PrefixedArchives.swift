/// 7-Zip and RAR archives that do not start the file: behind a
/// self-extracting program, or behind any data prepended to them. Each
/// archive's own opening is its signature and a header its CRC-32 covers,
/// so it is found where it lies, not guessed. (A zip behind something else
/// is found from its end record, by ``lastVolume(_:)``.)
extension NativeSniffer {
  static let sevenZipSignature: [UInt8] = [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]
  static let rarSignature: [UInt8] = [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07]

  /// A 7-Zip or RAR archive at byte `at` of `b`: its signature, then a
  /// header whose CRC-32 holds (7-Zip's start header; RAR 4's main archive
  /// header, which stores the CRC's low 16 bits; RAR 5's main archive
  /// header).
  static func archiveOpening(_ b: Bytes, at: Int) -> KnownType? {
    if b.has(sevenZipSignature, at: at) {
      // Format version 0.x, then the CRC of the 20 bytes after it.
      guard b[at + 6] == 0, b[at + 7] <= 4, at + 32 <= b.count else { return nil }
      return crc32(b, (at + 12)..<(at + 32)) == b.littleEndian32(at: at + 8) ? .applicationX7zCompressed : nil
    }
    guard b.has(rarSignature, at: at) else { return nil }
    if b[at + 6] == 0x00 {
      // RAR 1.5 to 4: the main header (type 0x73) of at least 13 bytes.
      let header = at + 7
      let size = Int(b.littleEndian16(at: header + 5))
      guard b[header + 2] == 0x73, size >= 13, header + size <= b.count else { return nil }
      let crc = crc32(b, (header + 2)..<(header + size)) & 0xFFFF
      return crc == UInt32(b.littleEndian16(at: header)) ? .applicationVndRar : nil
    }
    if b[at + 6] == 0x01 && b[at + 7] == 0x00 {
      // RAR 5: CRC-32, then the header's size and type (1, main) as
      // variable-length integers; the CRC covers size, type and the rest.
      let header = at + 8
      var field = header + 4
      guard let size = rarVariableInteger(b, at: &field), size > 0, size <= 0x1_0000 else { return nil }
      let end = field + Int(size)
      guard let type = rarVariableInteger(b, at: &field), type == 1, end <= b.count else { return nil }
      return crc32(b, (header + 4)..<end) == b.littleEndian32(at: header) ? .applicationVndRar : nil
    }
    return nil
  }

  /// RAR 5's variable-length integer at `at` (seven bits a byte, low first,
  /// at most three bytes here); `at` moves past it.
  static func rarVariableInteger(_ b: Bytes, at: inout Int) -> UInt32? {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 21, by: 7) {
      guard at < b.count else { return nil }
      let byte = b[at]
      at += 1
      value |= UInt32(byte & 0x7F) << UInt32(shift)
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }

  /// How far into the prefix an archive is looked for behind data nothing
  /// recognised: the prefix itself (64 KiB), already read, so looking costs
  /// no read. Self-extracting programs are read exactly where their image
  /// ends instead, however long it is.
  static let archiveSearchLimit = ContentSniffer.prefixLength

  /// A 7-Zip or RAR archive behind data no other check knew, within
  /// ``archiveSearchLimit``: each place either signature occurs is tried,
  /// in the order they come.
  static func archiveBehindData(_ b: Bytes) -> KnownType? {
    let end = Swift.min(b.count, archiveSearchLimit)
    func next(_ signature: [UInt8], from start: Int) -> Int? {
      signature.withUnsafeBufferPointer { b.firstIndex(of: $0, from: start, before: end) }
    }
    var seven = next(sevenZipSignature, from: 1)
    var rar = next(rarSignature, from: 1)
    while true {
      let at = Swift.min(seven ?? .max, rar ?? .max)
      guard at != .max else { return nil }
      if let type = archiveOpening(b, at: at) { return type }
      if at == seven { seven = next(sevenZipSignature, from: at + 1) }
      if at == rar { rar = next(rarSignature, from: at + 1) }
    }
  }

  /// The standard CRC-32 (ISO 3309, reflected, as zip, 7-Zip and RAR use
  /// it) of the bytes in `range`.
  static func crc32(_ b: Bytes, _ range: Range<Int>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for i in range {
      crc = (crc >> 8) ^ crc32Table[Int((crc ^ UInt32(b[i])) & 0xFF)]
    }
    return ~crc
  }

  static let crc32Table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
    return value
  }
}
