/// A number as it lies in the bytes, checked but not yet converted.
package struct JSONNumber: Sendable, Hashable {
  /// The number's bytes.
  package var range: Range<Int>
  /// Whether it is written with neither a fraction nor an exponent.
  package var isInteger: Bool
}

extension JSONReader {
  /// Reads a number at the cursor: JSON's grammar
  /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), refused, as
  /// Foundation refuses it, when its value overflows a `Double`
  /// (`1e400`); one that underflows is zero.
  package mutating func number() throws(JSONFault) -> JSONNumber {
    let start = at
    if peek == UInt8(ascii: "-") { at += 1 }
    let integerStart = at
    guard !isAtEnd else { throw fault("") }
    guard isDigit(peek) else { throw fault("expected a digit") }
    if peek == UInt8(ascii: "0") {
      at += 1
      if isDigit(peek) && !isAtEnd { throw fault("a number with a leading zero") }
    } else {
      while isDigit(peek) && !isAtEnd { at += 1 }
    }
    let integerEnd = at
    var fraction = at..<at
    var isInteger = true
    if peek == UInt8(ascii: ".") && !isAtEnd {
      isInteger = false
      at += 1
      guard !isAtEnd else { throw fault("") }
      guard isDigit(peek) else { throw fault("expected a digit after '.'") }
      let fractionStart = at
      while isDigit(peek) && !isAtEnd { at += 1 }
      fraction = fractionStart..<at
    }
    var exponent = 0
    if (peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E")) && !isAtEnd {
      isInteger = false
      at += 1
      var negative = false
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
        negative = peek == UInt8(ascii: "-")
        at += 1
      }
      guard !isAtEnd else { throw fault("") }
      guard isDigit(peek) else { throw fault("expected a digit in the exponent") }
      while isDigit(peek) && !isAtEnd {
        // Past a million the value is zero or infinite whatever follows.
        exponent = min(exponent * 10 + Int(peek - UInt8(ascii: "0")), 10_000_000)
        at += 1
      }
      if negative { exponent = -exponent }
    }
    let token = JSONNumber(range: start..<at, isInteger: isInteger)
    guard isFinite(integer: integerStart..<integerEnd, fraction: fraction, exponent: exponent, token) else {
      throw JSONFault(offset: start, reason: "a number too large for a Double")
    }
    return token
  }

  /// The common integer read in one pass: digits with no sign, no leading
  /// zero, fraction or exponent, at most 18 of them (so no overflow), and
  /// a byte after them that ends a number. `nil`, the cursor unmoved, for
  /// anything else, which ``number()`` reads.
  @inline(__always)
  package mutating func plainInteger() -> Int64? {
    var i = at
    var value: Int64 = 0
    while i < bytes.count, i - at < 18 {
      let digit = bytes[i] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int64(digit)
      i += 1
    }
    guard i > at, i < bytes.count, bytes[at] != UInt8(ascii: "0") || i == at + 1 else { return nil }
    switch bytes[i] {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09:
      at = i
      return value
    default:
      return nil
    }
  }

  @inline(__always)
  private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

  /// Whether the number's value is within a `Double`'s range, decided from
  /// its digit count where that is clear and by converting it where it is
  /// not (within one power of ten of the largest `Double`).
  private func isFinite(
    integer: Range<Int>, fraction: Range<Int>, exponent: Int, _ token: JSONNumber
  ) -> Bool {
    // The decimal magnitude: the value lies in [10^(m-1), 10^m).
    var magnitude: Int
    if bytes[integer.lowerBound] != UInt8(ascii: "0") {
      magnitude = integer.count
    } else {
      guard let firstNonZero = fraction.first(where: { bytes[$0] != UInt8(ascii: "0") }) else {
        return true  // zero, whatever the exponent
      }
      magnitude = fraction.lowerBound - firstNonZero
    }
    magnitude += exponent
    if magnitude <= 308 { return true }
    if magnitude > 309 { return false }
    return double(of: token).isFinite
  }

  /// The number's value as a `Double`, correctly rounded.
  package func double(of token: JSONNumber) -> Double {
    if token.isInteger, let whole = integer(of: token), whole.magnitude <= 1 << 53 {
      return Double(whole)
    }
    // Short numbers make a small string, which allocates nothing.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    return Double(text) ?? .nan
  }

  /// The number's value as an `Int64` when it is exactly one: `1e3` is
  /// 1000, `-0` is 0; `91.7` and 2^63 are not.
  package func int64(of token: JSONNumber) -> Int64? {
    if token.isInteger { return integer(of: token) }
    return Int64(exactly: double(of: token))
  }

  /// Digits (and a leading `-`) as an `Int64`, `nil` on overflow.
  private func integer(of token: JSONNumber) -> Int64? {
    var i = token.range.lowerBound
    let negative = bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var value: Int64 = 0
    while i < token.range.upperBound {
      let digit = Int64(bytes[i] &- UInt8(ascii: "0"))
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !o1, !o2 else { return nil }
      value = next
      i += 1
    }
    return value
  }
}
