// The one file of FileKind that imports all of Foundation: name order and
// name search hand it the names their own walks cannot decide.
import Foundation

/// Foundation's answers, for the pairs and names FileKind's walks leave
/// open.
enum FoundationOracle {
  /// `a.localizedStandardCompare(b)`.
  ///
  /// Foundation's comparison frees a buffer on its own stack when a long
  /// stretch of characters the collation ignores (control and format
  /// characters) compares equal and a shorter stretch follows (found by
  /// fuzzing: names of a few hundred NULs crash it). No real name holds
  /// such a run, so a pair where either name holds one is compared with
  /// those characters left out, which weigh nothing at any level of the
  /// collation, and a tie broken by code units, as Foundation breaks ties.
  static func compare(_ a: String, _ b: String) -> ComparisonResult {
    guard hasLongIgnorableRun(a) || hasLongIgnorableRun(b) else { return a.localizedStandardCompare(b) }
    let order = withoutIgnorables(a).localizedStandardCompare(withoutIgnorables(b))
    guard order == .orderedSame, !a.utf16.elementsEqual(b.utf16) else { return order }
    return a.utf16.lexicographicallyPrecedes(b.utf16) ? .orderedAscending : .orderedDescending
  }

  /// Runs this long of ignorable characters are left out of comparisons
  /// (Foundation's fault needs a stretch of more than 128 units).
  static let longestIgnorableRun = 32

  /// A control character (C0, DEL, C1) or a format character (U+200B…),
  /// but not the controls that are white space (TAB, LF, VT, FF, CR, NEL):
  /// the collation sorts those as spaces, so leaving them out would change
  /// an answer.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x09...0x0D).contains(value) || value == 0x85 { return false }
    return value < 0x20 || (0x7F...0x9F).contains(value) || scalar.properties.generalCategory == .format
  }

  static func hasLongIgnorableRun(_ text: String) -> Bool {
    var run = 0
    for scalar in text.unicodeScalars {
      run = isIgnorable(scalar) ? run + 1 : 0
      if run >= longestIgnorableRun { return true }
    }
    return false
  }

  static func withoutIgnorables(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.filter { !isIgnorable($0) })
    return String(kept)
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
