/// JSON text written into a ``ByteBuffer``.
///
/// Strings are written from raw bytes: valid UTF-8 passes through (escaped
/// where JSON requires), and each byte that is not part of valid UTF-8 is
/// written as a lone surrogate `\udcXX` (PEP 383's "surrogateescape"), so a
/// name that is not UTF-8 survives the trip and can be recovered exactly.
enum JSONWriter {
  /// A quoted, escaped JSON string of `input`.
  static func string(_ input: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
    out.reserve(input.count + 2)
    out.append(UInt8(ascii: "\""))
    var i = 0
    var runStart = 0
    @inline(__always) func flushRun(_ end: Int) {
      if end > runStart { out.append(UnsafeBufferPointer(rebasing: input[runStart..<end])) }
    }
    while i < input.count {
      let b = input[i]
      if b >= 0x20 && b < 0x7F && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
        i += 1
        continue
      }
      if b >= 0x80 {
        let length = validSequenceLength(input, at: i)
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

  static func string(_ text: String, to out: ByteBuffer) {
    var text = text
    text.withUTF8 { string($0, to: out) }
  }

  static func string(_ text: StaticString, to out: ByteBuffer) {
    string(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: out)
  }

  static func stringArray(_ items: [String], to out: ByteBuffer) {
    out.append(UInt8(ascii: "["))
    for (n, item) in items.enumerated() {
      if n > 0 { out.append(UInt8(ascii: ",")) }
      string(item, to: out)
    }
    out.append(UInt8(ascii: "]"))
  }

  static func escape(_ unit: UInt16, to out: ByteBuffer) {
    out.append("\\u")
    let hex: StaticString = "0123456789abcdef"
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hex.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }

  /// Length of the well-formed UTF-8 sequence starting at `i`, or 0.
  static func validSequenceLength(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b0 = s[i]
    func cont(_ j: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      j < s.count && range.contains(s[j])
    }
    switch b0 {
    case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
    case 0xE0: return cont(i + 1, 0xA0...0xBF) && cont(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
    case 0xED: return cont(i + 1, 0x80...0x9F) && cont(i + 2) ? 3 : 0
    case 0xF0: return cont(i + 1, 0x90...0xBF) && cont(i + 2) && cont(i + 3) ? 4 : 0
    case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
    case 0xF4: return cont(i + 1, 0x80...0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
    default: return 0
    }
  }
}
