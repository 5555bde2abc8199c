/// What a scalar of a raw name is to name order and name search, as far as
/// FileKind can tell without Foundation.
///
/// Printable ASCII is known exactly. A precomposed Latin letter is known by
/// the ASCII letter it decomposes to (`ö` is `o` with a mark). A letter of
/// another script is known only to be no Latin letter: it follows every
/// ASCII character in name order and matches no ASCII query. Anything else
/// (control characters, combining marks, symbols, ligatures, `ß`) is
/// unknown, and the name is handed to Foundation.
enum LatinFolding {
  /// A scalar's class.
  enum Scalar: Equatable {
    /// Printable ASCII (U+0020 to U+007E), as its byte.
    case ascii(UInt8)
    /// A precomposed Latin letter, as its lowercase ASCII base letter.
    case latin(UInt8)
    /// A letter of Greek, Cyrillic, the CJK scripts or Hangul.
    case otherScript
    /// Anything FileKind does not model.
    case unknown
  }

  /// The class of `scalar`.
  @inline(__always)
  static func classify(_ scalar: UInt32) -> Scalar {
    if scalar < 0x80 {
      return scalar >= 0x20 && scalar < 0x7F ? .ascii(UInt8(truncatingIfNeeded: scalar)) : .unknown
    }
    if scalar >= first && scalar <= last {
      let base = baseLetters[Int(scalar &- first)]
      return base == 0 ? .unknown : .latin(base)
    }
    return isOtherScriptLetter(scalar) ? .otherScript : .unknown
  }

  /// Letters of scripts that sort after Latin and fold to no ASCII letter.
  /// Only whole blocks of letters are listed: a block's marks and
  /// punctuation (the Greek question mark is a semicolon) stay unknown.
  static func isOtherScriptLetter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0391...0x03A1, 0x03A3...0x03A9, 0x03B1...0x03C9: true  // Greek
    case 0x0400...0x0481, 0x048A...0x04FF: true  // Cyrillic
    case 0x3041...0x3096, 0x30A1...0x30FA: true  // Hiragana, Katakana
    case 0x4E00...0x9FFF: true  // CJK unified ideographs
    case 0xAC00...0xD7A3: true  // Hangul syllables
    default: false
    }
  }

  /// Decodes the scalar of valid UTF-8 that starts at `i`, with its length.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(bytes[i])
    if lead < 0x80 { return (lead, 1) }
    func next(_ k: Int) -> UInt32 { UInt32(bytes[i + k] & 0x3F) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | next(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3) }
    return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
  }
}
