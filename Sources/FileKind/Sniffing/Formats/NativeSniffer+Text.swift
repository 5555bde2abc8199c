/// Plain text, decided natively so that subtitles, NFOs and READMEs never
/// reach a guess that reads two letters as a zlib header.
///
/// Text is UTF-8 (ASCII included), UTF-16 with a byte order mark, or an
/// 8-bit extended-ASCII text (Latin-1, the IBM PC code page of scene NFOs).
/// Bytes that never occur in text (NUL and most C0 controls, as `file(1)`
/// counts them) make the prefix binary.
///
/// Text is judged on its first ``textWindow`` bytes, in every encoding and
/// for an NFO's art alike: enough to tell a binary format (whose headers
/// hold NULs and controls within their first bytes), and a text file of any
/// size costs the same. A torrent's partly downloaded subtitle, whose later
/// pieces are still zeros, is text.
extension NativeSniffer {
  /// How many bytes decide whether a prefix is text.
  static let textWindow = 8 * 1_024

  /// The text type of `prefix`, or `nil` when its bytes are not text.
  static func text(_ prefix: Bytes) -> KnownType? {
    let b = prefix.prefix(textWindow)
    // UTF-32 first: its little-endian mark begins like UTF-16's.
    if b.has([0xFF, 0xFE, 0x00, 0x00]) || b.has([0x00, 0x00, 0xFE, 0xFF]) {
      return wideText(b, unitSize: 4, littleEndian: b[0] == 0xFF)
    }
    if b.has([0xFF, 0xFE]) || b.has([0xFE, 0xFF]) {
      return wideText(b, unitSize: 2, littleEndian: b[0] == 0xFF)
    }
    let start = b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let encoding = eightBitEncoding(b, from: start) else {
      if let littleEndian = bomlessUTF16(b) {
        return wideText(b, unitSize: 2, littleEndian: littleEndian, from: 0)
      }
      return isEBCDICText(b) ? .textPlain : nil
    }
    if encoding == .extended {
      // Block and shade characters of code page 437 draw the art of an NFO.
      return countBlockArt(b) >= 16 ? .textXNfo : .textPlain
    }
    return textFormat(b, from: start) ?? .textPlain
  }

  /// Whether the prefix is text as the 8-bit check or a byte order mark
  /// says: the quick test a signature prose could spell is checked against
  /// (the encodings found by their shape, UTF-16 without a BOM and EBCDIC,
  /// cannot spell an ASCII word).
  static func isPlainText(_ prefix: Bytes) -> Bool {
    let b = prefix.prefix(textWindow)
    if b.has([0xFF, 0xFE]) || b.has([0xFE, 0xFF]) { return true }
    return eightBitEncoding(b, from: b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0) != nil
  }

  /// Whether text a generated rule named really is that format, where the
  /// rule's magic is a word prose may open with: a mailbox must open with a
  /// `From ` line that carries a time (`From jane@example.com Mon Jan  1
  /// 00:00:00 2024`), not with "From the author…".
  package static func confirmsTextFormat(_ format: KnownType, _ bytes: UnsafeRawBufferPointer) -> Bool {
    let b = Bytes(bytes)
    switch format {
    case .textXPatch: return isDiff(b)
    case .applicationXPerl: return anyLine(of: b, within: 512, opensPerl)
    case .applicationMbox: break
    default: return true
    }
    var i = 5
    while i + 3 < Swift.min(b.count, 256) && b[i] != 0x0A {
      if isDigit(b[i]) && b[i + 1] == UInt8(ascii: ":") && isDigit(b[i + 2]) && isDigit(b[i + 3]) {
        return true
      }
      i += 1
    }
    return false
  }

  enum TextEncoding { case utf8, extended }

  /// Text may hold a stray control byte (a NUL, a SUB, an escape's lost
  /// letter) that `file(1)` would call binary: one per ``strayShare`` bytes
  /// of the window at most, each ``straySpacing`` bytes or more from the
  /// last and none in the first ``strayStart``. Binary formats hold their
  /// controls in their headers and in clusters; over the Corpus, the
  /// regression corpus and every file under `/usr`, none passes this bound.
  static let strayShare = 1_024
  static let straySpacing = 256
  static let strayStart = 64

