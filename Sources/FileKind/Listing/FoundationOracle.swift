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
  static func range(of query: String, in name: String) -> Range<String.Index>? {
    name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive], locale: .current)
  }
}
