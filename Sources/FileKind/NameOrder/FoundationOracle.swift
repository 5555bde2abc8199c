// The one file of FileKind that imports all of Foundation: name search hands
// it the names its own walk cannot decide, and the sort key reads Unicode's
// normalization forms from it.
import Foundation

/// Foundation's answers, for the names FileKind's walks leave open, and
/// the bound within which its comparison may be asked at all.
enum FoundationOracle {
  /// Where its folding cannot settle a difference, Foundation's comparison
  /// copies the text around it (a word's worth, extended forward over
  /// letters, digits, punctuation and controls) into a 128-unit buffer on
  /// its stack, or into the heap when it is longer. Three things go wrong
  /// there, each measured:
  /// - A stretch of marks, punctuation, control or format characters
  ///   overruns the buffer from 108 units on, and from 48 on its answer
  ///   depends on stale memory (each name of a pair before the other).
  /// - After one piece longer than 128 units compares as equal (the names
  ///   differ there only by an ignorable control), a following piece of
  ///   65 to 128 units is copied to the stack while the heap size is kept,
  ///   and the stack buffer is later freed or overrun. A run of 126 such
  ///   characters is enough.
  /// - Each piece is compared again from the start of the difference, so
  ///   the time grows with the square of the name's length.
  /// Name order never asks it; the tests and the fuzz target ask it only
  /// about names within ``isWithinBound(_:)``.
  /// The longest stretch of marks, punctuation, control, format and
  /// unassigned characters (in UTF-16 units, as Foundation counts them)
  /// that a name may hold and still be compared by Foundation.
  static let longestFoundationStretch = 32

  /// The longest run of characters Foundation's comparison reads as one
  /// piece (letters, digits, marks, punctuation, controls: anything but a
  /// space, a symbol or a CJK ideograph ends it), in UTF-16 units, that a
  /// name may hold and still be compared by Foundation. A piece is the run
  /// plus a character either side, so 120 keeps every piece well inside
  /// the 128-unit buffer; crashes were measured from 126 on.
  static let longestFoundationRun = 120

  /// The longest name, in UTF-16 units, Foundation is asked about: its
  /// time grows with the square of the length (40 ms for a pair of
  /// 2,000-unit names differing in an accent at the start).
  static let longestFoundationName = 1_024

  /// Whether `text` may be handed to Foundation: no stretch longer than
  /// ``longestFoundationStretch``, no run longer than
  /// ``longestFoundationRun``, and no more than ``longestFoundationName``
  /// units in all.
  static func isWithinBound(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var stretch = 0
      var run = 0
      var length = 0
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x80 {
          // ASCII: table lookups, no scalar properties.
          stretch = asciiStretch[Int(byte)] ? stretch + 1 : 0
          run = asciiRun[Int(byte)] ? run + 1 : 0
          length += 1
          i += 1
        } else {
          let (scalar, count) = LatinFolding.decode(bytes, at: i)
          i += count
          let units = scalar > 0xFFFF ? 2 : 1
          stretch = isStretchCharacter(scalar) ? stretch + units : 0
          run = endsARun(scalar) ? 0 : run + units
          length += units
        }
        if stretch > longestFoundationStretch || run > longestFoundationRun { return false }
      }
      return length <= longestFoundationName
    }
  }

  /// The ASCII characters a stretch is made of: controls, DEL and
  /// punctuation (general category P).
  static let asciiStretch: [Bool] = (0..<128).map { byte in
    byte < 0x20 || byte == 0x7F || Array("!\"#%&'()*,-./:;?@[\\]_{}".utf8).contains(UInt8(byte))
  }

  /// The ASCII characters that carry a run on: all but the space and the
  /// symbols (`$+<=>^`|~`), which end it as Foundation's piece ends.
  static let asciiRun: [Bool] = (0..<128).map { byte in
    !Array(" $+<=>^`|~".utf8).contains(UInt8(byte))
  }

  /// Whether a character beyond ASCII ends a run: a space or separator,
  /// or a CJK character (U+2E80 to U+ABFF), where Foundation's piece
  /// stops. Everything else beyond ASCII, symbols and unassigned code
  /// points included, is counted as carrying the run on, so the bound
  /// errs towards FileKind's own order, never towards a crash.
  @inline(__always)
  static func endsARun(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E80..<0xAC00, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F: return true
    default: return false
    }
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

  /// The name in canonical decomposition (NFD): accents as marks after
  /// their letters, nothing else changed.
  static func canonicalDecomposed(_ name: String) -> String {
    name.decomposedStringWithCanonicalMapping
  }

  /// The name in canonical composition (NFC).
  static func canonicalComposed(_ name: String) -> String {
    name.precomposedStringWithCanonicalMapping
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
