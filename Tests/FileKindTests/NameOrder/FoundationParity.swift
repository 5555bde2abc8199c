import Foundation
import FuzzSupport
import Testing

@testable import FileKind

/// Foundation's `localizedStandardCompare` as the oracle of name order,
/// asked on this machine, with the one excuse its answers leave: they are
/// no order on the names at hand.
///
/// Where FileKind answers otherwise, the pair needs a witness: Foundation
/// answers it the same both ways round (or otherwise when asked again), or
/// concrete names close a circle with it (Foundation orders `a` before
/// `b`, `b` before `c` and `c` before `a`; or through two names, `c` and
/// `d`), names of the pool or made from the pair.
/// No shape of name is excused as a class: a pair with no witness fails,
/// and every excused pair is counted by what its names hold, with its
/// witness printed (`FILEKIND_TEST_REPORT=1`).
struct FoundationParity {
  /// The names a circle may run through.
  var pool: [String]
  /// Pairs Foundation answered the same way round as FileKind.
  private(set) var agreed = 0
  /// Pairs FileKind orders unlike Foundation, to be excused.
  private(set) var differing: [(String, String)] = []

  init(pool: [String]) {
    self.pool = Array(Set(pool.filter(NameOrder.isWithinFoundationsBound)))
  }

  /// Checks FileKind's answer for `a` against `b` (both within the bound
  /// Foundation's comparison survives; pairs past it are not asked).
  mutating func check(_ a: String, _ b: String) {
    guard NameOrder.isWithinFoundationsBound(a), NameOrder.isWithinFoundationsBound(b) else { return }
    if NameOrder.compare(a, b) == a.localizedStandardCompare(b) {
      agreed += 1
    } else {
      differing.append((a, b))
    }
  }

  /// Checks that `sorted` never puts a name after the next in Foundation's
  /// order (`descending`: before it).
  mutating func checkNeighbours(_ sorted: [String], descending: Bool = false) {
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      guard NameOrder.isWithinFoundationsBound(a), NameOrder.isWithinFoundationsBound(b) else { continue }
      let expected = a.localizedStandardCompare(b)
      if expected == (descending ? .orderedAscending : .orderedDescending) {
        differing.append(descending ? (b, a) : (a, b))
      } else {
        agreed += 1
      }
    }
  }

  /// Why Foundation's answer for `a` against `b` is no order (see
  /// ``FoundationWitness``); `nil` when nothing shows it.
  static func witness(_ a: String, _ b: String, among pool: [String]) -> String? {
    FoundationWitness.witness(a, b, among: pool)
  }

  /// What a name holds that Foundation's comparison reads its own way.
  static func shape(_ name: String) -> [String] {
    var shapes: Set<String> = []
    var run = 0
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      let isASCIIDigit = scalar.value &- 0x30 < 10
      run = isASCIIDigit ? run + 1 : 0
      if run > 19 { shapes.insert("a number past 64 bits") }
      if let previous, previous.value &- 0x30 < 10, !scalar.isASCII,
        scalar.properties.numericType == .decimal
      {
        shapes.insert("another script's digit after an ASCII one")
      }
      if NameOrder.weighsNothing(scalar) { shapes.insert("a character that weighs nothing") }
      if "ßẞ".unicodeScalars.contains(scalar) || (0xFB00...0xFB06).contains(scalar.value) {
        shapes.insert("a letter folding to two (ß, a ligature)")
      }
      if (0xFF01...0xFF5E).contains(scalar.value) { shapes.insert("a full-width form") }
      if scalar.value == 0x3099 || scalar.value == 0x309A { shapes.insert("a combining kana mark") }
      previous = scalar
    }
    return shapes.isEmpty ? ["other"] : shapes.sorted()
  }

  /// Counts the differences by whether a witness excuses them, for names
  /// of shapes on which Foundation's answers are known to be no order.
  func reportDifferences(_ label: String) {
    let witnessed = differing.filter { Self.witness($0.0, $0.1, among: pool) != nil }.count
    report(
      "name order, \(label): \(agreed + differing.count) pairs asked, \(differing.count) unlike Foundation, "
        + "\(witnessed) of them with a witness")
  }

  /// Resolves every difference against the pool: each must have a
  /// witness. Prints the counts by shape, and the witnesses, when asked.
  func expectEveryDifferenceWitnessed(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var unexcused: [String] = []
    var excused: [String: Int] = [:]
    for (a, b) in differing {
      if let why = Self.witness(a, b, among: pool) {
        for shape in Set(Self.shape(a) + Self.shape(b)) { excused[shape, default: 0] += 1 }
        report("  \(label): \(a.debugDescription) against \(b.debugDescription): \(why)")
      } else {
        unexcused.append("\(a.debugDescription) against \(b.debugDescription)")
      }
    }
    #expect(
      unexcused.isEmpty,
      "\(label): \(unexcused.count) pairs unlike Foundation with no witness: \(unexcused.prefix(8))",
      sourceLocation: sourceLocation)
    let shapes = excused.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    report(
      "name order, \(label): \(agreed + differing.count) pairs asked, \(differing.count) unlike Foundation, "
        + "\(differing.count - unexcused.count) with a witness (\(shapes.isEmpty ? "none" : shapes))")
  }
}
