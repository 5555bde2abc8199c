/// A string as it lies in the bytes, checked but not yet decoded.
package struct JSONString: Sendable, Hashable {
  /// The bytes between the quotes.
  package var range: Range<Int>
  /// Whether a `\` escape is inside (the bytes are not the value as they are).
  package var hasEscapes: Bool
}

extension JSONReader {
  /// Reads a string at the cursor, checking it as Foundation does: no
  /// control byte below 0x20 unescaped, valid UTF-8 (no overlong forms, no
  /// encoded surrogates, nothing past U+10FFFF), only JSON's escapes, and a
  /// `\u` high surrogate always followed by a `\u` low one.
  @inline(__always)
  package mutating func string() throws(JSONFault) -> JSONString {
    skipWhitespace()
    guard peek == UInt8(ascii: "\""), !isAtEnd else { throw fault("expected a string") }
    let start = at + 1
    // The common string: plain bytes to a quote within its first words.
    var end = start
    while end + 8 <= bytes.count {
      let special = Self.specialBytes(
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self)))
      guard special == 0 else {
        end += special.trailingZeroBitCount >> 3
        if bytes[end] == UInt8(ascii: "\"") {
          at = end + 1
          return JSONString(range: start..<end, hasEscapes: false)
        }
        break
      }
      end += 8
    }
    at = start
    return try stringPastQuote()
  }

  /// The rest of ``string()``: the cursor just past the opening quote.
  private mutating func stringPastQuote() throws(JSONFault) -> JSONString {
    let start = at
    var hasEscapes = false
    let count = bytes.count
    while true {
      // The common bytes, eight at a time, straight to the first that is a
      // quote, a backslash, a control byte or part of a multi-byte character.
      while at + 8 <= count {
        let special = Self.specialBytes(
          UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self)))
        guard special == 0 else {
          at += special.trailingZeroBitCount >> 3
          break
        }
        at += 8
      }
      guard at < count else { throw fault("") }
      let b = bytes[at]
      if b == UInt8(ascii: "\"") {
        at += 1
        return JSONString(range: start..<(at - 1), hasEscapes: hasEscapes)
      }
      if b == UInt8(ascii: "\\") {
        hasEscapes = true
        try escape()
      } else if b < 0x20 {
        throw fault("a control character inside a string")
      } else if b < 0x80 {
        at += 1
      } else {
        try utf8Sequence()
      }
    }
  }

  /// The high bit set in each byte of `word` (read little-endian) that is
  /// `"`, `\`, below 0x20 or above 0x7F, and maybe in bytes after the
  /// first such one (a borrow runs upwards), never before it: the lowest
  /// set bit finds the first byte a string must look at.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte is zero in `x ^ pattern` where it equals the pattern's byte.
    func zeros(_ x: UInt64) -> UInt64 { (x &- ones) & ~x }
    let control = word &- ones &* 0x20
    return (zeros(word ^ (ones &* 0x22)) | zeros(word ^ (ones &* 0x5C)) | control | word) & highs
  }

  /// One escape, the cursor on its backslash.
  private mutating func escape() throws(JSONFault) {
    at += 1
    guard at < bytes.count else { throw fault("") }
    switch bytes[at] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      at += 1
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xDC00...0xDFFF).contains(unit) { throw fault("a low surrogate with no high one before it") }
      if (0xD800...0xDBFF).contains(unit) {
        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
          throw fault("a high surrogate with no low one after it")
        }
        at += 1
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw fault("a high surrogate with no low one after it")
        }
      }
    default:
      throw fault("an escape JSON does not have")
    }
  }

  /// The four hex digits after `u` (the cursor on the `u`), as a UTF-16 unit.
  private mutating func hexUnit() throws(JSONFault) -> UInt16 {
    at += 1
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard at < bytes.count else { throw fault("") }
      guard let digit = Self.hexValue(bytes[at]) else { throw fault("a \\u escape needs four hex digits") }
      unit = unit << 4 | UInt16(digit)
      at += 1
    }
    return unit
  }

  @inline(__always)
  static func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// One multi-byte UTF-8 character, the cursor on its lead byte.
  private mutating func utf8Sequence() throws(JSONFault) {
    let lead = bytes[at]
    // The allowed range of the second byte, and how many bytes in all.
    let second: ClosedRange<UInt8>
    let length: Int
    switch lead {
    case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
    case 0xE0: (second, length) = (0xA0...0xBF, 3)
    case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
    case 0xED: (second, length) = (0x80...0x9F, 3)
    case 0xF0: (second, length) = (0x90...0xBF, 4)
    case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
    case 0xF4: (second, length) = (0x80...0x8F, 4)
    default: throw fault("bytes that are not UTF-8")
    }
    guard at + 1 < bytes.count else { throw fault("") }
    guard second.contains(bytes[at + 1]) else { throw fault("bytes that are not UTF-8") }
    for k in 2..<length {
      guard at + k < bytes.count else { throw fault("") }
      guard bytes[at + k] & 0xC0 == 0x80 else { throw fault("bytes that are not UTF-8") }
    }
    at += length
  }

  /// The value of a checked string token.
  package func value(of token: JSONString) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
    guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    // An escape never makes the value longer than its spelling.
    return String(
      unsafeUninitializedCapacity: raw.count, initializingUTF8With: { Self.decode(raw, into: $0) })
  }

  /// Whether a checked string token's value is exactly `word`.
  package func value(of token: JSONString, is word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard !token.hasEscapes else {
      let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { out in
        let written = Self.decode(raw, into: out)
        return written == count && (0..<count).allSatisfy { out[$0] == word.utf8Start[$0] }
      }
    }
    guard token.range.count == count else { return false }
    let start = token.range.lowerBound
    for i in 0..<count where bytes[start + i] != word.utf8Start[i] { return false }
    return true
  }

  /// Whether a string token without escapes is exactly `word`, compared
  /// eight bytes at a time.
  @inline(__always)
  package func plainString(_ token: JSONString, is word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard token.range.count == count else { return false }
    let here = UnsafeRawPointer(bytes.baseAddress! + token.range.lowerBound)
    let there = UnsafeRawPointer(word.utf8Start)
    var i = 0
    while i + 8 <= count {
      guard
        here.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          == there.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      else { return false }
      i += 8
    }
    while i < count {
      guard here.load(fromByteOffset: i, as: UInt8.self) == there.load(fromByteOffset: i, as: UInt8.self)
      else {
        return false
      }
      i += 1
    }
    return true
  }

  /// Decodes checked string bytes with escapes into `out`, returning the
  /// number of bytes written.
  static func decode(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var i = 0
    var n = 0
    func put(_ b: UInt8) {
      out[n] = b
      n += 1
    }
    func unit(at k: Int) -> UInt32 {
      (k..<(k + 4)).reduce(0) { $0 << 4 | UInt32(hexValue(raw[$1]) ?? 0) }
    }
    while i < raw.count {
      let b = raw[i]
      guard b == UInt8(ascii: "\\") else {
        put(b)
        i += 1
        continue
      }
      let e = raw[i + 1]
      i += 2
      switch e {
      case UInt8(ascii: "b"): put(0x08)
      case UInt8(ascii: "f"): put(0x0C)
      case UInt8(ascii: "n"): put(0x0A)
      case UInt8(ascii: "r"): put(0x0D)
      case UInt8(ascii: "t"): put(0x09)
      case UInt8(ascii: "u"):
        var scalar = unit(at: i)
        i += 4
        if (0xD800...0xDBFF).contains(scalar) {
          scalar = 0x10000 + (scalar - 0xD800) << 10 + (unit(at: i + 2) - 0xDC00)
          i += 6
        }
        for byte in UTF8.encode(Unicode.Scalar(scalar)!)! { put(byte) }
      default: put(e)  // " \ /
      }
    }
    return n
  }
}
