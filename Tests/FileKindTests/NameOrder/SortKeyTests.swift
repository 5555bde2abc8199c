import Foundation
import Testing

@testable import FileKind

/// Sort keys: their byte order is name order, on every kind of name the
/// collation tables cover; they are small, survive base64 and JSON, and
/// order a real database's index.
@Suite struct SortKeyTests {
  /// Names in every script and block the collation tables rank: each
  /// ranked scalar of ``CollationRanks`` and ``PunctuationRanks``, each
  /// Latin letter ``LatinFolding`` folds or spells, and each mark of
  /// ``MarkOrder`` on a letter, with words, numbers and case around them.
  static let namesInEveryScript: [String] = {
    var random = SeededRandom(seed: 60)
    var scalars: [UInt32] = []
    for (first, last) in zip(CollationRanks.runFirsts, CollationRanks.runLasts) {
      scalars += [first, last, first + (last - first) / 2]
    }
    scalars += PunctuationRanks.scalars
    scalars += Array(LatinFolding.first...LatinFolding.last) + LatinFolding.spellings.keys
    let marks = MarkOrder.scalars
    let words = ["a", "B", "track ", "S03E04", "10", "2", "ß", "é", "Ω", "日本", " "]
    return scalars.compactMap(Unicode.Scalar.init).map { scalar in
      var name = String(scalar)
      if Int.random(in: 0..<4, using: &random) == 0 {
        name += String(Unicode.Scalar(marks.randomElement(using: &random)!)!)
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) { name += words.randomElement(using: &random)! }
      return Bool.random(using: &random) ? name : words.randomElement(using: &random)! + name
    }
  }()

  /// The name sets the test sorts: the bench listing, the release-style
  /// names of the name-order tests, generated names, and every script.
  static let nameSets: [(String, [String])] = [
    ("bench listing", NameFixtures.benchListing(20_000)),
    ("release names", NameFixtures.corpus),
    ("generated", NameFixtures.generated(5_000, seed: 61)),
    ("every script", namesInEveryScript),
  ]

  @Test func keysSortAsTheComparisonSorts() {
    for (label, names) in Self.nameSets {
      let keys = names.map(NameSortKey.init(for:))
      for direction in ListingSort.Direction.allCases {
        let byComparison = NameOrder.sortedIndices(names, direction: direction)
        #expect(NameSortKey.sortedIndices(keys, direction: direction) == byComparison, "\(label)")
      }
      #expect(names.count > 300, "\(label)")
    }
    #expect(Self.namesInEveryScript.count > 10_000)
  }

  /// Each pair's byte order is the comparison's, both ways round, and

