import Foundation
import Testing

@testable import FileKind

/// Classes of pairs a differential fuzz found ordered unlike Foundation,
/// each checked over generated names with Foundation as the oracle: on
/// every pair FileKind gives Foundation's answer unless a witness among
/// the family's names shows Foundation's answers are no order there, or,
/// where Foundation's forced ordering overrides its own first level, the
/// first level's.
@Suite struct NameOrderParityTests {
  /// Decimal digits of other scripts, which Foundation reads as going on
  /// with an ASCII number before them: Arabic-Indic, Extended Arabic-Indic,
  /// Devanagari, Bengali, Thai, full-width, mathematical bold.
  static let otherDigits: [UInt32] = [0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10, 0x1D7CE]

  /// Generated pairs, each asked both ways round: FileKind's answer is the
  /// reverse the other way round, and Foundation's unless a witness among
  /// the family shows Foundation's answers are no order there. How many
  /// pairs Foundation agreed on, and how many of all the walk decided.
  static func checkPairs(_ label: String, _ count: Int, _ make: () -> (String, String)) -> (
    checked: Int, decidedByTheWalk: Int
  ) {
    var parity = FoundationParity(pool: [])
    var decidedByTheWalk = 0
    for _ in 0..<count {
      let (first, second) = make()
      if NameOrder.decide(first, second) != nil { decidedByTheWalk += 1 }
      #expect(NameOrder.compare(second, first) == NameOrder.compare(first, second).flipped)
      parity.pool += [first, second]
      parity.check(first, second)
      parity.check(second, first)
    }
    parity.expectEveryDifferenceWitnessed(label)
    return (parity.agreed / 2, decidedByTheWalk)
  }

  static func word(_ random: inout SeededRandom) -> String {
    let letters = Array("abcdefghst")
    return String(
      (0..<Int.random(in: 1...4, using: &random)).map { _ in letters.randomElement(using: &random)! })
  }

  /// The shapes on which Foundation's answers are no order: among the
  /// names of up to three pieces of each shape, Foundation answers
  /// `a < b`, `b < c` and `c < a` (each the same both ways round) for some
  /// three. FileKind's answers on all of the names are the sort keys'
  /// order (no cycle); the pairs it orders unlike Foundation are counted.
  @Test(arguments: [
    ["18446744073709551617", "2", "3", "a", "A"],  // digits past 64 bits
    ["1", "\u{FF11}", "0", "a", "A", "E"],  // a full-width digit beside ASCII ones
    ["0", "1", "\u{200D}", "a", "A"],  // a joiner beside a digit
    ["ß", "s", "S", "9", "E"],  // a letter that folds to two
    [".", "fi", "\u{FB01}", "i", "a"],  // a ligature
    ["É", "é", "a", "\u{1}"],  // a control in a name with an accent
    ["\u{30B9}", "\u{30BA}", "\u{3099}", "a", "m", "z"],  // kana's voicing mark
  ])
  func foundationContradictsItselfOnTheseShapes(_ pieces: [String]) {
    var names = Set<String>()
    for a in pieces {
      for b in pieces {
        for c in pieces { names.formUnion([a, a + b, a + b + c]) }
      }
    }
    let list = names.sorted()
    let foundation = list.map { a in list.map { b in a.localizedStandardCompare(b) } }
    func ascending(_ i: Int, _ j: Int) -> Bool {
      foundation[i][j] == .orderedAscending && foundation[j][i] == .orderedDescending
    }
    var cycles = 0
    search: for i in list.indices {
      for j in list.indices where ascending(i, j) {
        for k in list.indices where ascending(j, k) && ascending(k, i) {
          cycles += 1
          if cycles == 20 { break search }
        }
      }
    }
    #expect(cycles > 0)
    // FileKind's answers unlike Foundation's here, with a witness or not,
    // are counted (the circles above show no order can give all of
    // Foundation's answers).
    var parity = FoundationParity(pool: list)
    for a in list {
      for b in list { parity.check(a, b) }
    }
    parity.reportDifferences("names of \(pieces)")
    let sorted = NameOrder.sortedIndices(list)
    let keys = list.map(NameSortKey.init(for:))
    #expect(sorted == list.indices.sorted { keys[$0] < keys[$1] })
    for (position, i) in sorted.enumerated() {
      for j in sorted[(position + 1)...] {
        #expect(NameOrder.compare(list[i], list[j]) == .orderedAscending)
        #expect(NameOrder.compare(list[j], list[i]) == .orderedDescending)
      }
    }
  }

