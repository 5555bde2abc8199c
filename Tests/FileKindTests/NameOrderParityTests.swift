import Foundation
import Testing

@testable import FileKind

/// Classes of pairs a differential fuzz found ordered unlike Foundation,
/// each checked over generated names with Foundation as the oracle: on
/// every pair Foundation orders the same both ways round, FileKind gives
/// Foundation's answer, or, where Foundation's forced ordering overrides
/// its own first level, the first level's.
@Suite struct NameOrderParityTests {
  /// Decimal digits of other scripts, which Foundation reads as going on
  /// with an ASCII number before them: Arabic-Indic, Extended Arabic-Indic,
  /// Devanagari, Bengali, Thai, full-width, mathematical bold.
  static let otherDigits: [UInt32] = [0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10, 0x1D7CE]

  /// Foundation's answer when it gives the same one both ways round.
  static func consistentFoundation(_ a: String, _ b: String) -> ComparisonResult? {
    let forward = a.localizedStandardCompare(b)
    let backward = b.localizedStandardCompare(a)
    switch (forward, backward) {
    case (.orderedAscending, .orderedDescending), (.orderedDescending, .orderedAscending),
      (.orderedSame, .orderedSame):
      return forward
    default: return nil
    }
  }

  /// Expects FileKind's answer both ways round to be Foundation's, when
  /// Foundation is consistent; whether it was.
  static func expectFoundationsAnswerBothWays(_ first: String, _ second: String) -> Bool {
    guard let expected = consistentFoundation(first, second) else { return false }
    #expect(
      NameOrder.compare(first, second) == expected, "\(first.debugDescription) \(second.debugDescription)")
    #expect(NameOrder.compare(second, first) == expected.flipped)
    return true
  }

  /// Generated pairs, each expected both ways round to be Foundation's
  /// answer: how many Foundation answered consistently, and how many of
  /// all the walk decided without it.
  static func checkPairs(_ count: Int, _ make: () -> (String, String)) -> (
    checked: Int, decidedByTheWalk: Int
  ) {
    var checked = 0
    var decidedByTheWalk = 0
    for _ in 0..<count {
      let (first, second) = make()
      if NameOrder.decide(first, second) != nil { decidedByTheWalk += 1 }
      if expectFoundationsAnswerBothWays(first, second) { checked += 1 }
    }
    return (checked, decidedByTheWalk)
  }

  static func word(_ random: inout SeededRandom) -> String {
    let letters = Array("abcdefghst")
    return String(
      (0..<Int.random(in: 1...4, using: &random)).map { _ in letters.randomElement(using: &random)! })
  }

  /// Class B: an ASCII number followed by another script's digit, after an
  /// earlier difference of case (or none).
  @Test func digitsOfOtherScriptsGoOnWithTheNumber() {
    var random = SeededRandom(seed: 35)
    var checked = 0
    var names: [String] = []
    for _ in 0..<4_000 {
      let stem = Self.word(&random)
      let other = Bool.random(using: &random) ? stem.uppercased() : stem
      let separator = ["", " ", "_", "."].randomElement(using: &random)!
      var first = stem + separator + String(Int.random(in: 0...40, using: &random))
      var second = other + separator + String(Int.random(in: 0...40, using: &random))
      let base = Self.otherDigits.randomElement(using: &random)!
      let digit = String(Character(Unicode.Scalar(base + UInt32.random(in: 0...9, using: &random))!))
      if Bool.random(using: &random) { first += digit } else { second += digit }
      if Bool.random(using: &random) { second += Self.word(&random) }
      names += [first, second]
      guard let expected = Self.consistentFoundation(first, second) else { continue }
      checked += 1
      #expect(
        NameOrder.compare(first, second) == expected, "\(first.debugDescription) \(second.debugDescription)")
    }
    #expect(checked > 3_000)
    // The sort's prefix weights read the same numbers: its order is
    // Foundation's (stable on ties).
    let sample = Array(names.prefix(400))
    let expected = sample.indices.sorted { x, y in
      switch sample[x].localizedStandardCompare(sample[y]) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: x < y
      }
    }
    #expect(NameOrder.sortedIndices(sample) == expected)
  }

  /// Class B without a case difference first: the ASCII digits alone are
  /// weighed, whatever script's digit follows, on either side or both,
  /// after zero padding, accents or another script's letters.
  @Test func asciiNumbersDecideBeforeAnyCaseDifference() {
    var random = SeededRandom(seed: 37)
    let stems = ["track ", "ep", "résumé ", "Сплин ", "a.b_", "", "x0", "05 ", "5 "]
    func digit() -> String {
      let base = Self.otherDigits.randomElement(using: &random)!
      return String(Character(Unicode.Scalar(base + UInt32.random(in: 0...9, using: &random))!))
    }
    func number() -> String {
      let padding = String(repeating: "0", count: Int.random(in: 0...2, using: &random))
      return padding + String(Int.random(in: 0...120, using: &random))
    }
    let (checked, decidedByTheWalk) = Self.checkPairs(6_000) {
      let stem = stems.randomElement(using: &random)!
      let other = Int.random(in: 0..<4, using: &random) == 0 ? stems.randomElement(using: &random)! : stem
      var first = stem + number()
      var second = other + number()
      switch Int.random(in: 0..<3, using: &random) {
      case 0: first += digit()
      case 1: second += digit()
      default:
        first += digit()
        second += digit()
      }
      if Bool.random(using: &random) { first += Self.word(&random) }
      if Bool.random(using: &random) { second += Self.word(&random) }
      return (first, second)
    }
    #expect(checked > 5_000)
    #expect(decidedByTheWalk > 2_000)
  }

  /// Digit runs longer than a 64-bit value holds: before any case
  /// difference Foundation weighs them wrapped to 64 bits, after one by
  /// their whole value. Runs of 1 to 30 digits, with and without zero
  /// padding, a case difference first or none, another script's digit
  /// after some.
  @Test func longDigitRunsAreWeighedAsFoundationReadsThem() {
    var random = SeededRandom(seed: 38)
    func digits() -> String {
      let count = [Int.random(in: 1...19, using: &random), Int.random(in: 18...30, using: &random)]
        .randomElement(using: &random)!
      let padding = Int.random(in: 0..<4, using: &random) == 0 ? "00" : ""
      return padding + String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
    }
    let (checked, decidedByTheWalk) = Self.checkPairs(6_000) {
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
    #expect(checked > 5_000)
    #expect(decidedByTheWalk > 4_000)
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
    let (checked, decidedByTheWalk) = Self.checkPairs(8_000) {
      let shared = ["", "", "a ", "Track ", scalar()].randomElement(using: &random)!
      let first = name(shared)
      let second = Int.random(in: 0..<4, using: &random) == 0 ? first.uppercased() + "x" : name(shared)
      return (first, second)
    }
    #expect(checked > 7_000)
    #expect(decidedByTheWalk > 2_000)
  }

  /// A letter spelled as its base and a combining mark against the same
  /// letter precomposed, or against its neighbours (`и` + U+0306 is `й`,
  /// which Cyrillic weighs as a letter of its own): the mark after the
  /// base keeps the ranks from deciding, and the answer is Foundation's.
  @Test func aMarkAfterARankedLetterDefersToFoundation() {
    var random = SeededRandom(seed: 40)
    let composed = (UInt32(0x0386)...0x30FA).compactMap(Unicode.Scalar.init).map(String.init).filter {
      $0.decomposedStringWithCanonicalMapping.unicodeScalars.count > 1
        && CollationRanks.rank($0.unicodeScalars.first!.value) != nil
    }
    #expect(composed.count > 100)
    var checked = 0
    for _ in 0..<3_000 {
      let letter = composed.randomElement(using: &random)!
      let spelled = letter.decomposedStringWithCanonicalMapping
      let base = String(spelled.unicodeScalars.first!)
      let other = [letter, base, composed.randomElement(using: &random)!].randomElement(using: &random)!
      let tail = Bool.random(using: &random) ? Self.word(&random) : ""
      if Self.expectFoundationsAnswerBothWays(spelled + tail, other + Self.word(&random)) { checked += 1 }
    }
    #expect(checked > 2_500)
  }

  /// Class A: TAB, LF, VT, FF, CR and NEL sort as spaces, so a long run of
  /// them is compared as it is, not left out like characters the collation
  /// ignores.
  @Test func whiteSpaceControlsAreNotIgnorable() {
    var random = SeededRandom(seed: 36)
    let controls: [Character] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}"]
    var checked = 0
    for _ in 0..<1_500 {
      let run = String(
        repeating: controls.randomElement(using: &random)!, count: Int.random(in: 28...40, using: &random))
      let first = Self.word(&random)
      var second = run + Self.word(&random)
      if Bool.random(using: &random) { second = second.uppercased() }
      if Self.expectFoundationsAnswerBothWays(first, second) { checked += 1 }
    }
    #expect(checked > 1_000)
  }

  /// Class A, the tie-break: runs of ignorable characters up to the bound
  /// reach Foundation as they are, so the ignorables it counts at its last
  /// level still break ties between case variants (`Т` against `т` and 32
  /// U+001E).
  @Test func ignorableRunsWithinTheBoundKeepFoundationsTieBreak() {
    var random = SeededRandom(seed: 37)
    let ignorables: [Unicode.Scalar] = ["\u{1E}", "\u{1}", "\u{7F}", "\u{200B}", "\u{2060}", "\u{0}"]
    let letters = ["Т", "т", "a", "A", "é", "É", "ß", "x"]
    var checked = 0
    for _ in 0..<1_500 {
      let letter = letters.randomElement(using: &random)!
      let other = Bool.random(using: &random) ? letter.uppercased() : letter.lowercased()
      let count = Int.random(in: 24...FoundationOracle.longestFoundationStretch, using: &random)
      var run = String.UnicodeScalarView()
      for _ in 0..<count { run.append(ignorables.randomElement(using: &random)!) }
      let first = letter + (Bool.random(using: &random) ? Self.word(&random) : "")
      let second = Bool.random(using: &random) ? other + String(run) : String(run) + other
      if Self.expectFoundationsAnswerBothWays(first, second) { checked += 1 }
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
