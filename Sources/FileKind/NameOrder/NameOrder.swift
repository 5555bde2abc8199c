#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Names in Finder order: the order of Foundation's
/// `localizedStandardCompare`, made one total order, many times faster.
///
/// Numbers compare by value (`S03E04` before `S03E10`, `img_10.heic` before
/// `IMG_4392.HEIC`), case and accents only break ties, and punctuation
/// sorts before digits and letters as the Unicode collation does. Most
/// pairs of names are decided by a walk over their UTF-8 bytes, which
/// allocates nothing; every other pair by the byte order of the two names'
/// sort keys (``NameSortKey``). So the order is the keys' order, always:
/// antisymmetric, transitive, the same in every run and on every platform,
/// and usable wherever bytes are sorted (a database index, a distributed
/// sort).
///
/// It is Foundation's answer wherever Foundation's answers are an order on
/// the names at hand. Where they are not (Foundation answers `a < b`,
/// `b < c` and `c < a`), the sort key follows what Foundation does on most
/// names: a run of digits is one number whatever their scripts, ASCII runs
/// past 64 bits are read as the value 64 bits keep, `ß` weighs as `ss`,
/// circled and other digit characters weigh as digits, full-width forms
/// and case differ only after accents, and characters that weigh nothing
/// (controls, joiners) count only at the last level, or after the accents
/// at the end of a name with letters beyond ASCII.
///
/// FileKind never asks Foundation to compare two names, so names that
/// crash or slow Foundation's comparison (long runs of marks or controls)
/// are ordered like any others. A name is weighed by its first 1,024 UTF-16
/// units (four times the longest name a file system takes): names that
/// share those compare as the same, and a sort keeps them in the listing's
/// order.
public enum NameOrder {
  /// How `a` compares with `b`: the byte order of their sort keys, which
  /// is `a.localizedStandardCompare(b)` wherever Foundation's answers are
  /// an order.
  public static func compare(_ a: String, _ b: String) -> ComparisonResult {
    // A name longer than its key weighs is ordered by the part its key
    // weighs, as any name of that length is: by the walk where it decides.
    if SortKeyWriter.isBeyondWeighedLength(a) || SortKeyWriter.isBeyondWeighedLength(b) {
      let (x, y) = (SortKeyWriter.weighedPart(of: a), SortKeyWriter.weighedPart(of: b))
      return decide(x, y) ?? ownOrder(x, y)
    }
    if let decided = decide(a, b) { return decided }
    return ownOrder(a, b)
  }

  /// Whether Foundation's comparison survives `name` (for tests and fuzz
  /// targets that ask it): no stretch or run of it is longer, and it is no
  /// longer, than that comparison survives.
  package static func isWithinFoundationsBound(_ name: String) -> Bool {
    FoundationOracle.isWithinBound(name)
  }

