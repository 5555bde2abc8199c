/// Formats byte counts the way file rows show them (SPEC §4).
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

  public var style: Style
  public var units: Units

  public init(_ style: Style, units: Units = .decimal) {
    self.style = style
    self.units = units
  }

  /// The longest output in bytes (`9.22 EB` is 7; `999 bytes` is 9).
  public static let maximumLength = 16

  /// Formats `bytes` as a `String`.
  public func string(_ bytes: Int64) -> String {
    String._writing(capacity: Self.maximumLength) { write(bytes, to: &$0) }
  }

  /// Writes `bytes` as UTF-8 into `buffer` without allocating.
  ///
  /// - Returns: the number of bytes written, or `nil` if `buffer` is shorter
  ///   than the text (``maximumLength`` always suffices).
  public func write(_ bytes: Int64, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
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
    if value < 1000 {
      out.append(value)
      return out.append(" bytes")
    }
    let base: UInt64 = units == .decimal ? 1000 : 1024
    // Start at the largest unit not above the value; rounding may still
    // carry it one unit up (999,500 B → 1.00 MB).
    var unit = 1
    var divisor = base
    while unit < 6 && value / divisor >= base {
      unit += 1
      divisor *= base
    }
    while true {
      // Try the most fraction digits first; the first rounding that keeps the
      // mantissa in range wins, else the value moves to the next unit.
      var fraction = style == .tabular ? 2 : unit == 1 ? 0 : unit == 2 ? 1 : 2
      let fewest = style == .tabular ? 0 : fraction
      while fraction >= fewest {
        let scale = Self.powerOfTen(fraction)
        let scaled = Self.roundedQuotient(value, times: scale, over: divisor, decimal: units == .decimal)
        // Tabular keeps three significant digits; compact any mantissa < 1000.
        if scaled < (style == .tabular ? 1000 : 1000 * scale) {
          writeDecimal(scaled, fraction: fraction, to: &out)
          out.append(" ")
          return out.append(Self.label(unit))
        }
        fraction -= 1
      }
      guard unit < 6 else { return }
      unit += 1
      divisor *= base
    }
  }

  @inlinable
  static func label(_ unit: Int) -> StaticString {
    switch unit {
    case 1: "KB"
    case 2: "MB"
    case 3: "GB"
    case 4: "TB"
    case 5: "PB"
    default: "EB"
    }
  }

  @inlinable
  static func powerOfTen(_ n: Int) -> UInt64 { n == 0 ? 1 : n == 1 ? 10 : 100 }

  /// `value × scale ÷ divisor`, rounded half to even, exactly. Decimal
  /// divisors are multiples of `scale`, so one 64-bit division does; binary
  /// ones go through a 128-bit product.
  @inlinable
  static func roundedQuotient(
    _ value: UInt64, times scale: UInt64, over divisor: UInt64, decimal: Bool
  ) -> UInt64 {
    let quotient: UInt64
    let remainder: UInt64
    var divisor = divisor
    if decimal {
      divisor /= scale
      (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    } else {
      (quotient, remainder) = divisor.dividingFullWidth(value.multipliedFullWidth(by: scale))
    }
    let twice = remainder.multipliedReportingOverflow(by: 2)
    if twice.overflow || twice.partialValue > divisor { return quotient + 1 }
    if twice.partialValue == divisor { return quotient & 1 == 1 ? quotient + 1 : quotient }
    return quotient
  }

  /// Writes `scaled / 10^fraction` with `fraction` digits; `compact` trims
  /// trailing zeros and a bare dot.
  @inlinable
  func writeDecimal(_ scaled: UInt64, fraction: Int, to out: inout ByteWriter) {
    let scale = Self.powerOfTen(fraction)
    out.append(scaled / scale)
    guard fraction > 0 else { return }
    var rest = scaled % scale
    var digits = fraction
    if style == .compact {
      while digits > 0 && rest % 10 == 0 {
        rest /= 10
        digits -= 1
      }
      if digits == 0 { return }
    }
    out.append(UInt8(ascii: "."))
    if digits == 2 && rest < 10 { out.append(UInt8(ascii: "0")) }
    out.append(rest)
  }
}
