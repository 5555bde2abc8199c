import FileKind
import Foundation

/// The one excuse for ordering a pair of names unlike Foundation's
/// `localizedStandardCompare`: its answers are no order on them. The
/// name-order tests and the fuzz target ask it for every pair FileKind
/// orders otherwise; a pair with no witness is a failure.
package enum FoundationWitness {
  /// Why Foundation's answer for `a` against `b` is no order: its answers
  /// both ways round agree, or a name closes a circle with the two: one of
  /// `pool`, or else one made from the pair by a change Foundation's walk
  /// reads its own way (case, `ß` and `ss`, widths, composed and
  /// decomposed accents, other scripts' digits, characters that weigh
  /// nothing, a beginning of either); `nil` when
  /// nothing does.
  package static func witness(_ a: String, _ b: String, among pool: [String]) -> String? {
    let forward = a.localizedStandardCompare(b)
    let backward = b.localizedStandardCompare(a)
    if forward == backward { return "Foundation answers \(forward.rawValue) both ways round" }
    // Past 64 UTF-16 units Foundation's tie-break reads memory it did not
    // write: asked again, it may answer otherwise.
    for _ in 0..<4 where a.localizedStandardCompare(b) != forward || b.localizedStandardCompare(a) != backward
    {
      return "Foundation answers otherwise when asked again"
    }
    if forward == .orderedSame { return nil }
    // Foundation puts `first` before `second`: a circle needs a name after
    // `second` and before `first`.
    let (first, second) = forward == .orderedAscending ? (a, b) : (b, a)
    func closes(_ c: String) -> Bool {
      c != a && c != b && NameOrder.isWithinFoundationsBound(c)
        && second.localizedStandardCompare(c) == .orderedAscending
        && c.localizedStandardCompare(first) == .orderedAscending
    }
    if let c = pool.first(where: closes) { return "circle through \(c.debugDescription), a name at hand" }
    let made = variations(of: a, b)
    if let c = made.first(where: closes) {
      return "circle through \(c.debugDescription), made from the pair"
    }
    // A circle through two more names: `second` before `c`, `c` before
    // `d`, `d` before `first`.
    let near = made + (pool.count <= 300 ? pool : [])
    let usable = near.filter { $0 != a && $0 != b && NameOrder.isWithinFoundationsBound($0) }
    let afterSecond = usable.filter { second.localizedStandardCompare($0) == .orderedAscending }
    let beforeFirst = usable.filter { $0.localizedStandardCompare(first) == .orderedAscending }
    for c in afterSecond {
      if let d = beforeFirst.first(where: { c.localizedStandardCompare($0) == .orderedAscending }) {
        return "circle through \(c.debugDescription) and \(d.debugDescription)"
      }
    }
    return nil
  }

  /// Names made from `a` and `b` by the changes Foundation's walk reads
  /// unlike its collation, one or two at a time, and their beginnings.
  package static func variations(of a: String, _ b: String) -> [String] {
    let changes: [(String) -> String] = [
      { $0.uppercased() }, { $0.lowercased() },
      { name in
        // The first letter's case turned.
        guard let index = name.firstIndex(where: { $0.isLetter }) else { return name }
        let letter = String(name[index])
        let turned = letter == letter.uppercased() ? letter.lowercased() : letter.uppercased()
        return name.replacingCharacters(in: index...index, with: turned)
      },
      { $0.precomposedStringWithCompatibilityMapping },
      // Canonically equivalent spellings: the walk reads code units, the
      // collation the characters they spell.
      { $0.decomposedStringWithCanonicalMapping }, { $0.precomposedStringWithCanonicalMapping },
      { $0.replacingOccurrences(of: "ß", with: "ss") }, { $0.replacingOccurrences(of: "ss", with: "ß") },
      { String(String.UnicodeScalarView($0.unicodeScalars.filter { !NameOrder.weighsNothing($0) })) },
      { name in
        // Every decimal digit as its ASCII digit.
        String(
          String.UnicodeScalarView(
            name.unicodeScalars.map { scalar in
              guard !scalar.isASCII, scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue
              else { return scalar }
              return Unicode.Scalar(UInt8(0x30 + Int(value)))
            }))
      },
    ]
    var made: Set<String> = []
    for name in [a, b] {
      for first in changes {
        let once = first(name)
        made.insert(once)
        for second in changes { made.insert(second(once)) }
      }
      let scalars = Array(name.unicodeScalars)
      for cut in 0..<scalars.count {
        let beginning = String(String.UnicodeScalarView(scalars[..<cut]))
        made.insert(beginning)
        for change in changes { made.insert(change(beginning)) }
      }
    }
    made.remove(a)
    made.remove(b)
    return made.sorted()
  }

}