  /// The longest run of bytes above ASCII single-byte text may hold: an
  /// NFO's widest line of block art is 80 columns.
  static let highRunMax = 128

  /// Whether every byte can occur in text; `.utf8` when the bytes are also
  /// valid UTF-8 (a sequence cut by the end of the prefix is allowed).
  static func eightBitEncoding(_ b: Bytes, from start: Int) -> TextEncoding? {
    guard b.count > start else { return nil }
    return b.whole.withMemoryRebound(to: UInt8.self) { bytes -> TextEncoding? in
      let count = bytes.count
      var i = start
      var validUTF8 = true
      var highRun = 0
      var longestHighRun = 0
      var doubledFF = false
      var strays = 0
      var lastStray = -straySpacing
      while i < count {
        // Eight printable ASCII bytes at a time: the common case.
        if i + 8 <= count {
          let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
          let high = word & 0x8080_8080_8080_8080
          let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
          let flipped = word ^ 0x7F7F_7F7F_7F7F_7F7F
          let delete = (flipped &- 0x0101_0101_0101_0101) & ~flipped & 0x8080_8080_8080_8080
          if high == 0 && control == 0 && delete == 0 {
            i += 8
            continue
          }
        }
        let byte = bytes[i]
        if byte < 0x80 {
          if !isTextByte(byte) {
            // A stray control in long text (a NUL, a SUB an editor left):
            // a few, far apart and past the first bytes, keep it text.
            guard i >= strayStart, i - lastStray >= straySpacing, strays < count / strayShare else {
              return nil
            }
            strays += 1
            lastStray = i
          }
          highRun = 0
          i += 1
          continue
        }
        if validUTF8 {
          let length = utf8SequenceLength(bytes, at: i)
          if length > 0 {
            i += length
            highRun += length
            longestHighRun = Swift.max(longestHighRun, highRun)
            continue
          }
          // A sequence the prefix cut short is still UTF-8.
          if length == -1 { break }
          validUTF8 = false
        }
        if byte == 0xFF && i > start && bytes[i - 1] == 0xFF { doubledFF = true }
        highRun += 1
        longestHighRun = Swift.max(longestHighRun, highRun)
        i += 1
      }
      if validUTF8 { return .utf8 }
      // Single-byte text is plausible text: no `ÿÿ` (0xFF twice is a
      // binary field's -1 or padding, never a letter pair), and no run of
      // ``highRunMax`` bytes without one ASCII character (no line, word
      // or number of any 8-bit code page is that long).
      return doubledFF || longestHighRun >= highRunMax ? nil : .extended
    }
  }

  /// `file(1)`'s rule: of the C0 controls only BEL, BS, TAB, LF, VT, FF, CR
  /// and ESC occur in text; DEL does not.
  @inline(__always)
  static func isTextByte(_ byte: UInt8) -> Bool {
    if byte >= 0x20 { return byte != 0x7F }
    return (byte >= 0x07 && byte <= 0x0D) || byte == 0x1B
  }

