#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NameOrder {
  /// FileKind's own order, for the names Foundation cannot be asked about
  /// (a stretch of marks, punctuation or control characters, or a run
  /// without a space, longer than Foundation's comparison survives, or a
  /// name too long to ask about).
  ///
  /// It follows the same first level as Foundation's collation where
  /// FileKind knows it: printable ASCII by ``asciiRank``, a precomposed
  /// Latin letter as its base letter, a Latin letter the collation spells
  /// with ASCII letters as those letters (`æ` as `ae`, `ø` as `o`), symbols
  /// and other scripts' letters by ``CollationRanks``, runs of decimal
  /// digits of any script by value (of any length), other letters after
  /// Latin by their lowercase code point, unassigned and private code
  /// points after Han, and marks, control and format characters weighing
  /// nothing. Names equal at that level are ordered by their
  /// UTF-16 code units, as Foundation breaks its last ties. Both steps are
  /// lexicographic over a sequence derived from each name alone, so the
  /// order is total: antisymmetric, transitive, and the same in every run.
  static func ownOrder(_ a: String, _ b: String) -> ComparisonResult {
    var x = PrimaryWeights(FoundationOracle.compatibilityDecomposed(a).unicodeScalars)
    var y = PrimaryWeights(FoundationOracle.compatibilityDecomposed(b).unicodeScalars)
    var tie = ComparisonResult.orderedSame
    while true {
      switch (x.next(), y.next()) {
      case (nil, nil):
        if tie != .orderedSame { return tie }
        if a.utf16.elementsEqual(b.utf16) { return .orderedSame }
        return a.utf16.lexicographicallyPrecedes(b.utf16) ? .orderedAscending : .orderedDescending
      case (nil, _): return .orderedAscending
      case (_, nil): return .orderedDescending
      case (let p?, let q?):
        if p != q { return p < q ? .orderedAscending : .orderedDescending }
        // Equal weights: the first case difference (lower case first) or
        // zero-padded number (the shorter first) orders the names, as it
        // does in Foundation's comparison, if nothing else does.
        if tie == .orderedSame && p.tie != q.tie {
          tie = p.tie < q.tie ? .orderedAscending : .orderedDescending
        }
      }
    }
  }

}

/// One first-level weight of ``NameOrder/ownOrder(_:_:)``: a character's
/// rank, or a number's value as its significant digits.
struct PrimaryWeight: Comparable {
  /// The rank: ASCII ranks as ``NameOrder/asciiRank`` gives them in the
  /// high half; other characters beside the ASCII class they sort with
  /// (punctuation, symbols, letters by script), by code point in the low
  /// half.
  var rank: UInt64
  /// For a number, its digits without leading zeros; otherwise empty.
  var digits: [UInt8] = []
  /// What breaks a tie between equal weights: 1 for an upper-case letter,
  /// 0 for any other character, a number's count of digits.
  var tie = 0

  /// Equal at the first level (``tie`` aside).
  static func == (x: PrimaryWeight, y: PrimaryWeight) -> Bool {
    x.rank == y.rank && x.digits == y.digits
  }

  static func < (x: PrimaryWeight, y: PrimaryWeight) -> Bool {
    if x.rank != y.rank { return x.rank < y.rank }
    // Numbers: fewer significant digits is smaller, then digit by digit.
    if x.digits.count != y.digits.count { return x.digits.count < y.digits.count }
    return x.digits.lexicographicallyPrecedes(y.digits)
  }
}

/// The first-level weights of one name, one at a time.
struct PrimaryWeights<Scalars: Collection<Unicode.Scalar>> {
  let scalars: Scalars
  var position: Scalars.Index
  /// The rest of a character that folds to more than one (`ß` to `ss`).
  var pending: [Unicode.Scalar] = []

  init(_ scalars: Scalars) {
    self.scalars = scalars
    position = scalars.startIndex
  }

