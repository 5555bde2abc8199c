import Synchronization

/// Characters that weigh nothing at the first level of a name's key, which
/// the walk of ``NameOrder`` passes over instead of handing the pair to the
/// keys: combining marks on a letter or digit, and controls and format
/// characters (joiners, zero-width spaces, the byte order mark).
///
/// Each is checked once against the lookups the key's writer weighs every
/// other character by, so a shortcut here cannot disagree with the key.
enum WeightlessScalars {
  /// A combining mark of the common block (U+0300 to U+036F) that weighs
  /// as a mark alone.
  @inline(__always)
  static func isPlainMark(_ scalar: UInt32) -> Bool {
    scalar &- 0x300 < 0x70 && plainMarks[Int(scalar &- 0x300)]
  }

  /// Whether each combining mark from U+0300 to U+036F weighs as a mark
  /// alone: no table ranks it and it decomposes to nothing else (so not
  /// U+0340, which is U+0300). Computed from the same lookups that weigh
  /// any other scalar, so the shortcut cannot disagree with them.
  private static let plainMarks: [Bool] = (0x300..<0x370).map { value in
    let scalar = Unicode.Scalar(UInt32(value))!
    let decompositions = ScalarDecompositions.of(scalar)
    return decompositions.compatible == [scalar] && decompositions.canonical == [scalar]
      && LatinFolding.classify(UInt32(value)) == .unknown && CollationRanks.rank(UInt32(value)) == nil
      && PunctuationRanks.place(UInt32(value)) == nil && SortKeyWriter.decimalValue(scalar) == nil
      && scalar.properties.generalCategory == .nonspacingMark
  }

  /// A control (not white space) or one of the common format characters:
  /// nothing at the first three levels wherever it stands, only at the end
  /// of a name, where the key gives it the least weight.
  @inline(__always)
  static func isIgnorable(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return scalar < 0x20 ? SortKeyWriter.whiteSpaceRank(scalar) == nil : scalar == 0x7F }
    return formatCharacters.contains(scalar)
  }

  /// The format characters names hold (zero-width spaces and joiners,
  /// direction marks and embeddings, word joiners and invisible operators,
  /// the byte order mark) that the key weighs as nothing.
  static let formatCharacters: Set<UInt32> = {
    let candidates =
      Array(0x200B...0x200F) + Array(0x202A...0x202E) + Array(0x2060...0x2064)
      + Array(0x2066...0x206F) + [0xFEFF]
    return Set(
      candidates.map(UInt32.init).filter { value in
        let scalar = Unicode.Scalar(value)!
        let decompositions = ScalarDecompositions.of(scalar)
        return scalar.properties.generalCategory == .format && decompositions.compatible == [scalar]
          && LatinFolding.classify(value) == .unknown && CollationRanks.rank(value) == nil
          && PunctuationRanks.place(value) == nil && NameOrder.weighsNothing(scalar)
      })
  }()

  /// Where the walk goes on past the characters at `i` that weigh nothing
  /// at the first level: a run of ignorable characters, or a run of plain
  /// marks standing on an ASCII letter or digit or a Latin letter FileKind
  /// folds (any letter composed from those is a Latin letter of the same
  /// base, and a digit composes with nothing). `nil` when the scalar at
  /// `i`, the first byte of one, weighs something.
  static func skip(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let (scalar, length) = LatinFolding.decode(bytes, at: i)
    if isIgnorable(scalar) {
      var k = i + length
      while k < bytes.count {
        let (next, nextLength) = LatinFolding.decode(bytes, at: k)
        guard isIgnorable(next) else { break }
        k += nextLength
      }
      return k
    }
    guard isPlainMark(scalar), standsOnLetterOrDigit(bytes, before: i) else { return nil }
    var k = i + length
    while k < bytes.count && bytes[k] &- 0xCC < 2 {
      let (next, nextLength) = LatinFolding.decode(bytes, at: k)
      guard isPlainMark(next) else { break }
      k += nextLength
    }
    return k
  }

  /// Whether the marks before `i` (none or more) stand on a scalar whose
  /// first-level weight marks leave as it is.
  static func standsOnLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>, before i: Int) -> Bool {
    var k = i
    while k > 0 {
      var start = k - 1
      while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
      let before = LatinFolding.decode(bytes, at: start).scalar
      if isPlainMark(before) {
        k = start
        continue
      }
      return marksLeaveTheWeight(of: before)
    }
    return false
  }

  /// Whether plain marks after `scalar` leave its first-level weight as it
  /// is: an ASCII letter or digit or a Latin letter FileKind folds (any
  /// letter composed from those is a Latin letter of the same base, and a
  /// digit composes with nothing), or a scalar no plain mark composes with.
  static func marksLeaveTheWeight(of scalar: UInt32) -> Bool {
    if scalar < 0x80, scalar &- 0x30 < 10 || (scalar | 0x20) &- 0x61 < 26 { return true }
    if case .latin = LatinFolding.classify(scalar) { return true }
    return keepsItsWeightUnderMarks(scalar)
  }

  private static let keepers = Mutex<[UInt32: Bool]>([:])

  /// Whether `scalar` composes with none of the plain marks (a Han
  /// character, a Hangul syllable, a kana, most symbols): marks on it then
  /// weigh nothing at the first level. Asked of Foundation once a scalar,
  /// and kept.
  static func keepsItsWeightUnderMarks(_ scalar: UInt32) -> Bool {
    if let known = keepers.withLock({ $0[scalar] }) { return known }
    guard let base = Unicode.Scalar(scalar), !ScalarDecompositions.mayCompose(base) else { return false }
    let keeps = (0x300..<0x370).allSatisfy { mark in
      guard isPlainMark(UInt32(mark)) else { return true }
      let pair = String(base) + String(Unicode.Scalar(UInt32(mark))!)
      return FoundationOracle.canonicalComposed(pair).unicodeScalars.count == 2
    }
    keepers.withLock { $0[scalar] = keeps }
    return keeps
  }
}
