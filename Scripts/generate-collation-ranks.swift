// Generates the first-level collation ranks name order uses for symbols,
// emoji and the letters of other scripts, by asking this machine's
// Foundation (the oracle name order follows) how their scalars sort.
//
// Writes Sources/FileKind/NameOrder/Generated/CollationRanks+Generated.swift.
// Usage: swiftc -O Scripts/generate-collation-ranks.swift -o /tmp/ranks && /tmp/ranks
//
// Two scalars X and Y differ at the first level when the order of X+"b"
// against Y+"a" is the order of X against Y: a later letter cannot undo
// it. They share a first-level weight when the letters after them decide
// instead. A scalar whose first-level weight is more than one (an
// expansion) or that a following letter can outweigh is found by checking
// every neighbour with letters from both ends of the alphabet, and left
// out: name order hands such scalars to Foundation.
import Foundation

/// The scalars ranked: symbols and emoji (categories So and Sk) in the
/// blocks names hold, and the other scripts' letters name order knows.
let candidates: [UInt32] = {
  var values: [UInt32] = []
  let symbolBlocks: [ClosedRange<UInt32>] = [0x2190...0x2BFF, 0x1F000...0x1FAFF]
  for block in symbolBlocks {
    for value in block {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // A compatibility form (`Ⓞ`, `🈓`) weighs as what it stands for.
      let text = String(scalar)
      guard text.decomposedStringWithCompatibilityMapping == text.decomposedStringWithCanonicalMapping else {
        continue
      }
      switch scalar.properties.generalCategory {
      case .otherSymbol, .modifierSymbol: values.append(value)
      default: break
      }
    }
  }
  let letterBlocks: [ClosedRange<UInt32>] = [
    0x0391...0x03A1, 0x03A3...0x03A9, 0x03B1...0x03C9, 0x0400...0x0481, 0x048A...0x04FF,
    0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF,
  ]
  for block in letterBlocks { values += block }
  return values
}()

func text(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

/// The first-level relation of two scalars, seen through one pair of
/// following letters: the lower letter after the first scalar.
func relation(_ x: String, _ y: String, low: String, high: String) -> ComparisonResult {
  let crossed = (x + high).localizedStandardCompare(y + low)
  let straight = (x + low).localizedStandardCompare(y + high)
  if crossed == straight { return crossed }
  return .orderedSame
}

let texts = Dictionary(uniqueKeysWithValues: candidates.map { ($0, text($0)) })
var sorted = candidates.sorted { relation(texts[$0]!, texts[$1]!, low: "a", high: "b") == .orderedAscending }

// Ranks: equal neighbours share one.
var ranks: [UInt32: Int] = [:]
var rank = 0
for (index, value) in sorted.enumerated() {
  if index > 0, relation(texts[sorted[index - 1]]!, texts[value]!, low: "a", high: "b") != .orderedSame {
    rank += 1
  }
  ranks[value] = rank
}

// Every neighbour again, with letters that weigh more than any ranked
// scalar and with digits, spaces and the scalars themselves after them:
// a scalar any of them turns is left out.
let followers: [(String, String)] = [
  ("a", "b"), ("y", "z"), ("0", "1"), (" ", "_"), ("一", "丁"), ("\u{9FA5}", "\u{9FA5}\u{9FA5}"),
]
var excluded = Set<UInt32>()
for index in sorted.indices.dropFirst() {
  let (x, y) = (sorted[index - 1], sorted[index])
  let expected: ComparisonResult = ranks[x]! < ranks[y]! ? .orderedAscending : .orderedSame
  // Two scalars of one weight are not followed by each other: the pair
  // would tie at the first level and be decided at a later one.
  let selves = expected == .orderedSame ? [] : [(texts[x]!, texts[y]!), (texts[y]!, texts[x]!)]
  for (low, high) in followers + selves {
    if relation(texts[x]!, texts[y]!, low: low, high: high) != expected
      || (expected == .orderedAscending && texts[x]!.localizedStandardCompare(texts[y]!) != .orderedAscending)
    {
      excluded.insert(x)
      excluded.insert(y)
    }
  }
}
sorted.removeAll { excluded.contains($0) }

// Runs of consecutive scalars whose ranks go up by one, or stay, from
// each scalar to the next.
struct Run {
  var first: UInt32
  var last: UInt32
  var rank: Int
  var step: Int
}
var runs: [Run] = []
for value in sorted.sorted() {
  let r = ranks[value]!
  if var run = runs.last, run.last + 1 == value {
    if run.first == run.last, r == run.rank || r == run.rank + 1 {
      run.step = r - run.rank
    }
    if r == run.rank + Int(value - run.first) * run.step {
      run.last = value
      runs[runs.count - 1] = run
      continue
    }
  }
  runs.append(Run(first: value, last: value, rank: r, step: 0))
}

/// A hexadecimal literal, its digits grouped by four as the style asks.
func grouped(_ value: UInt32) -> String {
  var digits = String(value, radix: 16, uppercase: true)
  var groups: [Substring] = []
  while digits.count > 4 {
    groups.insert(digits.suffix(4), at: 0)
    digits.removeLast(4)
  }
  groups.insert(Substring(digits), at: 0)
  return "0x" + groups.joined(separator: "_")
}

/// Integers as Swift literal lines, eight a line: a `[UInt32]` literal
/// type-checks in a moment, where one of labelled tuples took gigabytes.
func literal(_ values: [UInt32]) -> String {
  stride(from: 0, to: values.count, by: 8).map { start in
    "    " + values[start..<min(start + 8, values.count)].map { grouped($0) + "," }
      .joined(separator: " ")
  }.joined(separator: "\n")
}

var out = """
  // Generated by Scripts/generate-collation-ranks.swift from this machine's
  // Foundation (its collation's first level). Do not edit: run the script again.

  extension CollationRanks {
    /// Runs of scalars, one index a run in each array: the first scalar,
    /// the last, and the first one's rank, its top bit set when each next
    /// scalar ranks one higher (clear: the same rank).
    /// \(sorted.count) scalars in \(runs.count) runs; \(excluded.count) left out.
    static let runFirsts: [UInt32] = [
  \(literal(runs.map(\.first)))
    ]
    static let runLasts: [UInt32] = [
  \(literal(runs.map(\.last)))
    ]
    static let runRanks: [UInt32] = [
  \(literal(runs.map { UInt32($0.rank) | UInt32($0.step) << 31 }))
    ]
  }

  """
let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Sources/FileKind/NameOrder/Generated/CollationRanks+Generated.swift")
try! out.write(to: path, atomically: true, encoding: .utf8)
print("\(sorted.count) scalars, \(runs.count) runs, \(excluded.count) left out, \(rank + 1) ranks")
