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
    guard b.count >= 1084 else { return nil }
    for tag in modTags where b.has(tag, at: 1080) { return .audioXMod }
    if isDigit(b[1080]) && b.has("CHN", at: 1081) { return .audioXMod }
    if isDigit(b[1080]) && isDigit(b[1081]) && b.has("CH", at: 1082) { return .audioXMod }
    return nil
  }
}
