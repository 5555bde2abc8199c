import Foundation
import Testing

@testable import FileKind

/// Name order on any names: a bound past which Foundation is never asked,
/// an order that is total everywhere, and the collation it equals.
@Suite struct NameOrderTotalityTests {
  /// Names from every family a listing can hold, hostile ones included:
  /// release names, case and accent variants, other scripts' digits, runs
  /// of punctuation, controls and ignorables on both sides of the bound,
  /// and combining stacks long enough to crash Foundation's comparison.
  static func mixedNames(count: Int, seed: UInt64, hostileRuns: Bool) -> [String] {
    var random = SeededRandom(seed: seed)
    let stems = [
      "the.wire", "The.Wire", "résumé", "Resume", "Т", "т", "ß", "ǆ", "ﬁle", "file", "FILE", "中文", "가", "é  ",
    ]
    let fillers: [Unicode.Scalar] = [
      ";", ".", "-", "\u{0}", "\u{1E}", "\u{200B}", "\u{301}", "\u{308}", "\u{FFFE}",
    ]
    var names: [String] = []
    for _ in 0..<count {
      var name = stems.randomElement(using: &random)!
      switch Int.random(in: 0..<5, using: &random) {
      case 0: name += ".S0\(Int.random(in: 1...9, using: &random))E\(Int.random(in: 1...20, using: &random))"
      case 1 where hostileRuns:
        var run = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 30...90, using: &random) {
          run.append(fillers.randomElement(using: &random)!)
        }
        name = Bool.random(using: &random) ? String(run) + name : name + String(run) + "a"
      case 2:
        name += "1" + String(Character(Unicode.Scalar(0x0660 + UInt32.random(in: 0...9, using: &random))!))
      case 3:
        name += "e" + String(repeating: "\u{301}", count: Int.random(in: 40...200, using: &random))
        name += ["\u{300}", "\u{302}", "x"].randomElement(using: &random)!
      default: name = name.uppercased()
      }
      names.append(name)
    }
    return names
  }

  /// The own order's first-level weights of `name`.
  static func primaryWeights(_ name: String) -> [UInt8] {
    SortKeyWriter.firstLevel(name)
  }

  /// Every answer among `names`, once.
  static func answers(_ names: [String]) -> [[ComparisonResult]] {
    names.map { a in names.map { b in NameOrder.compare(a, b) } }
  }

  /// The ordered triples `a ≤ b ≤ c` with `a > c`.
  static func intransitiveTriples(_ order: [[ComparisonResult]]) -> Int {
    var count = 0
    for i in order.indices {
      for j in order.indices where order[i][j] != .orderedDescending {
        for k in order.indices where order[j][k] != .orderedDescending && order[i][k] == .orderedDescending {
          count += 1
        }
      }
    }
    return count
  }

  /// Pairs holding a combining stack or a run of controls longer than the
  /// bound (such pairs crash Foundation's comparison or get a different
  /// answer each way round) are answered, each the reverse of the other,
  /// by FileKind's own order.
  @Test func namesPastTheBoundTakeFileKindsOwnOrder() {
    var random = SeededRandom(seed: 40)
    for _ in 0..<300 {
      let stack = String(repeating: "\u{301}", count: Int.random(in: 49...300, using: &random))
      let first = "x e" + stack + "\u{FFFF}" + (Bool.random(using: &random) ? " y" : "")
      let second = "x e" + stack.dropLast() + "\u{300}" + "\u{FFFF}"
      #expect(!FoundationOracle.isWithinBound(first))
      let order = NameOrder.compare(first, second)
      #expect(order == NameOrder.ownOrder(first, second))
      #expect(NameOrder.compare(second, first) == order.flipped)
    }
    // Within the bound the same shapes are Foundation's.
    let short = "x e" + String(repeating: "\u{301}", count: 20)
    #expect(FoundationOracle.isWithinBound(short))
    #expect(NameOrder.compare(short, short + "\u{300}") == short.localizedStandardCompare(short + "\u{300}"))
  }

  /// The bound counts UTF-16 units of marks, punctuation, control, format
  /// and unassigned characters in a row; letters, digits, spaces and
  /// symbols end a stretch. A run (anything but a space, an ASCII symbol,
  /// a separator or a CJK ideograph) has a bound of its own, and so has the
  /// name's whole length.
  @Test func theBoundCountsStretchesRunsAndLength() {
    let limit = FoundationOracle.longestFoundationStretch
    #expect(FoundationOracle.isWithinBound(String(repeating: ";", count: limit)))
    #expect(!FoundationOracle.isWithinBound(String(repeating: ";", count: limit + 1)))
    #expect(
      FoundationOracle.isWithinBound(
        String(repeating: ";", count: limit) + "a" + String(repeating: ".", count: limit)))
    // A code point beyond the BMP is two units, as Foundation counts.
    #expect(!FoundationOracle.isWithinBound(String(repeating: "\u{E0001}", count: limit / 2 + 1)))

    let run = FoundationOracle.longestFoundationRun
    let letters = String(repeating: "a", count: run)
    #expect(FoundationOracle.isWithinBound(letters))
    #expect(!FoundationOracle.isWithinBound(letters + "a"))
    #expect(!FoundationOracle.isWithinBound(String(repeating: "a.é", count: run / 3) + "b"))
    for end in [" ", "+", "~", "$", "\u{A0}", "\u{3000}", "\u{2003}", "一"] {
      #expect(FoundationOracle.isWithinBound(letters + end + letters), "\(end.debugDescription)")
    }
    // Hangul, marks and other scripts' symbols carry a run on.
    for more in ["가", "\u{301}", "€", "🎬"] {
      #expect(!FoundationOracle.isWithinBound(letters + more + "a"), "\(more.debugDescription)")
    }

    let words = String(repeating: String(repeating: "a", count: 99) + " ", count: 10)
    #expect(words.utf16.count <= FoundationOracle.longestFoundationName)
    #expect(FoundationOracle.isWithinBound(words))
    #expect(!FoundationOracle.isWithinBound(words + words))
  }

  /// The shape measured to crash Foundation's comparison: a piece of 129
  /// or more units around a difference only an ignorable NUL makes, then a
  /// piece of 65 to 128 units. Pairs past the run bound are FileKind's
  /// own, each the reverse of the other; the same shape with a shorter
  /// run is Foundation's (it answers those safely).
  @Test func aLongRunIsNeverHandedToFoundation() {
    for count in stride(from: 60, through: 200, by: 7) {
      for tail in [40, 64, 70, 100, 128] {
        let first =
          "x\u{0}" + String(repeating: "H", count: count) + " " + String(repeating: "H", count: tail) + "a"
        let second =
          "x" + String(repeating: "H", count: count) + " " + String(repeating: "H", count: tail) + "b"
        let order = NameOrder.compare(first, second)
        #expect(NameOrder.compare(second, first) == order.flipped)
        if count + 2 > FoundationOracle.longestFoundationRun
          || tail + 1 > FoundationOracle.longestFoundationRun
        {
          #expect(!FoundationOracle.isWithinBound(first) || !FoundationOracle.isWithinBound(second))
          #expect(order == NameOrder.ownOrder(first, second))
        } else {
          #expect(order == first.localizedStandardCompare(second), "run of \(count)")
        }
      }
    }
  }

  /// Long names past the run bound take FileKind's own order, and where
  /// they differ at the first level it orders them as Foundation does: Latin
  /// letters the collation spells with ASCII (`æ`, `ø`, `ł`, `ß`), accents,
  /// Greek and Cyrillic by their ranks. Foundation is the
  /// oracle; these names hold no ignorable or decomposed character, so
  /// asking it about them is safe.
  @Test func longNamesPastTheBoundFollowFoundationsFirstLevel() {
    var random = SeededRandom(seed: 41)
    let pieces = [
      "a", "b", "e", "o", "l", "d", "h", "s", "z", "A", "O", "E", "é", "É", "ö", "ø", "Ø", "æ", "Æ", "œ", "ł",
      "Ł",
      "đ", "ss", "ae", "oe", "0", "7", "42", "α", "Ω", "я", "Я", "ё", "і", "ж", ".", "-",
    ]
    func name() -> String {
      var text = ""
      while text.utf16.count <= FoundationOracle.longestFoundationRun {
        text += pieces.randomElement(using: &random)!
      }
      return text
    }
    let names = (0..<300).map { _ in name() }
    var checked = 0
    for index in 0..<12_000 {
      let a = names.randomElement(using: &random)!
      var b = names.randomElement(using: &random)!
      if index % 2 == 0 {
        // A small change of the same name: the difference lies deep inside.
        var scalars = Array(a.unicodeScalars)
        let position = Int.random(in: 0..<scalars.count, using: &random)
        scalars.replaceSubrange(
          position...position, with: pieces.randomElement(using: &random)!.unicodeScalars)
        b = String(String.UnicodeScalarView(scalars))
      }
      guard !FoundationOracle.isWithinBound(a) || !FoundationOracle.isWithinBound(b) else { continue }
      // Pairs the own order finds equal at the first level are ordered by
      // accents, then case, in Foundation; the own order breaks such ties
      // its own way.
      guard Self.primaryWeights(a) != Self.primaryWeights(b) else { continue }
      checked += 1
      #expect(
        NameOrder.compare(a, b) == a.localizedStandardCompare(b),
        "\(a.debugDescription) vs \(b.debugDescription)")
    }
    #expect(checked > 8_000)
  }

  /// Over names of every family a listing holds (release names, case,
  /// accents, ligatures, other scripts and their digits, combining stacks
  /// past the bound), the order is total: every pair answered the reverse
  /// way round, no intransitive triple among all 4 million, and a sort
  /// that does not depend on the order names arrive in.
  @Test func theOrderIsTotal() {
    let names = Self.mixedNames(count: 160, seed: 41, hostileRuns: false)
    let order = Self.answers(names)
    for i in names.indices {
      for j in names.indices { #expect(order[i][j] == order[j][i].flipped) }
    }
    #expect(Self.intransitiveTriples(order) == 0)
    var random = SeededRandom(seed: 42)
    let sorted = NameOrder.sortedIndices(names).map { names[$0] }
    for _ in 0..<5 {
      let shuffled = names.shuffled(using: &random)
      let again = NameOrder.sortedIndices(shuffled).map { shuffled[$0] }
      // The same order, up to names the order holds equal.
      #expect(again.elementsEqual(sorted) { NameOrder.compare($0, $1) == .orderedSame })
    }
  }

  /// With hostile runs of punctuation and ignorables on both sides of the
  /// bound, every pair is still answered the reverse way round and a sort
  /// puts each name before the next; a triple whose names straddle the
  /// bound can be intransitive, since Foundation's answer inside the bound
  /// and FileKind's outside it weigh such runs differently.
  @Test func hostileRunsStayAntisymmetric() {
    let names = Self.mixedNames(count: 120, seed: 45, hostileRuns: true)
    let order = Self.answers(names)
    for i in names.indices {
      for j in names.indices { #expect(order[i][j] == order[j][i].flipped) }
    }
    let sorted = NameOrder.sortedIndices(names)
    #expect(sorted.sorted() == Array(names.indices))
    for (x, y) in zip(sorted, sorted.dropFirst()) { #expect(order[x][y] != .orderedDescending) }
  }

  /// FileKind's own order is the byte order of the sort keys, so it is
  /// total: on every pair of a small mixed set, hostile runs included, it
  /// is the keys' byte order both ways round, and every triple is
  /// transitive.
  @Test func fileKindsOwnOrderIsTransitive() {
    let names = Self.mixedNames(count: 40, seed: 43, hostileRuns: true)
    let keys = names.map(NameSortKey.init(for:))
    var order = [[ComparisonResult]]()
    for (i, a) in names.enumerated() {
      order.append(names.map { NameOrder.ownOrder(a, $0) })
      for j in names.indices {
        let bytes: ComparisonResult =
          keys[i] < keys[j] ? .orderedAscending : (keys[j] < keys[i] ? .orderedDescending : .orderedSame)
        #expect(order[i][j] == bytes)
      }
    }
    for i in names.indices {
      for j in names.indices where order[i][j] != .orderedDescending {
        #expect(order[i][j] == order[j][i].flipped)
        for k in names.indices where order[j][k] != .orderedDescending {
          #expect(order[i][k] != .orderedDescending)
        }
      }
    }
  }

  /// The collation FileKind's order equals: Foundation's for English,
  /// whatever the region, as `localizedStandardCompare` reads it.
  @Test(arguments: ["en_US", "en_GB", "en_IN", "en_AU", "en_001"])
  func englishInEveryRegion(_ identifier: String) {
    let locale = Locale(identifier: identifier)
    var random = SeededRandom(seed: 44)
    let words = [
      "Ärger", "arg", "Zebra", "zoo", "ıspanak", "Ispanak", "Aalborg", "Åre", "öl", "ol", "Øst", "ost", "ch",
      "cz",
    ]
    var checked = 0
    for _ in 0..<600 {
      let a = words.randomElement(using: &random)! + String(Int.random(in: 0...12, using: &random))
      let b = words.randomElement(using: &random)! + String(Int.random(in: 0...12, using: &random))
      let forward = Self.standardCompare(a, b, locale)
      guard forward == Self.standardCompare(b, a, locale).flipped else { continue }
      checked += 1
      #expect(NameOrder.compare(a, b) == forward, "\(a) \(b) \(identifier)")
    }
    #expect(checked > 500)
  }

  /// Another language's collation orders some names differently, and
  /// FileKind keeps the English order: Swedish puts `Ä` after `Z`, Danish
  /// `Aa` after `Z`, Turkish `ı` before `i`.
  @Test(arguments: [("sv_SE", "Ärger", "Zebra"), ("da_DK", "Aalborg", "Zebra"), ("tr_TR", "ıspanak", "ilk")])
  func otherLanguagesDiffer(_ identifier: String, _ a: String, _ b: String) {
    let english = Self.standardCompare(a, b, Locale(identifier: "en_US"))
    #expect(NameOrder.compare(a, b) == english)
    #expect(Self.standardCompare(a, b, Locale(identifier: identifier)) != english)
  }

  /// `localizedStandardCompare`'s options, under a chosen locale.
  static func standardCompare(_ a: String, _ b: String, _ locale: Locale) -> ComparisonResult {
    a.compare(
      b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: locale
    )
  }
}
