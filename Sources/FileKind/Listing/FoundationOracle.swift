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

  /// `name.localizedStandardContains(query)`.
  static func contains(_ query: String, in name: String) -> Bool {
    name.localizedStandardContains(query)
  }

  /// Where `name.localizedStandardContains(query)` finds `query`: the
  /// options and locale that call uses.
  ///
  /// Foundation ignores NUL characters in the query but counts them past
  /// the end of the name (`"ab"` holds `"b\0\0\0"` up to three units after
  /// its end), and `String.range(of:)` traps turning such a range into
  /// indices. So the range is asked of `NSString`, as units, and clamped to
  /// the name: its indices are always the name's own.
  static func range(of query: String, in name: String) -> Range<String.Index>? {
    let units = name as NSString
    let found = units.range(
      of: query, options: [.caseInsensitive, .diacriticInsensitive],
      range: NSRange(location: 0, length: units.length), locale: .current)
    guard found.location != NSNotFound else { return nil }
    let utf16 = name.utf16
    let start = Swift.min(found.location, utf16.count)
    let end = Swift.min(Swift.max(found.location + found.length, start), utf16.count)
    let lower = utf16.index(utf16.startIndex, offsetBy: start)
    return lower..<utf16.index(lower, offsetBy: end - start)
  }
}
