import Foundation
import Testing

@testable import FileKind

/// Two classes of pairs a differential fuzz found ordered unlike Foundation,
/// each checked over generated names with Foundation as the oracle: on
/// every pair Foundation orders the same both ways round, FileKind gives
/// Foundation's answer.
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