  /// The key sort is a stable sort by bytes, checked against the standard
  /// library's lexicographic order on keys that defeat each of its parts:
  /// few byte values (zeros among them) so that long beginnings are
  /// shared past one chunk and the next, keys that end exactly at a
  /// chunk's edge or are the beginning of others, empty keys, many
  /// identical keys, and groups small and large.
  @Test func theKeySortIsAStableSortByBytes() {
    var random = SeededRandom(seed: 63)
    let alphabet: [UInt8] = [0, 0, 1, 0x7F, 0xFF]
    for (count, longest) in [(0, 0), (1, 4), (40, 20), (700, 40), (5_000, 70), (20_000, 100)] {
      var keys: [NameSortKey] = []
      let shared = (0..<longest).map { _ in alphabet.randomElement(using: &random)! }
      for _ in 0..<count {
        if !keys.isEmpty && Int.random(in: 0..<5, using: &random) == 0 {
          keys.append(keys.randomElement(using: &random)!)
          continue
        }
        // Most keys begin with a long part of one shared beginning.
        let length = Int.random(in: 0...longest, using: &random)
        var bytes = Array(shared.prefix(Int.random(in: 0...length, using: &random)))
        while bytes.count < length { bytes.append(alphabet.randomElement(using: &random)!) }
        if Int.random(in: 0..<8, using: &random) == 0 { bytes = Array(bytes.prefix(16 * (bytes.count / 16))) }
        keys.append(NameSortKey(bytes: bytes))
      }
      let ascending = keys.indices.sorted { a, b in
        let (x, y) = (keys[a].bytes, keys[b].bytes)
        return x.lexicographicallyPrecedes(y) || (x == y && a < b)
      }
      #expect(NameSortKey.sortedIndices(keys) == ascending, "\(count) keys")
      // Descending: the reverse, equal keys still in the listing's order.
      let descending = keys.indices.sorted { a, b in
        let (x, y) = (keys[a].bytes, keys[b].bytes)
        return y.lexicographicallyPrecedes(x) || (x == y && a < b)
      }
      #expect(NameSortKey.sortedIndices(keys, direction: .descending) == descending, "\(count) keys")
    }
  }
  /// equal keys belong to identical names only.
  @Test func everyPairsBytesAreTheComparison() {
    var random = SeededRandom(seed: 62)
    for (label, names) in Self.nameSets {
      let keys = names.map(NameSortKey.init(for:))
      for _ in 0..<20_000 {
        let i = Int.random(in: names.indices, using: &random)
        let j =
          Bool.random(using: &random)
          ? Int.random(in: names.indices, using: &random) : min(i + 1, names.count - 1)
        let bytes: ComparisonResult =
          keys[i] < keys[j] ? .orderedAscending : (keys[j] < keys[i] ? .orderedDescending : .orderedSame)
        #expect(
          NameOrder.compare(names[i], names[j]) == bytes,
          "\(label): \(names[i].debugDescription) \(names[j].debugDescription)")
        #expect((keys[i] == keys[j]) == Array(names[i].utf8).elementsEqual(names[j].utf8))
      }
    }
  }

  /// The documented bound: at most 4n + 4 bytes for n bytes of printable
  /// ASCII, 43n + 4 for any name (a character whose compatibility form is
  /// 18 letters, as U+FDFA's is, in 3 bytes), and the figures the docs give
  /// for the bench listing.
  @Test func keysStayWithinTheirLengthBound() {
    var random = SeededRandom(seed: 63)
    let hostile = (0..<3_000).map { _ in
      String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 1...40, using: &random)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random))
          }))
    }
    let extremes = [
      "\u{FDFA}", String(repeating: "\u{FDFA}", count: 20), "1a1a1a1a", "\t\t",
      String(repeating: "1", count: 400),
    ]
    // Printable ASCII of one-digit numbers, runs of zeros and case, the
    // shapes that make a plain key longest.
    let plainPieces = ["0", "1", "00000000000000", "a", "A", " ", "9", "Z"]
    let plainHostile = (0..<3_000).map { _ in
      (0..<Int.random(in: 0...60, using: &random)).map { _ in plainPieces.randomElement(using: &random)! }
        .joined()
    }
    for name in Self.nameSets.flatMap(\.1) + hostile + extremes + plainHostile {
      let length = name.utf8.count
      let key = NameSortKey(for: name).bytes.count
      let plain = name.utf8.allSatisfy { (0x20...0x7E).contains($0) }
      #expect(key <= (plain ? 4 : 43) * length + 4, "\(name.debugDescription): \(key) bytes for \(length)")
    }
    let listing = NameFixtures.benchListing(20_000)
    let ratios = listing.map { Double(NameSortKey(for: $0).bytes.count) / Double($0.utf8.count) }
    let mean = ratios.reduce(0, +) / Double(ratios.count)
    print("sort key length on the bench listing: mean \(mean), max \(ratios.max()!) times the UTF-8")
    #expect(mean < 1.8, "mean \(mean)")
    #expect(ratios.max()! < 3.5, "max \(ratios.max()!)")
  }

  /// Past 1,024 UTF-16 units a name is weighed no further: a key never
  /// holds more than ``NameSortKey/longestKey`` bytes, names that share
  /// their first 1,024 units have equal keys and compare as the same, and
  /// the comparison is still the keys' order (a name that differs within
  /// the bound is told apart, before or after).
  @Test func aKeyWeighsTheFirst1024Units() {
    let ligature = String(repeating: "\u{FDFA}", count: 200_000)
    let weighed = String(repeating: "\u{FDFA}", count: 1_024)
    #expect(NameSortKey(for: ligature).bytes.count <= NameSortKey.longestKey)
    #expect(NameSortKey(for: ligature) == NameSortKey(for: weighed))
    let long = String(repeating: "a", count: 2_000)
    let pairs: [(String, String, ComparisonResult)] = [
      (long + "b", long + "c", .orderedSame),
      (String(repeating: "a", count: 1_023) + "b" + long, long, .orderedDescending),
      (String(repeating: "a", count: 1_000) + "B" + long, long, .orderedDescending),
      (long, String(repeating: "a", count: 1_024), .orderedSame),
      (long, String(repeating: "a", count: 1_023), .orderedDescending),
      (String(repeating: "😀", count: 600), String(repeating: "😀", count: 512) + "x", .orderedSame),
      (
        // Emoji are symbols: a letter follows them.
        String(repeating: "😀", count: 511) + "a" + long, String(repeating: "😀", count: 600),
        .orderedDescending
      ),
    ]
    for (a, b, expected) in pairs {
      #expect(NameOrder.compare(a, b) == expected, "\(a.utf16.count) and \(b.utf16.count) units")
      let keys = (NameSortKey(for: a), NameSortKey(for: b))
      let bytes: ComparisonResult =
        keys.0 < keys.1 ? .orderedAscending : (keys.1 < keys.0 ? .orderedDescending : .orderedSame)
      #expect(bytes == expected)
    }
  }

  @Test func keysSurviveBase64AndCodable() throws {
    for name in [
      "", "a", "S03E04.mkv", "résumé", "\u{0}\u{1}", "日本語", "👍🏽", String(repeating: "9", count: 300),
    ] {
      let key = NameSortKey(for: name)
      #expect(NameSortKey(base64Encoded: key.base64EncodedString) == key)
      #expect(NameSortKey(bytes: key.bytes) == key)
      let json = try JSONEncoder().encode([key])
      #expect(try JSONDecoder().decode([NameSortKey].self, from: json) == [key])
      #expect(String(decoding: json, as: UTF8.self) == "[\"\(key.base64EncodedString)\"]")
    }
    #expect(NameSortKey(base64Encoded: "not base64!") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([NameSortKey].self, from: Data("[\"%%\"]".utf8))
    }
  }

  /// An entry carries its key once made, in its Codable form too, and a
  /// rename clears it.
  @Test func entriesCarryTheirKeys() throws {
    let entry = FileEntry(name: "The.Wire.S03E04.mkv", size: 1, date: Date(timeIntervalSince1970: 0))
    #expect(entry.sortKey == nil)
    var keyed = entry.withSortKey()
    #expect(keyed.sortKey == NameSortKey(for: "The.Wire.S03E04.mkv"))
    let decoded = try JSONDecoder().decode(FileEntry.self, from: JSONEncoder().encode(keyed))
    #expect(decoded.sortKey == keyed.sortKey)
    keyed.name = "The.Wire.S03E10.mkv"
    #expect(keyed.sortKey == nil)
    // An entry encoded without a key reads back without one.
    #expect(try JSONDecoder().decode(FileEntry.self, from: JSONEncoder().encode(entry)).sortKey == nil)
  }
}
