/// Formats byte counts the way file rows show them.
///
/// Integer-exact: values are divided and rounded half-to-even on the exact
/// integer, and the unit is chosen *after* rounding, so 999,999 bytes reads
/// `1.00 MB` / `1 MB`, never `1,000 KB`. No floating point anywhere.
///
/// | bytes        | `tabular`  | `compact`  |
/// |--------------|------------|------------|
/// | 0            | Zero KB    | Zero KB    |
/// | 1            | 1 byte     | 1 byte     |
/// | 210,000      | 210 KB     | 210 KB     |
/// | 12,000,000   | 12.0 MB    | 12 MB      |
/// | 1,170,000,000| 1.17 GB    | 1.17 GB    |
/// | negative     | —          | —          |
public struct SizeFormatter: Sendable, Hashable {
  /// How many digits a size shows.
  public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
    /// Three significant digits, zeros kept (`1.20 GB`, `12.0 MB`, `210 KB`): SwiftUI rows.
    case tabular
    /// 0/1/2 fraction digits for KB/MB/GB and up, trailing zeros trimmed: UIKit rows.
    case compact
  }

  /// The size of a kilobyte.
  public enum Units: String, Sendable, Hashable, CaseIterable, Codable {
    /// 1 KB = 1000 bytes (the default, as Apple's file size style).
    case decimal
    /// 1 KB = 1024 bytes, labels unchanged (the UIKit app's `ByteCountFormatter(.binary)`).
    case binary
  }

  /// How many digits sizes show.
  public var style: Style
  /// Whether a kilobyte is 1000 or 1024 bytes.
  public var units: Units

  /// A formatter for `style`, decimal unless `units` says binary.
  public init(_ style: Style, units: Units = .decimal) {
    self.style = style
    self.units = units
  }

  /// The longest output in bytes (`9.22 EB` is 7; `999 bytes` is 9).
  public static let maximumLength = 16

  /// Formats a size of any integer type (`Int`, `UInt64`…); values beyond
  /// `Int64` are clamped.
  public func string(_ bytes: some BinaryInteger) -> String { string(Int64(clamping: bytes)) }

  /// Formats `bytes` as a `String`.
  public func string(_ bytes: Int64) -> String {
    String._writing(capacity: Self.maximumLength) { write(bytes, to: &$0) }
  }

  /// Writes `bytes` as UTF-8 into `buffer` without allocating.
  ///
  /// - Returns: the number of bytes written, or `nil` if `buffer` is shorter
  ///   than the text (``maximumLength`` always suffices).
  package func write(_ bytes: Int64, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    var writer = ByteWriter(buffer)
    write(bytes, to: &writer)
    return writer.overflowed ? nil : writer.count
  }

  @inlinable
  func write(_ bytes: Int64, to out: inout ByteWriter) {
    if bytes < 0 { return out.append("—") }
    if bytes == 0 { return out.append("Zero KB") }
    if bytes == 1 { return out.append("1 byte") }
    let value = UInt64(bytes)
    let base: UInt64 = units == .decimal ? 1000 : 1024
    // Below one kilobyte of the units in use, a count of bytes: binary
    // 1,000–1,023 reads as `ByteCountFormatter(.binary)` reads it, never as
    // a kilobyte fraction (`0.98 KB`).
    if value < 1000 {
      out.append(value)
      return out.append(" bytes")
    }
    if value < base {
      out.append(value, grouped: true)
      return out.append(" bytes")
    }
    // Start at the largest unit not above the value (comparisons, not
    // divisions); rounding may still carry it one unit up (999,500 B → 1.00 MB).
    var unit = 1
    var unitSize = base
    while unit < 6 && value >= unitSize * base {  // base⁶ fits in 64 bits
      unit += 1
      unitSize *= base
    }
    // Tabular shows three significant digits, so a mantissa of 10 or more
    // cannot keep two fraction digits, nor one at 100 or more: start at the
    // most the unrounded mantissa allows (comparisons, not divisions).
    let (tens, tensOverflow) = unitSize.multipliedReportingOverflow(by: 10)
    let (hundreds, hundredsOverflow) = unitSize.multipliedReportingOverflow(by: 100)
    var most = !hundredsOverflow && value >= hundreds ? 0 : !tensOverflow && value >= tens ? 1 : 2
    while true {
      // Try the most fraction digits first; the first rounding that keeps the
      // mantissa in range wins, else the value moves to the next unit.
      var fraction = style == .tabular ? most : unit == 1 ? 0 : unit == 2 ? 1 : 2
      let fewest = style == .tabular ? 0 : fraction
      while fraction >= fewest {
        let scale = Self.powerOfTen(fraction)
        let scaled =
          units == .decimal
          ? Self.roundedDecimal(value, exponent: 3 * unit - fraction)
          : Self.roundedBinary(value, times: scale, shift: 10 * unit)
        // Tabular keeps three significant digits; compact any mantissa < 1000.
        if scaled < (style == .tabular ? 1000 : 1000 * scale) {
          if style == .tabular && scaled >= 100 {
            Self.writeThreeDigits(scaled, fraction: fraction, to: &out)
          } else {
            writeDecimal(scaled, fraction: fraction, to: &out)
          }
          return out.append(Self.spacedLabel(unit))
        }
        fraction -= 1
      }
      guard unit < 6 else { return }
      unit += 1
      // Rounding carried the mantissa to 1000: it reads 1.00 in the next unit.
      most = 2
    }
  }

  /// The unit with the space before it, written in one go.
  @inlinable
  static func spacedLabel(_ unit: Int) -> StaticString {
    switch unit {
    case 1: " KB"
    case 2: " MB"
    case 3: " GB"
    case 4: " TB"
    case 5: " PB"
    default: " EB"
    }
  }

  /// Three significant digits (`scaled` in 100…999) with the dot before the
  /// last `fraction` of them: the tabular case, without a digit loop.
  @inlinable
  static func writeThreeDigits(_ scaled: UInt64, fraction: Int, to out: inout ByteWriter) {
    out.append(UInt8(truncatingIfNeeded: scaled / 100) | 0x30)
    if fraction == 2 { out.append(UInt8(ascii: ".")) }
    out.append(UInt8(truncatingIfNeeded: scaled / 10 % 10) | 0x30)
    if fraction == 1 { out.append(UInt8(ascii: ".")) }
    out.append(UInt8(truncatingIfNeeded: scaled % 10) | 0x30)
  }

  @inlinable
  static func powerOfTen(_ n: Int) -> UInt64 { n == 0 ? 1 : n == 1 ? 10 : 100 }

  /// `value ÷ 10^exponent` (1…18), rounded half to even. Each power is a
  /// literal, so the compiler divides by multiplying: a 64-bit `div` costs
  /// tens of cycles on common x86 parts.
  @inlinable
  static func roundedDecimal(_ value: UInt64, exponent: Int) -> UInt64 {
    let (q, r, d): (UInt64, UInt64, UInt64)
    switch exponent {
    case 1: (q, r, d) = (value / 10, value % 10, 10)
    case 2: (q, r, d) = (value / 100, value % 100, 100)
    case 3: (q, r, d) = (value / 1_000, value % 1_000, 1_000)
    case 4: (q, r, d) = (value / 10_000, value % 10_000, 10_000)
    case 5: (q, r, d) = (value / 100_000, value % 100_000, 100_000)
    case 6: (q, r, d) = (value / 1_000_000, value % 1_000_000, 1_000_000)
    case 7: (q, r, d) = (value / 10_000_000, value % 10_000_000, 10_000_000)
    case 8: (q, r, d) = (value / 100_000_000, value % 100_000_000, 100_000_000)
    case 9: (q, r, d) = (value / 1_000_000_000, value % 1_000_000_000, 1_000_000_000)
    case 10: (q, r, d) = (value / 10_000_000_000, value % 10_000_000_000, 10_000_000_000)
    case 11: (q, r, d) = (value / 100_000_000_000, value % 100_000_000_000, 100_000_000_000)
    case 12: (q, r, d) = (value / 1_000_000_000_000, value % 1_000_000_000_000, 1_000_000_000_000)
    case 13: (q, r, d) = (value / 10_000_000_000_000, value % 10_000_000_000_000, 10_000_000_000_000)
    case 14: (q, r, d) = (value / 100_000_000_000_000, value % 100_000_000_000_000, 100_000_000_000_000)
    case 15: (q, r, d) = (value / 1_000_000_000_000_000, value % 1_000_000_000_000_000, 1_000_000_000_000_000)
    case 16:
      (q, r, d) = (value / 10_000_000_000_000_000, value % 10_000_000_000_000_000, 10_000_000_000_000_000)
    case 17:
      (q, r, d) = (value / 100_000_000_000_000_000, value % 100_000_000_000_000_000, 100_000_000_000_000_000)
    default:
      (q, r, d) = (
        value / 1_000_000_000_000_000_000, value % 1_000_000_000_000_000_000, 1_000_000_000_000_000_000
      )
    }
    return roundHalfEven(q, remainder: r, divisor: d)
  }

  /// `value × scale ÷ 2^shift`, rounded half to even, through a 128-bit product.
  @inlinable
  static func roundedBinary(_ value: UInt64, times scale: UInt64, shift: Int) -> UInt64 {
    let (high, low) = value.multipliedFullWidth(by: scale)
    let s = UInt64(shift)
    let quotient = (high << (64 - s)) | (low >> s)
    let remainder = low & ((1 << s) - 1)
    return roundHalfEven(quotient, remainder: remainder, divisor: 1 << s)
  }

  @inlinable @inline(__always)
  static func roundHalfEven(_ quotient: UInt64, remainder: UInt64, divisor: UInt64) -> UInt64 {
    let half = divisor / 2  // divisors are even: powers of ten and of two
    if remainder > half { return quotient + 1 }
    if remainder == half { return quotient & 1 == 1 ? quotient + 1 : quotient }
    return quotient
  }

  /// Writes `scaled / 10^fraction` with `fraction` digits; `compact` trims
  /// trailing zeros and a bare dot. Digits come from constant divisions.
  @inlinable
  func writeDecimal(_ scaled: UInt64, fraction: Int, to out: inout ByteWriter) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { d in
      var v = scaled
      var count = 0
      repeat {
        d[7 - count] = UInt8(truncatingIfNeeded: v % 10) &+ 48
        v /= 10
        count += 1
      } while v > 0 || count <= fraction
      var shown = fraction
      if style == .compact {
        while shown > 0 && d[8 - fraction + shown - 1] == UInt8(ascii: "0") { shown -= 1 }
      }
      for i in (8 - count)..<(8 - fraction) { out.append(d[i]) }
      if shown > 0 {
        out.append(UInt8(ascii: "."))
        for i in (8 - fraction)..<(8 - fraction + shown) { out.append(d[i]) }
      }
    }
  }
}
