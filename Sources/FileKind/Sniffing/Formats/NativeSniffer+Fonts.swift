/// Fonts whose magic other files share: TrueType's version word opens
/// GTK's icon caches too, so the table directory after it decides.
extension NativeSniffer {
  /// A TrueType font (version 1.0: `00 01 00 00`): a table count, then the
  /// binary-search fields OpenType derives from it (`searchRange`,
  /// `entrySelector`, `rangeShift`), or at least a first table whose tag
  /// is four printable letters, as fonts written by careless tools have.
  static func trueType(_ b: Bytes) -> KnownType? {
    guard b.count >= 16, b.has([0x00, 0x01, 0x00, 0x00]) else { return nil }
    let tables = Int(b.bigEndian32(at: 4) >> 16)
    guard tables >= 1, tables <= 1_024 else { return nil }
    let selector = Int.bitWidth - 1 - tables.leadingZeroBitCount
    let range = 16 << selector
    let derived =
      Int(b.bigEndian32(at: 6) >> 16) == range && Int(b.bigEndian32(at: 8) >> 16) == selector
      && Int(b.bigEndian32(at: 10) >> 16) == tables * 16 - range
    let tagged = (12..<16).allSatisfy { b[$0] >= 0x20 && b[$0] < 0x7F }
    return derived || tagged ? .fontTtf : nil
  }
}
