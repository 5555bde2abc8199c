// The one file of FileKind that imports all of Foundation: name order and
// name search hand it the names their own walks cannot decide.
import Foundation

/// Foundation's answers, for the pairs and names FileKind's walks leave
/// open.
enum FoundationOracle {
  /// `a.localizedStandardCompare(b)` wherever Foundation answers it safely
  /// and the same way round both ways; FileKind's own order elsewhere.
  ///
  /// Foundation's comparison copies the stretch around a difference that
  /// it cannot settle by folding (marks, punctuation, control and format
  /// characters) into a 128-unit buffer on its stack. A long stretch
  /// overruns that buffer or frees it (a crash, measured from 108 units of
  /// such characters on), and from 64 units on its answer depends on stale
  /// memory (each pair sorts before the other, and changes between runs).
  /// So a pair where either name holds a stretch longer than
  /// ``longestFoundationStretch`` is never handed over: it takes
  /// ``NameOrder/ownOrder(_:_:)``, a total order of FileKind's own.
  ///
  /// Inside the bound Foundation is asked with the names in one fixed
  /// order (by their UTF-8), and the answer turned round when the caller
  /// asked the other way: `compare(a, b)` is always the reverse of
  /// `compare(b, a)`, even for the few short pairs Foundation itself
  /// answers alike both ways round.
  static func compare(_ a: String, _ b: String) -> ComparisonResult {
    guard isWithinBound(a), isWithinBound(b) else { return NameOrder.ownOrder(a, b) }
    // One pass over the names: `a` first unless `b` strictly precedes it.
    if !b.utf8.lexicographicallyPrecedes(a.utf8) {
      return a.localizedStandardCompare(b)
    }
    switch b.localizedStandardCompare(a) {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  /// The longest stretch of marks, punctuation, control, format and
  /// unassigned characters (in UTF-16 units, as Foundation counts them)
  /// that a name may hold and still be compared by Foundation.
  static let longestFoundationStretch = 32

  /// Whether no stretch of `text` is longer than
  /// ``longestFoundationStretch``.
  static func isWithinBound(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var stretch = 0
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x80 {
          // ASCII: a table lookup, no scalar properties.
          stretch = asciiStretch[Int(byte)] ? stretch + 1 : 0
          i += 1
        } else {
          let (scalar, length) = LatinFolding.decode(bytes, at: i)
          i += length
          stretch = isStretchCharacter(scalar) ? stretch + (scalar > 0xFFFF ? 2 : 1) : 0
        }
        if stretch > longestFoundationStretch { return false }
      }
      return true
    }
  }

  /// The ASCII characters a stretch is made of: controls, DEL and
  /// punctuation (general category P).
  static let asciiStretch: [Bool] = (0..<128).map { byte in
    byte < 0x20 || byte == 0x7F || Array("!\"#%&'()*,-./:;?@[\\]_{}".utf8).contains(UInt8(byte))
  }

  /// A character beyond ASCII that Foundation's comparison carries on over
  /// when it looks for the end of a difference: a mark, punctuation, a
  /// control or format character, and (unknown to it) an unassigned,
  /// private or noncharacter code point. Letters FileKind knows by their
  /// block end a stretch without a look at their properties.
  @inline(__always)
  static func isStretchCharacter(_ value: UInt32) -> Bool {
    switch LatinFolding.classify(value) {
    case .latin, .otherScript: return false
    case .ascii(let byte): return asciiStretch[Int(byte)]
    case .unknown: break
    }
    guard let scalar = Unicode.Scalar(value) else { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .control, .format, .unassigned, .privateUse, .surrogate:
      return true
    default:
      return false
    }
  }

  /// The name in compatibility decomposition (NFKD): full-width forms and
  /// ligatures as the letters they stand for, accents as marks, as the
  /// collation's first level reads them.
  static func compatibilityDecomposed(_ name: String) -> String {
    name.decomposedStringWithCompatibilityMapping
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
