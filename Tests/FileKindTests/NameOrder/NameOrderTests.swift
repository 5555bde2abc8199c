import BenchListing
import Foundation
import Testing

@testable import FileKind

/// Names that stress Finder order: numbers with leading zeros, case, accents
/// composed and decomposed, full-width forms, ligatures, `ß`, CJK, emoji,
/// punctuation and leading spaces. Foundation computes every expected answer.
enum NameFixtures {
  static let pieces = [
    "a", "A", "b", "B", "z", "Z", "e", "é", "e\u{301}", "E", "É", "o", "ö", "Ö", "o\u{308}", "p", "s", "ss",
    "ß",
    "ﬁ", "fi", "ａ", "１", "0", "00", "1", "01", "2", "9", "10", "010", "99", "100", "4392",
    "12345678901234567890",
    " ", "  ", ".", "-", "_", "(", ")", "[", "'", "’", "–", "&", "#", "$", "+", "~", "é", "ñ", "ø", "æ", "Ł",
    "日本", "語", "한", "カ", "ひ", "α", "Ω", "Сплин", "сплин", "я", "🎬", "👍🏽", "\u{200D}", "\u{00A0}", "\t",
    "S03E04", "S03E10", "s03e4", "IMG_", "img_", ".mkv", ".MKV", "Björk", "Bjork", "résumé", "resume",
    "RESUME",
  ]

  /// The pieces Foundation's walk reads unlike its own collation (a
  /// letter it folds to two, a full-width digit beside ASCII ones, a number
  /// past 64 bits, a joiner): Foundation's answers on names of them are no
  /// order (``NameOrderParityTests`` finds the circles), so the tests that
  /// hold FileKind to Foundation's answers build names of the others.
  static let walkDivergentPieces: Set<String> = ["ß", "ﬁ", "１", "12345678901234567890", "\u{200D}"]

  /// The pieces on which Foundation's answers are an order.
  static let ordinaryPieces = pieces.filter { !walkDivergentPieces.contains($0) }

