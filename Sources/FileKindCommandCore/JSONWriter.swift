import FileKind

/// JSON text written into a ``ByteBuffer``.
///
/// Strings are written from raw bytes: valid UTF-8 passes through (escaped
/// where JSON requires), and each byte that is not part of valid UTF-8 is
/// written as a lone surrogate `\udcXX` (PEP 383's "surrogateescape"), so a
/// name that is not UTF-8 survives the trip and can be recovered exactly.
package enum JSONWriter {
  /// A quoted, escaped JSON string of `input`. `knownPlain` says the caller
  /// has already found every byte printable ASCII with nothing to escape
  /// (the listing parser learns that while it looks for the name's end).
  package static func string(
    _ input: UnsafeBufferPointer<UInt8>, to out: ByteBuffer, knownPlain: Bool = false
  ) {
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
      case 0x80...: escape(0xDC00 | UInt16(b), to: out)
      default: escape(UInt16(b), to: out)
      }
      i += 1
      runStart = i
    }
    flushRun(i)
    out.append(UInt8(ascii: "\""))
  }

  /// Text known to need no escaping (a kind's or a source's name), as it is.
  package static func raw(_ text: String, to out: ByteBuffer) {
    var text = text
    text.withUTF8 { out.append($0) }
  }

  package static func string(_ text: String, to out: ByteBuffer) {
    var text = text
    text.withUTF8 { string($0, to: out) }
  }

  package static func string(_ text: StaticString, to out: ByteBuffer) {
    string(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: out)
  }

  package static func stringArray(_ items: [String], to out: ByteBuffer) {
    out.append(UInt8(ascii: "["))
    for (n, item) in items.enumerated() {
      if n > 0 { out.append(UInt8(ascii: ",")) }
      string(item, to: out)
    }
    out.append(UInt8(ascii: "]"))
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
