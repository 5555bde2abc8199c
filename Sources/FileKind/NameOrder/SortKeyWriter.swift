/// Writes a name's sort key: the byte string whose byte order is FileKind's
/// name order.
///
/// A key holds up to four levels, each consulted only where every level
/// before it is equal, as the Unicode collation weighs text:
/// 1. **Letters**: one weight per character, case and accents folded,
///    white space and punctuation first, then symbols, digits, Latin
///    letters and the other scripts; a run of decimal digits is one weight
///    that orders by its value (its count of significant digits, then the
///    digits, two to a byte).
/// 2. **Accents**: the marks on each letter, in the collation's order of
///    marks (an acute before a grave), and the letters the collation spells
///    with others (`ß`, `æ`) after their spellings.
///    Characters that weigh nothing at the end of a name with a letter
///    beyond ASCII weigh one plain weight each, after all of those.
/// 3. **Case**: lower case before a full-width or ligature form before
///    upper case, and a number's leading zeros (fewer first), two weights
///    to a byte.
/// 4. **Code units**: for a name of printable ASCII one byte; for any other
///    name, a byte that places it against the name of printable ASCII the
///    first three levels could equal, then its UTF-8 rearranged to order as
///    UTF-16 does, so that names the first three levels cannot tell apart
///    still differ, as Foundation's last tie break orders them.
///
/// Levels are joined by a zero byte, lower than any weight byte, and the
/// trailing weights that are the lowest of their level (no accent, lower
/// case) are left out. So a shorter name whose letters begin a longer one
/// sorts first, and equal keys belong to identical names only.
enum SortKeyWriter {
  /// Between two levels: lower than the first byte of any weight.
  static let separator: UInt8 = 0

  /// The lowest weight of the accent and case levels: an unmarked letter,
  /// a lower-case one, a number without leading zeros.
  static let plainWeight: UInt8 = 1

  /// The case level's weights.
  enum CaseWeight {
    static let lower: UInt8 = 1
    static let upper: UInt8 = 3
  }

  /// The forms level's weight of a compatibility form (full-width,
  /// circled, a ligature's part); a character as itself weighs the plain
  /// weight.
  enum FormWeight {
    static let compatibility: UInt8 = 2
  }

  /// Opens the forms level at the start of the last: above every byte
  /// that begins the last level otherwise, so a name with compatibility
  /// forms follows its twin without.
  static let formsMarker: UInt8 = 0xF8

  /// Opens the last level of a name with a number whose ASCII digits go on
  /// in another script's: below every byte that begins the last level
  /// otherwise, so the name precedes its twin written in ASCII digits.
  static let mixedNumbersMarker: UInt8 = 0x20

  /// The most UTF-16 units of a name its key weighs: past them (far
  /// beyond any file system's names, and beyond the names Foundation's
  /// comparison survives) the rest of the name is left out, so a key never
  /// holds more than ``NameSortKey/longestKey`` bytes, however long the
  /// name.
  static let longestWeighedName = 1_024

  /// Whether `name` is longer than its key weighs.
  @inline(__always)
  static func isBeyondWeighedLength(_ name: String) -> Bool {
    // Each UTF-16 unit is at least one UTF-8 byte: the byte count, which a
    // native string knows at once, settles most names.
    name.utf8.count > longestWeighedName && name.utf16.count > longestWeighedName
  }

  /// The part of `name` its key weighs: its first ``longestWeighedName``
  /// UTF-16 units, cut between two scalars.
  static func weighedPart(of name: String) -> String {
    guard isBeyondWeighedLength(name) else { return name }
    var name = name
    return name.withUTF8 { bytes in
      // Counted on the UTF-8: a lead byte starts one unit, or two from
      // 0xF0 on (a scalar past U+FFFF); continuation bytes start none.
      var units = 0
      var end = 0
      for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
        units += byte >= 0xF0 ? 2 : 1
        if units > longestWeighedName { break }
        end = offset
        end += 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
  }

  /// Appends the key of `name` to `out`.
  static func append(_ name: String, to out: inout [UInt8]) {
    var name = weighedPart(of: name)
    let plain = name.withUTF8 { bytes -> Bool in
      guard isPlain(bytes) else { return false }
      appendPlain(bytes, to: &out)
      return true
    }
    if !plain { appendGeneral(name, to: &out) }
  }

  // MARK: Printable ASCII

  /// Whether every byte is printable ASCII: the first and third levels
  /// then say everything, and the fourth is left out.
  @inline(__always)
  static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte &- 0x20 >= 0x5F { return false }
    return true
  }