  /// The next weight, skipping characters that weigh nothing; `nil` at the
  /// end.
  mutating func next() -> PrimaryWeight? {
    if !pending.isEmpty {
      return PrimaryWeight(rank: Self.rank(of: pending.removeFirst()))
    }
    while position < scalars.endIndex {
      let scalar = scalars[position]
      if let digit = Self.decimalValue(scalar) {
        // A run of decimal digits of any scripts is one number.
        var digits: [UInt8] = digit == 0 ? [] : [digit]
        var count = 1
        scalars.formIndex(after: &position)
        while position < scalars.endIndex, let more = Self.decimalValue(scalars[position]) {
          if !(digits.isEmpty && more == 0) { digits.append(more) }
          count += 1
          scalars.formIndex(after: &position)
        }
        return PrimaryWeight(rank: Self.ascii(0x30), digits: digits, tie: count)
      }
      scalars.formIndex(after: &position)
      // TAB, LF, VT, FF, CR and NEL sort as spaces do.
      if (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85 {
        return PrimaryWeight(rank: Self.ascii(0x20))
      }
      switch LatinFolding.classify(scalar.value) {
      case .ascii(let byte):
        let upper = byte &- 0x41 < 26 ? 1 : 0
        return PrimaryWeight(rank: Self.ascii(byte), tie: upper)
      case .latin(let base):
        let upper = scalar.properties.isUppercase ? 1 : 0
        return PrimaryWeight(rank: Self.ascii(base), tie: upper)
      case .otherScript, .unknown:
        if weighsNothing(scalar) { continue }
        // A letter the collation weighs as ASCII letters (`æ` as `ae`).
        if let spelling = LatinFolding.spellings[scalar.value] {
          let letters = Array(spelling.unicodeScalars)
          pending = Array(letters.dropFirst())
          return PrimaryWeight(rank: Self.rank(of: letters[0]), tie: scalar.properties.isUppercase ? 1 : 0)
        }
        // Full case folding: `ß` weighs as `ss`, `Σ` as `σ`.
        let folded = String(scalar).uppercased().lowercased().unicodeScalars
        let upper = folded.first != scalar && scalar.properties.isUppercase ? 1 : 0
        if folded.count > 1 {
          pending = Array(folded.dropFirst())
        }
        return PrimaryWeight(rank: Self.rank(of: folded.first ?? scalar), tie: upper)
      }
    }
    return nil
  }

  /// The rank of a printable ASCII byte, in the high half.
  @inline(__always)
  static func ascii(_ byte: UInt8) -> UInt64 {
    let rank = NameOrder.asciiRank[Int(byte)]
    return UInt64(rank == 0 ? UInt8(NameOrder.otherScriptRank) : rank) << 32
  }

  /// The rank of a character beyond ASCII, as the root collation groups
  /// them: white space with the space, punctuation after ASCII's,
  /// symbols after ASCII's, an ASCII letter as itself, and other letters
  /// after Latin, script by script in the root collation's order (Greek,
  /// Cyrillic, the scripts of Asia's south and west, Hangul, kana, then
  /// Han), each by its rank in ``CollationRanks`` where it has one, else by
  /// code point.
  static func rank(of scalar: Unicode.Scalar) -> UInt64 {
    let value = UInt64(scalar.value)
    if scalar.isASCII { return ascii(UInt8(value)) }
    let letters = UInt64(NameOrder.otherScriptRank) << 32
    switch scalar.value {
    case 0xFFFE: return 0  // below everything, as the collation places it
    case 0xFFFD: return letters | 6 << 24  // after every letter
    case 0xFFFF: return letters | 7 << 24  // last of all
    default: break
    }
    switch scalar.properties.generalCategory {
    case .unassigned, .privateUse:
      // Weighed after Han, by code point, as the collation weighs the code
      // points it does not know.
      return letters | 5 << 24 | value
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: return ascii(0x20)
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return ascii(UInt8(ascii: "}")) | value
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      // Symbols and emoji the collation ranks by their rank, above the
      // code points of those it does not.
      if let rank = CollationRanks.rank(scalar.value) {
        return ascii(UInt8(ascii: "$")) | 1 << 24 | UInt64(rank)
      }
      return ascii(UInt8(ascii: "$")) | value
    default:
      // Greek, Cyrillic, kana and Han as the collation ranks them, each
      // script's letters without a rank after those with one.
      let ranked = CollationRanks.rank(scalar.value).map { UInt64($0) } ?? 1 << 22 | value
      let script: UInt64
      switch scalar.value {
      case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: script = 1 << 24  // Hangul
      case 0x3040...0x30FF, 0x31F0...0x31FF: script = 2 << 24  // kana
      case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
        script = 3 << 24  // Han
      default: script = 0
      }
      return letters | script | ranked
    }
  }

  /// A decimal digit's value, in any script.
  @inline(__always)
  static func decimalValue(_ scalar: Unicode.Scalar) -> UInt8? {
    if scalar.value < 0x80 {
      return scalar.value &- 0x30 < 10 ? UInt8(scalar.value &- 0x30) : nil
    }
    guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
      return nil
    }
    return UInt8(value)
  }

  /// Marks, control and format characters: nothing at the first level of
  /// the collation.
  @inline(__always)
  func weighsNothing(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .surrogate:
      return true
    default:
      return false
    }
  }
}
