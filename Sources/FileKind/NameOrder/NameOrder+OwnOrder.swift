#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NameOrder {
  /// FileKind's own order of two names: the byte order of their sort keys
  /// (``NameSortKey``). Every pair the walk of ``decide(_:_:)`` leaves open
  /// takes it, so name order is one total order: antisymmetric,
  /// transitive, and the same in every run and on every platform.
  static func ownOrder(_ a: String, _ b: String) -> ComparisonResult {
    var x: [UInt8] = []
    var y: [UInt8] = []
    SortKeyWriter.append(a, to: &x)
    SortKeyWriter.append(b, to: &y)
    let order = NameSortKey.compare(x, y)
    return order == 0 ? .orderedSame : (order < 0 ? .orderedAscending : .orderedDescending)
  }
}

extension NameOrder {
  /// Whether Foundation's answer for `a` against `b` can change from
  /// process to process: one is longer than 64 UTF-16 units, and their
  /// first levels are equal (they differ in case, width, accents or
  /// characters that weigh nothing) or first differ past the 60th weight,
  /// where its tie-break reads memory it did not write. The sort key orders
  /// them by its levels.
  package static func foundationsTieBreakIsUnstable(_ a: String, _ b: String) -> Bool {
    guard a.utf16.count > 64 || b.utf16.count > 64 else { return false }
    let (x, y) = (SortKeyWriter.firstLevel(a), SortKeyWriter.firstLevel(b))
    var common = 0
    while common < x.count && common < y.count && x[common] == y[common] { common += 1 }
    return x == y || common >= 60
  }

  /// A control or format character (not the white space controls, which
  /// weigh as spaces).
  package static func weighsNothing(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 { return SortKeyWriter.whiteSpaceRank(scalar.value) == nil }
    if scalar.isASCII { return scalar.value == 0x7F }
    if scalar.value == 0x85 { return false }
    switch scalar.properties.generalCategory {
    case .control, .format: return true
    default: return false
    }
  }
}