  /// `count` names built from the pieces above (or the ordinary ones),
  /// seeded.
  static func generated(_ count: Int, seed: UInt64, ordinary: Bool = false) -> [String] {
    var random = SeededRandom(seed: seed)
    let pieces = ordinary ? ordinaryPieces : pieces
    return (0..<count).map { _ in
      let length = Int.random(in: 1...5, using: &random)
      return (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
  }

  /// The raw names of `Corpus/names.tsv`.
  static let corpus: [String] = {
    let url = PackageRoot.file("Corpus/names.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init)
    }
  }()

  /// The first `count` names of the benchmark's seeded listing.
  static func benchListing(_ count: Int) -> [String] {
    var generator = ListingGenerator(seed: 2026, now: Date(timeIntervalSince1970: 1_773_921_600))
    return generator.listing(count).map(\.name)
  }
}

@Suite struct NameOrderTests {
  /// Every pair is ordered as the sort keys order it, and as Foundation
  /// orders it unless a witness shows Foundation's answers are no order
  /// there: how many pairs Foundation was asked about, and how many the
  /// walk decided.
  func expectParity(_ names: [String], pairs: Int, seed: UInt64, label: String) -> (
    checked: Int, decided: Int
  ) {
    var random = SeededRandom(seed: seed)
    var decided = 0
    var parity = FoundationParity(pool: names)
    for index in 0..<pairs {
      let a = names.randomElement(using: &random)!
      // Neighbours in a sorted list share long beginnings: half the pairs
      // are a name against a small change of itself.
      var b = names.randomElement(using: &random)!
      if index % 2 == 0, !a.isEmpty {
        var scalars = Array(a.unicodeScalars)
        let position = Int.random(in: 0..<scalars.count, using: &random)
        let other = NameFixtures.ordinaryPieces.randomElement(using: &random)!.unicodeScalars
        scalars.replaceSubrange(position...position, with: other)
        b = String(String.UnicodeScalarView(scalars))
      }
      // Every answer is the sort key's; the walk's too, where it answers.
      let order = NameOrder.compare(a, b)
      #expect(order == NameOrder.ownOrder(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
      if let fast = NameOrder.decide(a, b) {
        decided += 1
        #expect(fast == order, "\(a.debugDescription) vs \(b.debugDescription)")
      }
      parity.pool.append(b)
      parity.check(a, b)
    }
    parity.expectEveryDifferenceWitnessed(label)
    return (parity.agreed + parity.differing.count, decided)
  }

  @Test func generatedNamesCompareAsFoundationDoes() {
    let result = expectParity(
      NameFixtures.generated(4_000, seed: 1, ordinary: true), pairs: 60_000, seed: 2,
      label: "names of stressing pieces")
    #expect(result.checked > 35_000)
    // Most pairs must be the walk's, or the fast path is not fast.
    #expect(result.decided * 2 > 60_000)
  }

  @Test func corpusNamesCompareAsFoundationDoes() {
    let names = NameFixtures.corpus
    #expect(names.count > 300)
    var parity = FoundationParity(pool: names)
    for a in names {
      for b in names { parity.check(a, b) }
    }
    #expect(parity.agreed + parity.differing.count > names.count * names.count * 9 / 10)
    parity.expectEveryDifferenceWitnessed("the Corpus's names, every pair")
    _ = expectParity(names, pairs: 20_000, seed: 3, label: "the Corpus's names and changes of them")
  }

  @Test func benchListingCompareAsFoundationDoes() {
    let names = NameFixtures.benchListing(20_000)
    _ = expectParity(names, pairs: 40_000, seed: 4, label: "the bench listing")
    // The pairs a sort ends on are neighbours in Finder order: FileKind
    // must decide nearly all of them itself, and decide them right.
    let sorted = names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    var decided = 0
    var parity = FoundationParity(pool: names)
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      guard let fast = NameOrder.decide(a, b) else { continue }
      decided += 1
      #expect(fast == NameOrder.ownOrder(a, b), "\(a) vs \(b)")
      parity.check(a, b)
    }
    parity.expectEveryDifferenceWitnessed("the bench listing's neighbours")
    #expect(decided * 100 >= (sorted.count - 1) * 98)
  }

  /// The prefix weights a sort compares first must decide only as the sort
  /// keys (and Foundation) decide: long names, numbers across the 32-byte
  /// boundary.
  @Test func prefixWeightsDecideAsFoundationDoes() {
    var random = SeededRandom(seed: 31)
    let long = (0..<3_000).map { _ in
      (0..<Int.random(in: 4...14, using: &random)).map { _ in
        NameFixtures.pieces.randomElement(using: &random)!
      }
      .joined()
    }
    let names = long + NameFixtures.benchListing(3_000) + NameFixtures.corpus
    var decided = 0
    var parity = FoundationParity(pool: names)
    for _ in 0..<80_000 {
      let a = names.randomElement(using: &random)!
      var b = names.randomElement(using: &random)!
      if Bool.random(using: &random) {
        // A shared beginning of any length, then anything.
        let cut = Int.random(in: 0...a.unicodeScalars.count, using: &random)
        b = String(String.UnicodeScalarView(a.unicodeScalars.prefix(cut))) + b
      }
      var x = a
      var y = b
      let weights = x.withUTF8 { x in y.withUTF8 { y in (PrefixWeights(x), PrefixWeights(y)) } }
      guard let order = PrefixWeights.order(weights.0, weights.1) else { continue }
      decided += 1
      #expect(order == NameOrder.ownOrder(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
      parity.pool.append(b)
      parity.check(a, b)
    }
    #expect(decided > 20_000)
    parity.expectEveryDifferenceWitnessed("prefix weights")
  }

  @Test(arguments: [
    ("The.Wire.S03E04", "The.Wire.S03E10"), ("IMG_4392.HEIC", "img_10.heic"), ("résumé", "resume"),
    ("file02", "file2"), ("File02", "file2"), ("a", "A"), ("Björk", "Bjork"), ("Сплин", "Radiohead"),
  ])
  func namedPairs(_ a: String, _ b: String) {
    #expect(NameOrder.compare(a, b) == a.localizedStandardCompare(b))
    #expect(NameOrder.compare(b, a) == b.localizedStandardCompare(a))
  }
}
