import Foundation
import Testing

@testable import FileKind

/// The walk decides most pairs without keys, and every pair it decides it
/// decides as the sort keys do: numbers that go on in other scripts'
/// digits, Hangul and kana against other letters, marks on letters,
/// characters that weigh nothing, `ß`, half-width forms. Beside them, the
/// look-alikes where it must not pass (a mark on a Cyrillic letter can make
/// another letter, a mark after `=` makes `≠`, a final jamo joins a
/// syllable) are held to the keys too.
@Suite struct NameOrderWalkTests {
  /// Pieces the walk now passes or decides at, and the look-alikes.
  static let pieces = [
    "a", "B", "e", "E", "é", "e\u{301}", "e\u{301}\u{327}", "o\u{308}\u{301}", "7", "42", "007",
    "5\u{663}", "1\u{661}2", "\u{663}", "12345678901234567\u{661}", "1234567890123456789\u{661}",
    "99999999999999999999\u{663}", "\u{FF11}\u{FF12}",
    "\u{1}", "\u{1E}", "\u{7F}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\t",
    "한", "한\u{11A8}", "가", "カ", "ｱ", "ｱ\u{301}", "中", "中\u{300}\u{301}", "日本", "ß", "ẞ", "ß.",
    "и", "и\u{306}", "Ж\u{306}", "Ω\u{301}", "=", "=\u{338}", "\u{301}", "\u{301}\u{302}", "-", ".", " ",
    "ﬁ", "fi", "①", "½", "👍🏽",
  ]

  static func names(_ count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
  }

  /// Every answer of the walk is the keys' answer, on random pairs and on
  /// neighbours in key order (which share long beginnings), both ways
  /// round; and the walk answers most of them.
  @Test func theWalkDecidesAsTheKeysDo() {
    let names = Self.names(3_000, seed: 64)
    let sorted = NameSortKey.sortedIndices(names.map(NameSortKey.init(for:))).map { names[$0] }
    var random = SeededRandom(seed: 65)
    var decided = 0
    var asked = 0
    for k in 0..<(sorted.count - 1) {
      let pairs = [(sorted[k], sorted[k + 1]), (names.randomElement(using: &random)!, sorted[k])]
      for (a, b) in pairs {
        for (x, y) in [(a, b), (b, a)] {
          asked += 1
          guard let walked = NameOrder.decide(x, y) else { continue }
          decided += 1
          #expect(walked == NameOrder.ownOrder(x, y), "\(x.debugDescription) vs \(y.debugDescription)")
        }
      }
    }
    #expect(decided * 2 > asked, "the walk decided \(decided) of \(asked)")
  }

  /// Pairs the walk now decides at once, each as the keys order it.
  @Test(arguments: [
    ("track 5\u{663}", "track 6"),  // 53 against 6: the number goes on
    ("1\u{661}2", "1\u{661}3"),
    ("한국어", "中文"), ("한국어", "カタカナ"), ("カタカナ", "한"),
    ("re\u{301}sume\u{301}5", "resume7"), ("résumé5", "re\u{301}sume\u{301}7"),
    ("a\u{1}b", "a\u{200B}c"), ("\u{FEFF}x", "y"),
    ("ｱ2", "3"), ("ß2", "t"), ("中\u{301}a", "中b"),
    ("12345678901234567890123\u{661}", "5"),
  ])
  func decidedWithoutKeys(_ pair: (String, String)) {
    let (a, b) = pair
    let walked = NameOrder.decide(a, b)
    #expect(walked != nil, "\(a.debugDescription) vs \(b.debugDescription)")
    #expect(walked == NameOrder.ownOrder(a, b))
    #expect(NameOrder.decide(b, a) == NameOrder.ownOrder(b, a))
  }

  /// Pairs the walk must leave to the keys: what follows can change the
  /// first level there, or only later levels tell them apart.
  @Test(arguments: [
    ("и\u{306}x", "иy"),  // й is a letter of its own
    ("=\u{338}a", "=a"),  // ≠
    ("한\u{11A8}", "한"),  // a final consonant joins the syllable
    ("e\u{301}", "e"),  // accents only
    ("a\u{1}", "a"),  // nothing at the first level but at the end
    ("5\u{663}", "5\u{663}"),
  ])
  func leftToTheKeys(_ pair: (String, String)) {
    let (a, b) = pair
    if let walked = NameOrder.decide(a, b) {
      #expect(walked == NameOrder.ownOrder(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
    }
    #expect(NameOrder.compare(a, b) == NameOrder.ownOrder(a, b))
  }

  /// A name's first-level prefix is the beginning of its key's first level,
  /// so where two prefixes differ the keys differ the same way.
  @Test func prefixesBeginTheKeys() {
    var random = SeededRandom(seed: 66)
    let long = (0..<400).map { _ in
      (0..<Int.random(in: 10...80, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
        .joined()
    }
    let names = Self.names(1_000, seed: 67) + long
    let prefixes = names.map(FirstLevelPrefix.init(of:))
    for (name, prefix) in zip(names, prefixes) {
      let firstLevel = SortKeyWriter.firstLevel(name)
      #expect(
        firstLevel.starts(with: prefix.bytes), "\(name.debugDescription): \(prefix.bytes) \(firstLevel)")
      #expect(prefix.bytes.count == min(FirstLevelPrefix.length, firstLevel.count))
    }
    for _ in 0..<20_000 {
      let i = Int.random(in: names.indices, using: &random)
      let j = Int.random(in: names.indices, using: &random)
      guard let order = FirstLevelPrefix.order(prefixes[i], prefixes[j]) else { continue }
      #expect(order == NameOrder.ownOrder(names[i], names[j]))
    }
  }

  /// The sort that takes prefixes before keys puts names in key order.
  @Test func theSortIsTheKeysOrder() {
    var random = SeededRandom(seed: 68)
    let names = (0..<1_500).map { _ in
      (0..<Int.random(in: 1...60, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
        .joined()
    }
    let byKeys = NameSortKey.sortedIndices(names.map(NameSortKey.init(for:)))
    let sorted = NameOrder.sortedIndices(names)
    let misplaced = zip(sorted, byKeys).filter { $0 != $1 }.count
    #expect(sorted.count == byKeys.count && misplaced == 0, "\(misplaced) names out of the keys' order")
  }
}