  /// Whether `a` sorts before `b` in Finder order.
  public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .orderedAscending
  }

  /// The walk's answer for a pair, or `nil` when the sort keys must
  /// decide.
  static func decide(_ a: String, _ b: String) -> ComparisonResult? {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in decide(x, y) } }
  }

  /// The rank of each printable ASCII byte at the first level of the
  /// Unicode collation (the root order Foundation's collator uses):
  /// white space and punctuation, symbols, digits, then letters, each
  /// letter's two cases sharing one rank. 0 for bytes with no rank.
  static let asciiRank: [UInt8] = {
    let order = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz"
    var rank = [UInt8](repeating: 0, count: 128)
    for (i, byte) in order.utf8.enumerated() { rank[Int(byte)] = UInt8(i + 1) }
    for upper in UInt8(ascii: "A")...UInt8(ascii: "Z") { rank[Int(upper)] = rank[Int(upper | 0x20)] }
    return rank
  }()

  /// Ranks above every ASCII rank: another script's letters follow Latin.
  static let otherScriptRank = 200

  /// The longest digit run whose value fits the 64 bits Foundation reads
  /// a number into.
  static let longestNumber = 19

  /// Compares two names' UTF-8 the way Foundation does, or answers `nil`.
  ///
  /// The walk mirrors Foundation's: ASCII letters fold to one case, runs of
  /// ASCII digits on both sides compare by value (as Foundation reads
  /// them), identical bytes pass. At the first difference the collation
  /// decides by that position alone when the two characters differ at its
  /// first level, which is what this answers from ``asciiRank`` and
  /// ``CollationRanks``. When everything is equal, the first case
  /// difference (lower case first) or zero-padded number (the shorter
  /// first), whichever comes first, orders the pair.
  static func decide(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
    var i = skipIdenticalPlainPrefix(a, b)
    var j = i
    var tie = ComparisonResult.orderedSame
    var sawNonASCII = false
    // Whether the names differ in accents: past the first level, which the
    // sort keys weigh.
    var accents = false
    while i < a.count && j < b.count {
      let x = a[i]
      let y = b[j]
      if x &- 0x30 < 10 && y &- 0x30 < 10 {
        let startX = i
        let startY = j
        var valueX: UInt64 = 0
        var valueY: UInt64 = 0
        while i < a.count && a[i] &- 0x30 < 10 {
          valueX = valueX &* 10 &+ UInt64(a[i] &- 0x30)
          i += 1
        }
        while j < b.count && b[j] &- 0x30 < 10 {
          valueY = valueY &* 10 &+ UInt64(b[j] &- 0x30)
          j += 1
        }
        // A number that goes on in another script's digits (`1٠` is ten)
        // is one number, read on while it fits 64 bits; equal values leave
        // its digits' scripts to the sort key. One of ASCII digits alone
        // longer than 64 bits is read as the value 64 bits keep, as
        // Foundation's walk reads it.
        // ASCII digits that fill 64 bits end their number where another
        // script's begin, as if none followed.
        let goesOnX = i - startX < longestNumber && continuesNumber(a, at: i)
        let goesOnY = j - startY < longestNumber && continuesNumber(b, at: j)
        if goesOnX || goesOnY {
          sawNonASCII = true
          let numberX = goesOnX ? mixedNumber(a, from: startX) : NumberRun(value: valueX)
          let numberY = goesOnY ? mixedNumber(b, from: startY) : NumberRun(value: valueY)
          return NumberRun.order(numberX, a, numberY, b)
        }
        if valueX != valueY { return valueX < valueY ? .orderedAscending : .orderedDescending }
        if tie == .orderedSame && i - startX != j - startY {
          tie = i - startX < j - startY ? .orderedAscending : .orderedDescending
        }
        continue
      }
      if x == y {
        if x >= 0xC0 {
          // A scalar beyond ASCII, the same in both: it may still change
          // what follows (a full-width digit joins the number after it), so
          // only letters FileKind knows pass.
          sawNonASCII = true
          let scalar = LatinFolding.decode(a, at: i).scalar
          // A combining mark the same in both, on the same letters, weighs
          // the same in both.
          guard
            primaryRank(of: scalar) != nil || CollationRanks.rank(scalar) != nil
              || WeightlessScalars.isPlainMark(scalar)
              || WeightlessScalars.isIgnorable(scalar)
          else { return nil }
        } else if x < 0x20 || x == 0x7F {
          // A control the same in both: nothing at the first level, unless
          // it is white space.
          guard WeightlessScalars.isIgnorable(UInt32(x)) else { return nil }
          sawNonASCII = true
        }
        i += 1
        j += 1
        continue
      }
      // Differences the first level does not see: a combining mark on a
      // letter or digit, a character that weighs nothing, or an accented
      // Latin letter against its base. Read from the scalars' first bytes
      // (the bytes before are the same in both).
      var (scalarI, scalarJ) = (i, j)
      while scalarI > 0 && scalarJ > 0 && a[scalarI] & 0xC0 == 0x80 {
        scalarI -= 1
        scalarJ -= 1
      }
      if let skipped = WeightlessScalars.skip(a, at: scalarI) {
        sawNonASCII = true
        accents = true
        (i, j) = (skipped, scalarJ)
        continue
      }
      if let skipped = WeightlessScalars.skip(b, at: scalarJ) {
        sawNonASCII = true
        accents = true
        (i, j) = (scalarI, skipped)
        continue
      }
      if x < 0x80 && y < 0x80 {
        let rankX = asciiRank[Int(x)]
        let rankY = asciiRank[Int(y)]
        guard rankX != 0, rankY != 0 else { return nil }
        if rankX != rankY { return rankX < rankY ? .orderedAscending : .orderedDescending }
        // The same letter in two cases: lower case first, if nothing else decides.
        if tie == .orderedSame { tie = x > y ? .orderedAscending : .orderedDescending }
        i += 1
        j += 1
        continue
      }
      if let (nextX, nextY) = sameBaseLetter(a, at: scalarI, b, at: scalarJ) {
        sawNonASCII = true
        accents = true
        i = nextX
        j = nextY
        continue
      }
      return decideAtScalars(a, from: i, b, from: j)
    }
    if i < a.count || j < b.count {
      // One name is the other's beginning: the shorter first, when what
      // follows is a character with a weight of its own.
      let rest = i < a.count ? primaryRank(a, at: i) : primaryRank(b, at: j)
      guard rest != nil else { return nil }
      return i < a.count ? .orderedDescending : .orderedAscending
    }
    if accents || (sawNonASCII && tie != .orderedSame) { return nil }
    return tie
  }

  /// A number whose ASCII digits go on in another script's digits, from
  /// `start`, read whole: the sort key weighs it as one number, by its
  /// count of significant digits and then the digits.
  static func mixedNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> NumberRun {
    var run = NumberRun(value: 0)
    var k = start
    while let (digit, length) = digit(bytes, at: k) {
      if run.significant == 0 {
        if digit == 0 {
          k += length
          continue
        }
        run.firstSignificant = k
      }
      run.significant += 1
      if run.significant > longestNumber { run.value = nil }
      run.value = run.value.map { $0 &* 10 &+ UInt64(digit) }
      k += length
    }
    return run
  }

  /// The decimal digit at `k`, in any script, and its length in bytes.
  @inline(__always)
  static func digit(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (UInt8, Int)? {
    guard k < bytes.count else { return nil }
    if bytes[k] &- 0x30 < 10 { return (bytes[k] &- 0x30, 1) }
    guard continuesNumber(bytes, at: k) else { return nil }
    let (scalar, length) = LatinFolding.decode(bytes, at: k)
    guard let number = Unicode.Scalar(scalar)?.properties.numericValue else { return nil }
    return (UInt8(number), length)
  }

  /// One number as the walk compares it.
  struct NumberRun {
    /// Its value, when it fits 19 digits.
    var value: UInt64?
    /// How many significant digits it has.
    var significant = 0
    /// Where its first significant digit is, for a number read whole; -1
    /// for one known only by its value.
    var firstSignificant = -1

    init(value: UInt64) {
      self.value = value
      var rest = value
      while rest > 0 {
        significant += 1
        rest /= 10
      }
    }

    /// The order the sort key gives two numbers (more digits is larger,
    /// then digit by digit), or `nil` when they are equal or only their
    /// digits' scripts could tell them apart.
    static func order(
      _ x: NumberRun, _ a: UnsafeBufferPointer<UInt8>, _ y: NumberRun, _ b: UnsafeBufferPointer<UInt8>
    ) -> ComparisonResult? {
      if let valueX = x.value, let valueY = y.value {
        return valueX == valueY ? nil : (valueX < valueY ? .orderedAscending : .orderedDescending)
      }
      if x.significant != y.significant {
        return x.significant < y.significant ? .orderedAscending : .orderedDescending
      }
      guard x.firstSignificant >= 0, y.firstSignificant >= 0 else { return nil }
      var (i, j) = (x.firstSignificant, y.firstSignificant)
      while let (digitX, lengthX) = digit(a, at: i), let (digitY, lengthY) = digit(b, at: j) {
        if digitX != digitY { return digitX < digitY ? .orderedAscending : .orderedDescending }
        i += lengthX
        j += lengthY
      }
      return nil
    }
  }

  /// Where the walk goes on when the scalars at `i` and `j` are the same
  /// letter at the first level, one of them or both accented Latin
  /// letters (`é` against `e` or `è`); `nil` otherwise.
  @inline(__always)
  static func sameBaseLetter(
    _ a: UnsafeBufferPointer<UInt8>, at i: Int, _ b: UnsafeBufferPointer<UInt8>, at j: Int
  ) -> (Int, Int)? {
    // At a scalar's first byte on both sides (the bytes before are the
    // same, so both are at a boundary or neither is).
    guard a[i] & 0xC0 != 0x80, b[j] & 0xC0 != 0x80 else { return nil }
    let (scalarX, lengthX) = LatinFolding.decode(a, at: i)
    let (scalarY, lengthY) = LatinFolding.decode(b, at: j)
    func base(_ scalar: UInt32) -> UInt8? {
      switch LatinFolding.classify(scalar) {
      case .ascii(let byte): (byte | 0x20) &- 0x61 < 26 ? byte | 0x20 : nil
      case .latin(let letter): letter
      default: nil
      }
    }
    guard let baseX = base(scalarX), let baseY = base(scalarY), baseX == baseY else { return nil }
    return (i + lengthX, j + lengthY)
  }

  /// How many leading bytes the walk may pass over at once: both names
  /// share them, eight at a time, and they are printable ASCII (nothing a
  /// byte-wise walk would stop at), less any digits at their end, which may
  /// begin a number that goes on.
  @inline(__always)
  static func skipIdenticalPlainPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    guard let x = a.baseAddress, let y = b.baseAddress else { return 0 }
    let limit = Swift.min(a.count, b.count)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var k = 0
    while k + 8 <= limit {
      let word = UnsafeRawPointer(x + k).loadUnaligned(as: UInt64.self)
      guard word == UnsafeRawPointer(y + k).loadUnaligned(as: UInt64.self) else { break }
      // Any byte at or above 0x80, below 0x20, or 0x7F stops the skip.
      let below20 = (word &- ones &* 0x20) & ~word & highs
      let delete = word ^ (ones &* 0x7F)
      let is7F = (delete &- ones) & ~delete & highs
      guard word & highs | below20 | is7F == 0 else { break }
      k += 8
    }
    while k > 0 && a[k - 1] &- 0x30 < 10 { k -= 1 }
    return k
  }

  /// The first difference involves a scalar beyond ASCII: back up to the
  /// scalars' first bytes (the bytes before are identical), and decide by
  /// their first-level ranks when those differ.
  static func decideAtScalars(
    _ a: UnsafeBufferPointer<UInt8>, from i: Int, _ b: UnsafeBufferPointer<UInt8>, from j: Int
  ) -> ComparisonResult? {
    var i = i
    var j = j
    while i > 0 && j > 0 && a[i] & 0xC0 == 0x80 {
      i -= 1
      j -= 1
    }
    let (scalarX, lengthX) = LatinFolding.decode(a, at: i)
    let (scalarY, lengthY) = LatinFolding.decode(b, at: j)
    if let rankX = CollationRanks.rank(scalarX), let rankY = CollationRanks.rank(scalarY) {
      // Two symbols, emoji or letters of other scripts: their ranks decide
      // when they differ, unless a mark after either may change its weight.
      guard rankX != rankY, CollationRanks.leavesTheScalarBefore(a, at: i + lengthX),
        CollationRanks.leavesTheScalarBefore(b, at: j + lengthY)
      else { return nil }
      return rankX < rankY ? .orderedAscending : .orderedDescending
    }
    if let rankX = primaryRank(of: scalarX), let rankY = primaryRank(of: scalarY), rankX != rankY,
      !(rankX == otherScriptRank && rankY == otherScriptRank)
    {
      return rankX < rankY ? .orderedAscending : .orderedDescending
    }
    // Anything else (a Hangul syllable, a compatibility form, a symbol no
    // table ranks): the weights the key gives each scalar, where certain.
    guard let weightsX = ScalarWeights.certain(a, at: i), let weightsY = ScalarWeights.certain(b, at: j)
    else { return nil }
    return ScalarWeights.order(weightsX, weightsY)
  }

  /// Whether the scalar at `i` is a decimal digit beyond ASCII (Arabic-Indic,
  /// Thai, full-width…), which Foundation reads as part of the ASCII number
  /// before it.
  @inline(__always)
  static func continuesNumber(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard i < bytes.count, bytes[i] >= 0x80 else { return false }
    let scalar = LatinFolding.decode(bytes, at: i).scalar
    // No decimal digit lies below Arabic-Indic's, among the punctuation,
    // symbols and CJK of U+2000–U+9FFF, or among Hangul's syllables: the
    // characters that follow numbers in names are turned away at once.
    if scalar < 0x0660 || (0x2000...0x9FFF).contains(scalar) || (0xAC00...0xD7FF).contains(scalar) {
      return false
    }
    return Unicode.Scalar(scalar)?.properties.numericType == .decimal
  }

  /// The first-level rank of the scalar at `i`, when FileKind knows it.
  @inline(__always)
  static func primaryRank(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    primaryRank(of: LatinFolding.decode(bytes, at: i).scalar)
  }

  /// The first-level rank of `scalar`, when FileKind knows it.
  @inline(__always)
  static func primaryRank(of scalar: UInt32) -> Int? {
    switch LatinFolding.classify(scalar) {
    case .ascii(let byte): Int(asciiRank[Int(byte)])
    case .latin(let base): Int(asciiRank[Int(base)])
    case .otherScript: otherScriptRank
    case .unknown: nil
    }
  }
}
