/// Excel's Binary Interchange File Format as a bare stream: the worksheets
/// Excel 2, 3 and 4 saved (no OLE container around them), and BIFF5/8
/// streams taken out of one. A stream is a run of records, each a 16-bit
/// identifier, a 16-bit length and that many bytes, opening with a BOF
/// record whose identifier names the version.
extension NativeSniffer {
  /// The BOF record of each version: identifier and length as the stream
  /// starts with them (little-endian), the version's name for readers.
  static let biffOpenings: [(bytes: [UInt8], version: Int)] = [
    ([0x09, 0x00, 0x04, 0x00], 2),
    ([0x09, 0x02, 0x06, 0x00], 3),
    ([0x09, 0x04, 0x06, 0x00], 4),
    ([0x09, 0x08, 0x08, 0x00], 5),
    ([0x09, 0x08, 0x10, 0x00], 8),
  ]

  /// The longest record BIFF2 to BIFF5 allow (2,080 bytes of data), and
  /// BIFF8's (8,224).
  static func longestBIFFRecord(version: Int) -> Int { version == 8 ? 8_224 : 2_080 }

  /// The records read after BOF to confirm a stream, unless its end comes
  /// first.
  static let biffRecordsToConfirm = 8

  /// A bare BIFF stream: its BOF record names a kind of sheet the version
  /// defines (a worksheet, chart, macro sheet or, from BIFF4, a workbook),
  /// BIFF5/8 also its version word, and the records after it chain within
  /// the lengths the version allows, up to the EOF record or the end of
  /// what was read (a file cut short is known by the records it keeps),
  /// with no record of identifier 0 and length 0 (a run of zeros).
  static func biffStream(_ b: Bytes) -> KnownType? {
    guard let version = biffOpenings.first(where: { b.has($0.bytes) })?.version else { return nil }
    let type = b.littleEndian16(at: 6)
    switch (version, type) {
    case (_, 0x0010), (_, 0x0020), (_, 0x0040): break  // worksheet, chart, macro sheet
    case (4, 0x0100), (5, 0x0100), (8, 0x0100): break  // workbook (BIFF4), workspace (BIFF5/8)
    case (5, 0x0005), (5, 0x0006), (8, 0x0005), (8, 0x0006): break  // globals, VB module
    default: return nil
    }
    if version >= 5 {
      let word = b.littleEndian16(at: 4)
      guard word == 0x0500 || word == 0x0600 else { return nil }
    }
    var at = 4 + Int(b.littleEndian16(at: 2))
    let longest = longestBIFFRecord(version: version)
    for _ in 0..<biffRecordsToConfirm {
      // The end of what was read (a file cut short, or the prefix): the
      // records that are whole decide.
      guard at + 4 <= b.count else { return .applicationVndMsExcel }
      let identifier = b.littleEndian16(at: at)
      let length = Int(b.littleEndian16(at: at + 2))
      guard length <= longest, identifier < 0x2000, identifier != 0 || length != 0 else { return nil }
      // EOF: the sheet's last record.
      if identifier == 0x000A { return length == 0 ? .applicationVndMsExcel : nil }
      at += 4 + length
    }
    return .applicationVndMsExcel
  }
}
