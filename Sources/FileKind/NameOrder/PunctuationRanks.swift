/// Where punctuation, symbols and emoji beyond ASCII weigh among ASCII's
/// own at the first level (`–` just after `-`, `’` as `'`, `¢` before
/// `$`, emoji after `~`), as read from Foundation by a script
/// (`Scripts/generate-punctuation-ranks.swift`).
enum PunctuationRanks {
  /// The first-level rank of `scalar` in the sort key's terms (the class
  /// of the ASCII character it follows, then its rank after it), and
  /// whether it weighs as that ASCII character itself (`’` as `'`, told
  /// apart at the case level); `nil` when the table does not place it.
  @inline(__always)
  static func place(_ scalar: UInt32) -> (rank: UInt64, weighsAsASCII: Bool)? {
    guard scalar >= 0xA1, scalar <= 0x1FAFF else { return nil }
    return scalars.withUnsafeBufferPointer { scalars in
      var low = 0
      var high = scalars.count
      while low < high {
        let middle = (low + high) / 2
        if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
      }
      guard low < scalars.count, scalars[low] == scalar else { return nil }
      // The slot is an index into the ASCII order, whose ranks start at 1.
      let place = places[low]
      let rank = place & 0xFFFF
      return (UInt64((place >> 16) + 1) << 32 | UInt64(rank), rank == 0)
    }
  }
}

/// The order of combining marks on one letter, the accent level of the
/// sort key (an acute before a grave, a ring before a diaeresis), as read
/// from Foundation by `Scripts/generate-punctuation-ranks.swift`.
enum MarkOrder {
  /// The weight of `mark`: its place in the table, or, for a mark the
  /// table does not hold, a weight after all of those by code point.
  @inline(__always)
  static func weight(of mark: UInt32) -> UInt16 {
    scalars.withUnsafeBufferPointer { scalars in
      var low = 0
      var high = scalars.count
      while low < high {
        let middle = (low + high) / 2
        if scalars[middle] < mark { low = middle + 1 } else { high = middle }
      }
      guard low < scalars.count, scalars[low] == mark else {
        return 0x8000 | UInt16(truncatingIfNeeded: mark & 0x7FFF)
      }
      return UInt16(truncatingIfNeeded: weights[low])
    }
  }
}

/// The combining marks of each precomposed Latin letter ``LatinFolding``
/// folds, from Unicode's canonical decompositions (the same on every
/// platform), read once.
enum LatinMarks {
  static let table: [[UInt32]] = (LatinFolding.first...LatinFolding.last).map { value in
    guard let scalar = Unicode.Scalar(value) else { return [] }
    return FoundationOracle.canonicalDecomposed(String(scalar)).unicodeScalars.dropFirst().map(\.value)
  }

  /// The marks on `value`, a letter ``LatinFolding`` folds.
  @inline(__always)
  static func marks(of value: UInt32) -> [UInt32] {
    table[Int(value - LatinFolding.first)]
  }
}