  /// The first-level byte of each printable ASCII character.
  static let asciiWeight: [UInt8] = (0..<128).map { byte in
    let rank = NameOrder.asciiRank[byte]
    return rank == 0 ? 0 : classByte(UInt64(rank), extended: false)
  }

  /// The key of a name of printable ASCII, in one pass a level, written
  /// into a buffer of its greatest length (``plainKeyBound(_:)``) and
  /// appended to `out` at once.
  static func appendPlain(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    // One look at the table a name, not one a byte.
    asciiWeight.withUnsafeBufferPointer { weights in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: plainKeyBound(bytes.count)) { buffer in
        var key = KeyBuffer(buffer)
        appendPlainFirstLevel(bytes, weights: weights, to: &key)
        appendPlainCaseLevel(bytes, to: &key)
        // The last level: a name of printable ASCII needs only its place
        // among the names that differ from it in characters that weigh
        // nothing.
        key.put(separator)
        key.put(plainTwin)
        out.append(contentsOf: key.written)
      }
    }
  }

  /// The most bytes the key of a name of `count` bytes of printable ASCII
  /// holds: at most 3 first-level bytes a character (a one-digit number is
  /// its class, its count and its digit), half a byte of case a character
  /// and one more for a number's leading zeros past 13, the separators and
  /// the last level's byte.
  @inline(__always)
  static func plainKeyBound(_ count: Int) -> Int { count * 4 + 8 }

  /// The last level of a name of printable ASCII. The only names equal to
  /// it at the first three levels are the same name with characters that
  /// weigh nothing in it, or with digits of another script; by code units
  /// those sort before it when the first such character is a control below
  /// the space with more of the name (a printable character) after it, and
  /// after it otherwise.
  static let plainTwin: UInt8 = 0x80
  static let beforeItsPlainTwin: UInt8 = 0x40
  static let afterItsPlainTwin: UInt8 = 0xC0

  /// The first level of a name of printable ASCII.
  @inline(__always)
  static func appendPlainFirstLevel<Output: KeyOutput>(
    _ bytes: UnsafeBufferPointer<UInt8>, weights: UnsafeBufferPointer<UInt8>, to out: inout Output
  ) {
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte &- 0x30 < 10 {
        var first = i
        while first < bytes.count && bytes[first] == 0x30 { first += 1 }
        var end = first
        while end < bytes.count && bytes[end] &- 0x30 < 10 { end += 1 }
        if end - i > NameOrder.longestNumber {
          wrappedDigits(UnsafeBufferPointer(rebasing: bytes[i..<end])).withUnsafeBufferPointer {
            appendNumber(significant: $0, digitWeight: weights[0x30], to: &out)
          }
        } else {
          appendNumber(
            significant: UnsafeBufferPointer(rebasing: bytes[first..<end]), digitWeight: weights[0x30],
            to: &out
          )
        }
        i = end
        continue
      }
      out.put(weights[Int(byte)])
      i += 1
    }
  }

  /// The rest of the key of a name of printable ASCII: no accents, so the
  /// second level is empty; the case level follows when it holds anything
  /// but plain weights. One pass: every weight is written, and the level
  /// is then cut back to its last weight that is not plain (the buffer is
  /// long enough for all of them).
  @inline(__always)
  static func appendPlainCaseLevel(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout KeyBuffer) {
    out.put(separator)
    out.put(separator)
    var packer = CasePacker()
    var kept = (count: out.count, pending: packer.pending)
    var i = 0
    while i < bytes.count {
      let (weight, next) = plainCaseWeight(bytes, at: i)
      packer.append(weight, to: &out)
      if weight != plainWeight { kept = (out.count, packer.pending) }
      i = next
    }
    out.count = kept.count
    packer.pending = kept.pending
    packer.finish(&out)
  }

  /// The case-level weight of the character or number at `i` of a name of
  /// printable ASCII, and where the next one starts.
  @inline(__always)
  static func plainCaseWeight(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt8, Int) {
    let byte = bytes[i]
    guard byte &- 0x30 < 10 else {
      return (byte &- 0x41 < 26 ? CaseWeight.upper : CaseWeight.lower, i + 1)
    }
    var end = i
    while end < bytes.count && bytes[end] == 0x30 { end += 1 }
    let zeros = end - i
    while end < bytes.count && bytes[end] &- 0x30 < 10 { end += 1 }
    if end - i > NameOrder.longestNumber {
      // A number read as 64 bits: the digits that value leaves unwritten.
      let written = wrappedDigits(UnsafeBufferPointer(rebasing: bytes[i..<end])).count
      return (paddingWeight(end - i - Swift.max(written, 1)), end)
    }
    // A run of zeros alone is the number zero with one digit fewer of padding.
    return (paddingWeight(end - i == zeros ? zeros - 1 : zeros), end)
  }

  /// The ASCII digits of the value a run of more than 19 ASCII digits
  /// leaves in 64 bits (none for zero). Foundation's walk reads a run of
  /// ASCII digits so, and orders names that agree up to it by that value;
  /// its collation, which reads the whole value, orders them only after a
  /// case difference before the run, where its answers form circles.
  static func wrappedDigits(_ run: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var value: UInt64 = 0
    for digit in run { value = value &* 10 &+ UInt64(digit &- 0x30) }
    return value == 0 ? [] : Array(String(value).utf8)
  }

  /// Writes the case level two weights to a byte: a weight below 15 as one
  /// nibble, a larger one as 15 and then its two nibbles, the last byte
  /// padded with a zero nibble. Every weight is 1 or more, so the packing
  /// keeps the order of the weights, a shorter level first.
  struct CasePacker {
    var pending: UInt8?

    @inline(__always)
    mutating func append<Output: KeyOutput>(_ weight: UInt8, to out: inout Output) {
      if weight < 15 {
        put(weight, &out)
      } else {
        put(15, &out)
        put(weight >> 4, &out)
        put(weight & 15, &out)
      }
    }

    @inline(__always)
    mutating func put<Output: KeyOutput>(_ nibble: UInt8, _ out: inout Output) {
      if let high = pending {
        out.put(high << 4 | nibble)
        pending = nil
      } else {
        pending = nibble
      }
    }

    mutating func finish<Output: KeyOutput>(_ out: inout Output) {
      if let high = pending { out.put(high << 4) }
      pending = nil
    }
  }

  /// The first level of `name`'s key alone: its letters, digits and
  /// punctuation, without accents, case or code units.
  static func firstLevel(_ name: String) -> [UInt8] {
    var name = weighedPart(of: name)
    var out: [UInt8] = []
    let plain = name.withUTF8 { bytes -> Bool in
      guard isPlain(bytes) else { return false }
      asciiWeight.withUnsafeBufferPointer { appendPlainFirstLevel(bytes, weights: $0, to: &out) }
      return true
    }
    if plain { return out }
    return levels(of: name).primary
  }

  // MARK: Any name

  /// The key of any other name: its scalars one by one, decomposed where
  /// they are not ASCII, with the fourth level at the end.
  static func appendGeneral(_ name: String, to out: inout [UInt8]) {
    let levels = levels(of: name)
    out.reserveCapacity(
      out.count + levels.primary.count + levels.secondaryEnd + levels.tertiaryEnd + name.utf8.count + 4)
    levels.finish(into: &out)
    out.append(separator)
    if !levels.asciiDigitsBeforeOthers.isEmpty {
      // Numbers whose ASCII digits go on in another script's: fewer ASCII
      // digits first, and before the twin written in ASCII alone.
      out.append(mixedNumbersMarker)
      out.append(contentsOf: levels.asciiDigitsBeforeOthers)
      out.append(separator)
    }
    if levels.formsEnd > 0 {
      // Compatibility forms, each in its place, before the code units.
      out.append(formsMarker)
      var packer = CasePacker()
      for weight in levels.forms[..<levels.formsEnd] { packer.append(weight, to: &out) }
      packer.finish(&out)
      out.append(separator)
    }
    out.append(placeAgainstPlainTwin(name))
    appendCodeUnitOrder(name, to: &out)
  }

  /// Where a name beyond printable ASCII sorts against the one name of
  /// printable ASCII its first three levels could equal (``plainTwin``).
  static func placeAgainstPlainTwin(_ name: String) -> UInt8 {
    var scalars = name.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar.value &- 0x20 >= 0x5F else { continue }
      // The twin has a printable character here when one follows.
      guard scalar.value < 0x20 else { return afterItsPlainTwin }
      while let next = scalars.next() {
        if next.value &- 0x20 < 0x5F { return beforeItsPlainTwin }
      }
      return afterItsPlainTwin
    }
    return afterItsPlainTwin
  }

  /// The three weighed levels of any name, or of the beginning of one
  /// (`wholeName` false) cut where ``FirstLevelPrefix`` cuts it.
  static func levels(of name: String, wholeName: Bool = true) -> Levels {
    var levels = Levels()
    // Composed first, so that a letter spelled with a combining mark weighs
    // as the precomposed letter (`и` and U+0306 as `й`, a letter of its
    // own in Cyrillic), as Foundation weighs it.
    let scalars = Array(
      needsComposing(name)
        ? FoundationOracle.canonicalComposed(cuttingLongStacks(name)).unicodeScalars : name.unicodeScalars)
    // Room for a weight of each character, so the levels grow once.
    levels.primary.reserveCapacity(scalars.count * 5 + 8)
    levels.secondary.reserveCapacity(scalars.count * 2 + 4)
    levels.tertiary.reserveCapacity(scalars.count + 4)
    var digits: [UInt8] = []
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if decimalValue(scalar) != nil {
        // A run of decimal digits is one number, whatever their scripts,
        // as the collation reads them (`2１25` is 2,125).
        // Characters that weigh nothing, and only they, come before it.
        let afterIgnorablesAlone = i > 0 && levels.primary.isEmpty
        digits.removeAll(keepingCapacity: true)
        var zeros = 0
        var form = false
        var ascii = true
        let start = i
        while i < scalars.count, let digit = decimalValue(scalars[i]) {
          // ASCII digits that fill 64 bits end their number where another
          // script's begin: the walk reads them alone, whatever follows.
          if ascii && !scalars[i].isASCII && i - start >= NameOrder.longestNumber { break }
          if digits.isEmpty && digit == 0 { zeros += 1 } else { digits.append(digit) }
          if !scalars[i].isASCII {
            if ascii && i > start {
              // Foundation's walk reads these ASCII digits alone against a
              // name that agrees up to them.
              levels.asciiDigitsBeforeOthers.append(UInt8(Swift.min(i - start, 0xFE) + 1))
            }
            ascii = false
            if !form { form = isCompatibilityForm(scalars[i]) }
          }
          i += 1
        }
        if ascii && i - start > NameOrder.longestNumber {
          // ASCII digits alone, past 64 bits: the value 64 bits keep, and
          // every digit it leaves unwritten as padding.
          let wrapped = scalars[start..<i].map { UInt8($0.value) }.withUnsafeBufferPointer(wrappedDigits)
          digits = wrapped.map { $0 - 0x30 }
          zeros = wrapped.isEmpty ? i - start : i - start - wrapped.count
        }
        digits.withUnsafeBufferPointer { digits in
          appendNumber(significant: digits, offset: 0, to: &levels.primary)
        }
        // The leading zeros of a number that only characters weighing
        // nothing precede are left to the code units: against a name
        // without those characters Foundation's walk differs at once and
        // hands the names to the collation, which reads no zeros.
        let padding = afterIgnorablesAlone ? 0 : (digits.isEmpty ? zeros - 1 : zeros)
        levels.closeWeight(padding: padding, form: form)
        continue
      }
      i += 1
      levels.add(scalar, before: i < scalars.count ? scalars[i] : nil)
    }
    // Characters that weigh nothing at the end of a name with a letter
    // beyond ASCII still make it the longer one, after its accents and
    // before its case: each weighs the plain accent weight at the end of
    // the second level (`т` and a control follows `Т`, and precedes `т́`).
    // Foundation's walk folds the case of such letters and goes on, so it
    // finds one name run out first; at an accent, or a case difference of
    // ASCII letters, it hands the names to the collation, which weighs the
    // controls as nothing.
    guard wholeName else { return levels }
    var trailing = scalars.count
    while trailing > 0 && NameOrder.weighsNothing(scalars[trailing - 1]) { trailing -= 1 }
    if trailing < scalars.count && scalars[..<trailing].contains(where: { !$0.isASCII }) {
      levels.secondary.append(contentsOf: repeatElement(plainWeight, count: scalars.count - trailing))
      levels.secondaryEnd = levels.secondary.count
    }
    return levels
  }

  /// The most combining marks in a row a key weighs: a longer stack
  /// weighs its first ones (the last level, the name's code units, still
  /// tells such names apart). Foundation's comparison is never asked about
  /// a name with a longer one, and composing a stack costs the square of
  /// its length.
  static let longestWeighedStack = FoundationOracle.longestFoundationStretch

  /// `name` with every run of combining marks cut to its first
  /// ``longestWeighedStack``; `name` itself when it has no longer run.
  static func cuttingLongStacks(_ name: String) -> String {
    var bytesOfName = name
    let cut = bytesOfName.withUTF8 { bytes -> String? in
      // The bytes kept, copied a stretch at a time: most names have no
      // stack to cut and copy nothing.
      var kept: [UInt8] = []
      var keptUpTo = 0
      var run = 0
      var i = 0
      while i < bytes.count {
        let (value, length) = LatinFolding.decode(bytes, at: i)
        if value >= 0x300, ScalarDecompositions.isMark(Unicode.Scalar(value)!) {
          run += 1
          if run > longestWeighedStack {
            if kept.isEmpty { kept.reserveCapacity(bytes.count) }
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keptUpTo..<i]))
            keptUpTo = i + length
          }
        } else {
          run = 0
        }
        i += length
      }
      guard keptUpTo > 0 else { return nil }
      kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keptUpTo...]))
      return String(decoding: kept, as: UTF8.self)
    }
    return cut ?? name
  }

  /// Whether composing could change `name`: it holds a combining mark, a
  /// Hangul jamo, or a character outside the blocks known to compose to
  /// themselves (ASCII, the folded Latin letters, and the letters and
  /// symbols the collation tables rank).
  static func needsComposing(_ name: String) -> Bool {
    for scalar in name.unicodeScalars where !scalar.isASCII {
      if case .latin = LatinFolding.classify(scalar.value) { continue }
      if CollationRanks.rank(scalar.value) != nil { continue }
      if ScalarDecompositions.mayCompose(scalar) { return true }
    }
    return false
  }

  /// The three weighed levels of a name while it is read.
  struct Levels {
    var primary: [UInt8] = []
    var secondary: [UInt8] = []
    var tertiary: [UInt8] = []
    /// Whether each first-level weight is a compatibility form.
    var forms: [UInt8] = []
    /// How long each level is up to its last weight that is not plain.
    var secondaryEnd = 0
    var tertiaryEnd = 0
    var formsEnd = 0
    /// For each number whose ASCII digits go on in another script's, how
    /// many ASCII digits begin it (plus one).
    var asciiDigitsBeforeOthers: [UInt8] = []

    /// Weighs one scalar that is not a decimal digit, and `next` the
    /// scalar after it, if any.
    mutating func add(_ scalar: Unicode.Scalar, before next: Unicode.Scalar?) {
      let value = scalar.value
      if value < 0x80 {
        if value >= 0x20 && value < 0x7F {
          primary.append(asciiWeight[Int(value)])
          closeWeight(case: value &- 0x41 < 26 ? CaseWeight.upper : CaseWeight.lower)
        } else if let rank = whiteSpaceRank(value) {
          appendPrimary(rank, to: &primary)
          closeWeight(case: CaseWeight.lower)
        }
        // Any other control character weighs nothing.
        return
      }
      if WeightlessScalars.isPlainMark(value) {
        // A combining mark of the common block that stands for itself: the
        // same weight the lookups below give it, without them (a stack of
        // marks is read mark by mark).
        addMark(value)
        return
      }
      if case .latin(let base) = LatinFolding.classify(value) {
        primary.append(asciiWeight[Int(base)])
        closeWeight(case: scalar.properties.isUppercase ? CaseWeight.upper : CaseWeight.lower)
        for mark in LatinMarks.marks(of: value) { addMark(mark) }
        return
      }
      // A letter or symbol the collation ranks weighs as itself, whole, as
      // Foundation weighs it (`ズ` is not `ス` and a mark there, and `й` is
      // a letter of its own); the tables hold no compatibility forms, and
      // their ranks are the same in both cases.
      if CollationRanks.rank(value) != nil {
        appendPrimary(primaryRank(of: scalar), to: &primary)
        closeWeight(case: scalar.properties.isUppercase ? CaseWeight.upper : CaseWeight.lower)
        return
      }
      let decompositions = ScalarDecompositions.of(scalar)
      let compatible = decompositions.compatible
      let isVariant = decompositions.canonical != compatible
      if PunctuationRanks.place(value) != nil {
        // Punctuation and symbols the table places weigh as themselves
        // (kana's spacing voicing marks too, though they decompose).
        addDecomposed(scalar, variant: isVariant)
        return
      }
      if value == 0xDF || value == 0x1E9E, let next, !next.properties.isAlphabetic,
        next.properties.numericType == nil
      {
        // `ß` ending a word that goes on (`Maß.pdf`): Foundation's walk
        // reads it as `ss` and then compares the collation's `ss` from one
        // character back, so it weighs as one `s` more.
        addDecomposed(scalar, variant: false)
        primary.append(asciiWeight[0x73])
        closeWeight(case: CaseWeight.lower)
        return
      }
      for part in compatible { addDecomposed(part, variant: isVariant) }
    }

    /// Weighs one scalar of a decomposition.
    mutating func addDecomposed(_ scalar: Unicode.Scalar, variant: Bool) {
      let value = scalar.value
      if decimalValue(scalar) != nil || value < 0x80 {
        if let digit = decimalValue(scalar) {
          // A digit inside a decomposition (`½`, `①`, `⑩`): a digit
          // character, not a number.
          addDigitCharacter(digit)
        } else if value >= 0x20 && value < 0x7F {
          primary.append(asciiWeight[Int(value)])
          let upper = value &- 0x41 < 26
          closeWeight(case: upper ? CaseWeight.upper : CaseWeight.lower, form: variant)
        } else if let rank = whiteSpaceRank(value) {
          appendPrimary(rank, to: &primary)
          closeWeight(case: CaseWeight.lower, form: variant)
        }
        return
      }
      if let rank = whiteSpaceRank(value) {
        appendPrimary(rank, to: &primary)
        closeWeight(case: CaseWeight.lower, form: variant)
        return
      }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark:
        // A mark with no letter before it still weighs at the second
        // level, where it stands: `\u{301}a` sorts after `a\u{301}`.
        addMark(value)
        return
      case .control, .format, .surrogate:
        return
      default: break
      }
      if scalar.properties.generalCategory == .otherNumber, let number = scalar.properties.numericValue,
        number >= 0, number < 1_000_000, number == number.rounded()
      {
        // A number in one character with no decomposition (`❺`, `⓫`):
        // the digit characters that spell it.
        for digit in String(Int(number)).utf8 { addDigitCharacter(digit - 0x30) }
        return
      }
      if let place = PunctuationRanks.place(value) {
        appendPrimary(place.rank, to: &primary)
        closeWeight(case: CaseWeight.lower, form: variant)
        // One the collation weighs as an ASCII mark (`’` as `'`) follows
        // it at the second level, before any case difference.
        if place.weighsAsASCII { addSpelledMark(value) }
        return
      }
      let upper = scalar.properties.isUppercase
      if let spelling = LatinFolding.spellings[value] {
        // A letter the collation weighs as ASCII letters (`æ` as `ae`),
        // after them at the second level.
        for (index, letter) in spelling.utf8.enumerated() {
          primary.append(asciiWeight[Int(letter)])
          closeWeight(case: upper ? CaseWeight.upper : CaseWeight.lower, form: variant)
          if index == 0 {
            let lower = UInt32(String(scalar).lowercased().unicodeScalars.first?.value ?? value)
            addSpelledMark(lower)
          }
        }
        return
      }
      // A letter no case mapping changes (Hangul's jamo, kana, Han) weighs
      // as itself, in lower case, as folding would leave it; asking for its
      // mappings would only build strings.
      guard scalar.properties.changesWhenCaseMapped else {
        appendPrimary(primaryRank(of: scalar), to: &primary)
        closeWeight(case: CaseWeight.lower, form: variant)
        return
      }
      // Full case folding: `Σ` weighs as `σ`.
      // The dotless `ı` is a letter of its own, not `i`.
      let folded = value == 0x131 ? [scalar] : Array(String(scalar).uppercased().lowercased().unicodeScalars)
      let isUpper = upper && folded.first != scalar
      for part in folded.isEmpty ? [scalar] : folded {
        appendPrimary(primaryRank(of: part), to: &primary)
        closeWeight(case: isUpper ? CaseWeight.upper : CaseWeight.lower, form: variant)
      }
    }

    /// Ends a character's first-level weight with its case, and whether
    /// it is a compatibility form (full-width, circled, a ligature's part).
    mutating func closeWeight(case weight: UInt8, form: Bool = false) {
      secondary.append(plainWeight)
      tertiary.append(weight)
      if weight != plainWeight { tertiaryEnd = tertiary.count }
      closeForm(form)
    }

    /// Records whether the weight just closed is a compatibility form.
    mutating func closeForm(_ form: Bool) {
      forms.append(form ? FormWeight.compatibility : plainWeight)
      if form { formsEnd = forms.count }
    }

    /// A digit that is no number of its own (`①`, the digits of `½`):
    /// after every number, before the letters, as the collation weighs
    /// digits outside a run of decimal digits.
    mutating func addDigitCharacter(_ digit: UInt8) {
      primary.append(digitCharacterClass)
      primary.append(digit &+ 1)
      closeWeight(case: CaseWeight.lower, form: true)
    }

    /// Ends a number's first-level weight with its leading zeros, and
    /// whether its digits are full-width or other compatibility forms.
    mutating func closeWeight(padding: Int, form: Bool) {
      secondary.append(plainWeight)
      tertiary.append(paddingWeight(padding))
      if padding > 0 { tertiaryEnd = tertiary.count }
      closeForm(form)
    }

    /// A mark on the character before it, at the second level.
    mutating func addMark(_ mark: UInt32) {
      let weight = MarkOrder.weight(of: mark)
      secondary.append(2)
      secondary.append(UInt8(truncatingIfNeeded: weight >> 8))
      secondary.append(UInt8(truncatingIfNeeded: weight))
      secondaryEnd = secondary.count
    }

    /// The second-level weight of a spelled letter: after every mark.
    mutating func addSpelledMark(_ letter: UInt32) {
      secondary.append(3)
      secondary.append(UInt8(truncatingIfNeeded: letter >> 16))
      secondary.append(UInt8(truncatingIfNeeded: letter >> 8))
      secondary.append(UInt8(truncatingIfNeeded: letter))
      secondaryEnd = secondary.count
    }

    /// The three levels, each cut after its last weight that is not plain.
    func finish(into out: inout [UInt8]) {
      out.append(contentsOf: primary)
      out.append(separator)
      out.append(contentsOf: secondary[..<secondaryEnd])
      out.append(separator)
      var packer = CasePacker()
      for weight in tertiary[..<tertiaryEnd] { packer.append(weight, to: &out) }
      packer.finish(&out)
    }
  }

  /// The first byte of a digit character's weight: the class of the ASCII
  /// digit `1`, which numbers (all in the class of `0`) never use.
  static let digitCharacterClass = classByte(UInt64(NameOrder.asciiRank[0x31]), extended: false)

  // MARK: Encodings

  /// The first byte of a first-level weight: its class (an ASCII rank, or
  /// the class of the ASCII characters another character sorts among)
  /// twice over, plus one, or plus two when four bytes of rank within the
  /// class follow. So a class's ASCII character sorts before the others in
  /// it, and no first byte is the separator.
  @inline(__always)
  static func classByte(_ rankClass: UInt64, extended: Bool) -> UInt8 {
    // Other scripts' letters (rank 200) follow every ASCII rank.
    let compact = rankClass >= UInt64(NameOrder.otherScriptRank) ? UInt64(asciiRankCount) : rankClass
    return UInt8(compact * 2 + (extended ? 2 : 1))
  }

  /// One past the highest ASCII rank.
  static let asciiRankCount = Int(NameOrder.asciiRank.max()!) + 1

  /// Appends a first-level rank as ``primaryRank(of:)`` computes it.
  static func appendPrimary(_ rank: UInt64, to out: inout [UInt8]) {
    let low = UInt32(truncatingIfNeeded: rank)
    out.append(classByte(rank >> 32, extended: low != 0))
    guard low != 0 else { return }
    out.append(UInt8(truncatingIfNeeded: low >> 24))
    out.append(UInt8(truncatingIfNeeded: low >> 16))
    out.append(UInt8(truncatingIfNeeded: low >> 8))
    out.append(UInt8(truncatingIfNeeded: low))
  }

  /// Appends a number: the digits' class byte, the count of significant
  /// digits (one byte below 255, else 255 and four bytes), then the digits
  /// two to a byte. More digits is a larger number; equally many compare
  /// digit by digit. `significant` holds ASCII digits when `offset` is
  /// 0x30, or digit values when it is 0.
  static func appendNumber<Output: KeyOutput>(
    significant: UnsafeBufferPointer<UInt8>, offset: UInt8 = 0x30, digitWeight: UInt8 = asciiWeight[0x30],
    to out: inout Output
  ) {
    out.put(digitWeight)
    let count = significant.count
    if count < 0xFF {
      out.put(UInt8(count))
    } else {
      out.put(0xFF)
      for shift in stride(from: 24, through: 0, by: -8) {
        out.put(UInt8(truncatingIfNeeded: count >> shift))
      }
    }
    var k = 0
    while k + 1 < count {
      out.put((significant[k] &- offset) << 4 | (significant[k + 1] &- offset))
      k += 2
    }
    if k < count { out.put((significant[k] &- offset) << 4) }
  }

  /// A number's weight at the case level: one more than its leading zeros
  /// (up to 126; more zeros than that are told apart at the last level),
  /// above all of those when its digits are compatibility forms (`１`).
  @inline(__always)
  static func paddingWeight(_ zeros: Int) -> UInt8 {
    UInt8(Swift.min(zeros, 0x7D) + 1)
  }

  /// Whether `scalar` is a compatibility form of another (a full-width
  /// digit, a ligature): its compatibility decomposition differs from its
  /// canonical one.
  static func isCompatibilityForm(_ scalar: Unicode.Scalar) -> Bool {
    let decompositions = ScalarDecompositions.of(scalar)
    return decompositions.compatible != decompositions.canonical
  }

  /// Appends the name's UTF-8 with the lead bytes of U+E000 to U+FFFF moved
  /// above those of the supplementary planes (to 0xF5 and 0xF6, which UTF-8
  /// never uses): byte order is then the order of UTF-16 code units.
  static func appendCodeUnitOrder(_ name: String, to out: inout [UInt8]) {
    let start = out.count
    out.append(contentsOf: name.utf8)
    out.withUnsafeMutableBufferPointer { key in
      for k in start..<key.count where key[k] &- 0xEE < 2 { key[k] &+= 7 }
    }
  }

  // MARK: Ranks

  /// The white space characters the collation weighs before the space:
  /// TAB, LF, VT, FF, CR, NEL, then the line and paragraph separators.
  @inline(__always)
  static func whiteSpaceRank(_ value: UInt32) -> UInt64? {
    let order: Int
    switch value {
    case 0x09...0x0D: order = Int(value) - 0x09
    case 0x85: order = 5
    case 0x2028: order = 6
    case 0x2029: order = 7
    default: return nil
    }
    // Class 0, below the space's rank 1; 0 itself is U+FFFE's alone.
    return UInt64(order + 1)
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

  /// The first-level rank of a character beyond ASCII, as the root
  /// collation groups them: white space with the space, punctuation and
  /// symbols among ASCII's (by ``PunctuationRanks`` where it has them),
  /// an ASCII letter as itself, and other letters after Latin, script by
  /// script in the root collation's order (Greek, Cyrillic, the scripts of
  /// Asia's south and west, Hangul, kana, then Han), each by its rank in
  /// ``CollationRanks`` where it has one, else by code point. The high
  /// half is the ASCII rank (the class), the low half the rank within it.
  static func primaryRank(of scalar: Unicode.Scalar) -> UInt64 {
    let value = UInt64(scalar.value)
    if scalar.isASCII { return UInt64(NameOrder.asciiRank[Int(value)]) << 32 }
    let letters = UInt64(NameOrder.otherScriptRank) << 32
    switch scalar.value {
    case 0x131: return UInt64(NameOrder.asciiRank[0x69]) << 32 | 0x131  // `ı`, after `i`
    case 0xFFFE: return 0  // below everything, as the collation places it
    case 0xFFFD: return letters | 6 << 24  // after every letter
    case 0xFFFF: return letters | 7 << 24  // last of all
    default: break
    }
    if let place = PunctuationRanks.place(scalar.value) { return place.rank }
    // Characters newer than Unicode 16 weigh as unassigned code points, as
    // the collation Foundation follows does not know them yet; a fixed
    // version keeps keys the same on every platform.
    if let age = scalar.properties.age, age.major > 16 { return letters | 5 << 24 | value }
    func ascii(_ character: Character) -> UInt64 {
      UInt64(NameOrder.asciiRank[Int(character.asciiValue!)]) << 32
    }
    switch scalar.properties.generalCategory {
    case .unassigned, .privateUse:
      // Weighed after Han, by code point, as the collation weighs the code
      // points it does not know.
      return letters | 5 << 24 | value
    case .spaceSeparator: return ascii(" ")
    case .lineSeparator, .paragraphSeparator: return whiteSpaceRank(scalar.value) ?? ascii(" ")
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return ascii("}") | value
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      // Symbols and emoji the collation ranks by their rank, above the
      // code points of those it does not.
      if let rank = CollationRanks.rank(scalar.value) {
        return ascii("$") | 1 << 24 | UInt64(rank)
      }
      return ascii("$") | value
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
}
