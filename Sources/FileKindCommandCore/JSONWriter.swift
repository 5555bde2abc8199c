import FileKind

/// JSON text written into a ``ByteBuffer``.
///
/// Strings are written from raw bytes: valid UTF-8 passes through (escaped
/// where JSON requires), and each byte that is not part of valid UTF-8 is
/// written as U+FFFD, so every line is valid Unicode any JSON reader takes.
/// A name or path that had such bytes also gets its exact bytes, in
/// base64, in a `_bytes` member beside it (``member(_:_:to:knownPlain:)``).
package enum JSONWriter {
  /// A quoted, escaped JSON string of `input`. `knownPlain` says the caller
  /// has already found every byte printable ASCII with nothing to escape
  /// (the listing parser learns that while it looks for the name's end).
  ///
  /// - Returns: whether a byte that is not UTF-8 was written as U+FFFD.
  @discardableResult
  package static func string(
    _ input: UnsafeBufferPointer<UInt8>, to out: ByteBuffer, knownPlain: Bool = false
  ) -> Bool {
    var replaced = false
    out.reserve(input.count + 2)
    out.append(UInt8(ascii: "\""))
    var i = knownPlain ? input.count : 0
    var runStart = 0
    @inline(__always) func flushRun(_ end: Int) {
      if end > runStart { out.append(UnsafeBufferPointer(rebasing: input[runStart..<end])) }
    }
    while true {
      // Most names are plain ASCII all through: skip such runs in words.
      i += ByteScan.plainJSONCount(input, from: i)
      guard i < input.count else { break }
      let b = input[i]
      if b >= 0x80 {
        // The sniffer's UTF-8 check; a sequence cut by the end of the
        // string (-1) is as invalid here as a malformed one (0).
        let length = NativeSniffer.utf8SequenceLength(input, at: i)
        if length > 0 {
          i += length
          continue
        }
      }
      flushRun(i)
      switch b {
      case UInt8(ascii: "\""): out.append("\\\"")
      case UInt8(ascii: "\\"): out.append("\\\\")
      case 0x0A: out.append("\\n")
      case 0x0D: out.append("\\r")
      case 0x09: out.append("\\t")
      case 0x80...:
        // One U+FFFD for each maximal ill-formed subsequence, as Unicode
        // recommends and Swift's `String(decoding:as:)` does.
        out.append("\u{FFFD}")
        replaced = true
        i += illFormedLength(input, at: i)
        runStart = i
        continue
      default: escape(UInt16(b), to: out)
      }
      i += 1
      runStart = i
    }
    flushRun(i)
    out.append(UInt8(ascii: "\""))
    return replaced
  }

  /// How many bytes from `i` make one maximal ill-formed subsequence: a
  /// lead byte and the continuation bytes that could still have begun a
  /// character, or the one byte that cannot.
  static func illFormedLength(_ input: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    Swift.max(1, NativeSniffer.utf8Sequence(input, at: i).wellFormed)
  }

  /// `"key":"…"` for bytes from outside (a path, a name), and when some of
  /// them are not UTF-8, `"key_bytes":"…"` after it: the exact bytes in
  /// base64, so a script can pass the name back to the file system.
  package static func member(
    _ key: StaticString, _ input: UnsafeBufferPointer<UInt8>, to out: ByteBuffer, knownPlain: Bool = false
  ) {
    out.append(UInt8(ascii: "\""))
    out.append(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    out.append("\":")
    guard string(input, to: out, knownPlain: knownPlain) else { return }
    out.append(",\"")
    out.append(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    out.append("_bytes\":\"")
    base64(input, to: out)
    out.append(UInt8(ascii: "\""))
  }

  /// `input` in base64 (RFC 4648, with padding).
  package static func base64(_ input: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
    let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    let digits = alphabet.utf8Start
    var i = 0
    while i < input.count {
      let count = Swift.min(3, input.count - i)
      var group = UInt32(input[i]) << 16
      if count > 1 { group |= UInt32(input[i + 1]) << 8 }
      if count > 2 { group |= UInt32(input[i + 2]) }
      for k in 0..<4 {
        out.append(k <= count ? digits[Int((group >> UInt32(18 - 6 * k)) & 0x3F)] : UInt8(ascii: "="))
      }
      i += 3
    }
  }

  /// Text known to need no escaping (a kind's or a source's name), as it is.
  package static func raw(_ text: String, to out: ByteBuffer) {
    var text = text
    text.withUTF8 { out.append($0) }
  }

  package static func string(_ text: String, to out: ByteBuffer) {
    var text = text
    text.withUTF8 { _ = string($0, to: out) }
  }

  package static func string(_ text: StaticString, to out: ByteBuffer) {
    string(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: out)
  }

  /// `items` as a JSON array, each written by `element`.
  package static func array<Item>(_ items: [Item], to out: ByteBuffer, _ element: (Item) -> Void) {
    out.append(UInt8(ascii: "["))
    for (n, item) in items.enumerated() {
      if n > 0 { out.append(UInt8(ascii: ",")) }
      element(item)
    }
    out.append(UInt8(ascii: "]"))
  }

  package static func stringArray(_ items: [String], to out: ByteBuffer) {
    array(items, to: out) { string($0, to: out) }
  }

  /// Actions as the row schema writes them: `[{"action", "title", "role"}]`,
  /// `role` only when it is not normal (as ``RowActionItem`` encodes).
  package static func actionItems(_ items: [RowActionItem], to out: ByteBuffer) {
    array(items, to: out) { item in
      out.append("{\"action\":")
      string(item.action.rawValue, to: out)
      out.append(",\"title\":")
      string(item.title, to: out)
      if item.role != .normal {
        out.append(",\"role\":")
        string(item.role.rawValue, to: out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Glyphs and their tints: `[{"glyph", "tint"}]`.
  package static func tintedGlyphs(_ glyphs: [TintedGlyph], to out: ByteBuffer) {
    array(glyphs, to: out) { tintedGlyph($0, to: out) }
  }

  /// A glyph and its tint as `{"glyph": …, "tint": …}`, or `null`.
  package static func tintedGlyph(_ glyph: TintedGlyph?, to out: ByteBuffer) {
    guard let glyph else { return out.append("null") }
    out.append("{\"glyph\":")
    string(glyph.glyph, to: out)
    out.append(",\"tint\":")
    string(glyph.tint.rawValue, to: out)
    out.append("}")
  }

  package static func escape(_ unit: UInt16, to out: ByteBuffer) {
    out.append("\\u")
    let hex: StaticString = "0123456789abcdef"
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hex.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }
}
