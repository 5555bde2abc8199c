/// Tracker modules (MOD, S3M, XM, IT, MTM, 669, MED, STM): music, so audio.
/// Their signatures sit at fixed offsets (a MOD's at 1080), declared as the
/// tree's nodes; what is left here is the data and checks they use.
extension NativeSniffer {
  /// The 4-byte tags ProTracker and its relatives write at offset 1080.
  static let modTags: [StaticString] = [
    "M.K.", "M!K!", "M&K!", "FLT4", "FLT8", "CD81", "OKTA", "OCTA", "TDZ4",
  ]

  /// Composer 669 has only a two-letter mark (`if` or `JN`), so the header
  /// must also hold: at most 64 samples and 128 patterns, and an order list
  /// padded with 0xFF, a byte no text contains.
  static func isComposer669(_ b: Bytes) -> Bool {
    guard b.has("if") || b.has("JN"), b.count >= 0x1F1 else { return false }
    guard b[0x6E] <= 64, b[0x6F] <= 128, b[0x70] < 128 else { return false }
    for i in 0x71..<0xF1 where b[i] == 0xFF { return true }
    return false
  }

  /// The tracker module whose mark past the start the tree found.
  static func trackerAtOffset(_ b: Bytes) -> KnownType? {
    if b.has("SCRM", at: 44) { return .audioXS3m }
    if b.has("!Scream!", at: 20) || b.has("BMOD2STM", at: 20) { return .audioXStm }
    guard b.count >= 1084, modTables(b) else { return nil }
    for tag in modTags where b.has(tag, at: 1080) { return .audioXMod }
    if isDigit(b[1080]) && b.has("CHN", at: 1081) { return .audioXMod }
    if isDigit(b[1080]) && isDigit(b[1081]) && b.has("CH", at: 1082) { return .audioXMod }
    return nil
  }

  /// A ProTracker-style module's tables before its tag at 1,080, which a
  /// file holding the tag by chance lacks: 31 sample headers (30 bytes
  /// each from byte 20) whose finetune is 0 to 15 and volume at most 64, a
  /// song length of 1 to 128 positions, and an order list of pattern
  /// numbers below 128.
  static func modTables(_ b: Bytes) -> Bool {
    guard b.count >= 1_080 else { return false }
    for sample in 0..<31 where b[20 + 30 * sample + 24] > 15 || b[20 + 30 * sample + 25] > 64 {
      return false
    }
    return (1...128).contains(b[950]) && (952..<1_080).allSatisfy { b[$0] < 128 }
  }
}
