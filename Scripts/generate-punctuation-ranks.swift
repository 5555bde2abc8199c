// Generates where name order's sort key weighs punctuation and symbols
// beyond ASCII among ASCII's own, and the order of combining marks at the
// accent level, by asking this machine's Foundation (the oracle name
// order follows) how they sort.
//
// Writes Sources/FileKind/NameOrder/Generated/PunctuationRanks+Generated.swift.
// Usage: swiftc -O Scripts/generate-punctuation-ranks.swift -o /tmp/punctuation && /tmp/punctuation
//
// A character X sorts after the ASCII character C at the first level when
// X+"a" sorts after C+"b": the letter after it cannot undo the order. Each
// character is placed after the last ASCII punctuation or symbol it sorts
// after, then ordered among those placed there as Foundation orders them.
import Foundation

/// ASCII's punctuation and symbols, in the order name order ranks them.
let asciiOrder = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$").map(String.init)

/// Punctuation and symbols beyond ASCII that names hold: Latin-1's, the
/// general punctuation block, currency signs, letter-like symbols, arrows,
/// mathematical and technical symbols, supplemental punctuation, the CJK punctuation, kana's
/// middle dot and iteration marks, and emoji, where they have no compatibility decomposition
/// (those weigh as what they decompose to).
let candidates: [UInt32] = {
  let blocks: [ClosedRange<UInt32>] = [
    0x00A1...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7, 0x2010...0x2027, 0x2030...0x205E,
    0x0482...0x0482, 0x20A0...0x20C0, 0x2100...0x214F, 0x2190...0x2BFF, 0x2E00...0x2E5D, 0x3001...0x303F,
    0x309B...0x309E, 0x30A0...0x30A0, 0x30FB...0x30FE, 0x1F000...0x1FAFF,
  ]
  var values: [UInt32] = []
  for block in blocks {
    for value in block {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      // Kana's spacing voicing marks decompose to a space and a combining
      // mark, yet the collation weighs them as symbols of their own.
      let spacingVoicingMark = value == 0x309B || value == 0x309C
      guard text.decomposedStringWithCompatibilityMapping == text.decomposedStringWithCanonicalMapping
        || spacingVoicingMark
      else { continue }
      switch scalar.properties.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
        .modifierSymbol, .otherSymbol, .modifierLetter:
        values.append(value)
      default: break
      }
    }
  }
  return values
}()