  /// Length of a well-formed UTF-8 sequence at `i`, 0 if malformed, -1 if
  /// the buffer ends inside an otherwise well-formed sequence.
  package static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let sequence = utf8Sequence(bytes, at: i)
    if sequence.wellFormed == sequence.length { return sequence.length }
    return sequence.wellFormed > 0 && i + sequence.wellFormed == bytes.count ? -1 : 0
  }

  /// The sequence the byte at `i` leads: how long a well-formed one is,
  /// and how many of its bytes (the lead included) are well-formed before
  /// one is not or the buffer ends (0 when the byte leads none).
  @inline(__always)
  package static func utf8Sequence(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (
    length: Int, wellFormed: Int
  ) {
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch bytes[i] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return (1, 0)
    }
    var k = 1
    while k < length && i + k < bytes.count {
      let continuation = bytes[i + k]
      let (lo, hi): (UInt8, UInt8) = k == 1 ? (low, high) : (0x80, 0xBF)
      guard continuation >= lo && continuation <= hi else { break }
      k += 1
    }
    return (length, k)
  }

  /// UTF-16 or UTF-32 text after its byte order mark, or `nil`: markup (an
  /// SVG saved by a Windows tool) is named by the same checks as in UTF-8,
  /// run over the text's ASCII, and anything else is plain text.
  static func wideText(_ b: Bytes, unitSize: Int, littleEndian: Bool, from start: Int? = nil) -> KnownType? {
    let start = start ?? unitSize
    let valid =
      unitSize == 2
      ? isUTF16Text(b, littleEndian: littleEndian, from: start) : isUTF32Text(b, littleEndian: littleEndian)
    guard valid else { return nil }
    // The first kilobyte's characters as bytes, on the stack: ASCII kept,
    // others 0x80.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1_024) { ascii -> KnownType in
      var count = 0
      var i = start
      while i + unitSize <= b.count && count < ascii.count {
        var unit: UInt32 = 0
        for k in 0..<unitSize {
          unit = unit << 8 | UInt32(b[i + (littleEndian ? unitSize - 1 - k : k)])
        }
        ascii[count] = unit < 0x80 ? UInt8(unit) : 0x80
        count += 1
        i += unitSize
      }
      let characters = Bytes(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: ascii[..<count])))
      return markup(characters) ?? textFormat(characters, from: 0) ?? .textPlain
    }
  }

  /// UTF-32 after its byte order mark: scalar values only, none that never
  /// occurs in text.
  static func isUTF32Text(_ b: Bytes, littleEndian: Bool) -> Bool {
    var i = 4
    while i + 3 < b.count {
      let unit =
        littleEndian
        ? UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
        : UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
      guard unit <= 0x10_FFFF, !(0xD800...0xDFFF).contains(unit) else { return false }
      if unit < 0x80 && !isTextByte(UInt8(unit)) { return false }
      i += 4
    }
    return i > 4
  }

  /// UTF-16 after its byte order mark: no unpaired surrogates and no code
  /// unit that never occurs in text.
  static func isUTF16Text(_ b: Bytes, littleEndian: Bool, from start: Int = 2) -> Bool {
    // Every unit is read until one is not text: the window is taken whole.
    let bytes = b.whole
    var i = start
    var pendingHigh = false
    while i + 1 < bytes.count {
      let unit =
        littleEndian
        ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
      switch unit {
      case 0xD800...0xDBFF:
        if pendingHigh { return false }
        pendingHigh = true
      case 0xDC00...0xDFFF:
        if !pendingHigh { return false }
        pendingHigh = false
      default:
        if pendingHigh { return false }
        if unit < 0x80 && !isTextByte(UInt8(unit)) { return false }
      }
      i += 2
    }
    return i > start
  }

  /// UTF-16 without a byte order mark, as some Windows tools write it: in
  /// the window's first kilobyte, nearly every unit is an ASCII text
  /// character (its zero byte always on the same side), and the whole
  /// window is valid UTF-16 text. Answers the byte order.
  static func bomlessUTF16(_ b: Bytes) -> Bool? {
    let units = Swift.min(b.count, 1_024) / 2
    guard units >= 8 else { return nil }
    // The first unit must already look so: binary is turned away at once.
    guard (b[0] == 0) != (b[1] == 0), isTextByte(b[0] | b[1]) else { return nil }
    var little = 0
    var big = 0
    for u in 0..<units {
      let first = b[2 * u]
      let second = b[2 * u + 1]
      if second == 0 && first != 0 && isTextByte(first) { little += 1 }
      if first == 0 && second != 0 && isTextByte(second) { big += 1 }
    }
    let littleEndian = little >= big
    guard Swift.max(little, big) * 4 >= units * 3, Swift.min(little, big) == 0 else { return nil }
    return isUTF16Text(b.prefix(b.count & ~1), littleEndian: littleEndian, from: 0) ? littleEndian : nil
  }

  /// EBCDIC text (IBM mainframes' encoding): every byte a character of
  /// code page 037 (letters, digits, space, punctuation, NL and CR), with
  /// spaces between words. ASCII text never gets here: its letters are
  /// EBCDIC's unassigned bytes.
  static func isEBCDICText(_ b: Bytes) -> Bool {
    guard b.count >= 16 else { return false }
    var spaces = 0
    var letters = 0
    for i in 0..<b.count {
      let byte = b[i]
      switch byte {
      case 0x40: spaces += 1
      case 0x81...0x89, 0x91...0x99, 0xA2...0xA9, 0xC1...0xC9, 0xD1...0xD9, 0xE2...0xE9: letters += 1
      case 0xF0...0xF9, 0x4A...0x50, 0x5A...0x61, 0x6A...0x6F, 0x79...0x7F, 0x15, 0x25, 0x0D, 0x05: break
      default: return false
      }
    }
    return spaces * 20 >= b.count && letters * 2 >= b.count
  }

  /// Code page 437's shade and block characters (0xB0–0xB2, 0xDB–0xDF) that
  /// stand in runs of four or more, as an NFO's art draws them. Single ones
  /// are the lead or trail bytes of CP932, EUC-KR or Windows-1252 text (`ß`,
  /// `Ü`), which is plain text.
  static func countBlockArt(_ b: Bytes) -> Int {
    var count = 0
    var run = 0
    for i in 0..<b.count {
      let byte = b[i]
      if (byte >= 0xB0 && byte <= 0xB2) || (byte >= 0xDB && byte <= 0xDF) {
        run += 1
        if run == 4 { count += 4 } else if run > 4 { count += 1 }
      } else {
        run = 0
      }
    }
    return count
  }

  /// Text formats with a cheap, certain first line: SubRip subtitles, JSON,
  /// X bitmaps and pixmaps. (WebVTT, HTML and XML are known before text
  /// is considered.)
  static func textFormat(_ b: Bytes, from start: Int) -> KnownType? {
    // A script is what its interpreter runs; one FileKind does not know
    // leaves it plain text (the rules' keyword guesses are not asked).
    if ScriptInterpreter.opensWithInterpreterLine(b, from: start) {
      return ScriptInterpreter.type(of: b, from: start)
    }
    var i = start
    while i < b.count && isBlank(b[i]) { i += 1 }
    guard i < b.count else { return nil }
    let first = b[i]
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      return looksLikeJSON(b, from: i) ? .applicationJson : nil
    }
    if isDigit(first) && isSubRip(b, from: i) { return .applicationXSubrip }
    // X bitmaps and pixmaps are C source that draws an image.
    if b.has("#define ", at: i) && b.contains("_width ", within: i + 80) { return .imageXXbitmap }
    if b.has("/* XPM */", at: i) || b.has("! XPM2", at: i) { return .imageXXpixmap }
    return nil
  }

  /// Text a diff or patch tool wrote: a hunk (`@@ -1,2 +1,2 @@`), a
  /// context diff's `***************`, a normal diff's command (`12a13`,
  /// `4,5c4`) on a line of its own, or `diff -r`'s own sentences (`Only
  /// in dir: name`). Prose that opens with `=== ` or `--- ` is none.
  static func isDiff(_ b: Bytes) -> Bool {
    let end = Swift.min(b.count, textWindow)
    if b.has("Only in ") || b.has("Common subdirectories: ") {
      return b.contains(": ", within: Swift.min(end, 256))
    }
    return anyLine(of: b, within: end) { b, line in
      b.has("@@ -", at: line) || b.has("***************", at: line)
        || isNormalDiffCommand(b, at: line, end: end)
    }
  }

  /// Perl's keyword rules (`use strict` anywhere in the first 256 bytes)
  /// also match JavaScript's `"use strict";`: a line of Perl opens with
  /// the keyword.
  static func opensPerl(_ b: Bytes, _ line: Int) -> Bool {
    b.has("use ", at: line) || b.has("=pod", at: line) || b.has("=head1 ", at: line)
      || b.has("BEGIN {", at: line) || b.has("eval ", at: line) || b.has("package ", at: line)
  }

  /// Whether a line starting within the first `limit` bytes passes `test`
  /// (given the bytes and the line's start).
  static func anyLine(of b: Bytes, within limit: Int, _ test: (Bytes, Int) -> Bool) -> Bool {
    let end = Swift.min(b.count, limit)
    var line = 0
    while line < end {
      if test(b, line) { return true }
      guard let newline = b.firstIndex(of: 0x0A, from: line, before: end) else { return false }
      line = newline + 1
    }
    return false
  }

  /// `12a13`, `4,5c4`, `7d6`: line numbers, a command, line numbers, the line's end.
  private static func isNormalDiffCommand(_ b: Bytes, at start: Int, end: Int) -> Bool {
    var i = start
    func range() -> Bool {
      let first = i
      while i < end && isDigit(b[i]) { i += 1 }
      guard i > first else { return false }
      if i < end && b[i] == UInt8(ascii: ",") {
        i += 1
        let second = i
        while i < end && isDigit(b[i]) { i += 1 }
        return i > second
      }
      return true
    }
    guard range(), i < end,
      b[i] == UInt8(ascii: "a") || b[i] == UInt8(ascii: "c") || b[i] == UInt8(ascii: "d")
    else { return false }
    i += 1
    guard range() else { return false }
    return i == end || b[i] == 0x0A || b[i] == 0x0D
  }

  /// `1`, a line break, then `00:00:01,000 --> `.
  static func isSubRip(_ b: Bytes, from start: Int) -> Bool {
    var i = start
    while i < b.count && isDigit(b[i]) { i += 1 }
    if i < b.count && b[i] == 0x0D { i += 1 }
    guard i < b.count, b[i] == 0x0A else { return false }
    i += 1
    // hh:mm:ss,mmm (one or more hour digits; some writers use a dot).
    var digits = 0
    while i < b.count && isDigit(b[i]) {
      i += 1
      digits += 1
    }
    guard digits >= 1, b.has(":", at: i), i + 9 < b.count else { return false }
    for k in [1, 2, 4, 5, 7, 8, 9] where !isDigit(b[i + k]) { return false }
    guard b[i + 3] == UInt8(ascii: ":"), b[i + 6] == UInt8(ascii: ",") || b[i + 6] == UInt8(ascii: ".")
    else { return false }
    return b.contains(" --> ", within: i + 20)
  }

  /// An object or array whose first member starts as JSON's grammar allows.
  static func looksLikeJSON(_ b: Bytes, from start: Int) -> Bool {
    var i = start + 1
    while i < b.count && isBlank(b[i]) { i += 1 }
    guard i < b.count else { return false }
    let next = b[i]
    if b[start] == UInt8(ascii: "{") { return next == UInt8(ascii: "\"") || next == UInt8(ascii: "}") }
    return next == UInt8(ascii: "\"") || next == UInt8(ascii: "{") || next == UInt8(ascii: "[")
      || next == UInt8(ascii: "]") || next == UInt8(ascii: "-") || isDigit(next)
      || b.has("true", at: i) || b.has("false", at: i) || b.has("null", at: i)
  }

  @inline(__always) static func isBlank(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
  }

  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

  /// Text as the detection tree asks for it: one byte is too few to call
  /// text.
  static func textPrefix(_ b: Bytes) -> KnownType? {
    b.count >= 2 ? text(b) : nil
  }

  /// What kind of text the generated text rules name (a playlist, a vCard,
  /// a script without an interpreter line), where its format confirms it;
  /// a script whose interpreter line FileKind read is decided already.
  static func generatedTextFormat(_ b: Bytes) -> KnownType? {
    guard !ScriptInterpreter.opensWithInterpreterLine(b, from: b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0),
      let format = MagicRules.text.mimeType(of: b.prefix(MagicRules.text.reach).whole),
      confirmsTextFormat(format, b.prefix(textWindow).whole)
    else { return nil }
    return format
  }
}
