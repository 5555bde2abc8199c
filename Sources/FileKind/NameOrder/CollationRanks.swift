/// The first-level weights of symbols, emoji and other scripts' letters,
/// as ranks: where the first difference between two names is two such
/// scalars of different rank, that difference orders the names, whatever
/// follows.
///
/// The ranks are Foundation's own order, read from it by a script
/// (`Scripts/generate-collation-ranks.swift`) and checked against it by the
/// tests. Scalars that weigh as more than one character, or that the
/// characters after them can outweigh, are left out, as are Hangul
/// syllables (each weighs as two or three letters): name order hands those
/// to Foundation.
enum CollationRanks {
  /// The rank of `scalar`, or `nil` when it has none here.
  @inline(__always)
  static func rank(_ scalar: UInt32) -> UInt32? {
    guard scalar >= 0x0391 else { return nil }
    return runFirsts.withUnsafeBufferPointer { firsts in
      // The last run that starts at or before `scalar`.
      var low = 0
      var high = firsts.count
      while low < high {
        let middle = (low + high) / 2
        if firsts[middle] <= scalar { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return nil }
      let run = low - 1
      guard scalar <= runLasts[run] else { return nil }
      let rank = runRanks[run]
      return (rank & 0x7FFF_FFFF) + (scalar - firsts[run]) * (rank >> 31)
    }
  }

  /// Whether the character at `i` leaves the one before it alone: the end
  /// of the name, ASCII, a letter or symbol with a rank of its own, or a
  /// joiner or variation selector of an emoji sequence. Not a combining
  /// mark, which may join the scalar before it into one of another weight.
  @inline(__always)
  static func leavesTheScalarBefore(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard i < bytes.count, bytes[i] >= 0x80 else { return true }
    let scalar = LatinFolding.decode(bytes, at: i).scalar
    switch scalar {
    case 0x200D, 0xFE0E, 0xFE0F: return true
    default: break
    }
    if case .latin = LatinFolding.classify(scalar) { return true }
    return rank(scalar) != nil
  }
}