func text(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

/// The first-level relation of two characters, seen through the letters
/// after them.
func relation(_ x: String, _ y: String) -> ComparisonResult {
  let crossed = (x + "b").localizedStandardCompare(y + "a")
  let straight = (x + "a").localizedStandardCompare(y + "b")
  return crossed == straight ? crossed : .orderedSame
}

/// The place of each candidate: after which ASCII character (its index
/// in `asciiOrder`), or nil where it is equal to one or its place is not
/// clear-cut (it is left out, and keeps its class by category).
/// Where `value` weighs among ASCII's punctuation and symbols: after the
/// one at the index returned, or equal to it (`equal`); nil when that is
/// not clear-cut.
func place(_ value: UInt32) -> (slot: Int, equal: Bool)? {
  let x = text(value)
  let after = asciiOrder.map { relation(x, $0) }
  guard relation(x, "0") == .orderedAscending else { return nil }
  if let same = after.firstIndex(of: .orderedSame) {
    guard after[..<same].allSatisfy({ $0 == .orderedDescending }),
      after[(same + 1)...].allSatisfy({ $0 == .orderedAscending })
    else { return nil }
    return (same, true)
  }
  let firstBefore = after.firstIndex(of: .orderedAscending) ?? asciiOrder.count
  guard after[..<firstBefore].allSatisfy({ $0 == .orderedDescending }),
    after[firstBefore...].allSatisfy({ $0 == .orderedAscending }), firstBefore > 0
  else { return nil }
  return (firstBefore - 1, false)
}

var placed: [(value: UInt32, slot: Int)] = []
var equals: [(value: UInt32, slot: Int)] = []
var leftOut = 0
for value in candidates {
  guard let (slot, equal) = place(value) else {
    leftOut += 1
    continue
  }
  if equal { equals.append((value, slot)) } else { placed.append((value, slot)) }
}

// Within each place, Foundation's order; equal neighbours share a rank.
var rows: [(value: UInt32, slot: Int, rank: Int)] = []
for slot in 0..<asciiOrder.count {
  let here = placed.filter { $0.slot == slot }.map(\.value)
    .sorted { relation(text($0), text($1)) == .orderedAscending }
  var rank = 1
  for (index, value) in here.enumerated() {
    if index > 0, relation(text(here[index - 1]), text(value)) != .orderedSame { rank += 1 }
    rows.append((value, slot, rank))
  }
}
// Those equal to an ASCII character at the first level (`’` to `'`)
// weigh as it, with rank 0; the case level tells them apart.
for (value, slot) in equals { rows.append((value, slot, 0)) }
rows.sort { $0.value < $1.value }

// Combining marks: their order on one letter, at the second level.
let markBlocks: [ClosedRange<UInt32>] = [
  0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670...0x0670,
  0x0E31...0x0E4E, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20F0, 0x3099...0x309A, 0xFE20...0xFE2F,
]
var marks: [UInt32] = []
for block in markBlocks {
  for value in block {
    guard let scalar = Unicode.Scalar(value) else { continue }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: marks.append(value)
    default: break
    }
  }
}
func marked(_ value: UInt32, _ after: String) -> String { "a" + text(value) + after }
func markRelation(_ x: UInt32, _ y: UInt32) -> ComparisonResult {
  let plain = marked(x, "").localizedStandardCompare(marked(y, ""))
  let followed = marked(x, "b").localizedStandardCompare(marked(y, "b"))
  return plain == followed ? plain : .orderedSame
}
let sortedMarks = marks.sorted { markRelation($0, $1) == .orderedAscending }
var markRows: [(value: UInt32, weight: Int)] = []
var weight = 1
for (index, value) in sortedMarks.enumerated() {
  if index > 0, markRelation(sortedMarks[index - 1], value) != .orderedSame { weight += 1 }
  markRows.append((value, weight))
}
markRows.sort { $0.value < $1.value }

func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
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
    "    " + values[start..<min(start + 8, values.count)].map { grouped($0) + "," }.joined(separator: " ")
  }.joined(separator: "\n")
}

var out = """
  // Generated by Scripts/generate-punctuation-ranks.swift from this machine's
  // Foundation (its collation's first and second levels). Do not edit: run
  // the script again.

  extension PunctuationRanks {
    /// Punctuation and symbols beyond ASCII, in scalar order (\(rows.count)
    /// scalars; \(leftOut) left out).
    static let scalars: [UInt32] = [
  \(literal(rows.map(\.value)))
    ]
    /// For each of ``scalars``: the index (in ``NameOrder/asciiRank``
    /// order) of the ASCII character it follows, times 65,536, plus its
    /// rank among those that follow that one.
    static let places: [UInt32] = [
  \(literal(rows.map { UInt32($0.slot) << 16 | UInt32($0.rank) }))
    ]
  }

  extension MarkOrder {
    /// Combining marks in scalar order, and each one's weight at the second
    /// level, in Foundation's order (\(markRows.count) marks, \(weight) weights).
    static let scalars: [UInt32] = [
  \(literal(markRows.map(\.value)))
    ]
    static let weights: [UInt32] = [
  \(literal(markRows.map { UInt32($0.weight) }))
    ]
  }

  """
let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Sources/FileKind/NameOrder/Generated/PunctuationRanks+Generated.swift")
try! out.write(to: path, atomically: true, encoding: .utf8)
print("\(equals.count) equal to ASCII; \(rows.count) punctuation and symbols placed, \(leftOut) left out; \(markRows.count) marks, \(weight) weights")
