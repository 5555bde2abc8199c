#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NameOrder {
  /// FileKind's own order of two names: the byte order of their sort keys
  /// (``NameSortKey``). Every pair the walk of ``decide(_:_:)`` leaves open
  /// takes it, so name order is one total order: antisymmetric,
  /// transitive, and the same in every run and on every platform.
  static func ownOrder(_ a: String, _ b: String) -> ComparisonResult {
    var x: [UInt8] = []
    var y: [UInt8] = []
    SortKeyWriter.append(a, to: &x)
    SortKeyWriter.append(b, to: &y)
    let order = NameSortKey.compare(x, y)
    return order == 0 ? .orderedSame : (order < 0 ? .orderedAscending : .orderedDescending)
  }
}

extension NameOrder {
  /// Whether `name` holds a shape on which Foundation's comparison is no
  /// order at all (the tests find its cycles among a few short names of
  /// each shape): a run of more than 19 ASCII digits, which it reads into
  /// 64 bits before a case difference and whole after one; a decimal
  /// digit beyond ASCII beside an ASCII digit, which it reads as going on
  /// with the number or not depending on the other name; or a character
  /// that weighs nothing (a control, a joiner) in a name that holds a
  /// digit (`0a` and a joiner against `00A`), a letter with case or a mark
  /// beyond ASCII (`é` against `É`); or a letter
  /// that stands for several (`ß` for `ss`, `ﬁ` for `fi`), which it weighs
  /// as one letter or as several depending on the other name; or kana's
  /// combining voicing marks. There the
  /// sort key's order stands alone.
  package static func isWhereFoundationContradictsItself(_ name: String) -> Bool {
    var run = 0
    var previous: Unicode.Scalar?
    var ignorable = false
    var casedOrDigit = false
    for scalar in name.unicodeScalars {
      if weighsNothing(scalar) { ignorable = true }
      if scalar.value &- 0x30 < 10 || (!scalar.isASCII && (scalar.properties.isCased || isMark(scalar))) {
        casedOrDigit = true
      }
      if ignorable && casedOrDigit { return true }
      run = scalar.value &- 0x30 < 10 ? run + 1 : 0
      if run > longestNumber { return true }
      if let previous, isDigitBesideAnOddity(previous, scalar) || isDigitBesideAnOddity(scalar, previous) {
        return true
      }
      if !scalar.isASCII && standsForSeveralLetters(scalar) { return true }
      // Kana's combining voicing marks: `ス` and U+3099 sorts before `ズ`
      // whatever follows, and `ズ` with `ス` by what follows.
      if scalar.value == 0x3099 || scalar.value == 0x309A { return true }
      previous = scalar
    }
    return false
  }

  /// Whether Foundation's answer for `a` against `b` can change from
  /// process to process: one is longer than 64 UTF-16 units, and their
  /// first levels are equal (they differ in case, width, accents or
  /// characters that weigh nothing) or first differ past the 60th weight,
  /// where its tie-break reads memory it did not write. The sort key orders
  /// them by its levels.
  package static func foundationsTieBreakIsUnstable(_ a: String, _ b: String) -> Bool {
    guard a.utf16.count > 64 || b.utf16.count > 64 else { return false }
    let (x, y) = (SortKeyWriter.firstLevel(a), SortKeyWriter.firstLevel(b))
    var common = 0
    while common < x.count && common < y.count && x[common] == y[common] { common += 1 }
    return x == y || common >= 60
  }

  /// Whether case folding or compatibility decomposition makes `scalar`
  /// more than one letter.
  static func standsForSeveralLetters(_ scalar: Unicode.Scalar) -> Bool {
    let text = String(scalar)
    if text.uppercased().lowercased().unicodeScalars.count > 1 { return true }
    let parts = FoundationOracle.compatibilityDecomposed(text).unicodeScalars.filter {
      switch $0.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark: false
      default: true
      }
    }
    return parts.count > 1
  }

  /// A combining mark.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: true
    default: false
    }
  }

  /// A control or format character (not the white space controls, which
  /// weigh as spaces).
  static func weighsNothing(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 { return SortKeyWriter.whiteSpaceRank(scalar.value) == nil }
    if scalar.isASCII { return scalar.value == 0x7F }
    if scalar.value == 0x85 { return false }
    switch scalar.properties.generalCategory {
    case .control, .format: return true
    default: return false
    }
  }

  /// Whether `digit` is an ASCII digit and `other` a digit beyond ASCII
  /// or a character that weighs nothing.
  static func isDigitBesideAnOddity(_ digit: Unicode.Scalar, _ other: Unicode.Scalar) -> Bool {
    guard digit.value &- 0x30 < 10 || SortKeyWriter.decimalValue(digit) != nil else { return false }
    if other.isASCII { return other.value < 0x20 || other.value == 0x7F }
    if SortKeyWriter.decimalValue(other) != nil { return true }
    switch other.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }
}
