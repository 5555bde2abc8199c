// The one file of FileKind that imports all of Foundation: name order and
// name search hand it the names their own walks cannot decide.
import Foundation

/// Foundation's answers, for the pairs and names FileKind's walks leave
/// open.
enum FoundationOracle {
  /// `a.localizedStandardCompare(b)`.
  static func compare(_ a: String, _ b: String) -> ComparisonResult {
    a.localizedStandardCompare(b)
  }

  /// Where `name.localizedStandardContains(query)` finds `query`: the
  /// options and locale that call uses.
  ///
  /// Foundation ignores NUL characters at the end of the query but counts
  /// them past the end of the name (`"ab".range(of: "b\0\0\0")` ends three
  /// bytes after `"ab"`), so the range is clamped to the name: its indices
  /// are always the name's own.
  static func range(of query: String, in name: String) -> Range<String.Index>? {
    guard
      let found = name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive], locale: .current)
    else { return nil }
    let utf8 = name.utf8
    func clamped(_ index: String.Index) -> String.Index {
      let offset = utf8.distance(from: utf8.startIndex, to: index)
      return offset >= utf8.count ? name.endIndex : index
    }
    return clamped(found.lowerBound)..<clamped(found.upperBound)
  }
}
