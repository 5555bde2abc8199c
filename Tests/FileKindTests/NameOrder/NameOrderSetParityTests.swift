import FileKind
import Foundation
import Testing

/// Name order is Foundation's wherever Foundation's answers are an order on
/// the names at hand: sorted, no name follows the next in Foundation's
/// order unless a witness shows Foundation's answers are no order there
/// (``FoundationParity``).
@Suite struct NameOrderSetParityTests {
  static func lines(_ path: String) -> [String] {
    ((try? String(contentsOf: PackageRoot.file(path), encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }

  /// Every file name under `/usr` on this machine (hundreds of thousands
  /// of names from packages of every kind; a sample of them outside the
  /// scale step).
  static func namesUnderUsr() -> [String] {
    var found: [String] = []
    let walker = FileManager.default.enumerator(atPath: "/usr")
    while let path = walker?.nextObject() as? String {
      found.append((path as NSString).lastPathComponent)
    }
    return Scale.sample(found, every: 4, seed: 61)
  }

  /// The Corpus's names, other projects' file names (the regression
  /// corpus's), names users met out of Foundation's order, and every file
  /// name under `/usr`: sorted both ways, no neighbours Foundation orders
  /// the other way round without a witness.
  @Test(arguments: [
    "the Corpus's names", "other projects' file names", "names met out of order", "file names under /usr",
  ])
  func nameSetsSortAsFoundationDoes(_ set: String) throws {
    let names: [String]
    switch set {
    case "the Corpus's names":
      names = Self.lines("Corpus/names.tsv").filter { !$0.hasPrefix("#") }.compactMap {
        $0.split(separator: "\t").first.map(String.init)
      }
    case "other projects' file names": names = Self.lines("Tests/Fixtures/name-order/regression-names.txt")
    case "names met out of order": names = Self.lines("Tests/Fixtures/name-order/reported-names.txt")
    default: names = Self.namesUnderUsr()
    }
    let distinct = Array(Set(names.filter { !$0.isEmpty }))
    #expect(distinct.count > 10)
    for direction in ListingSort.Direction.allCases {
      let sorted = NameOrder.sortedIndices(distinct, direction: direction).map { distinct[$0] }
      var parity = FoundationParity(pool: distinct)
      parity.checkNeighbours(sorted, descending: direction == .descending)
      parity.expectEveryDifferenceWitnessed("\(set) (\(distinct.count) names), \(direction) sort")
    }
  }

  /// A name of the hard pairs, from its UTF-16 code units (a lone
  /// surrogate stays one) or code points past U+FFFF.
  static func name(_ values: [UInt32]) -> String {
    var units: [UInt16] = []
    for value in values {
      if value <= 0xFFFF {
        units.append(UInt16(value))
      } else if let scalar = Unicode.Scalar(value) {
        units.append(contentsOf: String(scalar).utf16)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The hard pairs (minimised from a differential fuzz): every pair
  /// within the bound Foundation's comparison survives is Foundation's
  /// order, unless Foundation's answers for it disagree or a name of the
  /// hard pairs closes a circle with it.
  @Test func hardPairsAreFoundationsOrder() throws {
    struct Pair: Decodable {
      var a: [UInt32]
      var b: [UInt32]
    }
    let decoder = JSONDecoder()
    let pairs = try Self.lines("Tests/Fixtures/name-order/hard-pairs.jsonl").map {
      try decoder.decode(Pair.self, from: Data($0.utf8))
    }.map { (Self.name($0.a), Self.name($0.b)) }
    #expect(pairs.count == 729)
    let within = pairs.filter {
      NameOrder.isWithinFoundationsBound($0.0) && NameOrder.isWithinFoundationsBound($0.1)
    }
    #expect(within.count == 714)
    var parity = FoundationParity(pool: within.flatMap { [$0.0, $0.1] })
    for (a, b) in within {
      parity.check(a, b)
      parity.check(b, a)
    }
    parity.expectEveryDifferenceWitnessed("the hard pairs, both ways round")
  }
}