  /// Numbers with other scripts' digits beside ASCII ones: one number,
  /// whatever the scripts, as Foundation's collation reads it (`x5` and
  /// an Arabic-Indic 3 is 53, before `x54`). Foundation's own walk reads
  /// only the ASCII digits when the names agree up to them (`x5٣` before
  /// `x52`, yet after `X52`, which its collation orders): there, and only
  /// there, FileKind answers as the collation does, save that a number so
  /// written precedes its twin in ASCII digits. Every other pair is
  /// Foundation's unless a witness shows its answers are no order.
  @Test func digitsOfOtherScriptsBesideASCIIOnesAreOneNumber() {
    var random = SeededRandom(seed: 35)
    var names: [String] = []
    for _ in 0..<600 {
      let stem = Self.word(&random)
      let base = Self.otherDigits.randomElement(using: &random)!
      let digit = String(Character(Unicode.Scalar(base + UInt32.random(in: 0...9, using: &random))!))
      let number = String(Int.random(in: 0...40, using: &random))
      let name = Bool.random(using: &random) ? stem + number + digit : stem + digit + number
      names.append(Bool.random(using: &random) ? name.uppercased() : name)
    }
    var parity = FoundationParity(pool: names)
    for (a, b) in zip(names, names.dropFirst()) {
      #expect(NameOrder.compare(a, b) == NameOrder.ownOrder(a, b))
      #expect(NameOrder.compare(b, a) == NameOrder.ownOrder(a, b).flipped)
    }
    // Pairs of one stem: a case difference before the number, or none.
    for a in names {
      for b in names
      where a.lowercased().prefix(2) == b.lowercased().prefix(2) && !Self.walkReadsASCIIAlone(a, b) {
        parity.check(a, b)
      }
    }
    #expect(parity.agreed > 2_000)
    parity.expectEveryDifferenceWitnessed("other scripts' digits beside ASCII ones")
    // `x5` and a digit 3 of another script: 53, as `x53` is, before it
    // at the last level (Foundation's walk reads 5 there); `X53` follows
    // both by case.
    for base in Self.otherDigits {
      let three = String(Character(Unicode.Scalar(base + 3)!))
      #expect(NameOrder.compare("x5" + three, "x53") == .orderedAscending, "\(base)")
      #expect(
        NameOrder.compare("x5" + three, "X53") == "x5\(three)".localizedStandardCompare("X53"), "\(base)")
      #expect(NameOrder.compare("x5" + three, "x54") == .orderedAscending, "\(base)")
      #expect(NameOrder.compare("x5" + three, "x5") == .orderedDescending, "\(base)")
    }
  }

  /// Whether Foundation's walk reads the ASCII digits of a number alone
  /// for `a` against `b`: the two are the same up to a number, and at
  /// least one of them goes on in another script's digits there.
  static func walkReadsASCIIAlone(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    var i = 0
    while i < x.count && i < y.count && x[i] == y[i] && x[i].value &- 0x30 >= 10 { i += 1 }
    guard i < x.count, i < y.count, x[i].value &- 0x30 < 10, y[i].value &- 0x30 < 10 else { return false }
    func goesOn(_ s: [Unicode.Scalar]) -> Bool {
      var k = i
      while k < s.count && s[k].value &- 0x30 < 10 { k += 1 }
      return k < s.count && !s[k].isASCII && s[k].properties.numericType == .decimal
    }
    return goesOn(x) || goesOn(y)
  }

  /// Digit runs of 1 to 30 digits, with and without zero padding, a case
  /// difference first or none, another script's digit after some:
  /// Foundation's answer unless a witness shows its answers are no order.
  /// A run of ASCII digits longer than 64 bits hold is read as the value
  /// 64 bits keep, as Foundation's walk reads it between names that agree
  /// up to it (its collation, which reads the whole value after a case
  /// difference, closes circles with those).
  @Test func longDigitRunsOrderAsFoundationsWalkReadsThem() {
    var random = SeededRandom(seed: 38)
    func digits() -> String {
      let count = [Int.random(in: 1...19, using: &random), Int.random(in: 18...30, using: &random)]
        .randomElement(using: &random)!
      let padding = Int.random(in: 0..<4, using: &random) == 0 ? "00" : ""
      return padding + String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
    }
    let (checked, decidedByTheWalk) = Self.checkPairs("digit runs of 1 to 30 digits", 6_000) {
      let stem = Self.word(&random)
      let other = Bool.random(using: &random) ? stem.uppercased() : stem
      let shared = Bool.random(using: &random) ? digits() + "_" : ""
      var first = stem + shared + digits()
      let second = other + shared + digits()
      if Int.random(in: 0..<5, using: &random) == 0 {
        let base = Self.otherDigits.randomElement(using: &random)!
        first += String(Character(Unicode.Scalar(base + UInt32.random(in: 0...9, using: &random))!))
      }
      if Bool.random(using: &random) { first += Self.word(&random) }
      return (first, second)
    }
    #expect(checked > 800)
    #expect(decidedByTheWalk > 4_000)
    // Long runs alone, between names that agree up to them: by the value
    // 64 bits keep, then the longer run after, as Foundation answers.
    func value(_ digits: String) -> UInt64 {
      digits.utf8.reduce(0) { $0 &* 10 &+ UInt64($1 - 0x30) }
    }
    for _ in 0..<2_000 {
      let (x, y) = (digits() + "0000000000000000000", digits() + "1111111111111111111")
      let expected: ComparisonResult =
        value(x) < value(y)
        ? .orderedAscending
        : value(x) > value(y)
          ? .orderedDescending : (x.count < y.count ? .orderedAscending : .orderedDescending)
      #expect(NameOrder.compare("x" + x, "x" + y) == expected, "\(x) \(y)")
      #expect("x\(x)".localizedStandardCompare("x" + y) == expected, "\(x) \(y)")
    }
  }

  /// Names that differ first at a symbol, an emoji or another script's
  /// letter: the collation ranks decide as Foundation does, with marks,
  /// joiners, skin tones, variation selectors, case and numbers around
  /// them, and scalars drawn from every block the ranks cover.
  @Test func symbolsEmojiAndOtherScriptsRankAsFoundationDoes() {
    var random = SeededRandom(seed: 39)
    let blocks: [ClosedRange<UInt32>] = [
      0x0391...0x03C9, 0x0400...0x04FF, 0x3041...0x30FA, 0x4E00...0x9FFF, 0x2190...0x2BFF,
      0x1F000...0x1FAFF, 0xAC00...0xAC40,
    ]
    let after = [
      "", "", "", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "a", "B", "1", " ", "_",
    ]
    func scalar() -> String {
      let block = blocks.randomElement(using: &random)!
      var value = UInt32.random(in: block, using: &random)
      while Unicode.Scalar(value) == nil { value = UInt32.random(in: block, using: &random) }
      return String(Unicode.Scalar(value)!)
    }
    func name(_ shared: String) -> String {
      var name = shared
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        name += scalar() + after.randomElement(using: &random)!
      }
      return name
        + (Bool.random(using: &random) ? Self.word(&random) : String(Int.random(in: 0...99, using: &random)))
    }
    let (checked, decidedByTheWalk) = Self.checkPairs("symbols, emoji and other scripts", 8_000) {
      let shared = ["", "", "a ", "Track ", scalar()].randomElement(using: &random)!
      let first = name(shared)
      let second = Int.random(in: 0..<4, using: &random) == 0 ? first.uppercased() + "x" : name(shared)
      return (first, second)
    }
    #expect(checked > 2_000)
    #expect(decidedByTheWalk > 2_000)
  }

  /// A letter spelled as its base and a combining mark against the same
  /// letter precomposed, or against its neighbours (`и` + U+0306 is `й`,
  /// which Cyrillic weighs as a letter of its own): the sort key composes
  /// the two before it weighs them, and the answer is Foundation's.
  @Test func aMarkAfterARankedLetterDefersToFoundation() {
    var random = SeededRandom(seed: 40)
    let composed = (UInt32(0x0386)...0x30FA).compactMap(Unicode.Scalar.init).map(String.init).filter {
      $0.decomposedStringWithCanonicalMapping.unicodeScalars.count > 1
        && CollationRanks.rank($0.unicodeScalars.first!.value) != nil
    }
    #expect(composed.count > 100)
    let (checked, _) = Self.checkPairs("letters spelled with a mark", 3_000) {
      let letter = composed.randomElement(using: &random)!
      let spelled = letter.decomposedStringWithCanonicalMapping
      let base = String(spelled.unicodeScalars.first!)
      let other = [letter, base, composed.randomElement(using: &random)!].randomElement(using: &random)!
      let tail = Bool.random(using: &random) ? Self.word(&random) : ""
      return (spelled + tail, other + Self.word(&random))
    }
    #expect(checked > 1_200)
  }

  /// Marks with no letter before them (at the start of a name, or after a
  /// replacement character's or one another's), mixed with letters and
  /// replacement characters: each weighs at the second level where it
  /// stands, as Foundation weighs it (a fuzz input of two names of acute
  /// accents and U+FFFD found them left out).
  @Test func marksWithNoLetterBeforeThemWeighWhereTheyStand() {
    var random = SeededRandom(seed: 41)
    let pieces = ["\u{301}", "\u{301}", "\u{300}", "\u{308}", "\u{FFFD}", "a", "b", "e", "E", ""]
    func name() -> String {
      let marks = String(repeating: "\u{301}", count: Int.random(in: 0...20, using: &random))
      let rest = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      return marks + rest.joined()
    }
    var pairs = [
      (
        String(repeating: "\u{301}", count: 15) + "\u{FFFD}\u{FFFD}" + String(repeating: "\u{301}", count: 7),
        String(repeating: "\u{301}", count: 3) + "\u{FFFD}" + String(repeating: "\u{301}", count: 18)
          + "\u{FFFD}\u{301}"
      )
    ]
    for _ in 0..<3_000 { pairs.append((name(), name())) }
    var next = pairs.makeIterator()
    let (checked, _) = Self.checkPairs("marks with no letter before them", pairs.count) { next.next()! }
    #expect(checked > 1_500)
  }

  /// Class A: TAB, LF, VT, FF, CR and NEL sort as spaces, so a long run of
  /// them is compared as it is, not left out like characters the collation
  /// ignores.
  @Test func whiteSpaceControlsAreNotIgnorable() {
    var random = SeededRandom(seed: 36)
    let controls: [Character] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}"]
    let (checked, _) = Self.checkPairs("white space controls", 1_500) {
      let run = String(
        repeating: controls.randomElement(using: &random)!, count: Int.random(in: 28...40, using: &random))
      let first = Self.word(&random)
      var second = run + Self.word(&random)
      if Bool.random(using: &random) { second = second.uppercased() }
      return (first, second)
    }
    #expect(checked > 500)
  }

  /// Class A, the tie-break: runs of ignorable characters up to the bound
  /// weigh nothing until the last level, so case still breaks ties first
  /// (`T` against `t` and 32 U+001E), as in Foundation; at the end of a
  /// name with a letter beyond ASCII they make it the longer one.
  @Test func ignorableRunsWithinTheBoundKeepFoundationsTieBreak() {
    var random = SeededRandom(seed: 37)
    let ignorables: [Unicode.Scalar] = ["\u{1E}", "\u{1}", "\u{7F}", "\u{0}"]
    // ASCII letters, and letters beyond ASCII with case, whose case
    // Foundation's walk folds and goes on (`т` and a run follows `Т`).
    let letters = ["T", "t", "a", "A", "e", "E", "s", "x", "т", "Т", "é", "É"]
    let (checked, _) = Self.checkPairs("ignorable runs", 1_500) {
      let letter = letters.randomElement(using: &random)!
      let other = Bool.random(using: &random) ? letter.uppercased() : letter.lowercased()
      let count = Int.random(in: 24...FoundationOracle.longestFoundationStretch, using: &random)
      var run = String.UnicodeScalarView()
      for _ in 0..<count { run.append(ignorables.randomElement(using: &random)!) }
      let first = letter + (Bool.random(using: &random) ? Self.word(&random) : "")
      let second = Bool.random(using: &random) ? other + String(run) : String(run) + other
      return (first, second)
    }
    #expect(checked > 1_000)
  }

  /// Characters that weigh nothing at the end of a name of letters beyond
  /// ASCII: after the same name without them and after its other case,
  /// but before the same letters accented anywhere, as Foundation orders
  /// them. (Beside a case difference of ASCII letters Foundation weighs
  /// them as nothing, which the key does not follow: see *Finder Order as
  /// Bytes*.)
  @Test func trailingIgnorablesWeighAfterAccents() {
    var random = SeededRandom(seed: 38)
    let ignorables: [Unicode.Scalar] = ["\u{1}", "\u{1E}", "\u{7F}", "\u{200B}"]
    // Letters no mark here composes with: a precomposed letter the
    // collation tables rank (`ӝ`) weighs without its accent, which is
    // another matter.
    let letters = ["т", "Т", "я", "Я", "中", "\u{FFFD}"]
    let marks: [Unicode.Scalar] = ["\u{301}", "\u{300}"]
    let (checked, _) = Self.checkPairs("trailing ignorables", 1_500) {
      let word = (0..<Int.random(in: 1...4, using: &random)).map { _ in letters.randomElement(using: &random)!
      }
      .joined()
      var first = String.UnicodeScalarView(word.unicodeScalars)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        first.append(ignorables.randomElement(using: &random)!)
      }
      var second = Array(word.unicodeScalars)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        second.insert(
          marks.randomElement(using: &random)!, at: Int.random(in: 1...second.count, using: &random))
      case 1: second = Array(String(String.UnicodeScalarView(second)).uppercased().unicodeScalars)
      default: break
      }
      return (String(first), String(String.UnicodeScalarView(second)))
    }
    #expect(checked > 1_000)
  }

  /// Foundation's collation without forced ordering: its first level (case
  /// and accents folded, numbers by value), when it answers the same both
  /// ways round and finds a difference.
  static func firstLevel(_ a: String, _ b: String) -> ComparisonResult? {
    let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive]
    let forward = a.compare(b, options: options, range: nil, locale: Locale.current)
    let backward = b.compare(a, options: options, range: nil, locale: Locale.current)
    guard forward != .orderedSame, forward == backward.flipped else { return nil }
    return forward
  }

  /// A case difference early in a name, then a first-level difference (or
  /// the end of the shorter name) past unit 64: Foundation's forced ordering
  /// sometimes lets the case decide, and which way changes from process to
  /// process. Forced ordering only orders names its collation finds equal,
  /// so FileKind gives the collation's answer, asked of Foundation without
  /// forced ordering, on every such pair.
  @Test func aFirstLevelDifferencePastUnit64OutweighsAnEarlierCase() {
    var random = SeededRandom(seed: 41)
    let letters = Array("HhAaeEst")
    var checked = 0
    var overridden = 0
    for _ in 0..<3_000 {
      let length = Int.random(in: 65...118, using: &random)
      let stem = String((0..<length).map { _ in letters.randomElement(using: &random)! })
      var first = Array(stem)
      var second = first
      let caseAt = Int.random(in: 0..<64, using: &random)
      let flip = { (c: Character) in c.isUppercase ? Character(c.lowercased()) : Character(c.uppercased()) }
      second[caseAt] = flip(second[caseAt])
      switch Int.random(in: 0..<3, using: &random) {
      case 0: second.append(letters.randomElement(using: &random)!)
      case 1: first.append(contentsOf: "s")
      default:
        let at = Int.random(in: 64..<length, using: &random)
        second[at] = first[at].lowercased() == "t" ? "a" : "t"
      }
      let (a, b) = (String(first), String(second))
      guard let expected = Self.firstLevel(a, b) else { continue }
      checked += 1
      if a.localizedStandardCompare(b) != expected { overridden += 1 }
      #expect(NameOrder.compare(a, b) == expected, "\(a.debugDescription) \(b.debugDescription)")
      #expect(NameOrder.compare(b, a) == expected.flipped)
    }
    #expect(checked > 2_900)
    // Not asserted (Foundation's answers vary between processes); it is why the test exists.
    print("forced ordering overrode the first level on \(overridden) of \(checked) pairs")
  }
}

extension ComparisonResult {
  var flipped: ComparisonResult {
    switch self {
    case .orderedAscending: .orderedDescending
    case .orderedDescending: .orderedAscending
    case .orderedSame: .orderedSame
    }
  }
}
